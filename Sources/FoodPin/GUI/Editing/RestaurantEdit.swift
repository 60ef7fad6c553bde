// Why this type exists: every change a row command makes — delete, favourite, photo set or removed,
// a rating set or cleared —
// is undoable the GNOME way: done at once, then a toast offers Undo (Ctrl+Z does the same while it
// shows). This is one such change, with what it takes to revert it, the toast's words for it, and
// the photo files it stopped referring to (which `PhotoCleanup` removes once it can no longer be
// undone). Values only: no GTK, no SQL.
import FoodPinModel
import Foundation
import Localization

/// One change a row command made, with what it takes to revert it.
enum RestaurantEdit {
    /// Restaurants the store removed, and the row that followed them.
    case deleted(Deletion<Restaurant>, next: UUID?)
    /// A favourite mark set (`true`) or removed.
    case favorite(UUID, name: String, marked: Bool)
    /// The photo changed from `old` to `new` (nil: none).
    case photo(UUID, name: String, old: String?, new: String?)
    /// The rating changed from `old` to `new` (nil: not rated).
    case rating(UUID, name: String, old: Rating?, new: Rating?)

    /// The toast's text for one change.
    var title: String {
        switch self {
        case let .deleted(deletion, _):
            deletion.elements.count == 1
                ? localized("Deleted “{name}”", ["name": deletion.elements[0].name])
                : localizedPlural(
                    one: "Deleted {count} restaurant", other: "Deleted {count} restaurants",
                    count: deletion.elements.count)
        case let .favorite(_, name, marked):
            marked
                ? localized("Marked “{name}” as favourite", ["name": name])
                : localized("Removed “{name}” from favourites", ["name": name])
        case let .photo(_, name, _, new):
            new == nil
                ? localized("Removed the photo of “{name}”", ["name": name])
                : localized("Set the photo of “{name}”", ["name": name])
        case let .rating(_, name, _, new):
            if let new {
                // Translators: an undo toast; {mood} is one of Awesome, Good, Okay, Bad, Terrible.
                localized("Rated “{name}”: {mood}", ["name": name, "mood": new.title])
            } else {
                localized("Cleared the rating of “{name}”", ["name": name])
            }
        }
    }

    var deletedCount: Int? {
        if case let .deleted(deletion, _) = self { deletion.elements.count } else { nil }
    }

    /// The toast's text for the changes pending: one's own, "Deleted 2 restaurants", or a count.
    static func title(of edits: [RestaurantEdit]) -> String {
        if edits.count == 1 { return edits[0].title }
        let deleted = edits.compactMap(\.deletedCount)
        if deleted.count == edits.count {
            return localizedPlural(
                one: "Deleted {count} restaurant", other: "Deleted {count} restaurants", count: deleted.reduce(0, +))
        }
        // Translators: an undo toast for several kinds of change at once (deletes, favourites, photos).
        return localizedPlural(one: "{count} change", other: "{count} changes", count: edits.count)
    }

    /// Photo files this change stopped referring to: a deleted restaurant's, or a replaced one.
    var droppedPhotos: [String] {
        switch self {
        case let .deleted(deletion, _): deletion.elements.compactMap(\.image)
        case let .photo(_, _, old, _): old.map { [$0] } ?? []
        case .favorite, .rating: []
        }
    }
}

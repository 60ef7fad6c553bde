// Undo for every change a row command makes — delete, favourite, photo set or removed — the GNOME
// way: done at once, then a toast offers Undo (Ctrl+Z does the same while it shows). Changes made
// while the toast shows join it, and Undo reverts them all, most recent first.
import FoodPinModel
import Foundation
import GtkKit
import Localization

/// One change a row command made, with what it takes to revert it.
enum RestaurantEdit {
    /// Restaurants the store removed, and the row that followed them.
    case deleted(Deletion<Restaurant>, next: UUID?)
    /// A favourite mark set (`true`) or removed.
    case favorite(UUID, name: String, marked: Bool)
    /// The photo changed from `old` to `new` (nil: none).
    case photo(UUID, name: String, old: String?, new: String?)

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
}

extension RestaurantListController {
    /// Reverts the changes still undoable (Ctrl+Z, or the toast's Undo); false when there is none.
    @discardableResult
    func undoLastChanges() -> Bool { undo.undo() }

    /// Reverts `edits`, most recent first; deletions next to each other go back in one update.
    func revert(_ edits: [RestaurantEdit]) {
        var deletions: [(deletion: Deletion<Restaurant>, next: UUID?)] = []
        for edit in edits {
            if case let .deleted(deletion, next) = edit {
                deletions.append((deletion, next))
                continue
            }
            if !deletions.isEmpty { restore(deletions) }
            deletions = []
            switch edit {
            case let .favorite(id, _, marked): setFavorite(!marked, for: id, undoable: false)
            case let .photo(id, _, old, new):
                setImage(old, for: id, undoable: false)
                if let new { store.discardPhotoCopies([new]) }
            case .deleted: break
            }
        }
        if !deletions.isEmpty { restore(deletions) }
    }
}

extension Restaurant {
    /// The tutorial's samples' ids.
    static let sampleIDs = Set(samples.map(\.id))
}

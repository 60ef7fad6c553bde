// RestaurantEditor: what the user can do to a restaurant, whichever way they asked (swipe, menu,
// keyboard, the details page, the form) — delete, favourite, rate, share, photo, the samples, add and
// save
// — each shown on the list at once, then written to the store, with its undo.
//
// Design
//   row actions, menus, keys, details page ──RestaurantCommands──▶ RestaurantEditor ──▶ RestaurantStore
//                                                                      │ EditedList (the list controller:
//                                                                      ▼ rows out and in, rebinds, selection)
//                                               UndoToast<RestaurantEdit> ──commit──▶ PhotoCleanup
// - The editor owns the store's writes, the undo toast and what it takes to restore the samples; the
//   list controller owns the snapshot, and the editor only asks it for row changes (`EditedList`),
//   so it never sees the data source or the table.
// - A delete is the seed's: the row collapses in this frame (the list removes it and hands the
//   selection on), the store is written right after that frame is painted, and a failed write puts
//   the row back. The other edits write first where a failure must not show (a photo), or show
//   first and take it back on failure (a favourite).
//
// Threading rule: main thread only.
import FoodPinModel
import Foundation
import GtkKit
import Localization

/// The verbs on one restaurant that rows, menus, the details page and the window's keys ask for.
@MainActor
protocol RestaurantCommands: AnyObject {
    func setFavorite(_ favorite: Bool, for id: UUID)
    func toggleFavorite(_ id: UUID)
    /// The share sheet, pointing at `anchor` (nil: the restaurant's row).
    func share(_ id: UUID, from anchor: Widget?)
    func choosePhoto(for id: UUID)
    func removePhoto(of id: UUID)
    /// The review screen: the moods to rate it with.
    func review(_ id: UUID)
    /// Rates it, or clears its rating (`nil`).
    func setRating(_ rating: Rating?, for id: UUID)
    func delete(_ id: UUID)
}

/// What a view that edits needs of its window: a parent for dialogs and sheets, and toasts.
@MainActor
protocol WindowHost: AnyObject {
    var window: Window { get }
    func show(_ toast: Toast)
    /// The restaurant `id` changed here (a rating): what shows it besides its row follows at once.
    func restaurantDidChange(_ id: UUID)
}

/// Rows that go back into the list together, before the row that followed them (nil: at the end).
struct RowGroup {
    var ids: [UUID]
    var next: UUID?
}

/// What the editor asks of the list on screen (the list controller).
@MainActor
protocol EditedList: AnyObject {
    /// Whether the first load has been shown.
    var isLoaded: Bool { get }
    /// The restaurant of `id`, cached or read.
    func restaurant(_ id: UUID) -> Restaurant?
    func isShown(_ id: UUID) -> Bool
    /// Takes `id`'s row out now, ahead of the store; the row that takes its place is selected (and
    /// focused) when it was. - Returns: the group to put back on failure, or nil when it is not shown.
    func removeRow(_ id: UUID) -> RowGroup?
    /// Puts rows back, each group before its `next`; selects `selecting` (and focuses it when the
    /// focus is in the list), if given.
    func insertRows(_ groups: [RowGroup], selecting: UUID?)
    /// Keeps `restaurants` for their rows (no read when they bind).
    func remember(_ restaurants: [Restaurant])
    /// `restaurant` changed in place: its row is rebound.
    func rowDidChange(_ restaurant: Restaurant)
    /// `restaurant` was added: its row slides in at the end, selected and scrolled into view.
    func rowWasAdded(_ restaurant: Restaurant)
    /// Reads the order now rather than at the next delivery.
    func reloadOrder()
    /// The row showing `id`, to anchor popovers at.
    func cell(for id: UUID) -> Widget?
}

@MainActor
final class RestaurantEditor: RestaurantCommands {
    private let store: RestaurantStore
    private weak var list: EditedList?
    private weak var host: WindowHost?
    /// Changes still undoable.
    private lazy var undo = UndoToast<RestaurantEdit>(
        timeout: 8,
        title: RestaurantEdit.title(of:),
        present: { [weak self] in self?.host?.show($0) },
        revert: { [weak self] in self?.revert($0) },
        commit: { [weak self] edits in
            guard let self else { return }
            PhotoCleanup.removeDroppedPhotos(of: edits, in: self.store)
        })

    init(store: RestaurantStore, list: EditedList, host: WindowHost?) {
        self.store = store
        self.list = list
        self.host = host
    }

    // MARK: - Delete and Undo

    /// Deletes a restaurant: the row collapses at once, the store forgets it, a toast offers Undo.
    /// - Complexity: the seed's way (copy, delete, apply) without a pass over the list in Diffable: the
    ///   copy shares the snapshot's storage, the delete copies one chunk and one index shard, the diff
    ///   skips the shared chunks; the table's row storage still moves up to n rows in memory.
    func delete(_ id: UUID) {
        guard let removed = list?.removeRow(id) else { return }
        // The row collapses in this frame; the store is written right after it is painted.
        whenIdle { [weak self] in
            guard let self else { return }
            do {
                let deletion = try self.store.delete(ids: [id])
                if !deletion.isEmpty { self.undo.record(.deleted(deletion, next: removed.next)) }
            } catch {
                self.report(error)
                self.list?.insertRows([removed], selecting: nil)
            }
        }
    }

    /// Reverts the changes still undoable (Ctrl+Z, or the toast's Undo); false when there is none.
    @discardableResult
    func undoLastChanges() -> Bool { undo.undo() }

    /// Makes the changes still undoable final (the window closes): their dropped photos go.
    func commitPendingChanges() { undo.commit() }

    /// Reverts `edits`, most recent first; deletions next to each other go back in one update.
    private func revert(_ edits: [RestaurantEdit]) {
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
                PhotoCleanup.removeUndoneCopy(new, in: store)
            case let .rating(id, _, old, _): setRating(old, for: id, undoable: false)
            case .deleted: break
            }
        }
        if !deletions.isEmpty { restore(deletions) }
    }

    /// Restores deletions, most recent first, each before the row that followed it; the last one's
    /// first row is selected, as a delete handed the selection on.
    private func restore(_ deletes: [(deletion: Deletion<Restaurant>, next: UUID?)]) {
        var groups: [RowGroup] = []
        for (deletion, next) in deletes {
            do {
                try store.restore(deletion)
            } catch {
                report(error)
                break
            }
            list?.remember(deletion.elements)
            groups.append(RowGroup(ids: deletion.elements.map(\.id), next: next))
        }
        list?.insertRows(groups, selecting: deletes.last?.deletion.elements.first?.id)
    }

    // MARK: - Favourite

    /// Marks or unmarks a favourite: the heart shows or hides at once, then the store keeps it; the
    /// toast offers Undo.
    func setFavorite(_ favorite: Bool, for id: UUID) { setFavorite(favorite, for: id, undoable: true) }

    private func setFavorite(_ favorite: Bool, for id: UUID, undoable: Bool) {
        guard var restaurant = list?.restaurant(id), restaurant.isFavorite != favorite else { return }
        restaurant.isFavorite = favorite
        list?.rowDidChange(restaurant)
        do {
            try store.setFavorite(favorite, for: id)
            if undoable { undo.record(.favorite(id, name: restaurant.name, marked: favorite)) }
        } catch {
            report(error)
            restaurant.isFavorite = !favorite
            list?.rowDidChange(restaurant)
        }
    }

    func toggleFavorite(_ id: UUID) {
        guard let restaurant = list?.restaurant(id) else { return }
        setFavorite(!restaurant.isFavorite, for: id)
    }

    // MARK: - Rating

    /// The review screen over the window: the mood chosen rates the restaurant.
    func review(_ id: UUID) {
        guard let restaurant = list?.restaurant(id), let window = host?.window else { return }
        ReviewController(restaurant: restaurant, parent: window) { [weak self] rating in
            self?.setRating(rating, for: id)
        }.present()
    }

    /// Rates a restaurant, or clears its rating: the mark shows at once on its row (and its page),
    /// then the store keeps it; the toast offers Undo.
    func setRating(_ rating: Rating?, for id: UUID) { setRating(rating, for: id, undoable: true) }

    private func setRating(_ rating: Rating?, for id: UUID, undoable: Bool) {
        guard var restaurant = list?.restaurant(id), restaurant.rating != rating else { return }
        let old = restaurant.rating
        restaurant.rating = rating
        list?.rowDidChange(restaurant)
        do {
            try store.setRating(rating, for: id)
            if undoable { undo.record(.rating(id, name: restaurant.name, old: old, new: rating)) }
        } catch {
            report(error)
            restaurant.rating = old
            list?.rowDidChange(restaurant)
        }
        host?.restaurantDidChange(id)
    }

    // MARK: - Share

    /// The share sheet: "Just checking in at …" and the photo when it loads (the seed's
    /// `if let imageToShare`), a popover at the row on a wide window, a sheet on a narrow one.
    func share(_ id: UUID, from anchor: Widget?) {
        guard let restaurant = list?.restaurant(id), let window = host?.window else { return }
        var items: [ActivityItem] = [.text(restaurant.shareText)]
        if let path = restaurant.image, FileManager.default.isReadableFile(atPath: path) {
            items.append(.image(path: path))
        }
        let controller = ActivityViewController(activityItems: items)
        controller.subject = restaurant.name
        controller.suggestedFileName = restaurant.name
        controller.present(from: anchor ?? list?.cell(for: id), sourceRect: nil, in: window)
    }

    // MARK: - Photo

    /// Set Photo…: the user picks an image; a copy in the data directory becomes the thumbnail and the
    /// shared image.
    func choosePhoto(for id: UUID) {
        guard list?.isShown(id) == true, let window = host?.window else { return }
        let chooser = FileChooser.openImage(parent: window)
        chooser.present { [weak self] path in
            guard let self, let path else { return }
            self.setPhoto(path, for: id)
        }
    }

    /// Copies the image at `path` in and makes it `id`'s photo (undoable).
    func setPhoto(_ path: String, for id: UUID) {
        guard list?.restaurant(id) != nil else { return }
        guard Texture(contentsOfFile: path, fittingIn: 8) != nil else {
            return host?.show(Toast(localized("That file is not an image FoodPin can read"), timeout: 5)) ?? ()
        }
        do {
            setImage(try PhotoLibrary.importPhoto(at: path, for: id), for: id)
        } catch {
            report(error)
        }
    }

    /// Remove Photo (undoable). The file stays: Undo puts it back.
    func removePhoto(of id: UUID) { setImage(nil, for: id) }

    /// Makes `image` (nil: none) `id`'s photo; the toast offers Undo when `undoable`. The previous
    /// file stays: Undo puts it back.
    private func setImage(_ image: String?, for id: UUID, undoable: Bool = true) {
        guard var restaurant = list?.restaurant(id), restaurant.image != image else { return }
        let old = restaurant.image
        restaurant.image = image
        do {
            try store.update(restaurant)
        } catch {
            return report(error)
        }
        list?.rowDidChange(restaurant)
        if undoable { undo.record(.photo(id, name: restaurant.name, old: old, new: image)) }
    }

    // MARK: - Samples

    /// Restore Sample Restaurants: the missing samples come back in the tutorial's order among the
    /// samples kept, with the favourite mark and photo the user had given them (the store keeps
    /// those, whichever process deleted them). Nothing the user has (a sample they kept, a restaurant
    /// of their own) changes, nor moves; the current restaurant stays current.
    func restoreSamples() {
        guard let list, list.isLoaded else { return }
        do {
            let added = try store.restoreSamples()
            list.reloadOrder()  // at once, not at the next delivery: the empty state goes in the same frame
            if added == 0 {
                host?.show(Toast(localized("All sample restaurants are already in the list"), timeout: 4))
            }
        } catch {
            report(error)
        }
    }

    // MARK: - The form

    /// Stores a new restaurant; its row slides in at the end, selected and scrolled into view.
    /// - Throws: the store's refusal (a blank field), with nothing changed.
    /// - Complexity: O(log n) to store; the snapshot's append and the animated apply.
    func add(_ restaurant: Restaurant) throws {
        let added = try store.add(restaurant)
        list?.rowWasAdded(added)
    }

    /// Stores every field of `restaurant` and rebinds its row in place (the data source's
    /// `reconfigureItems`: the same row widget, no flicker, the scroll position kept).
    /// - Complexity: O(log n) to store; one row rebound.
    func save(_ restaurant: Restaurant) throws {
        try store.update(restaurant)
        list?.rowDidChange(restaurant)
    }

    // MARK: - Errors

    private func report(_ error: Error) {
        host?.show(Toast(ErrorText.toast(for: error), timeout: 8))
    }
}

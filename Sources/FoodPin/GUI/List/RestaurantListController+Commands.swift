// What the user can do to a restaurant, whichever way they asked (swipe, menu, keyboard): each edits
// the list on screen at once, then the store.
import Diffable
import FoodPinModel
import Foundation
import GtkKit
import Localization

extension RestaurantListController {
    // MARK: - Delete and Undo

    /// Deletes a restaurant: the row collapses at once, the store forgets it, a toast offers Undo.
    /// - Complexity: the seed's way (copy, delete, apply) without a pass over the list in Diffable: the
    ///   copy shares the snapshot's storage, the delete copies one chunk and one index shard, the diff
    ///   skips the shared chunks; the table's row storage still moves up to n rows in memory.
    func delete(_ id: UUID) {
        var snapshot = dataSource.snapshot()
        guard let path = snapshot.indexPath(of: id) else { return }
        let next = snapshot.itemIdentifier(at: IndexPath(item: path.item + 1, section: path.section))
        let wasSelected = tableView.indexPathForSelectedRow == path
        let wasFocused = tableView.indexPathForFocusedRow == path
        pendingDeletes.willDelete(id)
        snapshot.deleteItems([id])
        dataSource.apply(snapshot, animatingDifferences: true)
        let count = snapshot.numberOfItems
        host?.listDidChange(isEmpty: count == 0)
        // Keyboard users keep deleting down the list: the row that took its place is selected, and
        // focused if the deleted one was.
        tableView.selectSuccessor(ofDeletedRowAt: path, select: wasSelected, focus: wasFocused)
        // The row collapses in this frame; the store is written right after it is painted.
        whenIdle { [weak self] in
            guard let self else { return }
            do {
                let deletion = try self.store.delete(ids: [id])
                if !deletion.isEmpty { self.undo.record(.deleted(deletion, next: next)) }
                if !deletion.isEmpty, deletion.elements.allSatisfy({ Restaurant.sampleIDs.contains($0.id) }) {
                    self.deletedSamples.append(deletion)
                }
            } catch {
                self.report(error)
                self.putBack([id], before: next)
            }
        }
    }

    /// Restores deletions, most recent first, each before the row that followed it.
    func restore(_ deletes: [(deletion: Deletion<Restaurant>, next: UUID?)]) {
        var snapshot = dataSource.snapshot()
        for (deletion, next) in deletes {
            do {
                try store.restore(deletion)
            } catch {
                report(error)
                break
            }
            rows.remember(deletion.elements)
            insert(deletion.elements.map(\.id), before: next, into: &snapshot)
        }
        let focusIsInList = tableView.indexPathForFocusedRow != nil
        apply(snapshot)
        if let id = deletes.last?.deletion.elements.first?.id, let path = dataSource.indexPath(for: id) {
            tableView.selectRow(at: path, scrollPosition: .none)
            // As a delete hands the focus on to the next row, Undo takes it back: a second Delete or
            // Ctrl+F acts on the row the user sees selected.
            if focusIsInList { tableView.focusRow(at: path) }
        }
    }

    /// Shows again rows whose delete failed.
    private func putBack(_ ids: [UUID], before next: UUID?) {
        var snapshot = dataSource.snapshot()
        insert(ids, before: next, into: &snapshot)
        apply(snapshot)
    }

    /// Inserts `ids` before `next` (at the end when it is gone: the store's next delivery, which a
    /// restore causes, puts them in their exact place).
    private func insert(_ ids: [UUID], before next: UUID?, into snapshot: inout RestaurantSnapshot) {
        for id in ids { pendingDeletes.didRestore(id) }
        let missing = ids.filter { snapshot.indexPath(of: $0) == nil }
        guard !missing.isEmpty else { return }
        if snapshot.numberOfSections == 0 { snapshot.appendSections([.all]) }
        if let next, snapshot.indexPath(of: next) != nil {
            snapshot.insertItems(missing, beforeItem: next)
        } else {
            snapshot.appendItems(missing, toSection: .all)
        }
    }

    // MARK: - Favourite

    /// Marks or unmarks a favourite: the heart shows or hides at once, then the store keeps it; the
    /// toast offers Undo when `undoable`.
    func setFavorite(_ favorite: Bool, for id: UUID, undoable: Bool = true) {
        guard var restaurant = restaurant(id), restaurant.isFavorite != favorite else { return }
        restaurant.isFavorite = favorite
        rows.remember([restaurant])
        reconfigure([id])
        do {
            try store.setFavorite(favorite, for: id)
            if undoable { undo.record(.favorite(id, name: restaurant.name, marked: favorite)) }
        } catch {
            report(error)
            restaurant.isFavorite = !favorite
            rows.remember([restaurant])
            reconfigure([id])
        }
    }

    func toggleFavorite(_ id: UUID) {
        guard let restaurant = restaurant(id) else { return }
        setFavorite(!restaurant.isFavorite, for: id)
    }

    // MARK: - Share

    /// The share sheet: "Just checking in at …" and the photo when it loads (the seed's
    /// `if let imageToShare`), a popover at the row on a wide window, a sheet on a narrow one.
    func share(_ id: UUID, from anchor: Widget? = nil) {
        guard let restaurant = restaurant(id), let window = host?.window else { return }
        var items: [ActivityItem] = [.text(restaurant.shareText)]
        if let path = restaurant.image, FileManager.default.isReadableFile(atPath: path) {
            items.append(.image(path: path))
        }
        let controller = ActivityViewController(activityItems: items)
        controller.subject = restaurant.name
        controller.suggestedFileName = restaurant.name
        controller.present(from: anchor ?? cell(for: id), sourceRect: nil, in: window)
    }

    // MARK: - Photo

    /// Set Photo…: the user picks an image; a copy in the data directory becomes the thumbnail and the
    /// shared image.
    func choosePhoto(for id: UUID) {
        guard dataSource.indexPath(for: id) != nil, let window = host?.window else { return }
        let chooser = FileChooser.openImage(parent: window)
        chooser.present { [weak self] path in
            guard let self, let path else { return }
            self.setPhoto(path, for: id)
        }
    }

    /// Copies the image at `path` in and makes it `id`'s photo (undoable).
    func setPhoto(_ path: String, for id: UUID) {
        guard restaurant(id) != nil else { return }
        guard Texture(contentsOfFile: path, fittingIn: 8) != nil else {
            return host?.show(Toast(localized("That file is not an image FoodPin can read"), timeout: 5)) ?? ()
        }
        do {
            setImage(try PhotoLibrary.importPhoto(at: path, for: id), for: id)
        } catch {
            report(error)
        }
    }

    /// Makes `image` (nil: none, Remove Photo) `id`'s photo; the toast offers Undo when `undoable`.
    /// The previous file stays: Undo puts it back.
    func setImage(_ image: String?, for id: UUID, undoable: Bool = true) {
        guard var restaurant = restaurant(id), restaurant.image != image else { return }
        let old = restaurant.image
        restaurant.image = image
        do {
            try store.update(restaurant)
        } catch {
            return report(error)
        }
        rows.remember([restaurant])
        reconfigure([id])
        if undoable { undo.record(.photo(id, name: restaurant.name, old: old, new: image)) }
    }

    // MARK: - Samples

    /// Restore Sample Restaurants: the samples deleted in this window come back as the user had them
    /// (favourite, photo) where they were; the store adds the tutorial's own for the rest. Nothing
    /// the user has (a sample they kept, a restaurant of their own) changes.
    func restoreSamples() {
        guard isLoaded else { return }
        do {
            var restored = 0
            for deletion in deletedSamples {
                restored += deletion.elements.filter { dataSource.indexPath(for: $0.id) == nil }.count
                try store.restore(deletion)
                rows.remember(deletion.elements)
            }
            deletedSamples = []
            let added = try store.restoreSamples()
            reloadOrder()  // at once, not at the next delivery: the empty state goes in the same frame
            if added + restored == 0 {
                host?.show(Toast(localized("All sample restaurants are already in the list"), timeout: 4))
            }
        } catch {
            report(error)
        }
    }

    // MARK: - Errors

    func report(_ error: Error) {
        host?.show(Toast(ErrorText.toast(for: error), timeout: 8))
    }
}

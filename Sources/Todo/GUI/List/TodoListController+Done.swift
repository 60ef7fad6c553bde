import Diffable
import FoodPinModel
import GtkKit
import Localization

import struct Foundation.UUID

// Ticking off: the row moves, animated, between the open section and "Completed" (a move of the
// item in the snapshot), to the place its list position gives it in the other section, which the
// store finds with its state index (`itemFollowing`): unticking puts it back where it was.
extension TodoListController {
    /// Marks `id` done or open again.
    /// - Complexity: O(log n) in the store, then a move in a copy of the snapshot and its apply.
    func setDone(_ id: UUID, _ done: Bool) {
        guard let item = rows.item(id), item.isDone != done else { return }
        do {
            try list.setDone([id], done)
            rows.setDone(id, done)
            let next = try list.itemFollowing(id)
            place(id, in: done ? .completed : .open, before: next)
        } catch {
            report(error, doing: .mark)
            refresh()
        }
    }

    /// Ticks or unticks the selected row (Ctrl+D); false when there is none or the entry has the keys.
    func toggleSelected() -> Bool {
        guard let id = selection.currentID, let item = rows.item(id) else { return false }
        setDone(id, !item.isDone)
        return true
    }

    /// Moves `id` into `section`, before `next` when that is shown there, else at the section's end.
    func place(_ id: UUID, in section: Section, before next: UUID?) {
        var snapshot = rows.snapshot
        snapshot.ensure(section)
        snapshot.deleteItems([id])
        if let next, snapshot.sectionIdentifier(containingItem: next) == section {
            snapshot.insertItems([id], beforeItem: next)
        } else {
            snapshot.appendItems([id], toSection: section)
        }
        snapshot.dropEmptyCompleted()
        snapshot.reconfigureItems([id])
        let focused = table.indexPathForFocusedRow.flatMap(rows.id(at:)) == id
        apply(snapshot, animated: true)
        if focused, let path = rows.indexPath(for: id) { table.selectRow(at: path) }
    }

    /// Removes every done item, undoable from the toast.
    func clearCompleted() {
        let snapshotBefore = rows.snapshot
        guard snapshotBefore.indexOfSection(.completed) != nil else { return }
        var snapshot = snapshotBefore
        snapshot.deleteSections([.completed])
        apply(snapshot, animated: true)
        do {
            let deletion = try list.clearCompleted()
            rows.forget(deletion.elements.map(\.id))
            if !deletion.isEmpty { undo.record(deletion) }
        } catch {
            report(error, doing: .clearCompleted)
            refresh()
        }
    }
}

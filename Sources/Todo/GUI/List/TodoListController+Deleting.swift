import Diffable
import FoodPinModel
import GtkKit
import Localization

import struct Foundation.UUID

// Deleting one row (swipe, Delete, the − control) or the rows selected in edit mode ("Delete (3)"):
// the rows leave at once in one animated apply, storage forgets them, and one toast offers Undo,
// which puts them all back where they were.
extension TodoListController {
    /// Removes `ids`: the rows leave at once with one animation, then storage forgets them and a
    /// toast offers Undo. If a row had the keyboard focus, the row that takes its place gets it.
    /// - Complexity: O(k log n) for k ids in the store; a delete in a copy of the snapshot.
    func delete(_ ids: [UUID]) {
        guard !ids.isEmpty else { return }
        let focusedPath = table.indexPathForFocusedRow
        let hadFocus = focusedPath.flatMap(rows.id(at:)).map(ids.contains) ?? false
        var snapshot = rows.snapshot
        snapshot.deleteItems(ids)
        snapshot.dropEmptyCompleted()
        apply(snapshot, animated: true)
        if hadFocus, let focusedPath { table.selectSuccessor(ofDeletedRowAt: focusedPath, select: false, focus: true) }
        do {
            let deletion = try list.remove(ids: ids)
            rows.forget(ids)
            if !deletion.isEmpty { undo.record(deletion) }
        } catch {
            report(error, doing: .delete)
            refresh()
        }
    }

    /// Deletes the selected row (the Delete key); false when no row is selected, the entry has the
    /// keyboard (where Delete edits text), or in edit mode (where the focused row asks first).
    func deleteSelected() -> Bool {
        guard mode == .insert, let path = selection.currentPath, let id = rows.id(at: path) else { return false }
        delete([id])
        table.selectSuccessor(ofDeletedRowAt: path, select: true, focus: false)
        return true
    }

    /// Puts deleted items back in place (Undo): each before the item that follows it in its section.
    /// - Complexity: O(k log n) for k items, and their inserts in a copy of the snapshot.
    func restore(_ deletions: [Deletion<TodoItem>]) {
        do {
            var restored: [TodoItem] = []
            for deletion in deletions { restored += try list.restore(deletion) }
            var snapshot = rows.snapshot
            // Last first, so that the item each one goes before is shown already.
            for item in restored.reversed() {
                let section: Section = item.isDone ? .completed : .open
                rows.update(item)
                guard snapshot.indexOfItem(item.id) == nil else { continue }
                snapshot.ensure(section)
                if let next = try list.itemFollowing(item.id),
                    snapshot.sectionIdentifier(containingItem: next) == section
                {
                    snapshot.insertItems([item.id], beforeItem: next)
                } else {
                    snapshot.appendItems([item.id], toSection: section)
                }
            }
            apply(snapshot, animated: true)
        } catch {
            report(error, doing: .undoDeletion)
            refresh()
        }
    }

    // MARK: - Many rows (edit mode)

    func tableViewDidChangeSelection(_ tableView: TableView) { selection.update(editing: mode == .edit) }

    /// Selects every row (Ctrl+A in edit mode); false outside edit mode, where the entry keeps the key.
    func selectAll() -> Bool { selection.selectAll(editing: mode == .edit) }

    /// Deletes the rows selected in edit mode: one animation, one toast.
    func deleteSelection() { delete(selection.takeSelected()) }
}

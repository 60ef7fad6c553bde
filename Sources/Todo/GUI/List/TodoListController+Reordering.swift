import Diffable
import FoodPinModel
import GtkKit
import Localization

import struct Foundation.UUID

// Reordering: a drag by the handle in edit mode, or Alt+Up / Alt+Down. The store places the item
// between its new neighbours by id (O(log n)); a drop into the other section ticks it or unticks it.
extension TodoListController {
    /// A row was dragged by its handle in edit mode: the table has moved it; store the new order.
    func tableView(_ tableView: TableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        guard let id = rows.id(at: destinationIndexPath) else { return refresh() }
        store(move: id, fromSection: sourceIndexPath.section)
    }

    /// Moves the selected row up (`by: -1`) or down (Alt+Up, Alt+Down) within its section; false
    /// when it cannot move.
    func moveSelected(by offset: Int) -> Bool {
        guard let id = selection.currentID else { return false }
        return move(id, by: offset)
    }

    /// Moves `id` by `offset` rows within its section, the table and the store; false when it cannot.
    /// - Complexity: O(log n) in the store, a move in a copy of the snapshot and its apply.
    func move(_ id: UUID, by offset: Int) -> Bool {
        guard let path = rows.indexPath(for: id) else { return false }
        let destination = path.item + offset
        guard destination >= 0, destination < table.numberOfRows(inSection: path.section),
            let other = rows.id(at: IndexPath(item: destination, section: path.section))
        else { return false }
        var snapshot = rows.snapshot
        offset < 0 ? snapshot.moveItem(id, beforeItem: other) : snapshot.moveItem(id, afterItem: other)
        apply(snapshot, animated: false)
        store(move: id, fromSection: path.section)
        if let moved = rows.indexPath(for: id) { table.selectRow(at: moved) }
        return true
    }

    /// Writes where `id` now is in the snapshot: between its neighbours in its section, done or not
    /// as its section says.
    private func store(move id: UUID, fromSection: Int) {
        let snapshot = rows.snapshot
        guard let path = snapshot.indexPath(of: id), let section = snapshot.sectionIdentifier(containingItem: id) else {
            return
        }
        let previous =
            path.item > 0 ? snapshot.itemIdentifier(at: IndexPath(item: path.item - 1, section: path.section)) : nil
        let next = snapshot.itemIdentifier(at: IndexPath(item: path.item + 1, section: path.section))
        do {
            let done = section == .completed
            if rows.item(id)?.isDone != done {
                try list.setDone([id], done)
                rows.setDone(id, done)
                var reconfigured = snapshot
                reconfigured.reconfigureItems([id])
                reconfigured.dropEmptyCompleted()
                apply(reconfigured, animated: false)
            }
            try list.move(id, after: previous, before: next)
        } catch {
            report(error, doing: .move)
            refresh()
        }
    }
}

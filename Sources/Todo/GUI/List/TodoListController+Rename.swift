import Diffable
import FoodPinModel
import GtkKit
import Localization

import struct Foundation.UUID

// Renaming in place: a double click on a row, F2, or Enter on a row in edit mode turns its text into
// an entry; Enter saves (blank text is refused with the reason, as for inserts), Escape cancels.
extension TodoListController {
    func tableView(_ tableView: TableView, didRequestRenameAt indexPath: IndexPath) {
        beginRename(at: indexPath)
    }

    /// F2: renames the focused (selected) row; false when there is none or the entry has the keys.
    func renameSelected() -> Bool {
        guard let path = selection.renamePath else { return false }
        beginRename(at: path)
        return true
    }

    func beginRename(at indexPath: IndexPath) {
        guard let cell = table.cellForRow(at: indexPath) as? ItemCell else { return }
        cell.beginRename()
    }

    /// Stores `text` for `id`; nil when saved, else why not (shown on the entry).
    /// - Complexity: O(log n) in the store, a reconfigure of one row.
    func rename(_ id: UUID, to text: String) -> String? {
        guard let old = rows.item(id) else { return nil }
        if text == old.text { return nil }
        do {
            guard let item = try list.rename(id, to: text) else { return nil }
            rows.update(item)
            var snapshot = rows.snapshot
            snapshot.reconfigureItems([id])
            apply(snapshot, animated: false)
            return nil
        } catch .todo(.emptyText) {
            return localized("Type something to do: a to-do cannot be empty.")
        } catch {
            report(error, doing: .rename)
            return nil
        }
    }

    /// The entry closed: the row gets the keyboard focus back.
    func renameEnded(_ id: UUID) {
        guard let path = rows.indexPath(for: id) else { return }
        table.selectRow(at: path)
    }
}

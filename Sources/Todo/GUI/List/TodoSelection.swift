// Why this type exists: the window's keys act on one row, and edit mode selects many; both are read
// here and nowhere else. The current row is the selected one (GtkKit's table keeps the focused row
// and the selected row the same), unless the entry has the keys; in edit mode the selected rows are
// what "Delete (N)" in the header bar deletes. Making the current row owned rather than read from the
// table — so Clear Completed, Undo and other processes' changes keep it true (issue 29) — is a change
// to this type.
//
// Threading rule: main thread only.
import Diffable
import GtkKit
import Localization

import struct Foundation.UUID

@MainActor
final class TodoSelection {
    private let table: TableView
    private let rows: TodoRows
    private let composer: ComposerBar
    private let deleteButton: Button

    init(table: TableView, rows: TodoRows, composer: ComposerBar, deleteButton: Button) {
        self.table = table
        self.rows = rows
        self.composer = composer
        self.deleteButton = deleteButton
    }

    /// Whether the keys are the entry's (then row keys do nothing and go on to it).
    var entryHasKeys: Bool { composer.entry.containsFocus }

    /// The row the window's keys act on: the selected one; nil when none is or the entry has the keys.
    var currentPath: IndexPath? { entryHasKeys ? nil : table.indexPathForSelectedRow }

    /// Its item's id.
    var currentID: UUID? { currentPath.flatMap(rows.id(at:)) }

    /// The row F2 renames: the selected one, else the focused one.
    var renamePath: IndexPath? { entryHasKeys ? nil : table.indexPathForSelectedRow ?? table.indexPathForFocusedRow }

    // MARK: - Many rows (edit mode)

    /// "Delete (3)" in the header bar, shown in edit mode while rows are selected.
    func update(editing: Bool) {
        let count = editing ? table.indexPathsForSelectedRows.count : 0
        deleteButton.isVisible = count > 0
        deleteButton.label = localized("Delete ({count})", ["count": localizedNumber(count)])
    }

    /// Selects every row (Ctrl+A in edit mode); false outside edit mode, where the entry keeps the key.
    func selectAll(editing: Bool) -> Bool {
        guard editing, !entryHasKeys else { return false }
        table.selectAllRows()
        return true
    }

    /// The ids selected in edit mode, which it forgets (they are about to go).
    func takeSelected() -> [UUID] {
        let ids = table.indexPathsForSelectedRows.compactMap(rows.id(at:))
        table.clearMultipleSelection()
        return ids
    }
}

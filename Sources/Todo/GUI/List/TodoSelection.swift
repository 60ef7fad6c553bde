// Why this type exists: the window's keys act on one row — the current row — and edit mode selects
// many; both are kept here and nowhere else. The current row is owned, by identity, not read from
// the table when a key is pressed (issue 29): the user moves it (the arrows, a click, Tab, which the
// table reports), a command moves it (a rename ended, a row moved with Alt+Up, a tick, leaving edit
// mode clears it), and when the rows change under it — Clear Completed, Undo, a delete, another
// process's change — the row that took its place becomes current (`rowsDidChange`), so the table's
// selection, the focus ring and the keys never part. While the entry has the keys, row keys do
// nothing and go on to it. In edit mode the selected rows are what "Delete (N)" in the header bar
// deletes. A Preferences page or a sync status line added later reads the current row here.
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
    /// The current row's item (the keys act on it unless the entry has them).
    private(set) var current: UUID?
    /// Where it stood, counted over both sections, the last time it was shown.
    private var index: Int?

    init(table: TableView, rows: TodoRows, composer: ComposerBar, deleteButton: Button) {
        self.table = table
        self.rows = rows
        self.composer = composer
        self.deleteButton = deleteButton
    }

    /// Whether the keys are the entry's (then row keys do nothing and go on to it).
    var entryHasKeys: Bool { composer.entry.containsFocus }

    /// The row the window's keys act on; nil when there is none or the entry has the keys.
    var currentPath: IndexPath? { entryHasKeys ? nil : current.flatMap(rows.indexPath(for:)) }

    /// Its item's id, when the keys may act on it.
    var currentID: UUID? { currentPath == nil ? nil : current }

    // MARK: - Moving the current row

    /// The user moved the table's selection (the arrows, a click, Tab): that row is current.
    func userSelected(_ path: IndexPath?) {
        current = path.flatMap(rows.id(at:))
        index = path.map(flatIndex(of:))
    }

    /// A command makes `id` current (nil: none): its row is selected (the focus follows when it is in
    /// the list).
    func select(_ id: UUID?) {
        current = id
        guard let id, let path = rows.indexPath(for: id) else {
            index = nil
            return table.selectRow(at: nil)
        }
        index = flatIndex(of: path)
        table.selectRow(at: path)
    }

    /// The rows changed (any apply): the table stays on the current row; when it is gone, the row
    /// that took its place is current — the next one, or the last when it was last.
    /// - Complexity: O(log n) (an index path by id).
    func rowsDidChange() {
        guard let id = current else { return }
        if let path = rows.indexPath(for: id) {
            index = flatIndex(of: path)
            if table.indexPathForSelectedRow != path { table.selectRowWithoutScrolling(at: path) }
            return
        }
        let successor = index.flatMap(path(nearest:))
        current = successor.flatMap(rows.id(at:))
        if let successor { table.selectRowWithoutScrolling(at: successor) } else { table.selectRow(at: nil) }
    }

    /// `path` counted over both sections.
    private func flatIndex(of path: IndexPath) -> Int {
        (0..<path.section).reduce(path.item) { $0 + table.numberOfRows(inSection: $1) }
    }

    /// The row at `flat` over both sections, or the last row when there are fewer; nil for none.
    private func path(nearest flat: Int) -> IndexPath? {
        var left = max(flat, 0)
        var last: IndexPath?
        for section in 0..<table.numberOfSections {
            let count = table.numberOfRows(inSection: section)
            if count > 0 { last = IndexPath(item: count - 1, section: section) }
            if left < count { return IndexPath(item: left, section: section) }
            left -= count
        }
        return last
    }

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

// Seed 001's view controller: connects the model (`TodoList`) to the window's table and composer.
//
// To-Do's shape of a list controller
// - The rows (`TodoRows`) are the snapshot of item ids in two sections, the open items then the done
//   ones ("Completed"), each in list order, and what each id shows. A change made here edits a copy
//   of the snapshot (insert, delete, a move between sections for a tick, `reconfigureItems` for a
//   rename), applies it and writes the store by id — the store first for an insert, a tick and a
//   rename, the rows first for a delete and a move: no edit reads or rebuilds the whole list, so its
//   cost does not grow with the list (`make bench`, suite `todo`). A failed write is reported and the
//   store's list shown again.
// - The store tells this window only of changes made by others (`observeChangesByOthers`: a
//   terminal's `todo done 1`; every to-do write counts a revision, so the window's own edits are
//   recognised by origin and never come back), with the whole list, applied as an animated
//   difference. (FoodPin's list is told of every change and recognises its own by pending ids; its
//   note says why.)
// - The row the keys act on and the rows selected in edit mode are `TodoSelection`'s; "3 left" and
//   what depends on the counts are `TodoCounts`. After a delete, the table picks the row that took
//   its place (`TableView.selectSuccessor`).
// - Files: this one (modes, the table's delegate, showing the model, inserting), +Done (ticking,
//   Clear Completed), +Deleting (one row or the selection, Undo), +Rename, +Reordering, +Swipe: each a
//   family of operations over the rows, the store and the undo toast; +Operation names what failed.
import Diffable
import Dispatch
import FoodPinModel
import GtkKit
import Localization

import struct Foundation.UUID

/// Connects the model (`TodoList`) to the window's table and composer (see the note above).
///
/// - Insert mode: the entry and Insert (Bronze: empty text adds nothing and says why). Edit mode
///   (Gold, the seed's second solution): entered by selecting a row or pressing Edit; rows show their
///   delete control and can be selected many at a time; Done leaves it and clears the entry.
/// - The cell is the one the model names (Silver): registered from `list.cellInfo`, configured only
///   through `ItemCell`.
@MainActor
final class TodoListController: TableViewEditingDelegate, TodoRowsDelegate {
    typealias Section = TodoRows.Section
    typealias Mode = ComposerBar.Mode
    typealias Snapshot = TodoRows.Snapshot

    let list: TodoList
    let window: TodoWindow
    /// What the table shows.
    let rows: TodoRows
    /// The row the keys act on, and the rows selected in edit mode.
    let selection: TodoSelection
    private(set) var mode: Mode = .insert
    private var observation: ObservationToken?
    private(set) var undo: UndoToast<Deletion<TodoItem>>!

    init(list: TodoList, window: TodoWindow) {
        self.list = list
        self.window = window
        rows = TodoRows(table: window.table, cellInfo: list.cellInfo)
        selection = TodoSelection(
            table: window.table, rows: rows, composer: window.composer, deleteButton: window.deleteSelectionButton)
        undo = DeletionUndo.make(
            present: { [weak window] in window?.show($0) },
            restore: { [weak self] in self?.restore($0) })
        rows.delegate = self
        window.table.delegate = self
        window.table.allowsReordering = true
        window.table.allowsMultipleSelectionDuringEditing = true
        wireControls()
        // Observe before the first read: a commit landing in between (`todo add` while the window
        // opens) is then either in the read or reported, never lost.
        observation = list.observeChangesByOthersOnMain { [weak self] in self?.show($0, animated: true) }
        refresh(animated: false)
    }

    var table: TableView { window.table }
    var composer: ComposerBar { window.composer }

    // MARK: - Showing the model

    /// Shows the store's items now (at launch, after a failed write).
    func refresh(animated: Bool = true) {
        do {
            show(try list.items, animated: animated)
        } catch {
            report(error, doing: .readList)
        }
    }

    /// Shows `all` (the whole list, from the store) as a difference: open items, then done ones.
    /// - Complexity: O(n) to build the snapshot, then a diff.
    func show(_ all: [TodoItem], animated: Bool) {
        apply(rows.snapshot(showing: all), animated: animated)
    }

    /// Applies `snapshot` and updates what depends on the counts: the page, Edit, "3 left".
    /// - Complexity: that of the apply: O(k) for k changed rows when `snapshot` is an edited copy.
    func apply(_ snapshot: Snapshot, animated: Bool) {
        if snapshot.numberOfItems > 0 { window.page = .list }
        rows.apply(snapshot, animated: animated) { [weak self] in self?.updatePage() }
        updateCounts()
        if snapshot.numberOfItems == 0 && mode == .edit { setMode(.insert) }
    }

    /// The empty state once the last row has finished leaving.
    private func updatePage() {
        window.page = rows.snapshot.numberOfItems == 0 ? .empty : .list
    }

    /// The title's "3 left", Edit and Clear Completed, and the selection's button.
    func updateCounts() {
        window.show(TodoCounts(rows.snapshot))
        selection.update(editing: mode == .edit)
    }

    /// Tells the user an operation failed (the database went away, the disk is full…).
    func report(_ error: Error, doing what: Operation) {
        let toast = Toast(ErrorText.failure(of: what, error), timeout: 0)
        toast.buttonLabel = localized("Dismiss")
        window.show(toast)
    }

    // MARK: - Insert mode (Bronze)

    private func wireControls() {
        composer.entry.onActivate { [weak self] in self?.insert() }
        composer.insertButton.onClicked { [weak self] in self?.insert() }
        composer.entry.onChanged { [weak self] in self?.composer.errorMessage = nil }
        composer.doneButton.onClicked { [weak self] in self?.setMode(.insert) }
        window.editButton.onClicked { [weak self] in self?.setMode(.edit, focusDone: true) }
        window.deleteSelectionButton.onClicked { [weak self] in self?.deleteSelection() }
    }

    /// Adds the entry's text as a new row at the end of the open ones, or says why it cannot.
    /// - Complexity: O(log n) to store, then an append to a copy of the snapshot and its apply.
    func insert() {
        guard mode == .insert else { return }
        do {
            let item = try list.add(composer.text)
            composer.clear()
            rows.update(item)
            var snapshot = rows.snapshot
            snapshot.ensure(.open)
            snapshot.appendItems([item.id], toSection: .open)
            apply(snapshot, animated: true)
            if let path = rows.indexPath(for: item.id) { table.scrollToRow(at: path, at: .none) }
            // Clicking Insert left the focus on the button: the next letters typed would be lost and
            // Space would insert again. The entry takes it back, ready for the next to-do.
            composer.entry.grabFocus()
        } catch .todo(.emptyText) {
            composer.errorMessage = localized("Type something to do first: a to-do cannot be empty.")
            composer.entry.grabFocus()
            composer.entry.selectAll()
        } catch {
            report(error, doing: .add)
        }
    }

    /// Focuses the entry for a new to-do (leaving edit mode).
    func focusEntry() {
        setMode(.insert)
        composer.entry.grabFocus()
    }

    // MARK: - Edit mode (Gold)

    /// Switches between insert and edit mode, as the seed's `configureControlsFor…Mode()`.
    func setMode(_ newMode: Mode, focusDone: Bool = false) {
        guard newMode != mode else { return }
        if newMode == .edit && rows.snapshot.numberOfItems == 0 { return }
        mode = newMode
        composer.mode = newMode
        window.editButton.isVisible = newMode == .insert
        table.setEditing(newMode == .edit, animated: true)
        selection.update(editing: newMode == .edit)
        switch newMode {
        case .edit:
            // The focused row stays focused and selected (GNOME's one row): the keys act on it, Delete
            // asks for the confirmation, Delete or Enter gives it, Escape cancels it.
            if focusDone { composer.doneButton.grabFocus() }
        case .insert:
            composer.clear()
            table.selectRow(at: nil)
            composer.entry.grabFocus()
        }
    }

    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        setMode(.edit)
    }

    func tableView(_ tableView: TableView, commitDeleteForRowAt indexPath: IndexPath) {
        guard let id = rows.id(at: indexPath) else { return }
        delete([id])
    }

    /// The remove control of a row in edit mode is announced as "Delete <the to-do's text>".
    func tableView(_ tableView: TableView, accessibleNameForRowAt indexPath: IndexPath) -> String? {
        rows.id(at: indexPath).flatMap { rows.item($0)?.text }
    }
}

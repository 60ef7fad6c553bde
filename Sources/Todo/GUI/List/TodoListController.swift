// Seed 001's view controller: connects the model (`TodoList`) to the window's table and composer.
//
// The list controller's shape (the same as FoodPin's RestaurantListController)
// - A change made here edits the snapshot and applies it first, so the user sees it at once, then
//   writes the store; a failed write is reported and the store's order shown again. An insert is
//   the one exception, as the store makes the item: it is written, then appended to the snapshot
//   (never by reading the whole list back).
// - The store's observation delivers the whole list after any change by anyone. A delivery equal to
//   what is shown is the echo of a change made here and is dropped; any other (`todo` in a terminal,
//   undo) is applied as an animated difference.
// - After a delete, the table picks the row that took its place (`TableView.selectSuccessor`).
// Folders: App/ (the action enum, its names and shortcuts), List/ (this controller), Views/.
import Diffable
import Dispatch
import FoodPinModel
import GtkKit

/// Connects the model (`TodoList`) to the window's table and composer (see the note above).
///
/// - Insert mode: the entry and Insert (Bronze: empty text adds nothing and says why). Edit mode
///   (Gold, the seed's second solution): entered by selecting a row or pressing Edit; rows show their
///   delete control; Done leaves it and clears the entry.
/// - The cell is the one the model names (Silver): registered from `list.cellInfo`, configured only
///   through `ItemCell`.
@MainActor
final class TodoListController: TableViewDelegate {
    enum Section: Hashable, Sendable { case main }
    typealias Mode = ComposerBar.Mode

    let list: TodoList
    let window: TodoWindow
    private(set) var mode: Mode = .insert
    private(set) var dataSource: TableViewDiffableDataSource<Section, TodoItem>!
    private var observation: ObservationToken?
    private(set) var undo: UndoToast<Deletion<TodoItem>>!

    init(list: TodoList, window: TodoWindow) {
        self.list = list
        self.window = window
        undo = DeletionUndo.make(present: { [weak window] in window?.show($0) },
                                 restore: { [weak self] in self?.restore($0) })
        registerCells()
        window.table.delegate = self
        window.table.allowsReordering = true
        wireControls()
        // Observe before the first read: a commit landing in between (`todo add` while the window
        // opens) is then either in the read or reported, never lost.
        observation = list.observeOnMain { [weak self] in self?.show($0, animated: true) }
        refresh(animated: false)
    }

    var table: TableView { window.table }
    var composer: ComposerBar { window.composer }

    // MARK: - Cells (Silver)

    private func registerCells() {
        let info = list.cellInfo
        table.register(CellFactory.maker(for: info.style), forCellReuseIdentifier: info.reuseIdentifier)
        dataSource = TableViewDiffableDataSource(tableView: table) { table, indexPath, item in
            let cell = table.dequeueReusableCell(withIdentifier: info.reuseIdentifier, for: indexPath)
            (cell as? ItemCell)?.configure(text: item.text, detail: item.addedDescription)
            return cell
        }
    }

    // MARK: - Showing the model

    /// Shows the model's items now (after a change made here).
    func refresh(animated: Bool = true) {
        do {
            show(try list.items, animated: animated)
        } catch {
            report(error, doing: "read the list")
        }
    }

    /// Applies `items` to the table as a difference, and updates what depends on the count; drops
    /// a delivery equal to what is shown (the store's echo of a change made here).
    /// - Complexity: O(n) comparisons for an echo; a diff otherwise.
    func show(_ items: [TodoItem], animated: Bool) {
        let shown = dataSource.snapshot()
        if shown.numberOfSections > 0, shown.itemIdentifiers == items { return }
        var snapshot = DiffableSnapshot<Section, TodoItem>()
        snapshot.appendSections([.main])
        snapshot.appendItems(items, toSection: .main)
        if !items.isEmpty { window.page = .list }
        dataSource.apply(snapshot, animatingDifferences: animated) { [weak self] in self?.updatePage() }
        window.editButton.isSensitive = !items.isEmpty
        if items.isEmpty && mode == .edit { setMode(.insert) }
    }

    /// The empty state once the last row has finished leaving.
    private func updatePage() {
        window.page = dataSource.snapshot().numberOfItems == 0 ? .empty : .list
    }

    /// Tells the user an operation failed (the database went away, the disk is full…).
    func report(_ error: Error, doing what: String) {
        let toast = Toast("Could not \(what): \(error)", timeout: 0)
        toast.buttonLabel = "Dismiss"
        window.show(toast)
    }

    // MARK: - Insert mode (Bronze)

    private func wireControls() {
        composer.entry.onActivate { [weak self] in self?.insert() }
        composer.insertButton.onClicked { [weak self] in self?.insert() }
        composer.entry.onChanged { [weak self] in self?.composer.errorMessage = nil }
        composer.doneButton.onClicked { [weak self] in self?.setMode(.insert) }
        window.editButton.onClicked { [weak self] in self?.setMode(.edit, focusDone: true) }
    }

    /// Adds the entry's text as a new row, or says why it cannot.
    func insert() {
        guard mode == .insert else { return }
        do {
            let item = try list.add(composer.text)
            composer.clear()
            // The new item is the last one: shown without reading the list back.
            show(dataSource.snapshot().itemIdentifiers + [item], animated: true)
            if let path = dataSource.indexPath(for: item) { table.scrollToRow(at: path, at: .none) }
            // Clicking Insert left the focus on the button: the next letters typed would be lost and
            // Space would insert again. The entry takes it back, ready for the next to-do.
            composer.entry.grabFocus()
        } catch StoreError.todo(.emptyText) {
            composer.errorMessage = "Type something to do first: a to-do cannot be empty."
            composer.entry.grabFocus()
            composer.entry.selectAll()
        } catch {
            report(error, doing: "add the to-do")
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
        if newMode == .edit && dataSource.snapshot().numberOfItems == 0 { return }
        mode = newMode
        composer.mode = newMode
        window.editButton.isVisible = newMode == .insert
        table.setEditing(newMode == .edit, animated: true)
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
        guard let item = dataSource.itemIdentifier(for: indexPath) else { return }
        delete(item)
    }

    /// The remove control of a row in edit mode is announced as "Delete <the to-do's text>".
    func tableView(_ tableView: TableView, accessibleNameForRowAt indexPath: IndexPath) -> String? {
        dataSource.itemIdentifier(for: indexPath)?.text
    }

    // MARK: - Deleting and undoing

    /// Removes `item`: the row leaves at once with an animation, then storage forgets it and a toast
    /// offers Undo. If the row had the keyboard focus, the row that takes its place gets it.
    /// - Complexity: O(n) to rebuild the snapshot, then a diff.
    func delete(_ item: TodoItem) {
        let path = dataSource.indexPath(for: item)
        let hadFocus = path != nil && table.indexPathForFocusedRow == path
        show(dataSource.snapshot().itemIdentifiers.filter { $0 != item }, animated: true)
        if hadFocus, let path { table.selectSuccessor(ofDeletedRowAt: path, select: false, focus: true) }
        do {
            let deletion = try list.remove(id: item.id)
            if !deletion.isEmpty { undo.record(deletion) }
        } catch {
            report(error, doing: "delete the to-do")
            refresh()
        }
    }

    /// Deletes the selected row (the Delete key); false when no row is selected, the entry has the
    /// keyboard (where Delete edits text), or in edit mode (where the focused row asks first).
    func deleteSelected() -> Bool {
        guard mode == .insert, !composer.entry.containsFocus, let path = table.indexPathForSelectedRow,
              let item = dataSource.itemIdentifier(for: path) else { return false }
        delete(item)
        table.selectSuccessor(ofDeletedRowAt: path, select: true, focus: false)
        return true
    }

    private func restore(_ deletions: [Deletion<TodoItem>]) {
        do {
            for deletion in deletions { try list.restore(deletion) }
            refresh()
        } catch {
            report(error, doing: "undo the deletion")
        }
    }

    // MARK: - Reordering

    /// A row was dragged by its handle in edit mode: the table has moved it; store the new order.
    func tableView(_ tableView: TableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        do {
            try list.move(from: sourceIndexPath.item, to: destinationIndexPath.item)
        } catch {
            report(error, doing: "move the to-do")
        }
        refresh()
    }

    /// Moves the selected row up (`by: -1`) or down (Alt+Up, Alt+Down); false when it cannot move.
    func moveSelected(by offset: Int) -> Bool {
        guard !composer.entry.containsFocus, let path = table.indexPathForSelectedRow else { return false }
        let destination = path.item + offset
        guard destination >= 0, destination < dataSource.snapshot().numberOfItems else { return false }
        do {
            try list.move(from: path.item, to: destination)
        } catch {
            report(error, doing: "move the to-do")
        }
        refresh()
        return true
    }
}

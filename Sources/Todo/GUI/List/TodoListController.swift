// Seed 001's view controller: connects the model (`TodoList`) to the window's table and composer.
//
// The list controller's shape (the same as FoodPin's RestaurantListController)
// - The snapshot holds item ids in two sections, the open items then the done ones ("Completed"),
//   each in list order; `items` holds what each id shows. A change made here edits a copy of the
//   snapshot (insert, delete, a move between sections for a tick, `reconfigureItems` for a rename)
//   and applies it, then writes the store by id: no edit reads or rebuilds the whole list, so its
//   cost does not grow with the list (`make bench`, suite `todo`). A failed write is reported and
//   the store's list shown again.
// - The store tells this window only of changes made by others (`observeChangesByOthers`: a
//   terminal's `todo done 1`), with the whole list, applied as an animated difference.
// - After a delete, the table picks the row that took its place (`TableView.selectSuccessor`).
// Folders: App/ (the action enum, its names and shortcuts), List/ (this controller, one concern
// per file), Views/.
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
final class TodoListController: TableViewEditingDelegate {
    enum Section: Hashable, Sendable { case open, completed }
    typealias Mode = ComposerBar.Mode
    typealias Snapshot = DiffableSnapshot<Section, UUID>

    let list: TodoList
    let window: TodoWindow
    private(set) var mode: Mode = .insert
    private(set) var dataSource: TableViewDiffableDataSource<Section, UUID>!
    /// What each id of the snapshot shows.
    var items: [UUID: TodoItem] = [:]
    private var observation: ObservationToken?
    private(set) var undo: UndoToast<Deletion<TodoItem>>!

    init(list: TodoList, window: TodoWindow) {
        self.list = list
        self.window = window
        undo = DeletionUndo.make(
            present: { [weak window] in window?.show($0) },
            restore: { [weak self] in self?.restore($0) })
        registerCells()
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

    // MARK: - Cells (Silver) and section headers

    private func registerCells() {
        let info = list.cellInfo
        table.register(CellFactory.maker(for: info.style), forCellReuseIdentifier: info.reuseIdentifier)
        dataSource = TableViewDiffableDataSource(tableView: table) { [weak self] table, indexPath, id in
            let cell = table.dequeueReusableCell(withIdentifier: info.reuseIdentifier, for: indexPath)
            if let self, let item = self.items[id], let cell = cell as? ItemCell { self.configure(cell, with: item) }
            return cell
        }
        dataSource.headerProvider = { _, _, section in
            section == .completed ? TableView.makeSectionHeader(title: localized("Completed")) : nil
        }
    }

    private func configure(_ cell: ItemCell, with item: TodoItem) {
        cell.configure(text: item.text, detail: item.addedDescription, isDone: item.isDone)
        let id = item.id
        cell.onToggle = { [weak self] done in self?.setDone(id, done) }
        cell.onRename = { [weak self] text in self?.rename(id, to: text) }
        cell.onRenameEnded = { [weak self] in self?.renameEnded(id) }
    }

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
        var snapshot = Snapshot()
        snapshot.appendSections([.open])
        snapshot.appendItems(all.filter { !$0.isDone }.map(\.id), toSection: .open)
        let done = all.filter(\.isDone).map(\.id)
        if !done.isEmpty {
            snapshot.appendSections([.completed])
            snapshot.appendItems(done, toSection: .completed)
        }
        let changed = all.filter { item in items[item.id].map { $0 != item } ?? false }.map(\.id)
        items = Dictionary(uniqueKeysWithValues: all.map { ($0.id, $0) })
        let shown = dataSource.snapshot()
        let keep = Set(shown.itemIdentifiers)
        snapshot.reconfigureItems(changed.filter { keep.contains($0) && snapshot.indexOfItem($0) != nil })
        apply(snapshot, animated: animated)
    }

    /// Applies `snapshot` and updates what depends on the counts: the page, Edit, "3 left".
    /// - Complexity: that of the apply: O(k) for k changed rows when `snapshot` is an edited copy.
    func apply(_ snapshot: Snapshot, animated: Bool) {
        if snapshot.numberOfItems > 0 { window.page = .list }
        dataSource.apply(snapshot, animatingDifferences: animated) { [weak self] in self?.updatePage() }
        updateCounts()
        if snapshot.numberOfItems == 0 && mode == .edit { setMode(.insert) }
    }

    /// The snapshot with `section` present (the Completed one comes and goes with its items).
    func ensuring(_ section: Section, in snapshot: inout Snapshot) {
        guard snapshot.indexOfSection(section) == nil else { return }
        if section == .open, let first = snapshot.sectionIdentifiers.first {
            snapshot.insertSections([.open], beforeSection: first)
        } else {
            snapshot.appendSections([section])
        }
    }

    /// Removes the Completed section when it has no item left.
    func droppingEmptyCompleted(_ snapshot: inout Snapshot) {
        if snapshot.indexOfSection(.completed) != nil, snapshot.numberOfItems(inSection: .completed) == 0 {
            snapshot.deleteSections([.completed])
        }
    }

    /// The empty state once the last row has finished leaving.
    private func updatePage() {
        window.page = dataSource.snapshot().numberOfItems == 0 ? .empty : .list
    }

    /// Tells the user an operation failed (the database went away, the disk is full…).
    func report(_ error: Error, doing what: Operation) {
        let toast = Toast(what.failure(error), timeout: 0)
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
            items[item.id] = item
            var snapshot = dataSource.snapshot()
            ensuring(.open, in: &snapshot)
            snapshot.appendItems([item.id], toSection: .open)
            apply(snapshot, animated: true)
            if let path = dataSource.indexPath(for: item.id) { table.scrollToRow(at: path, at: .none) }
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
        if newMode == .edit && dataSource.snapshot().numberOfItems == 0 { return }
        mode = newMode
        composer.mode = newMode
        window.editButton.isVisible = newMode == .insert
        table.setEditing(newMode == .edit, animated: true)
        updateSelectionButton()
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
        guard let id = dataSource.itemIdentifier(for: indexPath) else { return }
        delete([id])
    }

    /// The remove control of a row in edit mode is announced as "Delete <the to-do's text>".
    func tableView(_ tableView: TableView, accessibleNameForRowAt indexPath: IndexPath) -> String? {
        dataSource.itemIdentifier(for: indexPath).flatMap { items[$0]?.text }
    }
}

// Why this type exists: what the to-do table shows, in one place — the snapshot of ids in two
// sections (the open items, then the done ones under "Completed"), each in list order, and the item
// each id shows. The controller and its edits change the rows only through this type; none holds the
// data source. No store: the controller writes the model and tells the rows what it wrote.
//
// Threading rule: main thread only.
import Diffable
import FoodPinModel
import GtkKit
import Localization

import struct Foundation.UUID

/// What a row's cell asks for: the controller does it.
@MainActor
protocol TodoRowsDelegate: AnyObject {
    func setDone(_ id: UUID, _ done: Bool)
    /// Stores `text` for `id`; nil when saved, else why not (shown on the entry).
    func rename(_ id: UUID, to text: String) -> String?
    func renameEnded(_ id: UUID)
}

@MainActor
final class TodoRows {
    enum Section: Hashable, Sendable { case open, completed }
    typealias Snapshot = DiffableSnapshot<Section, UUID>

    private var dataSource: TableViewDiffableDataSource<Section, UUID>!
    /// What each id of the snapshot shows.
    private var items: [UUID: TodoItem] = [:]
    weak var delegate: TodoRowsDelegate?

    /// Registers the cell the model names (Silver: `list.cellInfo`) and configures each only through
    /// the `ItemCell` protocol.
    init(table: TableView, cellInfo info: CellInfo) {
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
        cell.onToggle = { [weak self] done in self?.delegate?.setDone(id, done) }
        cell.onRename = { [weak self] text in self?.delegate?.rename(id, to: text) }
        cell.onRenameEnded = { [weak self] in self?.delegate?.renameEnded(id) }
    }

    /// The ids shown, by section.
    var snapshot: Snapshot { dataSource.snapshot() }

    func item(_ id: UUID) -> TodoItem? { items[id] }

    func id(at indexPath: IndexPath) -> UUID? { dataSource.itemIdentifier(for: indexPath) }

    func indexPath(for id: UUID) -> IndexPath? { dataSource.indexPath(for: id) }

    /// Shows `snapshot`; `completion` runs when its animations are over.
    /// - Complexity: O(k) for k changed rows when `snapshot` is an edited copy.
    func apply(_ snapshot: Snapshot, animated: Bool, completion: (@MainActor () -> Void)? = nil) {
        dataSource.apply(snapshot, animatingDifferences: animated, completion: completion)
    }

    /// The snapshot that shows `all` (the whole list, from the store): open items, then done ones;
    /// rows whose item changed are reconfigured.
    /// - Complexity: O(n) to build the snapshot.
    func snapshot(showing all: [TodoItem]) -> Snapshot {
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
        let keep = Set(dataSource.snapshot().itemIdentifiers)
        snapshot.reconfigureItems(changed.filter { keep.contains($0) && snapshot.indexOfItem($0) != nil })
        return snapshot
    }

    /// Records what `item` shows now (added, renamed, restored, ticked).
    func update(_ item: TodoItem) { items[item.id] = item }

    /// Records that `id` is done or not.
    func setDone(_ id: UUID, _ done: Bool) { items[id]?.isDone = done }

    /// Forgets the items of `ids` (deleted).
    func forget(_ ids: some Sequence<UUID>) {
        for id in ids { items[id] = nil }
    }
}

extension DiffableSnapshot where SectionIdentifierType == TodoRows.Section, ItemIdentifierType == UUID {
    /// Adds `section` when it is missing (the Completed one comes and goes with its items).
    mutating func ensure(_ section: TodoRows.Section) {
        guard indexOfSection(section) == nil else { return }
        if section == .open, let first = sectionIdentifiers.first {
            insertSections([.open], beforeSection: first)
        } else {
            appendSections([section])
        }
    }

    /// Removes the Completed section when it has no item left.
    mutating func dropEmptyCompleted() {
        if indexOfSection(.completed) != nil, numberOfItems(inSection: .completed) == 0 {
            deleteSections([.completed])
        }
    }
}

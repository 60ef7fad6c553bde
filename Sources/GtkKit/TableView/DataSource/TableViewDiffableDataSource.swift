import Diffable

/// UIKit's `UITableViewDiffableDataSource`: keeps the table's snapshot, applies new ones as GTK list
/// list model splices, and makes cells with the cell provider.
///
/// ```swift
/// dataSource = TableViewDiffableDataSource(tableView: table) { table, indexPath, item in
///     let cell = table.dequeueReusableCell(withIdentifier: "cell", for: indexPath, as: RestaurantCell.self)
///     cell.configure(item)
///     return cell
/// }
/// dataSource.apply(snapshot, animatingDifferences: false)
/// ```
/// - Note: section headers are rows of the GTK list (GTK 4.8's list view has none); they appear only
///   when `headerProvider` is set before the first apply.
@MainActor
open class TableViewDiffableDataSource<Section: Hashable & Sendable, Item: Hashable & Sendable>:
    DiffableDataSource<Section, Item, TableView, Widget>, TableViewSource
{
    /// Makes the header widget of a section (index and identifier); nil shows an empty header row.
    /// `TableView.makeSectionHeader(title:)` gives the GNOME look.
    public typealias HeaderProvider = @MainActor (TableView, Int, Section) -> Widget?

    /// Header rows before each section, made by this closure. Set it before the first apply
    /// (changing it later reloads the table).
    public var headerProvider: HeaderProvider? {
        didSet {
            if (oldValue == nil) != (headerProvider == nil), let view { reloadRows(into: view) }
        }
    }

    /// A data source for `tableView` making cells with `cellProvider`; the table uses it from now on.
    public override init(view tableView: TableView, cellProvider: @escaping CellProvider) {
        super.init(view: tableView, cellProvider: cellProvider)
        tableView.source = self
    }

    /// UIKit's spelling of `init(view:cellProvider:)`.
    public convenience init(tableView: TableView, cellProvider: @escaping CellProvider) {
        self.init(view: tableView, cellProvider: cellProvider)
    }

    /// Moves the item at `source` to `destination` after a drag in the table: updates the snapshot
    /// (without animation) and tells the table's delegate. Override to veto or to persist.
    /// - Complexity: that of the snapshot's delete, insert and apply: no pass over the items when the
    ///   snapshot's storage is shared (see `DiffableSnapshot`).
    open func moveRow(at source: IndexPath, to destination: IndexPath) {
        var snapshot = self.snapshot()
        guard let item = snapshot.itemIdentifier(at: source), source != destination,
            destination.section < snapshot.numberOfSections
        else { return }
        let section = snapshot.sectionIdentifiers[destination.section]
        snapshot.deleteItems([item])
        if let before = snapshot.itemIdentifier(at: IndexPath(item: destination.item, section: destination.section)) {
            snapshot.insertItems([item], beforeItem: before)
        } else {
            snapshot.appendItems([item], toSection: section)
        }
        apply(snapshot, animatingDifferences: false)
    }

    // MARK: - TableViewSource

    var includesSectionHeaders: Bool { headerProvider != nil }

    func cell(for row: RowRef, in tableView: TableView) -> Widget? {
        guard let path = indexPath(of: row) else { return nil }
        return cell(for: path)
    }

    func header(for row: RowRef, in tableView: TableView) -> Widget? {
        guard let box = row as? RowBox<Section, Item>, case .header(let section) = box.row,
            let index = index(for: section)
        else { return nil }
        return headerProvider?(tableView, index, section)
    }

    func indexPath(of row: RowRef) -> IndexPath? {
        guard let item = (row as? RowBox<Section, Item>)?.item else { return nil }
        return indexPath(for: item)
    }

    func itemIdentifier(of row: RowRef) -> AnyHashable? {
        (row as? RowBox<Section, Item>)?.item.map(AnyHashable.init)
    }

    func indexPath(forItem item: AnyHashable) -> IndexPath? {
        (item.base as? Item).flatMap { indexPath(for: $0) }
    }

    func allItems() -> [AnyHashable] { snapshot().itemIdentifiers.map(AnyHashable.init) }

    func items(between from: IndexPath, and to: IndexPath) -> [AnyHashable] {
        let snapshot = snapshot()
        guard let first = snapshot.itemIdentifier(at: min(from, to)).flatMap(snapshot.indexOfItem),
            let last = snapshot.itemIdentifier(at: max(from, to)).flatMap(snapshot.indexOfItem)
        else { return [] }
        let items = snapshot.itemIdentifiers
        return items[first...last].map(AnyHashable.init)
    }

    func reloadRows(into tableView: TableView) {
        tableView.rebuild(from: snapshot(), headers: includesSectionHeaders)
    }

    func moveRow(at source: IndexPath, to destination: IndexPath, in tableView: TableView) {
        moveRow(at: source, to: destination)
        tableView.delegate?.tableView(tableView, moveRowAt: source, to: destination)
    }
}

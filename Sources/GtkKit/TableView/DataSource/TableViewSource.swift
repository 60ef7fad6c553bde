import Diffable

/// What the (non-generic) table asks of its generic data source, in terms of its rows.
@MainActor
protocol TableViewSource: AnyObject {
    /// Whether the model carries a header row before each section.
    var includesSectionHeaders: Bool { get }
    /// The cell for an item row (runs the cell provider), or nil.
    func cell(for row: RowRef, in tableView: TableView) -> Widget?
    /// The header widget for a header row, or nil.
    func header(for row: RowRef, in tableView: TableView) -> Widget?
    /// The index path of an item row in the current snapshot, or nil (headers, deleted rows).
    func indexPath(of row: RowRef) -> IndexPath?
    /// Rebuilds the rows from the current snapshot.
    func reloadRows(into tableView: TableView)
    /// The item of an item row, type-erased (multiple selection keeps items), or nil.
    func itemIdentifier(of row: RowRef) -> AnyHashable?
    /// The index path of a type-erased item of the current snapshot, or nil.
    func indexPath(forItem item: AnyHashable) -> IndexPath?
    /// Every item of the current snapshot, type-erased.
    func allItems() -> [AnyHashable]
    /// The items from one index path to another (either order), both included.
    func items(between from: IndexPath, and to: IndexPath) -> [AnyHashable]
    /// Moves an item in the snapshot after a drag, then tells the delegate.
    func moveRow(at source: IndexPath, to destination: IndexPath, in tableView: TableView)
}

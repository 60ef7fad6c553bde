/// UIKit's `UITableViewDiffableDataSource` without the table: it keeps the current snapshot, computes
/// the difference when a new one is applied and hands it to the view, and makes cells on demand with
/// the cell provider.
///
/// The view is held weakly, as UIKit does. Everything runs on the main actor; the diff is computed
/// synchronously on it (see the benchmarks for its cost).
///
/// - Note: after `apply`, `snapshot()` returns the applied snapshot without its reload and reconfigure
///   marks: they describe one update, not the state.
@MainActor
open class DiffableDataSource<
    Section: Hashable & Sendable, Item: Hashable & Sendable, View: DiffableDataSourceView, Cell
> {
    /// Makes the cell for an item at an index path of a view, or nil if it cannot.
    public typealias CellProvider = @MainActor (View, IndexPath, Item) -> Cell?

    /// The view the data source drives, held weakly.
    public private(set) weak var view: View?
    private let cellProvider: CellProvider
    private var current = DiffableSnapshot<Section, Item>()

    /// A data source for `view` that makes cells with `cellProvider`.
    /// - Complexity: O(1).
    public init(view: View, cellProvider: @escaping CellProvider) {
        self.view = view
        self.cellProvider = cellProvider
    }

    /// A copy of the current snapshot.
    /// - Complexity: O(1).
    public func snapshot() -> DiffableSnapshot<Section, Item> { current }

    /// Makes `snapshot` current and updates the view with the difference from the previous one.
    /// `completion` runs once the view has applied it, its animations over (at once when there is no
    /// view).
    /// - Complexity: that of `SnapshotDifference.init(from:to:)`.
    /// - Note: `animatingDifferences` is passed on to the view as `animated`.
    open func apply(
        _ snapshot: DiffableSnapshot<Section, Item>, animatingDifferences: Bool = true,
        completion: (@MainActor () -> Void)? = nil
    ) {
        let previous = current
        current = snapshot
        current._clearMarks()
        let difference = SnapshotDifference(from: previous, to: snapshot)
        guard let view else {
            completion?()
            return
        }
        view.performBatchUpdates(difference, from: previous, to: snapshot, animated: animatingDifferences) {
            completion?()
        }
    }

    /// Makes `snapshot` current and has the view reload everything, without a diff.
    /// - Complexity: O(1) here; the view re-reads every row.
    open func applySnapshotUsingReloadData(
        _ snapshot: DiffableSnapshot<Section, Item>,
        completion: (@MainActor () -> Void)? = nil
    ) {
        current = snapshot
        current._clearMarks()
        guard let view else {
            completion?()
            return
        }
        view.reloadData { completion?() }
    }

    /// The item at an index path of the current snapshot, or nil.
    /// - Complexity: O(log n).
    public func itemIdentifier(for indexPath: IndexPath) -> Item? { current.itemIdentifier(at: indexPath) }

    /// The index path of an item in the current snapshot, or nil.
    /// - Complexity: O(log n + B) for chunks of B = 2048 items: one hash, a binary search, a scan of
    ///   one chunk's stored hashes.
    public func indexPath(for itemIdentifier: Item) -> IndexPath? { current.indexPath(of: itemIdentifier) }

    /// The section identifier at an index of the current snapshot, or nil.
    /// - Complexity: O(1).
    public func sectionIdentifier(for index: Int) -> Section? {
        current._sections.indices.contains(index) ? current._sections[index] : nil
    }

    /// The index of a section in the current snapshot, or nil.
    /// - Complexity: O(1): one hash.
    public func index(for sectionIdentifier: Section) -> Int? { current.indexOfSection(sectionIdentifier) }

    /// The number of sections of the current snapshot, as a table asks it.
    /// - Complexity: O(1).
    public func numberOfSections() -> Int { current.numberOfSections }

    /// The number of rows of a section of the current snapshot, or 0 if there is no such section.
    /// - Complexity: O(1).
    public func numberOfRows(inSection section: Int) -> Int {
        current._lists.indices.contains(section) ? current._lists[section].count : 0
    }

    /// The cell for an index path, made by the cell provider; nil if the index path is out of range,
    /// the view is gone, or the provider returns nil.
    /// - Complexity: O(log n) plus the provider.
    public func cell(for indexPath: IndexPath) -> Cell? {
        guard let view, let item = current.itemIdentifier(at: indexPath) else { return nil }
        return cellProvider(view, indexPath, item)
    }
}

extension DiffableSnapshot {
    /// Drops the reload and reconfigure marks.
    mutating func _clearMarks() {
        _reloadedItems.removeAll()
        _reconfiguredItems.removeAll()
        _reloadedSections.removeAll()
    }
}

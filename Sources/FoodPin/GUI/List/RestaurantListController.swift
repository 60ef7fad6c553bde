// RestaurantListController: the seed's RestaurantTableViewController — the table view's delegate,
// and the one place that changes what the table shows (its data source's snapshot).
//
// Design
//   RestaurantStore ──observeIdentifiers──▶ IdentifierFeed ──change──▶ PendingDeletes ──snapshot──▶ TableViewDiffableDataSource
//        │  restaurants(withIDs:) on a miss                                     │ cells: RestaurantCell + PhotoCache
//        └──────────▶ RestaurantRows (the rows' restaurants) ◀── cell provider ◀──┘
//   FirstLoad ──first page, then every id──▶ this controller
//   RestaurantEditor ──EditedList: rows out, rows in, rebinds──▶ this controller ──▶ the store's writes are the editor's
//   SearchController ──SearchableList / RestaurantListFilter──▶ this controller
//   DetailsController ──DetailsDataSource──▶ this controller
// - The list holds identifiers only: the order is the data source's snapshot. The restaurants of
//   the rows GTK binds are `RestaurantRows`', read on a miss a page at a time and kept in a bounded
//   cache, so 100,000 restaurants are never in memory at once.
// - FoodPin's shape of a list controller: a local edit is applied to the snapshot at once (a deleted
//   row collapses in the same frame), then the editor writes the store; the store's observation
//   delivers every change, its own included, and the echo of a local delete is recognised by its
//   pending id (`PendingDeletes`) and dropped. (To-Do's controller is told only of others' changes and
//   filters by origin; see its note.) After a delete the table picks the row that took its place
//   (`TableView.selectSuccessor`). Edits made by another process (`foodpin delete` in a terminal)
//   arrive only through the observation: the feed's change is applied to the snapshot (an animated
//   apply that keeps the scroll position and the selection), and the cached restaurants are re-read,
//   so a favourite set in a terminal reconfigures its row.
// - The window, the editor, search and the details page reach it through narrow protocols
//   (`RestaurantListHost` one way; `EditedList`, `SearchableList`, `DetailsDataSource` the other); none
//   holds its data source or its cells.
//
// Threading rule: main thread only. The store is confined to it; observations are delivered on
// DispatchQueue.main (drained by GtkKit's MainQueueBridge), after `IdentifierFeed` has worked out
// the change on a queue of its own.
import Diffable
import FoodPinModel
import Foundation
import GtkKit

/// What the list needs from the window that shows it.
@MainActor
protocol RestaurantListHost: WindowHost {
    func listDidChange(isEmpty: Bool)
    /// Activation of a row: show its details page.
    func showDetails(_ id: UUID)
    /// The store delivered (any change, by anyone): an open details page reads its restaurant again.
    func storeDidDeliver()
}

@MainActor
final class RestaurantListController: TableViewDelegate {
    /// The list's view: the window places it.
    let tableView = TableView()
    /// What the user can do to the restaurants of the rows.
    private(set) var editor: RestaurantEditor!
    /// A search narrowing the list (weak: the search owns itself).
    weak var filter: RestaurantListFilter?
    private let store: RestaurantStore
    private weak var host: RestaurantListHost?
    private var dataSource: TableViewDiffableDataSource<RestaurantSection, UUID>!
    private let rows: RestaurantRows
    private let photos = PhotoCache()
    private var pendingDeletes = PendingDeletes()
    private var feed: IdentifierFeed?
    private var firstLoad: FirstLoad!
    /// Told the main thread's seconds spent on each delivery from the store (the bench probe).
    private var deliveryTimer: (@MainActor (Double) -> Void)?
    /// No row is shorter than this many pixels (a restaurant row is about 70).
    static let shortestRow = 48

    init(store: RestaurantStore, host: RestaurantListHost) {
        self.store = store
        self.host = host
        rows = RestaurantRows(store: store)
        rows.delegate = self
        tableView.addCSSClass("restaurant-list")
        tableView.register({ RestaurantCell() }, forCellReuseIdentifier: RestaurantCell.reuseIdentifier)
        tableView.delegate = self
        dataSource = TableViewDiffableDataSource(tableView: tableView) { [weak self] table, indexPath, id in
            let cell = table.dequeueReusableCell(
                withIdentifier: RestaurantCell.reuseIdentifier, for: indexPath,
                as: RestaurantCell.self)
            if let self, let restaurant = self.rows.restaurant(id, near: indexPath) {
                cell.configure(restaurant, photo: self.photos.thumbnail(for: restaurant))
            } else {
                cell.clear()  // deleted meanwhile by another process: the next delivery removes the row
            }
            return cell
        }
        editor = RestaurantEditor(store: store, list: self, host: host)
        feed = IdentifierFeed(store: store) { [weak self] in self?.storeDidChange($0) }
        firstLoad = FirstLoad(
            path: store.path, pageSize: max(16, host.window.defaultHeight / Self.shortestRow + 4), target: self,
            paintedIn: tableView)
        firstLoad.start()
    }

    /// The database file the list shows (a search reads it with a store of its own).
    var databasePath: String { store.path }
    /// Rows shown in the first frame (see `FirstLoad.pageSize`).
    var firstPage: Int { firstLoad.pageSize }
    var count: Int { dataSource.snapshot().numberOfItems }
    var isEmpty: Bool { count == 0 }
    /// The ids shown, in order.
    var shownSnapshot: RestaurantSnapshot { dataSource.snapshot() }
    /// Restaurants cached for the rows, and at most (the tests read these).
    var cachedRestaurants: (count: Int, capacity: Int) { (rows.cachedCount, rows.capacity) }
    /// Whether every delete made here has been confirmed by a delivery.
    var deletesAreConfirmed: Bool { pendingDeletes.isEmpty }

    /// Runs `body` once the first page is painted (or the first load failed): for background work that
    /// must not compete with the first frame.
    func afterFirstPage(_ body: @escaping @MainActor () -> Void) { firstLoad.afterFirstPage(body) }

    /// The bench's hooks: the first rows shown, every row shown, each delivery's main-thread seconds.
    func whenFirstRowsShown(_ body: @escaping @MainActor () -> Void) { firstLoad.whenFirstRowsShown(body) }
    func whenLoaded(_ body: @escaping @MainActor () -> Void) { firstLoad.whenDone(body) }
    func timeDeliveries(_ body: (@MainActor (Double) -> Void)?) { deliveryTimer = body }

    // MARK: - Finding rows

    /// The restaurant of the selected row.
    var selectedRestaurant: Restaurant? {
        tableView.indexPathForSelectedRow.flatMap { restaurant(at: $0) }
    }

    func restaurant(at indexPath: IndexPath) -> Restaurant? {
        dataSource.itemIdentifier(for: indexPath).flatMap { rows.restaurant($0, near: indexPath) }
    }

    func id(at indexPath: IndexPath) -> UUID? { dataSource.itemIdentifier(for: indexPath) }

    func indexPath(of id: UUID) -> IndexPath? { dataSource.indexPath(for: id) }

    /// The cell showing `id`, to anchor popovers at.
    func cell(for id: UUID) -> Widget? {
        dataSource.indexPath(for: id).flatMap { tableView.cellForRow(at: $0) }
    }

    /// Gives the keyboard focus back to the selected row (coming back from the details page).
    func focusSelectedRow() {
        if let path = tableView.indexPathForSelectedRow { tableView.focusRow(at: path) }
    }

    // MARK: - Applying snapshots

    /// Shows `snapshot`, animating the difference from what the table shows; `completion` runs when
    /// the animations are over.
    func apply(_ snapshot: RestaurantSnapshot, animated: Bool = true, completion: (@MainActor () -> Void)? = nil) {
        dataSource.apply(snapshot, animatingDifferences: animated, completion: completion)
        host?.listDidChange(isEmpty: isEmpty)
    }

    /// Rebinds the rows of `ids` that are shown (their restaurant changed in place).
    private func reconfigure(_ ids: [UUID]) {
        var snapshot = dataSource.snapshot()
        let shown = ids.filter { snapshot.indexPath(of: $0) != nil }
        guard !shown.isEmpty else { return }
        snapshot.reconfigureItems(shown)
        dataSource.apply(snapshot, animatingDifferences: true)
    }

    /// Inserts `ids` before `next` (at the end when it is gone: the store's next delivery, which a
    /// restore causes, puts them in their exact place).
    private func insert(_ ids: [UUID], before next: UUID?, into snapshot: inout RestaurantSnapshot) {
        for id in ids { pendingDeletes.didRestore(id) }
        let missing = ids.filter { snapshot.indexPath(of: $0) == nil }
        guard !missing.isEmpty else { return }
        if snapshot.numberOfSections == 0 { snapshot.appendSections([.all]) }
        if let next, snapshot.indexPath(of: next) != nil {
            snapshot.insertItems(missing, beforeItem: next)
        } else {
            snapshot.appendItems(missing, toSection: .all)
        }
    }

    // MARK: - Deliveries

    /// A delivery from the store: the truth, possibly from another process. `completion` runs once the
    /// table shows it, its animations over.
    /// - Complexity: O(k) snapshot edits for a change of k ids (deletions and insertions); else O(n)
    ///   id comparisons when the order is unchanged, a diff when it changed (and always while a search
    ///   filters the list); plus one read of the r restaurants whose rows have cells (r ≤ about 200).
    func storeDidChange(_ delivery: IdentifierDelivery, completion: (@MainActor () -> Void)? = nil) {
        let start = DispatchTime.now().uptimeNanoseconds
        defer { deliveryTimer?(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9) }
        guard !firstLoad.hold(delivery.ids) else {
            completion?()
            return
        }
        defer { host?.storeDidDeliver() }
        // A search shows a filtered list: the change is worked out against the filtered order.
        let filtered = filter?.filter(delivered: delivery.ids)
        let change = filtered == nil ? delivery.change : nil
        let shown = dataSource.snapshot()
        var reordered: RestaurantSnapshot?
        switch change.map({ pendingDeletes.apply($0, to: shown) }) {
        case .unchanged?: reordered = nil
        case .changed(let edited)?: reordered = edited
        case .needsWholeOrder?, nil: reordered = pendingDeletes.snapshot(for: filtered ?? delivery.ids, shown: shown)
        }
        var snapshot = reordered ?? shown
        let changed = rows.refresh().filter { snapshot.indexPath(of: $0) != nil }
        guard reordered != nil || !changed.isEmpty else {
            completion?()
            return
        }
        if !changed.isEmpty { snapshot.reconfigureItems(changed) }
        apply(snapshot, completion: completion)
    }

    /// Reads the order now rather than at the next delivery (after a change the window made that
    /// must show in the same frame). `completion` runs once the table shows it, its animations over.
    func reloadOrder(completion: (@MainActor () -> Void)?) {
        do {
            storeDidChange(IdentifierDelivery(ids: try store.identifiers(), change: nil), completion: completion)
        } catch {
            report(error)
            completion?()
        }
    }

    func report(_ error: Error) {
        host?.show(Toast(ErrorText.toast(for: error), timeout: 8))
    }

    // MARK: - TableViewDelegate

    /// A click, a double-click or Enter on a row (activation) opens its details page; the row's menu
    /// stays on right-click, long press, Shift+F10 and the Menu key.
    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        guard let id = dataSource.itemIdentifier(for: indexPath) else { return }
        host?.showDetails(id)
    }

    /// The remove control of a row in edit mode is announced as "Delete <the restaurant's name>".
    func tableView(_ tableView: TableView, accessibleNameForRowAt indexPath: IndexPath) -> String? {
        restaurant(at: indexPath)?.name
    }

    func tableView(_ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
        -> SwipeActionsConfiguration?
    {
        restaurant(at: indexPath).map { RowActions(for: $0, commands: editor).trailing }
    }

    func tableView(_ tableView: TableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
        -> SwipeActionsConfiguration?
    {
        restaurant(at: indexPath).map { RowActions(for: $0, commands: editor).leading }
    }

    func tableView(_ tableView: TableView, contextMenuActionsForRowAt indexPath: IndexPath) -> [[ContextualAction]] {
        restaurant(at: indexPath).map { RowActions(for: $0, commands: editor).menu } ?? []
    }
}

// MARK: - EditedList: what the editor asks of the rows

extension RestaurantListController: EditedList {
    var isLoaded: Bool { firstLoad.isDone }

    func restaurant(_ id: UUID) -> Restaurant? { rows.restaurant(id) }

    func isShown(_ id: UUID) -> Bool { dataSource.indexPath(for: id) != nil }

    func removeRow(_ id: UUID) -> RowGroup? {
        var snapshot = dataSource.snapshot()
        guard let path = snapshot.indexPath(of: id) else { return nil }
        let next = snapshot.itemIdentifier(at: IndexPath(item: path.item + 1, section: path.section))
        let wasSelected = tableView.indexPathForSelectedRow == path
        let wasFocused = tableView.indexPathForFocusedRow == path
        pendingDeletes.willDelete(id)
        snapshot.deleteItems([id])
        dataSource.apply(snapshot, animatingDifferences: true)
        host?.listDidChange(isEmpty: snapshot.numberOfItems == 0)
        // Keyboard users keep deleting down the list: the row that took its place is selected, and
        // focused if the deleted one was.
        tableView.selectSuccessor(ofDeletedRowAt: path, select: wasSelected, focus: wasFocused)
        return RowGroup(ids: [id], next: next)
    }

    func insertRows(_ groups: [RowGroup], selecting selected: UUID?) {
        var snapshot = dataSource.snapshot()
        for group in groups { insert(group.ids, before: group.next, into: &snapshot) }
        let focusIsInList = tableView.indexPathForFocusedRow != nil
        apply(snapshot)
        if let selected, let path = dataSource.indexPath(for: selected) {
            tableView.selectRow(at: path, scrollPosition: .none)
            // As a delete hands the focus on to the next row, Undo takes it back: a second Delete or
            // Ctrl+F acts on the row the user sees selected.
            if focusIsInList { tableView.focusRow(at: path) }
        }
    }

    func remember(_ restaurants: [Restaurant]) { rows.remember(restaurants) }

    func rowDidChange(_ restaurant: Restaurant) {
        rows.remember([restaurant])
        reconfigure([restaurant.id])
    }

    func rowWasAdded(_ restaurant: Restaurant) {
        rows.remember([restaurant])
        var snapshot = dataSource.snapshot()
        if snapshot.numberOfSections == 0 { snapshot.appendSections([.all]) }
        if snapshot.indexPath(of: restaurant.id) == nil { snapshot.appendItems([restaurant.id], toSection: .all) }
        filter?.reveal(restaurant.id)
        // The row grows in for 200 ms (longer under load): scroll again once it stands at full height
        // (after one frame, as before, it could still be growing, and ended half below the window).
        apply(snapshot) { [weak self] in
            guard let self, let path = self.dataSource.indexPath(for: restaurant.id) else { return }
            self.tableView.scrollToRow(at: path, at: .bottom)
        }
        guard let path = dataSource.indexPath(for: restaurant.id) else { return }
        tableView.selectRow(at: path, scrollPosition: .bottom)
    }

    func reloadOrder() { reloadOrder(completion: nil) }
}

// MARK: - The first load, the rows' restaurants, search and details

extension RestaurantListController: FirstLoadTarget, RestaurantRowsDelegate, SearchableList, DetailsDataSource,
    SelectedRowSource
{
    func showFirstPage(_ page: FirstLoad.FirstPage) {
        rows.remember(page.restaurants.values)
        dataSource.apply(page.snapshot, animatingDifferences: false)
    }

    func firstLoadDidFinish(order: FirstLoad.FullOrder?, held: [UUID]?) {
        if let order {
            feed?.seed(order.ids)
            dataSource.apply(order.all, animatingDifferences: false)
        }
        if let held { storeDidChange(IdentifierDelivery(ids: held, change: nil)) }
        host?.listDidChange(isEmpty: isEmpty)
    }

    var pinnedIDs: Set<UUID> { ids(of: tableView.indexPathsForVisibleRows) }

    var idsWithCells: Set<UUID> { ids(of: tableView.indexPathsForRowsWithCells) }

    private func ids(of paths: [IndexPath]) -> Set<UUID> {
        let all = paths + [tableView.indexPathForSelectedRow, tableView.indexPathForFocusedRow].compactMap { $0 }
        return Set(all.compactMap { dataSource.itemIdentifier(for: $0) })
    }

    var selectedID: UUID? { selectedRestaurant?.id }

    var scrollOffset: Double {
        get { tableView.contentOffsetY }
        set { tableView.contentOffsetY = newValue }
    }

    func show(searchResult snapshot: RestaurantSnapshot, animated: Bool) {
        if animated {
            apply(snapshot)
        } else {
            dataSource.applySnapshotUsingReloadData(snapshot)
        }
    }

    func select(_ id: UUID, focus: Bool) {
        guard let path = dataSource.indexPath(for: id) else { return }
        tableView.selectRow(at: path, scrollPosition: .none)
        if focus { tableView.focusRow(at: path) }
    }

    func storedRestaurant(_ id: UUID) throws -> Restaurant? { try store.restaurant(id: id) }

    var commands: RestaurantCommands { editor }
}

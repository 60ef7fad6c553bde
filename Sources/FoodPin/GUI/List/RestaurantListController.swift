// RestaurantListController: the seed's RestaurantTableViewController — the bridge between the store
// (model) and the table view (view).
//
// Design
//   RestaurantStore ──observe──▶ RestaurantList (values) ──snapshot──▶ TableViewDiffableDataSource
//        ▲                                                                  │ cells: RestaurantCell
//        └──── delete / restore / setFavorite / update ◀── swipe, menu, keys (RestaurantListController+*)
// - Items are restaurant ids; the restaurants themselves live in `RestaurantList`, so a changed
//   favourite is a reconfigured cell, not a delete and insert.
// - A local edit is applied to the list and the table at once (the row collapses in the same frame),
//   then written to the store; the store's observation later confirms it. Edits made by another process
//   (`foodpin delete` in a terminal) arrive only through the observation, as an animated apply that keeps
//   the scroll position and the selection (the table keeps rows that stay).
//
// Threading rule: main thread only. The store is confined to it; observations are delivered on
// DispatchQueue.main (drained by GtkKit's MainQueueBridge).
import Diffable
import FoodPinModel
import Foundation
import GtkKit

/// What the list needs from the window that shows it.
@MainActor
protocol RestaurantListHost: AnyObject {
    var window: Window { get }
    func show(_ toast: Toast)
    func listDidChange(isEmpty: Bool)
}

@MainActor
final class RestaurantListController: TableViewDelegate {
    let store: RestaurantStore
    let tableView = TableView()
    weak var host: RestaurantListHost?
    private(set) var dataSource: TableViewDiffableDataSource<RestaurantSection, UUID>!
    var list = RestaurantList()
    var photos = PhotoCache()
    private var observation: ObservationToken?
    /// Deletes still undoable: what the store removed, and the row that followed it.
    private(set) lazy var undo = UndoToast<(deletion: Deletion<Restaurant>, next: UUID?)>(
        timeout: 8,
        title: { deletes in
            let restaurants = deletes.flatMap(\.deletion.elements)
            return restaurants.count == 1 ? "Deleted \(restaurants[0].name)" : "Deleted \(restaurants.count) restaurants"
        },
        present: { [weak self] in self?.host?.show($0) },
        revert: { [weak self] in self?.restore($0) })

    init(store: RestaurantStore, host: RestaurantListHost) {
        self.store = store
        self.host = host
        tableView.addCSSClass("restaurant-list")
        tableView.register({ RestaurantCell() }, forCellReuseIdentifier: RestaurantCell.reuseIdentifier)
        tableView.delegate = self
        dataSource = TableViewDiffableDataSource(tableView: tableView) { [weak self] table, indexPath, id in
            let cell = table.dequeueReusableCell(withIdentifier: RestaurantCell.reuseIdentifier, for: indexPath,
                                                 as: RestaurantCell.self)
            if let self, let restaurant = self.list[id] {
                cell.configure(restaurant, photo: self.photos.thumbnail(for: restaurant))
            }
            return cell
        }
        observation = store.observeOnMain { [weak self] in self?.storeDidChange($0) }
        loadInBackground()
    }

    /// Whether the first load has been shown.
    private(set) var isLoaded = false
    /// A delivery that came while the first load ran (it is newer).
    private var deliveredDuringLoad: [Restaurant]?
    /// Runs once the first rows are in the table, and once all of them are.
    var onFirstRows: (@MainActor () -> Void)?
    var onLoaded: (@MainActor () -> Void)?
    /// Rows shown in the first frame of a long list; the rest follow right after it is painted.
    nonisolated static let firstPage = 60

    var isEmpty: Bool { list.isEmpty }

    /// Reads the list on a background queue while GTK builds and shows the window, and builds the
    /// snapshot there too; the main thread only applies it. The read uses a store of its own, since a
    /// store is confined to one thread.
    private func loadInBackground() {
        let path = store.path
        DispatchQueue.global(qos: .userInitiated).async { [weak self] in
            let result: Result<(RestaurantList, RestaurantSnapshot), StoreError>
            do throws(StoreError) {
                let list = RestaurantList(loading: try RestaurantStore(path: path, seedingSamples: false).all())
                result = .success((list, list.snapshot(limit: Self.firstPage)))
            } catch {
                result = .failure(error)
            }
            DispatchQueue.main.async {
                MainActor.assumeIsolated { self?.didLoad(result) }
            }
        }
    }

    /// Shows the first page at once; a long list's other rows join after that frame is painted, so
    /// the window shows rows before GTK has made an item for each of 100,000 restaurants.
    private func didLoad(_ result: Result<(RestaurantList, RestaurantSnapshot), StoreError>) {
        switch result {
        case .success(let (loaded, firstPage)):
            list = loaded
            dataSource.apply(firstPage, animatingDifferences: false)
            onFirstRows?()
            onFirstRows = nil
            if list.count > firstPage.numberOfItems {
                return afterNextFrame { [weak self] in self?.finishLoading() }
            }
        case .failure(let error):
            report(error)
        }
        finishLoading()
    }

    /// Runs `body` once the next frame has been painted, outside the frame clock's dispatch.
    private func afterNextFrame(_ body: @escaping @MainActor () -> Void) {
        tableView.afterNextFrame { whenIdle(body) }
    }

    private func finishLoading() {
        if dataSource.snapshot().numberOfItems != list.count { dataSource.apply(list.snapshot(), animatingDifferences: false) }
        MemoryTrim.releaseFreePages()
        isLoaded = true
        if let newer = deliveredDuringLoad {
            deliveredDuringLoad = nil
            storeDidChange(newer)
        }
        host?.listDidChange(isEmpty: list.isEmpty)
        onLoaded?()
        onLoaded = nil
    }

    // MARK: - Applying changes

    /// A delivery from the store: the truth, possibly from another process.
    private func storeDidChange(_ restaurants: [Restaurant]) {
        guard isLoaded else { return deliveredDuringLoad = restaurants }
        let update = list.replace(with: restaurants)
        defer { MemoryTrim.releaseFreePages() }
        guard !update.isEmpty else { return }
        applyList(reconfiguring: update.changed)
    }

    /// Shows the list as it is now, animating the difference from what the table shows.
    func applyList(reconfiguring changed: [UUID] = [], animated: Bool = true) {
        dataSource.apply(list.snapshot(reconfiguring: changed), animatingDifferences: animated)
        host?.listDidChange(isEmpty: list.isEmpty)
    }

    // MARK: - Finding rows

    /// The restaurant of the selected row.
    var selectedRestaurant: Restaurant? {
        tableView.indexPathForSelectedRow.flatMap { dataSource.itemIdentifier(for: $0) }.flatMap { list[$0] }
    }

    func restaurant(at indexPath: IndexPath) -> Restaurant? {
        dataSource.itemIdentifier(for: indexPath).flatMap { list[$0] }
    }

    /// The cell showing `id`, to anchor popovers at.
    func cell(for id: UUID) -> Widget? {
        dataSource.indexPath(for: id).flatMap { tableView.cellForRow(at: $0) }
    }

    // MARK: - TableViewDelegate

    /// A click or Enter on a row: the action menu, anchored at the row.
    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        guard let restaurant = restaurant(at: indexPath), let cell = tableView.cellForRow(at: indexPath) else { return }
        RowActionMenu.present(for: restaurant, at: cell)
    }

    func tableView(_ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> SwipeActionsConfiguration? {
        restaurant(at: indexPath).map(trailingActions(for:))
    }

    func tableView(_ tableView: TableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> SwipeActionsConfiguration? {
        restaurant(at: indexPath).map(leadingActions(for:))
    }

    /// The remove control of a row in edit mode is announced as "Delete <the restaurant's name>".
    func tableView(_ tableView: TableView, accessibleNameForRowAt indexPath: IndexPath) -> String? {
        restaurant(at: indexPath)?.name
    }
}

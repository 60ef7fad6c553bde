// The first load, in two steps on background queues: the first page (its ids from the order index,
// and its restaurants) goes to the main thread at once; once its frame is painted, the whole order
// is read and made a snapshot. The first rows never wait for a million ids to be read and hashed,
// and that work does not compete with the main thread for the first frame (two cores, shared).
// The main thread only applies the snapshots. Other work that must not compete with the first
// frame (the launch's check of the database file) waits for that page: `afterFirstPage(_:)`.
import FoodPinModel
import Foundation
import GtkKit

extension RestaurantListController {
    /// The first page, as the background read hands it to the main thread.
    struct FirstPage: Sendable {
        var snapshot: RestaurantSnapshot
        var restaurants: [UUID: Restaurant]
    }

    /// The whole order, as the background read hands it to the main thread.
    struct FullOrder: Sendable {
        var all: RestaurantSnapshot
        var ids: [UUID]
    }

    /// Reads the first page on a background queue, with a store of its own (a store is confined to
    /// one thread); the whole order follows (`loadOrderInBackground`).
    func loadInBackground() {
        let path = store.path
        let firstPage = firstPage
        DispatchQueue.global(qos: .userInitiated).async { [weak self] in
            do throws(StoreError) {
                let store = try RestaurantStore(path: path, seedingSamples: false)
                let firstIDs = try store.identifiers(limit: firstPage)
                let page = FirstPage(
                    snapshot: RestaurantSnapshot(restaurants: firstIDs),
                    restaurants: try store.restaurants(withIDs: firstIDs))
                DispatchQueue.main.async { MainActor.assumeIsolated { self?.didLoadFirstPage(page) } }
            } catch {
                DispatchQueue.main.async { MainActor.assumeIsolated { self?.didLoadOrder(.failure(error)) } }
            }
        }
    }

    /// Reads every id (an index-only read) and builds the snapshot, on a background queue.
    private func loadOrderInBackground() {
        let path = store.path
        DispatchQueue.global(qos: .userInitiated).async { [weak self] in
            let result: Result<FullOrder, StoreError>
            do throws(StoreError) {
                let ids = try RestaurantStore(path: path, seedingSamples: false).identifiers()
                result = .success(FullOrder(all: RestaurantSnapshot(restaurants: ids), ids: ids))
            } catch {
                result = .failure(error)
            }
            DispatchQueue.main.async { MainActor.assumeIsolated { self?.didLoadOrder(result) } }
        }
    }

    /// Shows the first page at once; the other rows join once that frame is painted and then the whole
    /// order is read, so the window shows rows before GTK has made an item for each restaurant.
    private func didLoadFirstPage(_ page: FirstPage) {
        for restaurant in page.restaurants.values { cache.insert(restaurant) }
        dataSource.apply(page.snapshot, animatingDifferences: false)
        onFirstRows?()
        onFirstRows = nil
        // A list that fits in the first page is the whole order: nothing more to read.
        if page.snapshot.numberOfItems < firstPage {
            firstPagePainted = true
            return didLoadOrder(.success(FullOrder(all: page.snapshot, ids: page.snapshot.restaurantIDs)))
        }
        tableView.afterNextFrame {
            whenIdle { [weak self] in
                self?.firstPagePainted = true
                self?.loadOrderInBackground()
            }
        }
    }

    private func didLoadOrder(_ result: Result<FullOrder, StoreError>) {
        switch result {
        case .success(let order):
            loadedOrder = order
            finishLoadingIfReady()
        case .failure(let error):
            report(error)
            runFirstPageWaiters()  // no first page will come
            finishLoading(nil)
        }
    }

    /// Runs `body` once the first page is painted (at once if it is), or once the first load has
    /// failed: for background work that must not compete with the first frame on two cores.
    func afterFirstPage(_ body: @escaping @MainActor () -> Void) {
        if firstPagePainted || isLoaded { body() } else { firstPageWaiters.append(body) }
    }

    func runFirstPageWaiters() {
        let waiters = firstPageWaiters
        firstPageWaiters = []
        for waiter in waiters { waiter() }
    }

    private func finishLoadingIfReady() {
        guard !isLoaded, firstPagePainted, let order = loadedOrder else { return }
        loadedOrder = nil
        feed?.seed(order.ids)
        finishLoading(order.all)
    }

    private func finishLoading(_ all: RestaurantSnapshot?) {
        if let all { dataSource.apply(all, animatingDifferences: false) }
        isLoaded = true
        if let newer = deliveredDuringLoad {
            deliveredDuringLoad = nil
            storeDidChange(IdentifierDelivery(ids: newer, change: nil))
        }
        host?.listDidChange(isEmpty: isEmpty)
        onLoaded?()
        onLoaded = nil
    }
}

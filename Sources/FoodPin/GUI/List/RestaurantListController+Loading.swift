// The first load, in two steps on a background queue while GTK builds and shows the window: the first
// page (its ids from the order index, and its restaurants) goes to the main thread at once, then the
// whole order is read and made a snapshot, so the first rows never wait for a million ids to be read
// and hashed. The main thread only applies the snapshots.
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

    /// Reads the first page, then every id (an index-only read), and builds the snapshots, on a
    /// background queue, with a store of its own (a store is confined to one thread).
    func loadInBackground() {
        let path = store.path
        DispatchQueue.global(qos: .userInitiated).async { [weak self] in
            do throws(StoreError) {
                let store = try RestaurantStore(path: path, seedingSamples: false)
                let firstIDs = try store.identifiers(limit: Self.firstPage)
                let page = FirstPage(snapshot: RestaurantSnapshot(restaurants: firstIDs),
                                     restaurants: try store.restaurants(withIDs: firstIDs))
                DispatchQueue.main.async { MainActor.assumeIsolated { self?.didLoadFirstPage(page) } }
                let ids = try store.identifiers()
                let order = FullOrder(all: RestaurantSnapshot(restaurants: ids), ids: ids)
                DispatchQueue.main.async { MainActor.assumeIsolated { self?.didLoadOrder(.success(order)) } }
            } catch {
                DispatchQueue.main.async { MainActor.assumeIsolated { self?.didLoadOrder(.failure(error)) } }
            }
        }
    }

    /// Shows the first page at once; the other rows join once that frame is painted and the whole
    /// order is read, so the window shows rows before GTK has made an item for each restaurant.
    private func didLoadFirstPage(_ page: FirstPage) {
        for restaurant in page.restaurants.values { cache.insert(restaurant) }
        dataSource.apply(page.snapshot, animatingDifferences: false)
        onFirstRows?()
        onFirstRows = nil
        // A list that fits in the first page needs no painted frame before the rest (there is none).
        if page.snapshot.numberOfItems < Self.firstPage {
            firstPagePainted = true
            return finishLoadingIfReady()
        }
        tableView.afterNextFrame { whenIdle { [weak self] in
            self?.firstPagePainted = true
            self?.finishLoadingIfReady()
        } }
    }

    private func didLoadOrder(_ result: Result<FullOrder, StoreError>) {
        switch result {
        case .success(let order):
            loadedOrder = order
            finishLoadingIfReady()
        case .failure(let error):
            report(error)
            finishLoading(nil)
        }
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

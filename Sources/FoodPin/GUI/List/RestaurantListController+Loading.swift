// The first load: the order and the first page's restaurants are read on a background queue while
// GTK builds and shows the window; the main thread only applies the snapshots.
import FoodPinModel
import Foundation
import GtkKit

extension RestaurantListController {
    /// What the background read hands to the main thread.
    struct FirstLoad: Sendable {
        var all: RestaurantSnapshot
        var ids: [UUID]
        var firstPage: RestaurantSnapshot
        var restaurants: [UUID: Restaurant]
    }

    /// Reads the ids (an index-only read) and the first page's restaurants, and builds both snapshots,
    /// on a background queue, with a store of its own (a store is confined to one thread).
    func loadInBackground() {
        let path = store.path
        DispatchQueue.global(qos: .userInitiated).async { [weak self] in
            let result: Result<FirstLoad, StoreError>
            do throws(StoreError) {
                let store = try RestaurantStore(path: path, seedingSamples: false)
                let ids = try store.identifiers()
                let firstIDs = ids.prefix(Self.firstPage)
                result = .success(FirstLoad(all: RestaurantSnapshot(restaurants: ids), ids: ids,
                                            firstPage: RestaurantSnapshot(restaurants: firstIDs),
                                            restaurants: try store.restaurants(withIDs: firstIDs)))
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
    private func didLoad(_ result: Result<FirstLoad, StoreError>) {
        switch result {
        case .success(let loaded):
            for restaurant in loaded.restaurants.values { cache.insert(restaurant) }
            feed?.seed(loaded.ids)
            dataSource.apply(loaded.firstPage, animatingDifferences: false)
            onFirstRows?()
            onFirstRows = nil
            if loaded.all.numberOfItems > loaded.firstPage.numberOfItems {
                let all = loaded.all
                return tableView.afterNextFrame { whenIdle { [weak self] in self?.finishLoading(all) } }
            }
            finishLoading(nil)
        case .failure(let error):
            report(error)
            finishLoading(nil)
        }
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

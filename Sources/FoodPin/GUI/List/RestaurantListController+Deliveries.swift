// What the store's observation delivers — every id, in order, after any change by anyone — turned
// into the table's update: the ids diffed against the snapshot, the restaurants of the rows that have
// cells re-read (a favourite set in a terminal must reach a row on screen), the rest of the cache
// dropped, to be read again when its rows come back.
import FoodPinModel
import Foundation

extension RestaurantListController {
    /// A delivery from the store: the truth, possibly from another process.
    /// - Complexity: O(n) id comparisons when the order is unchanged (no copy); a diff when it
    ///   changed; plus one read of the r restaurants whose rows have cells (r ≤ about 200).
    func storeDidChange(_ ids: [UUID]) {
        guard isLoaded else { return deliveredDuringLoad = ids }
        defer { host?.storeDidDeliver() }
        let ids = deliveryFilter?(ids) ?? ids
        let shown = dataSource.snapshot()
        let reordered = pendingDeletes.snapshot(for: ids, shown: shown)
        var snapshot = reordered ?? shown
        let changed = refreshCachedRestaurants().filter { snapshot.indexPath(of: $0) != nil }
        guard reordered != nil || !changed.isEmpty else { return }
        if !changed.isEmpty { snapshot.reconfigureItems(changed) }
        apply(snapshot)
    }

    /// Reads again the restaurants of the rows that have cells, and of the selected and focused rows
    /// (a favourite or a photo may have changed in another process); forgets every other one, and
    /// those no longer stored. The main thread reads a few hundred rows, not the whole cache.
    /// - Returns: the ids whose restaurant changed.
    private func refreshCachedRestaurants() -> [UUID] {
        cache.removeAll(except: idsWithCells())
        let cached = cache.ids
        guard !cached.isEmpty else { return [] }
        let fresh: [UUID: Restaurant]
        do {
            fresh = try store.restaurants(withIDs: cached)
        } catch {
            report(error)
            return []
        }
        var changed: [UUID] = []
        for id in cached {
            if let restaurant = fresh[id] {
                if cache.refresh(restaurant) { changed.append(id) }
            } else {
                cache.remove(id)
            }
        }
        return changed
    }

    /// Reads the order now rather than at the next delivery (after a change the window made that
    /// must show in the same frame).
    func reloadOrder() {
        do {
            storeDidChange(try store.identifiers())
        } catch {
            report(error)
        }
    }
}

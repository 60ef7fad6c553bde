// What the store's observation delivers — every id, in order, after any change by anyone, with the
// change since the previous delivery worked out off the main thread (`IdentifierFeed`) — turned
// into the table's update: the change applied to the snapshot (or, for a reorder or a bulk change,
// the ids diffed against it), and the restaurants of the rows that have cells re-read
// (`RestaurantRows.refresh`: a favourite set in a terminal must reach a row on screen).
import FoodPinModel
import Foundation

extension RestaurantListController {
    /// A delivery from the store: the truth, possibly from another process. `completion` runs once the
    /// table shows it, its animations over.
    /// - Complexity: O(k) snapshot edits for a change of k ids (deletions and insertions); else O(n)
    ///   id comparisons when the order is unchanged, a diff when it changed (and always while a search
    ///   filters the list); plus one read of the r restaurants whose rows have cells (r ≤ about 200).
    func storeDidChange(_ delivery: IdentifierDelivery, completion: (@MainActor () -> Void)? = nil) {
        let start = DispatchTime.now().uptimeNanoseconds
        defer { onDeliveryApplied?(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9) }
        guard !holdsForFirstLoad(delivery) else {
            completion?()
            return
        }
        defer { host?.storeDidDeliver() }
        // A search shows a filtered list: the change is worked out against the filtered order.
        let filtered = deliveryFilter.map { $0(delivery.ids) }
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
}

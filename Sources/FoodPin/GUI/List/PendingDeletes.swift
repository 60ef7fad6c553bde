// Why this type exists: the order on screen is the data source's snapshot — identifiers only — and
// deliveries from the store are identifiers only too. This is the one place that turns a delivery
// into the snapshot to apply, keeping local deletes hidden until a delivery no longer has them, so
// a delivery computed just before a delete cannot bring the row back for a moment (the store's echo
// of a local delete is recognised and dropped). No GTK, no SQL.
import Foundation

/// The deletes made here that the store's deliveries have not yet confirmed.
struct PendingDeletes {
    /// Deleted here; hidden from deliveries until one no longer has them.
    private(set) var ids: Set<UUID> = []

    /// Whether every delete made here has been confirmed by a delivery. - Complexity: O(1).
    var isEmpty: Bool { ids.isEmpty }

    /// Records a delete made on screen ahead of the store.
    mutating func willDelete(_ id: UUID) { ids.insert(id) }

    /// Forgets a delete that was undone or failed.
    mutating func didRestore(_ id: UUID) { ids.remove(id) }

    /// The snapshot that shows `delivered`, or nil when `shown` already does.
    ///
    /// A delivery that only confirms what is shown (the echo of a local delete) costs one comparison
    /// per id and copies nothing.
    /// - Complexity: O(n) comparisons; O(n) hashing more only when the order differs.
    mutating func snapshot(for delivered: [UUID], shown: RestaurantSnapshot) -> RestaurantSnapshot? {
        let shownIDs = shown.restaurantIDs
        if delivered == shownIDs {
            ids.removeAll()
            return nil
        }
        var kept = delivered
        if !ids.isEmpty {
            var stillThere: Set<UUID> = []
            kept.removeAll { id in
                guard ids.contains(id) else { return false }
                stillThere.insert(id)
                return true
            }
            ids = stillThere
            if kept == shownIDs { return nil }
        }
        return RestaurantSnapshot(restaurants: kept)
    }
}

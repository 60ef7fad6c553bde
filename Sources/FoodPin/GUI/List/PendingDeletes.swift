// Why this type exists: the order on screen is the data source's snapshot — identifiers only — and
// deliveries from the store are identifiers only too. This is the one place that turns a delivery
// into the snapshot to apply, keeping local deletes hidden until a delivery no longer has them, so
// a delivery computed just before a delete cannot bring the row back for a moment (the store's echo
// of a local delete is recognised and dropped). A delivery that carries its change (see
// `IdentifierFeed`) is applied as that change, never walking the whole order. No GTK, no SQL.
import Diffable
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

    /// What applying a change to the shown snapshot gave.
    enum Outcome {
        /// The shown snapshot already shows it (the echo of local edits).
        case unchanged
        case changed(RestaurantSnapshot)
        /// An insertion's neighbour is not shown (deleted here, not yet in the store): compare the
        /// whole order instead.
        case needsWholeOrder
    }

    /// `shown` edited by `change`: deletions of ids shown (a deleted id that is pending here is
    /// confirmed), insertions of ids not shown and not deleted here, each before its neighbour.
    /// - Complexity: O(k) snapshot lookups and edits for the k ids of the change (each a hash, a
    ///   probe and a scan of one chunk; the edits copy one chunk and one index shard each), never
    ///   a pass over the order.
    mutating func apply(_ change: IdentifierChange, to shown: RestaurantSnapshot) -> Outcome {
        var snapshot = shown
        var edited = false
        let gone = change.deleted.filter { id in
            ids.remove(id)
            return snapshot.indexPath(of: id) != nil
        }
        if !gone.isEmpty {
            snapshot.deleteItems(gone)
            edited = true
        }
        for insertion in change.inserted
        where !ids.contains(insertion.id) && snapshot.indexPath(of: insertion.id) == nil {
            if let before = insertion.before {
                guard snapshot.indexPath(of: before) != nil else { return .needsWholeOrder }
                snapshot.insertItems([insertion.id], beforeItem: before)
            } else {
                snapshot.appendItems([insertion.id], toSection: .all)
            }
            edited = true
        }
        return edited ? .changed(snapshot) : .unchanged
    }
}

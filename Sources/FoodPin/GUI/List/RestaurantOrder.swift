// Why this type exists: the order on screen is the data source's snapshot — identifiers only — and
// deliveries from the store are identifiers only too. This is the one place that turns a delivery
// into the snapshot to apply, keeping local deletes hidden until a delivery no longer has them, so
// a delivery computed just before a delete cannot bring the row back for a moment. No GTK, no SQL.
import Diffable
import Foundation

/// The table's only section (the seed's `enum Section { case all }`).
enum RestaurantSection: Hashable, Sendable { case all }

typealias RestaurantSnapshot = DiffableSnapshot<RestaurantSection, UUID>

/// Diffable's index path (Foundation has one too).
typealias IndexPath = Diffable.IndexPath

extension DiffableSnapshot where SectionIdentifierType == RestaurantSection, ItemIdentifierType == UUID {
    /// One section holding `ids` in order.
    /// - Complexity: O(n), one hash per id.
    init(restaurants ids: some Collection<UUID>) {
        self.init()
        reserveCapacity(ids.count)
        appendSections([.all])
        appendItems(Array(ids), toSection: .all)
    }

    /// The ids shown, in order.
    /// - Complexity: O(n): copied out of the snapshot's chunks (read one with `itemIdentifier(at:)`).
    var restaurantIDs: [UUID] { numberOfSections == 0 ? [] : itemIdentifiers(inSection: .all) }
}

/// The deletes made here that the store's deliveries have not yet confirmed.
struct RestaurantOrder {
    /// Deleted here; hidden from deliveries until one no longer has them.
    private(set) var pendingDeletes: Set<UUID> = []

    /// Records a delete made on screen ahead of the store.
    mutating func willDelete(_ id: UUID) { pendingDeletes.insert(id) }

    /// Forgets a delete that was undone or failed.
    mutating func didRestore(_ id: UUID) { pendingDeletes.remove(id) }

    /// The snapshot that shows `delivered`, or nil when `shown` already does.
    ///
    /// A delivery that only confirms what is shown (the echo of a local delete) costs one comparison
    /// per id and copies nothing.
    /// - Complexity: O(n) comparisons; O(n) hashing more only when the order differs.
    mutating func snapshot(for delivered: [UUID], shown: RestaurantSnapshot) -> RestaurantSnapshot? {
        let shownIDs = shown.restaurantIDs
        if delivered == shownIDs {
            pendingDeletes.removeAll()
            return nil
        }
        var kept = delivered
        if !pendingDeletes.isEmpty {
            var stillThere: Set<UUID> = []
            kept.removeAll { id in
                guard pendingDeletes.contains(id) else { return false }
                stillThere.insert(id)
                return true
            }
            pendingDeletes = stillThere
            if kept == shownIDs { return nil }
        }
        return RestaurantSnapshot(restaurants: kept)
    }
}

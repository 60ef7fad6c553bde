// Why this file exists: the restaurant list's snapshot type — one section of restaurant ids — and
// the helpers that build and read it. No GTK, no SQL.
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

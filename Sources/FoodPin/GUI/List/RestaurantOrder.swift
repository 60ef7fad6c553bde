// Why this type exists: the list the window shows, as values — the restaurants by id, in order — and
// the one place that turns what the store delivers into a diffable snapshot. Local edits (a delete, a
// favourite) show at once and stay shown until the store's next delivery reflects them, so a delivery
// computed just before the edit cannot bring a deleted row back for a moment. No GTK here.
import Diffable
import FoodPinModel
import Foundation

/// The table's only section (the seed's `enum Section { case all }`).
enum RestaurantSection: Hashable, Sendable { case all }

typealias RestaurantSnapshot = DiffableSnapshot<RestaurantSection, UUID>

/// The restaurants on screen, keyed by id, and the edits not yet seen in a delivery from the store.
struct RestaurantList {
    private(set) var byID: [UUID: Restaurant] = [:]
    private(set) var order: [UUID] = []
    /// Deleted here; hidden from deliveries until one no longer has them.
    private var pendingDeletes: Set<UUID> = []
    /// Favourite flags set here; forced onto deliveries until one agrees.
    private var pendingFavorites: [UUID: Bool] = [:]

    init() {}

    /// The list of a first load, built without the bookkeeping of `replace(with:)`.
    /// - Complexity: O(n), one hash per restaurant, no rehashing.
    init(loading restaurants: [Restaurant]) {
        byID.reserveCapacity(restaurants.count)
        order.reserveCapacity(restaurants.count)
        for restaurant in restaurants where byID.updateValue(restaurant, forKey: restaurant.id) == nil {
            order.append(restaurant.id)
        }
    }

    subscript(id: UUID) -> Restaurant? { byID[id] }
    var count: Int { order.count }
    var isEmpty: Bool { order.isEmpty }

    /// What a delivery changed.
    struct Update {
        /// The order of ids changed (insertions, deletions or moves).
        var reordered = false
        /// Ids whose restaurant changed in place (to reconfigure their cells).
        var changed: [UUID] = []
        var isEmpty: Bool { !reordered && changed.isEmpty }
    }

    /// Updates the list to a delivery from the store, in place: a delivery that only confirms what is
    /// shown (the echo of a local edit) costs one pass of comparisons and allocates nothing.
    /// - Complexity: O(n) comparisons; O(n) hashing more only when restaurants were removed.
    mutating func replace(with delivered: [Restaurant]) -> Update {
        var update = Update()
        var newOrder: [UUID] = []
        newOrder.reserveCapacity(delivered.count)
        var seenDeletes: Set<UUID> = []
        for var restaurant in delivered {
            let id = restaurant.id
            if pendingDeletes.contains(id) {
                seenDeletes.insert(id)
                continue
            }
            if let favorite = pendingFavorites[id] {
                if favorite == restaurant.isFavorite { pendingFavorites[id] = nil } else { restaurant.isFavorite = favorite }
            }
            if let old = byID[id] {
                if old != restaurant {
                    byID[id] = restaurant
                    update.changed.append(id)
                }
            } else {
                byID[id] = restaurant
            }
            newOrder.append(id)
        }
        if byID.count != newOrder.count {  // some were not delivered: removed
            let present = Set(newOrder)
            byID = byID.filter { present.contains($0.key) }
        }
        pendingDeletes = seenDeletes
        if !pendingFavorites.isEmpty { pendingFavorites = pendingFavorites.filter { byID[$0.key] != nil } }
        if newOrder != order {
            order = newOrder
            update.reordered = true
        }
        return update
    }

    /// Removes a restaurant here, ahead of the store.
    /// - Complexity: O(n) for the order.
    mutating func delete(_ id: UUID) {
        guard byID.removeValue(forKey: id) != nil else { return }
        pendingDeletes.insert(id)
        if let index = order.firstIndex(of: id) { order.remove(at: index) }
    }

    /// Puts a restaurant back before `next` (or at the end), after an undo.
    mutating func restore(_ restaurant: Restaurant, before next: UUID?) {
        pendingDeletes.remove(restaurant.id)
        guard byID[restaurant.id] == nil else { return }
        byID[restaurant.id] = restaurant
        if let next, let index = order.firstIndex(of: next) { order.insert(restaurant.id, at: index) } else { order.append(restaurant.id) }
    }

    /// Sets the favourite flag here, ahead of the store.
    mutating func setFavorite(_ favorite: Bool, for id: UUID) {
        guard byID[id] != nil else { return }
        byID[id]?.isFavorite = favorite
        pendingFavorites[id] = favorite
    }

    /// Replaces one restaurant's fields (a new photo), keeping its place.
    mutating func update(_ restaurant: Restaurant) {
        guard byID[restaurant.id] != nil else { return }
        byID[restaurant.id] = restaurant
    }

    /// The id after `id` in the order, for putting it back there.
    func id(after id: UUID) -> UUID? {
        guard let index = order.firstIndex(of: id), index + 1 < order.count else { return nil }
        return order[index + 1]
    }

    /// The list as a snapshot of one section.
    /// - Complexity: O(n).
    func snapshot(reconfiguring changed: [UUID] = [], limit: Int = .max) -> RestaurantSnapshot {
        var snapshot = RestaurantSnapshot()
        snapshot.appendSections([.all])
        snapshot.appendItems(limit < order.count ? Array(order.prefix(limit)) : order, toSection: .all)
        if !changed.isEmpty { snapshot.reconfigureItems(changed) }
        return snapshot
    }
}

/// Diffable's index path (Foundation has one too).
typealias IndexPath = Diffable.IndexPath

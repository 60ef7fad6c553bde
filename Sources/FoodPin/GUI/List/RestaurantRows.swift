// Why this type exists: the list holds identifiers, but a row GTK binds needs its restaurant's fields,
// and 100,000 restaurants must never be in memory at once. This is the restaurants of the rows: read
// from the store on a miss a page at a time (the row asked for, a few above and more below), kept in
// a bounded cache (`RestaurantCache`) that never drops the rows on screen, and re-read after a
// change — only those of the rows GTK has built, about 200 — so a favourite set in a terminal reaches
// a row on screen. No GTK: the list controller says which rows are on screen or have cells.
//
// Threading rule: main thread only (the store is confined to it).
import FoodPinModel
import Foundation

/// What the rows' restaurants need to know of the table (the list controller).
@MainActor
protocol RestaurantRowsDelegate: AnyObject {
    /// The ids shown, in order.
    var shownSnapshot: RestaurantSnapshot { get }
    /// Rows whose restaurant must stay cached: those on screen and the selected and focused ones.
    var pinnedIDs: Set<UUID> { get }
    /// Rows whose restaurant a change must reach: those with cells, and the selected and focused ones.
    var idsWithCells: Set<UUID> { get }
    func report(_ error: Error)
}

@MainActor
final class RestaurantRows {
    /// Restaurants read at once on a cache miss: the row asked for, a few above and more below.
    static let missPage = (before: 8, after: 56)

    private let store: RestaurantStore
    private var cache = RestaurantCache()
    weak var delegate: RestaurantRowsDelegate?

    init(store: RestaurantStore) { self.store = store }

    /// Restaurants cached now, and at most (the tests read these).
    var cachedCount: Int { cache.count }
    var capacity: Int { cache.capacity }

    /// The restaurant of `id`: cached, else read from the store with the rows around `indexPath`.
    /// - Complexity: O(1) on a hit; one read of about 64 restaurants by id on a miss.
    func restaurant(_ id: UUID, near indexPath: IndexPath? = nil) -> Restaurant? {
        if let cached = cache.restaurant(id) { return cached }
        var wanted = [id]
        if let indexPath, let shown = delegate?.shownSnapshot {
            let page =
                max(
                    0, indexPath.item - Self.missPage.before)..<min(
                    shown.numberOfItems, indexPath.item + Self.missPage.after)
            wanted += page.lazy.compactMap { shown.itemIdentifier(at: IndexPath(item: $0, section: indexPath.section)) }
                .filter { $0 != id && self.cache.peek($0) == nil }
        }
        do {
            let found = try store.restaurants(withIDs: wanted)
            for restaurant in found.values { cache.insert(restaurant) }
        } catch {
            delegate?.report(error)
        }
        if cache.isOverCapacity { cache.evict(keeping: delegate?.pinnedIDs ?? []) }
        return cache.restaurant(id)
    }

    /// Keeps `restaurants` as just used (they were just written or restored: no read when they bind).
    func remember(_ restaurants: some Sequence<Restaurant>) {
        for restaurant in restaurants { cache.insert(restaurant) }
    }

    /// Reads again the restaurants of the rows that have cells, and of the selected and focused rows
    /// (a favourite or a photo may have changed in another process); forgets every other one, and
    /// those no longer stored. The main thread reads a few hundred rows, not the whole cache.
    /// - Returns: the ids whose restaurant changed.
    func refresh() -> [UUID] {
        cache.removeAll(except: delegate?.idsWithCells ?? [])
        let cached = cache.ids
        guard !cached.isEmpty else { return [] }
        let fresh: [UUID: Restaurant]
        do {
            fresh = try store.restaurants(withIDs: cached)
        } catch {
            delegate?.report(error)
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
}

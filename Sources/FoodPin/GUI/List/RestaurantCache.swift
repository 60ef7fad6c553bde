// Why this type exists: the list holds identifiers, but a row GTK binds needs its restaurant's
// fields. The restaurants of rows bound lately are kept here — a bounded cache, so scrolling through
// 100,000 restaurants never holds 100,000 of them. No GTK, no SQL.
import FoodPinModel
import Foundation

/// Restaurants by id, least recently used evicted first.
struct RestaurantCache {
    private struct Entry {
        var restaurant: Restaurant
        var lastUse: UInt64
    }

    private var entries: [UUID: Entry] = [:]
    private var clock: UInt64 = 0
    /// Past this many entries, `evict(keeping:)` trims to half of it.
    let capacity: Int

    init(capacity: Int = 2048) {
        precondition(capacity >= 2, "RestaurantCache(capacity:): a cache of \(capacity) entries keeps nothing")
        self.capacity = capacity
    }

    var count: Int { entries.count }
    var isOverCapacity: Bool { entries.count > capacity }
    /// The cached ids, in no particular order.
    var ids: [UUID] { Array(entries.keys) }

    /// The cached restaurant, marked as just used.
    /// - Complexity: O(1).
    mutating func restaurant(_ id: UUID) -> Restaurant? {
        guard entries[id] != nil else { return nil }
        clock += 1
        entries[id]!.lastUse = clock
        return entries[id]!.restaurant
    }

    /// The cached restaurant, without marking it used.
    func peek(_ id: UUID) -> Restaurant? { entries[id]?.restaurant }

    /// Caches `restaurant` as just used (replacing what was cached for its id).
    /// - Complexity: O(1); call `evict(keeping:)` when `isOverCapacity`.
    mutating func insert(_ restaurant: Restaurant) {
        clock += 1
        entries[restaurant.id] = Entry(restaurant: restaurant, lastUse: clock)
    }

    /// Replaces the cached value of `restaurant.id`, if any, keeping when it was used.
    /// - Returns: whether a cached value changed.
    @discardableResult
    mutating func refresh(_ restaurant: Restaurant) -> Bool {
        guard let entry = entries[restaurant.id], entry.restaurant != restaurant else { return false }
        entries[restaurant.id]!.restaurant = restaurant
        return true
    }

    mutating func remove(_ id: UUID) { entries[id] = nil }

    /// Forgets every restaurant but those of `kept`.
    mutating func removeAll(except kept: Set<UUID>) {
        entries = entries.filter { kept.contains($0.key) }
    }

    /// Trims to half the capacity, dropping the least recently used entries first, never those in
    /// `pinned` (rows on screen, the selected row).
    /// - Complexity: O(c log c) for c = `capacity`, once per c/2 insertions at most.
    mutating func evict(keeping pinned: Set<UUID>) {
        guard isOverCapacity else { return }
        let target = capacity / 2
        let oldestFirst = entries.lazy.filter { !pinned.contains($0.key) }.map { ($0.key, $0.value.lastUse) }
            .sorted { $0.1 < $1.1 }
        for (id, _) in oldestFirst.prefix(max(0, entries.count - target)) { entries[id] = nil }
    }
}

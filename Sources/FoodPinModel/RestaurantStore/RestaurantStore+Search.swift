import Foundation

extension RestaurantStore {
    /// What a search scans: every restaurant's id, name, type, location and favourite mark, in
    /// display order, folded into one buffer.
    /// - Complexity: O(n) rows read (no phone, summary or photo path), O(total text) folding.
    public func searchIndex() throws(StoreError) -> RestaurantSearchIndex {
        try StoreError.wrapping {
            let statement = try connection.cached(
                "SELECT id, name, type, location, is_favorite FROM restaurant \(Self.order)")
            let entries = try statement.map(reservingCapacity: try Self.count(connection)) { row in
                RestaurantSearchIndex.Entry(
                    id: row.uuid(0), name: row.string(1), type: row.string(2),
                    location: row.string(3), isFavorite: row.bool(4))
            }
            return RestaurantSearchIndex(entries)
        }
    }

    /// The restaurants matching `text` (every word in the name, type or location, ignoring case and
    /// accents), in display order: what the window's search shows.
    /// - Complexity: O(n) to read and fold, then `RestaurantSearchIndex.matches`.
    public func search(_ text: String, favoritesOnly: Bool = false) throws(StoreError) -> [Restaurant] {
        let candidates = favoritesOnly ? try favorites() : try all()
        let index = RestaurantSearchIndex(candidates.lazy.map(RestaurantSearchIndex.Entry.init))
        let matching = Set(index.matches(SearchQuery(text)) ?? [])
        return candidates.filter { matching.contains($0.id) }
    }
}

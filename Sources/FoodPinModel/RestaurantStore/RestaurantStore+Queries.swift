import Foundation

extension RestaurantStore {
    static let columns = "id, name, type, location, image, is_favorite, phone, summary, created_at"

    /// Every restaurant, in display order.
    /// - Complexity: O(n), one pass over the position index; no per-row text parsing.
    public func all() throws(StoreError) -> [Restaurant] {
        try StoreError.wrapping { try Self.loadAll(connection, favoritesOnly: false) }
    }

    /// The favourites, in display order.
    public func favorites() throws(StoreError) -> [Restaurant] {
        try StoreError.wrapping { try Self.loadAll(connection, favoritesOnly: true) }
    }

    /// The number of restaurants.
    public func count() throws(StoreError) -> Int {
        try StoreError.wrapping { try connection.cached("SELECT count(*) FROM restaurant").first { $0.int(0) } ?? 0 }
    }

    /// The restaurant with `id`, or nil.
    public func restaurant(id: UUID) throws(StoreError) -> Restaurant? {
        try StoreError.wrapping {
            try connection.cached("SELECT \(Self.columns) FROM restaurant WHERE id = ?").bind(id).first(Self.decode)
        }
    }

    /// Restaurants whose name contains `text`, ignoring case (Unicode-aware), in display order.
    /// An empty `text` matches every restaurant.
    /// - Complexity: O(n) comparisons.
    public func search(name text: String) throws(StoreError) -> [Restaurant] {
        let all = try all()
        guard !text.isEmpty else { return all }
        return all.filter { $0.name.range(of: text, options: [.caseInsensitive]) != nil }
    }

    static func loadAll(_ connection: SQLiteConnection, favoritesOnly: Bool) throws -> [Restaurant] {
        let filter = favoritesOnly ? "WHERE is_favorite = 1 " : ""
        let statement = try connection.cached("SELECT \(columns) FROM restaurant \(filter)ORDER BY position, rowid")
        // Counting first (an index-only scan) spares the array its regrowth copies.
        let count = try connection.cached("SELECT count(*) FROM restaurant").first { $0.int(0) } ?? 0
        return try statement.map(reservingCapacity: favoritesOnly ? 0 : count, decode)
    }

    static func decode(_ row: SQLiteRow) -> Restaurant {
        Restaurant(id: row.uuid(0), name: row.string(1), type: row.string(2), location: row.string(3),
                   image: row.optionalString(4), isFavorite: row.bool(5), phone: row.optionalString(6),
                   summary: row.optionalString(7), createdAt: row.date(8))
    }
}

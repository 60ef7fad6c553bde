import Foundation

extension RestaurantStore {
    static let columns =
        "id, name, type, location, image, is_favorite, phone, summary, created_at, latitude, longitude, rating"
    /// How many columns `columns` names: a query that selects more after them reads those from here.
    static let columnCount: Int32 = 12
    /// Display order. `id` breaks ties (there are none in practice: positions are never reused) so
    /// that the order index `restaurant_order (position, id)` serves every ordered read.
    static let order = "ORDER BY position, id"

    /// Every restaurant, in display order.
    /// - Complexity: O(n), one pass over the order index; no per-row text parsing.
    public func all() throws(StoreError) -> [Restaurant] {
        try StoreError.wrapping { try Self.loadAll(connection, favoritesOnly: false) }
    }

    /// The favourites, in display order.
    /// - Complexity: O(n) rows visited.
    public func favorites() throws(StoreError) -> [Restaurant] {
        try StoreError.wrapping { try Self.loadAll(connection, favoritesOnly: true) }
    }

    /// The identifiers of every restaurant, in display order.
    /// - Complexity: O(n), read from the order index alone (16 bytes a restaurant); no restaurant is
    ///   decoded.
    /// - Note: With `restaurants(withIDs:)`, what a presentation of a long list needs instead of `all()`.
    public func identifiers() throws(StoreError) -> [UUID] {
        try StoreError.wrapping { try Self.loadIdentifiers(connection) }
    }

    /// The identifiers of the first `limit` restaurants, in display order: what a window shows first,
    /// before the whole order is read.
    /// - Complexity: O(limit + log n), from the order index alone.
    public func identifiers(limit: Int) throws(StoreError) -> [UUID] {
        try StoreError.wrapping {
            try connection.cached("SELECT id FROM restaurant \(Self.order) LIMIT ?").bind(Swift.max(0, limit)).map {
                $0.uuid(0)
            }
        }
    }

    /// The number of restaurants.
    public func count() throws(StoreError) -> Int {
        try StoreError.wrapping { try Self.count(connection) }
    }

    /// The restaurant with `id`, or nil.
    /// - Complexity: O(log n).
    public func restaurant(id: UUID) throws(StoreError) -> Restaurant? {
        try StoreError.wrapping {
            try connection.cached("SELECT \(Self.columns) FROM restaurant WHERE id = ?").bind(id).first(Self.decode)
        }
    }

    /// The restaurants with these identifiers, by identifier, read in one transaction; identifiers
    /// of no restaurant (deleted meanwhile) are absent from the result.
    /// - Complexity: O(k log n) for k identifiers, in batches of `batchSize` per statement.
    public func restaurants(withIDs ids: some Sequence<UUID>) throws(StoreError) -> [UUID: Restaurant] {
        try StoreError.wrapping {
            var found: [UUID: Restaurant] = [:]
            let statement = try connection.cached(
                "SELECT \(Self.columns) FROM restaurant WHERE id IN (\(repeatElement("?", count: Self.batchSize).joined(separator: ", ")))"
            )
            var batch: [UUID] = []
            batch.reserveCapacity(Self.batchSize)
            func flush() throws {
                guard !batch.isEmpty else { return }
                statement.reset()
                for (offset, id) in batch.enumerated() { try id.bind(to: statement, at: Int32(offset + 1)) }
                // Unused parameters are NULL, which matches no id.
                for offset in batch.count..<Self.batchSize { try statement.bind(.null, at: Int32(offset + 1)) }
                defer { statement.reset() }
                while try statement.step() {
                    let restaurant = Self.decode(SQLiteRow(handle: statement.handle))
                    found[restaurant.id] = restaurant
                }
                batch.removeAll(keepingCapacity: true)
            }
            try connection.read {
                for id in ids {
                    batch.append(id)
                    if batch.count == Self.batchSize { try flush() }
                }
                try flush()
            }
            return found
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

    // MARK: - Internal

    /// Identifiers per statement of `restaurants(withIDs:)`.
    static let batchSize = 64

    static func loadAll(_ connection: SQLiteConnection, favoritesOnly: Bool) throws -> [Restaurant] {
        let filter = favoritesOnly ? "WHERE is_favorite = 1 " : ""
        let statement = try connection.cached("SELECT \(columns) FROM restaurant \(filter)\(order)")
        // Counting first (an index-only scan) spares the whole list its regrowth copies; the
        // favourites are too few to be worth it.
        return try statement.map(reservingCapacity: favoritesOnly ? 0 : try count(connection), decode)
    }

    static func loadIdentifiers(_ connection: SQLiteConnection) throws -> [UUID] {
        let statement = try connection.cached("SELECT id FROM restaurant \(order)")
        return try statement.map(reservingCapacity: try count(connection)) { $0.uuid(0) }
    }

    static func count(_ connection: SQLiteConnection) throws -> Int {
        try connection.cached("SELECT count(*) FROM restaurant").first { $0.int(0) } ?? 0
    }

    static func decode(_ row: SQLiteRow) -> Restaurant {
        Restaurant(
            id: row.uuid(0), name: row.string(1), type: row.string(2), location: row.string(3),
            image: row.optionalString(4), isFavorite: row.bool(5), phone: row.optionalString(6),
            summary: row.optionalString(7), createdAt: row.date(8), coordinate: coordinate(row, at: 9),
            rating: rating(row, at: 11))
    }
}

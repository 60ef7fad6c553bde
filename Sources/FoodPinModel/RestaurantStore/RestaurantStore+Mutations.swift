import Foundation

extension RestaurantStore {
    /// Appends `restaurant` at the end of the list.
    /// - Throws: `StoreError.emptyField` when the name, type or location is blank.
    /// - Complexity: O(log n).
    @discardableResult
    public func add(_ restaurant: Restaurant) throws(StoreError) -> Restaurant {
        try Self.validate(restaurant)
        try StoreError.wrapping {
            try connection.write {
                try insert(restaurant, position: try OrderedTable.restaurant.allocatePositions(1, on: connection))
            }
        }
        didChange()
        return restaurant
    }

    /// Appends a new restaurant built from the given fields.
    /// - Note: Its id is a time-ordered (version 7) UUID: ids made in order sort in order, so the id
    ///   index grows at its end instead of being rewritten all over.
    @discardableResult
    public func add(
        name: String, type: String, location: String, image: String? = nil,
        phone: String? = nil, summary: String? = nil
    ) throws(StoreError) -> Restaurant {
        try add(
            Restaurant(
                id: .timeOrdered(), name: name, type: type, location: location, image: image,
                phone: phone, summary: summary))
    }

    /// Stores every field of `restaurant` (matched by id); its position is kept.
    /// - Throws: `StoreError.notFound` when no restaurant has that id.
    public func update(_ restaurant: Restaurant) throws(StoreError) {
        try Self.validate(restaurant)
        let changed = try StoreError.wrapping {
            try connection.write {
                try connection.cached(
                    """
                    UPDATE restaurant SET name = ?, type = ?, location = ?, image = ?, is_favorite = ?,
                    phone = ?, summary = ?, created_at = ?, latitude = ?, longitude = ?, rating = ?
                    WHERE id = ?
                    """
                ).bind(
                    restaurant.name, restaurant.type, restaurant.location, restaurant.image,
                    restaurant.isFavorite, restaurant.phone, restaurant.summary, restaurant.createdAt,
                    restaurant.coordinate?.latitude, restaurant.coordinate?.longitude,
                    restaurant.rating?.rawValue, restaurant.id
                ).run()
                return connection.changes
            }
        }
        guard changed > 0 else { throw .notFound(query: restaurant.id.uuidString.lowercased()) }
        didChange()
    }

    /// Marks or unmarks a favourite.
    /// - Throws: `StoreError.notFound` when no restaurant has that id.
    /// - Complexity: O(log n).
    public func setFavorite(_ isFavorite: Bool, for id: UUID) throws(StoreError) {
        let changed = try StoreError.wrapping {
            try connection.write {
                try connection.cached("UPDATE restaurant SET is_favorite = ? WHERE id = ?").bind(isFavorite, id).run()
                return connection.changes
            }
        }
        guard changed > 0 else { throw .notFound(query: id.uuidString.lowercased()) }
        didChange()
    }

    /// Deletes the restaurants with these ids in one transaction; unknown ids are ignored.
    /// - Returns: what was deleted, with positions, for `restore(_:)` (undo).
    /// - Complexity: O(k log n) for k ids.
    @discardableResult
    public func delete(ids: [UUID]) throws(StoreError) -> Deletion<Restaurant> {
        let deletion = try StoreError.wrapping {
            try connection.write {
                var found: [(Restaurant, Double)] = []
                let select = try connection.cached(
                    "SELECT \(Self.columns), position FROM restaurant WHERE id = ?")
                let delete = try connection.cached("DELETE FROM restaurant WHERE id = ?")
                for id in Set(ids) {
                    guard let row = try select.bind(id).first({ (Self.decode($0), $0.double(Self.columnCount)) }) else {
                        continue
                    }
                    try rememberMarks(ofDeleted: row.0)
                    found.append(row)
                    try delete.bind(id).run()
                }
                found.sort { $0.1 < $1.1 }
                return Deletion(elements: found.map(\.0), positions: found.map(\.1))
            }
        }
        if !deletion.isEmpty { didChange() }
        return deletion
    }

    /// Puts deleted restaurants back at the positions they had (undo of `delete(ids:)`).
    /// Restaurants already present (restored twice) are left as they are.
    public func restore(_ deletion: Deletion<Restaurant>) throws(StoreError) {
        guard !deletion.isEmpty else { return }
        try StoreError.wrapping {
            try connection.write {
                for (restaurant, position) in zip(deletion.elements, deletion.positions) {
                    try insert(restaurant, position: position, ignoringDuplicates: true)
                }
            }
        }
        didChange()
    }

    // MARK: - Internal

    static func validate(_ restaurant: Restaurant) throws(StoreError) {
        for (field, value) in [("name", restaurant.name), ("type", restaurant.type), ("location", restaurant.location)]
        where value.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
            throw .emptyField(name: field)
        }
    }

    func insert(_ restaurant: Restaurant, position: Double, ignoringDuplicates: Bool = false) throws {
        try insert(restaurant, position: position, using: insertStatement(ignoringDuplicates: ignoringDuplicates))
    }

    func insertStatement(ignoringDuplicates: Bool = false) throws -> SQLiteStatement {
        try connection.cached(
            """
            \(ignoringDuplicates ? "INSERT OR IGNORE" : "INSERT") INTO restaurant
            (id, position, name, type, location, image, is_favorite, phone, summary, created_at, latitude, longitude,
             rating)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            """)
    }

    func insert(_ restaurant: Restaurant, position: Double, using statement: SQLiteStatement) throws {
        try statement.bind(
            restaurant.id, position, restaurant.name, restaurant.type, restaurant.location,
            restaurant.image, restaurant.isFavorite, restaurant.phone, restaurant.summary,
            restaurant.createdAt, restaurant.coordinate?.latitude, restaurant.coordinate?.longitude,
            restaurant.rating?.rawValue
        ).run()
    }
}

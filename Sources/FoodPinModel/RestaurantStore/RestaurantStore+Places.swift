import Foundation

/// Where restaurants are (issue 30): a restaurant's coordinate, the places inside a map's box, and
/// every place for a map of all restaurants.
///
/// Coordinates live in the restaurant's row (`latitude`, `longitude`, both NULL or both set, in
/// range: CHECK constraints), so a delete's undo, a restore and `update(_:)` carry them like any
/// field. The partial index `restaurant_by_place (latitude, longitude, id)` holds only restaurants
/// that have a place and answers both map reads from the index alone, never a table row.
extension RestaurantStore {
    /// 6 → 7: the two columns and the index (appended to `Schema.migrations`). Old files keep every
    /// row; the samples among them get their place in the same transaction — a sample still named and
    /// located as shipped (one the user renamed or moved keeps no place) — and every other restaurant
    /// none.
    static let placesMigration =
        """
        ALTER TABLE restaurant ADD COLUMN latitude REAL CHECK (latitude BETWEEN -90.0 AND 90.0);
        ALTER TABLE restaurant ADD COLUMN longitude REAL
            CHECK (longitude BETWEEN -180.0 AND 180.0) CHECK ((latitude IS NULL) = (longitude IS NULL));
        CREATE INDEX restaurant_by_place ON restaurant (latitude, longitude, id) WHERE latitude IS NOT NULL;

        """ + Restaurant.samples.map(locateSample).joined(separator: "\n")

    /// An UPDATE giving `sample` its place where it still is as shipped (SQL literals: a migration is
    /// one script run with no bound parameters).
    private static func locateSample(_ sample: Restaurant) -> String {
        guard let coordinate = sample.coordinate else { return "" }
        let id = withUnsafeBytes(of: sample.id.uuid) { $0.map { String(format: "%02X", $0) }.joined() }
        func text(_ value: String) -> String { "'" + value.replacingOccurrences(of: "'", with: "''") + "'" }
        let statement = "UPDATE restaurant SET latitude = \(coordinate.latitude), longitude = \(coordinate.longitude) "
        let condition = "WHERE id = X'\(id)' AND name = \(text(sample.name)) AND location = \(text(sample.location));"
        return statement + condition
    }

    /// Places the restaurant `id`, or takes its place away (`nil`); nothing else of it changes.
    /// - Throws: `StoreError.notFound` when no restaurant has that id.
    /// - Complexity: O(log n).
    public func setCoordinate(_ coordinate: Coordinate?, for id: UUID) throws(StoreError) {
        let changed = try StoreError.wrapping {
            try connection.write {
                try connection.cached("UPDATE restaurant SET latitude = ?, longitude = ? WHERE id = ?")
                    .bind(coordinate?.latitude, coordinate?.longitude, id).run()
                return connection.changes
            }
        }
        guard changed > 0 else { throw .notFound(query: id.uuidString.lowercased()) }
        didChange()
    }

    /// The places of the restaurants inside `box` (edges included), in no particular order.
    /// - Complexity: O(log n + m) for the m placed restaurants whose latitude is inside the box, read
    ///   from `restaurant_by_place` alone; a box across the antimeridian is one read of the same band.
    public func places(in box: CoordinateBox) throws(StoreError) -> [RestaurantPlace] {
        let longitudes =
            box.crossesAntimeridian ? "(longitude >= ?3 OR longitude <= ?4)" : "longitude BETWEEN ?3 AND ?4"
        return try StoreError.wrapping {
            try connection.cached(
                "SELECT id, latitude, longitude FROM restaurant WHERE latitude BETWEEN ?1 AND ?2 AND \(longitudes)"
            )
            .bind(box.south, box.north, box.west, box.east)
            .map(Self.place)
            .compactMap { $0 }
        }
    }

    /// The place of every restaurant that has one, in no particular order: what a map of all
    /// restaurants builds its clusters from.
    /// - Complexity: O(m) for m placed restaurants, one pass over `restaurant_by_place`.
    public func places() throws(StoreError) -> [RestaurantPlace] {
        try StoreError.wrapping {
            try connection.cached("SELECT id, latitude, longitude FROM restaurant WHERE latitude IS NOT NULL")
                .map(Self.place).compactMap { $0 }
        }
    }

    // MARK: - Internal

    /// The coordinate in columns `column` and `column + 1`, or nil when they are NULL (or, in a row
    /// another program wrote around the CHECK constraints, out of range).
    static func coordinate(_ row: SQLiteRow, at column: Int32) -> Coordinate? {
        guard !row.isNull(column), !row.isNull(column + 1) else { return nil }
        return Coordinate(latitude: row.double(column), longitude: row.double(column + 1))
    }

    /// Where synthetic restaurant `number` is in `box`: two in five anywhere in it, the others around
    /// one of 24 neighbourhoods (centres and spreads fixed by the box), as a city's restaurants are —
    /// dense streets, empty parks. A hash of `number`, so the same number lands on the same spot.
    static func syntheticCoordinate(_ number: Int, in box: CoordinateBox) -> Coordinate {
        var random = SplitMix(seed: UInt64(truncatingIfNeeded: number))
        var x = random.next(), y = random.next()
        if random.next() >= 0.4 {
            let neighbourhood = Int(random.next() * 24)
            var place = SplitMix(seed: ~UInt64(neighbourhood))
            let centre = (x: 0.1 + 0.8 * place.next(), y: 0.1 + 0.8 * place.next())
            let spread = 0.02 + 0.02 * Double(neighbourhood % 4)
            // The sum of three uniform numbers is close enough to a bell curve.
            x = centre.x + (random.next() + random.next() + random.next() - 1.5) * spread
            y = centre.y + (random.next() + random.next() + random.next() - 1.5) * spread
            (x, y) = (Swift.min(1, Swift.max(0, x)), Swift.min(1, Swift.max(0, y)))
        }
        let width = box.crossesAntimeridian ? box.east + 360 - box.west : box.east - box.west
        var longitude = box.west + x * width
        if longitude > 180 { longitude -= 360 }
        return Coordinate(latitude: box.south + y * (box.north - box.south), longitude: longitude)!
    }

    private static func place(_ row: SQLiteRow) -> RestaurantPlace? {
        coordinate(row, at: 1).map { RestaurantPlace(id: row.uuid(0), coordinate: $0) }
    }
}

/// SplitMix64 (Steele, Lea, Flood), as fractions in 0..<1: a seeded, stateless-to-restart source for
/// synthetic places.
private struct SplitMix {
    var state: UInt64

    init(seed: UInt64) { state = seed &* 0x9E37_79B9_7F4A_7C15 }

    mutating func next() -> Double {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return Double((z ^ (z >> 31)) >> 11) / Double(UInt64(1) << 53)
    }
}

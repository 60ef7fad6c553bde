import Foundation

extension RestaurantStore {
    static let seededKey = "samples_seeded"

    /// Seeds the samples on the first launch only: the fact is recorded in `meta`, so samples the
    /// user deleted stay deleted.
    func seedOnce(enabled: Bool) throws {
        let seeded = try connection.cached("SELECT 1 FROM meta WHERE key = ?").bind(Self.seededKey).first { _ in true }
        guard seeded == nil else { return }
        var inserted = false
        try connection.write {
            // Again under the write lock: another process may have seeded meanwhile.
            guard
                try connection.cached("SELECT 1 FROM meta WHERE key = ?").bind(Self.seededKey).first({ _ in true })
                    == nil
            else { return }
            if enabled {
                var position = try OrderedTable.restaurant.allocatePositions(Restaurant.samples.count, on: connection)
                for sample in Restaurant.samples {
                    try insert(sample, position: position, ignoringDuplicates: true)
                    position += 1
                }
                inserted = true
            }
            try connection.cached("INSERT INTO meta (key, value) VALUES (?, ?)")
                .bind(Self.seededKey, enabled ? "samples" : "empty").run()
        }
        if inserted { didChange() }
    }

    /// Puts back the samples that are missing, at the end of the list in the tutorial's order, with
    /// the favourite mark and photo the user had given them (`RestaurantStore+SampleMarks`).
    /// - Returns: how many were added.
    @discardableResult
    public func restoreSamples() throws(StoreError) -> Int {
        let added = try StoreError.wrapping {
            try connection.write {
                var position = try OrderedTable.restaurant.allocatePositions(Restaurant.samples.count, on: connection)
                var added = 0
                for sample in Restaurant.samples {
                    try insert(sample, position: position, ignoringDuplicates: true)
                    if connection.changes > 0 {
                        try reapplyMarks(toRestored: sample.id)
                        added += 1
                        position += 1
                    }
                }
                return added
            }
        }
        if added > 0 { didChange() }
        return added
    }

    /// Appends `count` generated restaurants in one transaction ("Restaurant 1" …), for benchmarks and
    /// UI tests that need a big list; with `box`, each is placed in it as restaurants gather in a city
    /// (`syntheticCoordinate`: the same places for the same numbers, run after run).
    /// - Complexity: O(count log n).
    public func addSynthetic(count: Int, spreadOver box: CoordinateBox? = nil) throws(StoreError) {
        guard count > 0 else { return }
        let types = ["Cafe", "Bakery", "Spanish", "Thai", "French", "Tea House", "American / Seafood"]
        let cities = ["Hong Kong", "Sydney", "New York", "London"]
        let now = Date()
        try StoreError.wrapping {
            try connection.write {
                let first = try OrderedTable.restaurant.allocatePositions(count, on: connection)
                let statement = try insertStatement()
                let start = try connection.cached("SELECT count(*) FROM restaurant").first { $0.int(0) } ?? 0
                for index in 0..<count {
                    let number = start + index + 1
                    let restaurant = Restaurant(
                        id: .timeOrdered(now: now), name: "Restaurant \(number)", type: types[number % types.count],
                        location: cities[number % cities.count], isFavorite: number % 10 == 0,
                        phone: "+1 555-\(1000 + number % 9000)", summary: nil,
                        createdAt: now, coordinate: box.map { Self.syntheticCoordinate(number, in: $0) })
                    try insert(restaurant, position: first + Double(index), using: statement)
                }
            }
        }
        didChange()
    }
}

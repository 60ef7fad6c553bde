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

    /// Puts back the samples that are missing, in the tutorial's order: each right after the nearest
    /// sample before it in the tutorial that the list holds (before the nearest one after it, when
    /// none before it is there; at the end of the list, in the tutorial's order, when the list holds
    /// no sample at all), with the favourite mark and photo the user had given it
    /// (`RestaurantStore+SampleMarks`). The user's own restaurants and the samples kept stay where
    /// they are. (A sample deleted and undone, then deleted again, came back first: issue 29.)
    /// - Returns: how many were added.
    /// - Complexity: O(s log n) for the s samples.
    @discardableResult
    public func restoreSamples() throws(StoreError) -> Int {
        let added = try StoreError.wrapping {
            try connection.write {
                let positionOf = try connection.cached("SELECT position FROM restaurant WHERE id = ?")
                var positions = try Restaurant.samples.map { sample in
                    try positionOf.bind(sample.id).first { $0.double(0) }
                }
                guard positions.contains(where: { $0 == nil }) else { return 0 }
                // No sample left: the whole set goes at the end, as the first launch seeded it.
                if positions.allSatisfy({ $0 == nil }) {
                    var position = try OrderedTable.restaurant.allocatePositions(
                        Restaurant.samples.count, on: connection)
                    for index in positions.indices {
                        positions[index] = position
                        position += 1
                    }
                    return try insertSamples(at: positions)
                }
                for index in positions.indices where positions[index] == nil {
                    if let before = positions[..<index].last(where: { $0 != nil }) ?? nil {
                        positions[index] = Self.position(between: before, and: try rowPosition(after: before))
                    } else if let after = positions[index...].first(where: { $0 != nil }) ?? nil {
                        // The samples before it are placed first, in order: each goes just before `after`.
                        positions[index] = Self.position(between: try rowPosition(before: after), and: after)
                    }
                }
                return try insertSamples(at: positions)
            }
        }
        if added > 0 { didChange() }
        return added
    }

    /// Inserts each sample whose position is given and is not in the list, with its marks; returns
    /// how many it inserted. Call inside a write transaction.
    private func insertSamples(at positions: [Double?]) throws -> Int {
        var added = 0
        for (sample, position) in zip(Restaurant.samples, positions) {
            guard let position else { continue }
            try insert(sample, position: position, ignoringDuplicates: true)
            if connection.changes > 0 {
                try reapplyMarks(toRestored: sample.id)
                added += 1
            }
        }
        return added
    }

    /// The position of the first row after `position`, if any.
    private func rowPosition(after position: Double) throws -> Double? {
        try connection.cached("SELECT min(position) FROM restaurant WHERE position > ?").bind(position)
            .first { $0.isNull(0) ? nil : $0.double(0) } ?? nil
    }

    /// The position of the last row before `position`, if any.
    private func rowPosition(before position: Double) throws -> Double? {
        try connection.cached("SELECT max(position) FROM restaurant WHERE position < ?").bind(position)
            .first { $0.isNull(0) ? nil : $0.double(0) } ?? nil
    }

    /// A position strictly between `before` and `after` (either may be missing: the end or the start
    /// of the list); when a Double has no room left between them, `before` itself (the id then orders
    /// the two, and sample ids follow the tutorial's order).
    static func position(between before: Double?, and after: Double?) -> Double {
        switch (before, after) {
        case let (before?, after?):
            let middle = (before + after) / 2
            return before < middle && middle < after ? middle : before
        case let (before?, nil): return before + 1
        case let (nil, after?): return after - 1
        case (nil, nil): return 1
        }
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

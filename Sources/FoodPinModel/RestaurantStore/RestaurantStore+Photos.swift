import Foundation

/// Which photo files the store still needs — a restaurant's `image`, or a deleted sample's remembered
/// photo (Restore Sample Restaurants brings it back) — and taking away the copies FoodPin made that no
/// database needs any more (see Photos/PhotoCopies.swift). The window discards a dropped photo once
/// the change that dropped it can no longer be undone.
extension RestaurantStore {
    /// The paths among `paths` that a restaurant or a deleted sample's marks still refer to.
    /// - Complexity: O(k · n) for k paths: the image column is not indexed, so each path is one scan
    ///   of the rows (and of the deleted samples' marks).
    public func referencedImages(among paths: some Sequence<String>) throws(StoreError) -> Set<String> {
        try StoreError.wrapping {
            try connection.read {
                try Set(paths).filter { try Self.refers(to: $0, on: connection) }
            }
        }
    }

    /// Moves to the user's Trash each of `paths` that is a copy FoodPin made (`PhotoCopies.isCopy`)
    /// and that no FoodPin database refers to: neither this one nor any other registered as using
    /// the photo folder. A file the user put there themselves, one another database uses, and one
    /// whose fate cannot be known (a database that cannot be read) stay where they are.
    /// - Returns: the paths moved to the Trash.
    /// - Complexity: `referencedImages` here, and one scan of each other registered database per path.
    @discardableResult
    public func discardPhotoCopies(
        _ paths: some Sequence<String>, environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> [String] {
        let candidates = Set(paths).filter { PhotoCopies.isCopy($0, environment: environment) }
        guard !candidates.isEmpty, let kept = try? referencedImages(among: candidates) else { return [] }
        return candidates.subtracting(kept).sorted().filter { path in
            !PhotoDatabases.anotherMayUse(path, besides: connection.realPath, environment: environment)
                && PhotoCopies.discard(path, environment: environment)
        }
    }

    /// Whether a restaurant, or a deleted sample's marks, on `connection` refer to `path`.
    static func refers(to path: String, on connection: SQLiteConnection) throws -> Bool {
        let byRestaurant =
            try connection.cached("SELECT 1 FROM restaurant WHERE image = ? LIMIT 1").bind(path).first { _ in true }
            ?? false
        // A sample's marks are "<0|1>\n<path>" (RestaurantStore+SampleMarks).
        let marks = "SELECT 1 FROM meta WHERE key LIKE 'deleted-sample:%' AND substr(value, 3) = ? LIMIT 1"
        return try byRestaurant || (connection.cached(marks).bind(path).first { _ in true } ?? false)
    }
}

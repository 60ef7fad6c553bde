extension RestaurantStore {
    /// SQLite's `PRAGMA integrity_check` of the whole file: `["ok"]` when it is sound, else the problems.
    /// - Complexity: O(size of the file).
    public func integrityCheck() throws(StoreError) -> [String] {
        try StoreError.wrapping { try connection.prepare("PRAGMA integrity_check").map { $0.string(0) } }
    }
}

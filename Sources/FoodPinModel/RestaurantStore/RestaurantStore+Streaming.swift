import Foundation

/// Reading the whole list one restaurant at a time: `foodpin list --json` at a million restaurants
/// used to decode all of them and build the whole text before its first byte (10 s, 1.18 GB). A
/// stream keeps nothing between rows: its first line goes out at once and its memory does not grow
/// with the list.
extension RestaurantStore {
    /// Calls `body` with every restaurant (or every favourite) in display order, one at a time, in
    /// one read transaction (a consistent list, whatever other processes write meanwhile).
    /// - Throws: `StoreError` for a failed read; whatever `body` throws (the stream stops).
    /// - Complexity: O(n) rows read; O(1) memory beyond `body`'s.
    public func forEachRestaurant(favoritesOnly: Bool = false, _ body: (Restaurant) throws -> Void) throws {
        let filter = favoritesOnly ? "WHERE is_favorite = 1 " : ""
        try stream("SELECT \(Self.columns) FROM restaurant \(filter)\(Self.order)") { try body(Self.decode($0)) }
    }

    /// Steps through `sql` (a constant query of this module) calling `body` with each row, in a read
    /// transaction, with the memory map off: mapped, every page read would stay resident in the
    /// process (150 MB at a million restaurants), where SQLite's small page cache reuses its pages.
    func stream(_ sql: String, _ body: (SQLiteRow) throws -> Void) throws {
        try StoreError.mapping {
            let mapped = try connection.integer("PRAGMA mmap_size")
            try connection.execute("PRAGMA mmap_size = 0")
            defer { try? connection.execute("PRAGMA mmap_size = \(mapped)") }
            try connection.read {
                let statement = try connection.prepare(sql)
                let row = SQLiteRow(handle: statement.handle)
                while try statement.step() { try body(row) }
            }
        }
    }
}

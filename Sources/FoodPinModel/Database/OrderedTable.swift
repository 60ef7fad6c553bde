/// Sparse positions: rows are ordered by a REAL `position`; new rows get positions after every one
/// ever handed out (a high-water mark in `meta`), so a deleted row's position is never reused and
/// restoring it (undo) puts it back exactly where it was, without renumbering anything.
enum OrderedTable: String {
    case restaurant
    case todoItem = "todo_item"

    /// Reserves `count` consecutive positions and returns the first. Call inside a write transaction.
    func allocatePositions(_ count: Int, on connection: SQLiteConnection) throws -> Double {
        let key = rawValue + ".next_position"
        let stored =
            try connection.cached("SELECT value FROM meta WHERE key = ?").bind(key)
            .first { Double($0.string(0)) } ?? nil
        // `rawValue` is one of this enum's constant table names.
        let highest =
            try connection.cached("SELECT max(position) FROM \(rawValue)")
            .first { $0.isNull(0) ? 0 : $0.double(0) } ?? 0
        let first = max(stored ?? 1, highest + 1).rounded(.up)
        try connection.cached("INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)")
            .bind(key, String(first + Double(count))).run()
        return first
    }
}

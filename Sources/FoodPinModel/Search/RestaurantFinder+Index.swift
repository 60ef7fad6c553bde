import Foundation

extension RestaurantFinder {
    /// Every restaurant's folded searchable text, read through `connection` in display order: each
    /// row's name, type and location folded straight from SQLite's bytes into one buffer, with no String
    /// made for ASCII text (the finder reads the whole list again after every change, and the Shell
    /// waits for it).
    ///
    /// The table is read in its own order, then put in display order here: reading it through the
    /// order index costs a lookup per restaurant, three times the reading itself.
    /// - Complexity: O(n) rows read, O(total text) folding and copying, O(n log n) comparisons of
    ///   positions.
    package static func readIndex(_ connection: SQLiteConnection) throws -> RestaurantSearchIndex {
        try connection.read {
            // About the number of rows, from the table's last rowid (O(log n); `count(*)` would read the
            // smallest index whole) — a hint only: any program may give a row any rowid, so it is bounded
            // by the rows the file can hold (each row stores at least its 16-byte id).
            let bytes = try connection.integer("PRAGMA page_count") * connection.integer("PRAGMA page_size")
            let count = min(max(try connection.integer("SELECT max(rowid) FROM restaurant"), 0), bytes / 16)
            var identifiers: [UUID] = []
            var favorites: [Bool] = []
            var positions: [Double] = []
            var starts: [Int] = []
            var text: [UInt8] = []
            identifiers.reserveCapacity(count)
            favorites.reserveCapacity(count)
            positions.reserveCapacity(count)
            starts.reserveCapacity(count + 1)
            text.reserveCapacity(min(count * 40, bytes))
            // Columns every schema version has: an older file is read as it is, never migrated.
            let statement = try connection.prepare(
                "SELECT id, position, name, type, location, is_favorite FROM restaurant")
            defer { statement.reset() }
            while try statement.step() {
                let row = SQLiteRow(handle: statement.handle)
                identifiers.append(row.uuid(0))
                positions.append(row.double(1))
                favorites.append(row.bool(5))
                starts.append(text.count)
                RestaurantStore.foldSearchable(row, name: 2, into: &text)
                text.append(0)
            }
            starts.append(text.count)
            // Display order: `RestaurantStore.order`, position then id. Restaurants are appended, so the
            // table is usually in that order already; a restored one (undo) is not.
            func precedes(_ a: Int, _ b: Int) -> Bool {
                positions[a] != positions[b]
                    ? positions[a] < positions[b]
                    : withUnsafeBytes(of: identifiers[a].uuid) { a in
                        withUnsafeBytes(of: identifiers[b].uuid) { b in memcmp(a.baseAddress!, b.baseAddress!, 16) < 0 }
                    }
            }
            if identifiers.indices.dropFirst().allSatisfy({ precedes($0 - 1, $0) }) {
                return RestaurantSearchIndex(identifiers: identifiers, favorites: favorites, text: text, starts: starts)
            }
            var order = Array(identifiers.indices)
            order.sort(by: precedes)
            var sortedText: [UInt8] = []
            var sortedStarts: [Int] = []
            sortedText.reserveCapacity(text.count)
            sortedStarts.reserveCapacity(starts.count)
            text.withUnsafeBufferPointer { text in
                for index in order {
                    sortedStarts.append(sortedText.count)
                    sortedText.append(
                        contentsOf: UnsafeBufferPointer(rebasing: text[starts[index]..<starts[index + 1]]))
                }
            }
            sortedStarts.append(sortedText.count)
            return RestaurantSearchIndex(
                identifiers: order.map { identifiers[$0] }, favorites: order.map { favorites[$0] }, text: sortedText,
                starts: sortedStarts)
        }
    }
}

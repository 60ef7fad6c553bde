import Foundation

extension RestaurantStore {
    /// What a search scans: every restaurant's id, name, type, location and favourite mark, in
    /// display order, folded into one buffer.
    /// - Complexity: O(n) rows read (no phone, summary or photo path), O(total text) folding; each
    ///   row's text is folded from SQLite's bytes, with no String made for ASCII text.
    public func searchIndex() throws(StoreError) -> RestaurantSearchIndex {
        try StoreError.wrapping {
            try connection.read {
                let count = try Self.count(connection)
                var identifiers: [UUID] = [], favorites: [Bool] = [], text: [UInt8] = [], starts: [Int] = []
                identifiers.reserveCapacity(count)
                favorites.reserveCapacity(count)
                starts.reserveCapacity(count + 1)
                let statement = try connection.cached(
                    "SELECT id, name, type, location, is_favorite FROM restaurant \(Self.order)")
                defer { statement.reset() }
                while try statement.step() {
                    let row = SQLiteRow(handle: statement.handle)
                    identifiers.append(row.uuid(0))
                    favorites.append(row.bool(4))
                    starts.append(text.count)
                    Self.foldSearchable(row, name: 1, into: &text)
                    text.append(0)
                }
                starts.append(text.count)
                return RestaurantSearchIndex(identifiers: identifiers, favorites: favorites, text: text, starts: starts)
            }
        }
    }

    /// The restaurants matching `text` (every word in the name, type or location, ignoring case and
    /// accents), in display order: what the window's search shows.
    /// - Complexity: one pass over the rows, folding only name, type and location; only matches are
    ///   decoded and kept.
    public func search(_ text: String, favoritesOnly: Bool = false) throws(StoreError) -> [Restaurant] {
        try StoreError.wrapping {
            var found: [Restaurant] = []
            try forEachMatch(of: text, favoritesOnly: favoritesOnly) { found.append($0) }
            return found
        }
    }

    /// Calls `body` with each restaurant matching `text`, in display order, as the scan meets it: the
    /// searchable columns of every row are folded into one reused buffer, and only a match is decoded
    /// whole. What `foodpin search` prints from, in memory that does not grow with the list.
    /// - Throws: `StoreError` for a failed read; whatever `body` throws (the scan stops).
    /// - Complexity: O(n) rows read, O(total searchable text) folding; O(1) memory beyond `body`'s.
    public func forEachMatch(
        of text: String, favoritesOnly: Bool = false, _ body: (Restaurant) throws -> Void
    ) throws {
        let query = SearchQuery(text)
        var folded: [UInt8] = []
        try stream("SELECT \(Self.columns) FROM restaurant \(Self.order)") { row in
            if favoritesOnly, !row.bool(5) { return }
            if !query.isEmpty {
                folded.removeAll(keepingCapacity: true)
                Self.foldSearchable(row, name: 1, into: &folded)
                guard query.matches(folded: folded) else { return }
            }
            try body(Self.decode(row))
        }
    }

    /// Name, type and location at columns `name`, `name + 1`, `name + 2`, folded and separated as
    /// `SearchQuery.searchableText(of:)` does.
    static func foldSearchable(_ row: SQLiteRow, name: Int32, into text: inout [UInt8]) {
        SearchQuery.fold(row.bytes(name), into: &text)
        text.append(0x1F)
        SearchQuery.fold(row.bytes(name + 1), into: &text)
        text.append(0x1F)
        SearchQuery.fold(row.bytes(name + 2), into: &text)
    }
}

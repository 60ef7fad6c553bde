import Foundation

/// Every restaurant's folded searchable text in display order, in one buffer: what a query scans.
///
/// Built once from the store (`RestaurantStore.searchIndex()`), off the main thread in the window,
/// and rebuilt when the store changes; a value, so a search in flight keeps the index it started with.
public struct RestaurantSearchIndex: Sendable {
    /// The restaurants' identifiers in display order.
    public let identifiers: [UUID]
    let favorites: [Bool]
    /// Each restaurant's folded text, followed by a 0 byte.
    let text: [UInt8]
    /// `starts[i]` is where restaurant i's text begins; `starts[count]` is `text.count`.
    let starts: [Int]

    /// One entry of the index.
    public struct Entry: Sendable {
        public var id: UUID
        public var name: String
        public var type: String
        public var location: String
        public var isFavorite: Bool

        public init(id: UUID, name: String, type: String, location: String, isFavorite: Bool) {
            self.id = id
            self.name = name
            self.type = type
            self.location = location
            self.isFavorite = isFavorite
        }

        public init(_ restaurant: Restaurant) {
            self.init(
                id: restaurant.id, name: restaurant.name, type: restaurant.type,
                location: restaurant.location, isFavorite: restaurant.isFavorite)
        }
    }

    /// - Complexity: O(total text); ASCII text is folded without Foundation.
    public init(_ entries: some Sequence<Entry>) {
        var identifiers: [UUID] = []
        var favorites: [Bool] = []
        var text: [UInt8] = []
        var starts: [Int] = []
        for entry in entries {
            identifiers.append(entry.id)
            favorites.append(entry.isFavorite)
            starts.append(text.count)
            text += SearchQuery.fold(entry.name)
            text.append(0x1F)
            text += SearchQuery.fold(entry.type)
            text.append(0x1F)
            text += SearchQuery.fold(entry.location)
            text.append(0)
        }
        starts.append(text.count)
        self.identifiers = identifiers
        self.favorites = favorites
        self.text = text
        self.starts = starts
    }

    /// An index of these parts, built elsewhere (`RestaurantStore.searchIndex()` folds each row's bytes
    /// straight into `text`, making no String for ASCII text).
    init(identifiers: [UUID], favorites: [Bool], text: [UInt8], starts: [Int]) {
        self.identifiers = identifiers
        self.favorites = favorites
        self.text = text
        self.starts = starts
    }

    /// The number of restaurants indexed.
    public var count: Int { identifiers.count }

    /// The identifiers of the restaurants matching `query` (and favourites only, when asked), in
    /// display order; nil when `isCancelled` returned true first (a newer keystroke).
    ///
    /// - Complexity: O(t) byte scanning for t bytes of text (the longest word is found with `memmem`
    ///   across the whole buffer, skipping to the next restaurant after each hit), O(n) to walk the
    ///   restaurant offsets, and the other words' scans in each restaurant the first word hits.
    public func matches(
        _ query: SearchQuery, favoritesOnly: Bool = false,
        isCancelled: () -> Bool = { false }
    ) -> [UUID]? {
        guard !query.isEmpty else {
            return favoritesOnly ? identifiers.indices.filter { favorites[$0] }.map { identifiers[$0] } : identifiers
        }
        var result: [UUID] = []
        let finished = forEachRecord(matching: query, favoritesOnly: favoritesOnly, isCancelled: isCancelled) {
            result.append(identifiers[$0])
            return true
        }
        return finished ? result : nil
    }

    /// Calls `body` with the position in the index (`identifiers[i]`) of each restaurant matching
    /// `query`, in display order: `matches` without making the identifiers' array, for callers that
    /// look at the matches' text (`RestaurantFinder`'s ranking).
    /// `body` returns whether to go on.
    /// - Returns: false when `isCancelled` returned true before the end.
    @inline(__always)
    func forEachRecord(
        matching query: SearchQuery, favoritesOnly: Bool = false,
        isCancelled: () -> Bool = { false }, _ body: (Int) -> Bool
    ) -> Bool {
        guard let first = query.words.first else {
            for record in identifiers.indices where !favoritesOnly || favorites[record] {
                guard body(record) else { break }
            }
            return true
        }
        let rest = query.words.dropFirst()
        return text.withUnsafeBufferPointer { buffer -> Bool in
            var position = 0
            var checks = 0
            var record = 0
            while let hit = SearchQuery.find(buffer, from: position, to: buffer.count, first) {
                // Hits only move forward: walk to the restaurant holding this one.
                while starts[record + 1] <= hit { record += 1 }
                let end = starts[record + 1]
                if !favoritesOnly || favorites[record],
                    rest.allSatisfy({ SearchQuery.contains(buffer, from: starts[record], to: end, $0) })
                {
                    guard body(record) else { return true }
                }
                position = end
                record += 1
                checks += 1
                if checks & 4095 == 0, isCancelled() { return false }
            }
            return true
        }
    }
}

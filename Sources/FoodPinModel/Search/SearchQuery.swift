// Search: one matching rule for the window and `foodpin search`.
//
// Design
//   A restaurant matches a query when every word of the query occurs somewhere in its name, type or
//   location, ignoring case and accents ("cafe" finds "Café", "KONG hong" finds "Hong Kong"). Both
//   sides are folded the same way (`SearchQuery.fold`): lowercased, diacritics removed, ASCII on a
//   fast path with no Foundation call. `RestaurantSearchIndex` keeps every restaurant's folded text in
//   one byte buffer so a query is a few `memmem` scans, not a million string comparisons.
//
// Threading rule
//   Values only: `SearchQuery` and `RestaurantSearchIndex` are Sendable and may be used on any
//   thread (the window queries off the main thread); the index is immutable once built.
import Foundation

/// What the user typed, folded and split into words.
public struct SearchQuery: Sendable, Hashable {
    /// The folded words, longest first (the most selective is scanned first), without duplicates.
    public let words: [[UInt8]]

    /// - Complexity: O(m) for m characters of `text`.
    public init(_ text: String) {
        var seen = Set<[UInt8]>()
        words = SearchQuery.fold(text)
            .split(whereSeparator: { $0 == 0x20 || $0 < 0x20 || $0 == 0x7F })
            .map(Array.init)
            .filter { seen.insert($0).inserted }
            .sorted { $0.count > $1.count }
    }

    /// True when the query has no words: it matches every restaurant.
    public var isEmpty: Bool { words.isEmpty }

    /// Whether `restaurant` matches (the same rule the index applies).
    /// - Complexity: O(w · t) for w words and t bytes of folded text.
    public func matches(_ restaurant: Restaurant) -> Bool {
        let text = SearchQuery.searchableText(of: restaurant)
        return text.withUnsafeBufferPointer { buffer in
            words.allSatisfy { SearchQuery.contains(buffer, from: 0, to: buffer.count, $0) }
        }
    }

    /// The folded bytes a restaurant is searched by: name, type and location, separated by a byte
    /// no query word holds (so no word matches across two fields).
    static func searchableText(of restaurant: Restaurant) -> [UInt8] {
        fold(restaurant.name) + [0x1F] + fold(restaurant.type) + [0x1F] + fold(restaurant.location)
    }

    /// Lowercased and without diacritics, as UTF-8; white space of any kind becomes one space.
    /// - Complexity: O(m); no allocation beyond the result for ASCII text.
    public static func fold(_ text: String) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        var ascii = true
        for byte in text.utf8 {
            if byte >= 0x80 { ascii = false; break }
            bytes.append(
                byte >= 0x41 && byte <= 0x5A ? byte + 0x20 : byte == 0x09 || byte == 0x0A || byte == 0x0D ? 0x20 : byte)
        }
        if ascii { return bytes }
        let folded = text.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
            .lowercased()
        return Array(String(folded.unicodeScalars.map { $0.properties.isWhitespace ? " " : Character($0) }).utf8)
    }

    /// Appends `fold` of the UTF-8 text `bytes` to `output`, without making a String when it is ASCII.
    /// - Complexity: O(m) for m bytes.
    static func fold(_ bytes: UnsafeBufferPointer<UInt8>, into output: inout [UInt8]) {
        guard bytes.allSatisfy({ $0 < 0x80 }) else {
            output += fold(String(decoding: bytes, as: UTF8.self))
            return
        }
        for byte in bytes {
            output.append(
                byte >= 0x41 && byte <= 0x5A ? byte + 0x20 : byte == 0x09 || byte == 0x0A || byte == 0x0D ? 0x20 : byte)
        }
    }

    /// Whether every word occurs in `text` (a restaurant's folded searchable text).
    func matches(folded text: [UInt8]) -> Bool {
        text.withUnsafeBufferPointer { buffer in
            words.allSatisfy { SearchQuery.contains(buffer, from: 0, to: buffer.count, $0) }
        }
    }

    /// Whether `needle` occurs in `haystack[start..<end]`.
    static func contains(_ haystack: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int, _ needle: [UInt8])
        -> Bool
    {
        find(haystack, from: start, to: end, needle) != nil
    }

    /// The offset of the first `needle` in `haystack[start..<end]`, or nil: `memchr` for its first
    /// byte (vectorised in the C library), `memcmp` for the rest.
    static func find(_ haystack: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int, _ needle: [UInt8]) -> Int? {
        guard let first = needle.first, end - start >= needle.count, let base = haystack.baseAddress else {
            return needle.isEmpty ? start : nil
        }
        let last = end - needle.count  // the last offset where needle can begin
        return needle.withUnsafeBytes { needleBytes -> Int? in
            var offset = start
            while offset <= last {
                guard let hit = memchr(base + offset, Int32(first), last - offset + 1) else { return nil }
                let found = UnsafeRawPointer(hit) - UnsafeRawPointer(base)
                if needle.count == 1 || memcmp(base + found + 1, needleBytes.baseAddress! + 1, needle.count - 1) == 0 {
                    return found
                }
                offset = found + 1
            }
            return nil
        }
    }
}

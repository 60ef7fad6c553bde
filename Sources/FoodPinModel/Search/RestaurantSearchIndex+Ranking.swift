import Foundation

extension RestaurantSearchIndex {
    /// At most `limit` identifiers of the restaurants matching `query`: first those whose name holds
    /// every word ("tea" finds Teakha before the tea houses), then the others, each in display order.
    /// What a search that shows only a handful (GNOME Shell's) should show first.
    /// - Complexity: the scan of `matches`, stopped once `limit` names match; O(w · name) per match
    ///   for w words.
    func ranked(_ query: SearchQuery, limit: Int) -> [UUID] {
        guard limit > 0 else { return [] }
        var byName: [Int] = []
        var others: [Int] = []
        text.withUnsafeBufferPointer { buffer in
            _ = forEachRecord(matching: query) { record in
                let start = starts[record]
                // The name ends at the first field separator (`init` writes one after it).
                let nameEnd = SearchQuery.find(buffer, from: start, to: starts[record + 1], [0x1F]) ?? start
                if query.words.allSatisfy({ SearchQuery.contains(buffer, from: start, to: nameEnd, $0) }) {
                    byName.append(record)
                } else if others.count < limit {
                    others.append(record)
                }
                return byName.count < limit
            }
        }
        return (byName + others).prefix(limit).map { identifiers[$0] }
    }
}

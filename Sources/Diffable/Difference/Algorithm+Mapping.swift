extension DiffEngine {
    /// For each item of `new`, flat, its position in `old` (section -1 if absent). The common prefix and
    /// suffix cost one `==` per item; the items between them are looked up in the table of old
    /// positions with the hashes stored in the new snapshot: no hashing, and `==` only on equal hashes.
    /// - Precondition: `flatten()` has run.
    @inlinable
    func mapItems(oldOffsets: ContiguousArray<Int>, newOffsets: ContiguousArray<Int>) -> ContiguousArray<Position> {
        let oldTotal = oldOffsets.last!, newTotal = newOffsets.last!
        var map = ContiguousArray<Position>(repeating: Position(-1, -1), count: newTotal)
        map.withUnsafeMutableBufferPointer { map in
            let prefix = matchPrefix(into: map, limit: Swift.min(oldTotal, newTotal))
            let suffix = matchSuffix(into: map, limit: Swift.min(oldTotal, newTotal) - prefix)
            let end = newTotal - suffix
            guard prefix < end else { return }
            let table = oldTable, oldItems = self.oldItems
            for t in newItems.indices {
                let start = Swift.max(prefix, newOffsets[t]), stop = Swift.min(end, newOffsets[t + 1])
                guard start < stop else { continue }
                let items = newItems[t], hashes = newHashes[t], base = newOffsets[t]
                for k in start..<stop {
                    let item = items[k - base]
                    if let p = table.find(hash: hashes[k - base], where: { oldItems[Int($0.section)][Int($0.index)] == item }) {
                        map[k] = p
                    }
                }
            }
        }
        return map
    }

    /// Matches equal items at equal flat positions from the start; returns how many.
    @inlinable
    func matchPrefix(into map: UnsafeMutableBufferPointer<Position>, limit: Int) -> Int {
        var matched = 0
        var s = 0, i = 0, t = 0, j = 0
        let oldItems = self.oldItems, newItems = self.newItems
        while matched < limit {
            while i == oldItems[s].count { s += 1; i = 0 }
            while j == newItems[t].count { t += 1; j = 0 }
            let run = Swift.min(oldItems[s].count - i, newItems[t].count - j, limit - matched)
            let equal = oldItems[s].withUnsafeBufferPointer { a in
                newItems[t].withUnsafeBufferPointer { b in
                    var n = 0
                    while n < run && a[i + n] == b[j + n] {
                        map[matched + n] = Position(s, i + n)
                        n += 1
                    }
                    return n
                }
            }
            matched += equal
            guard equal == run else { break }
            i += run
            j += run
        }
        return matched
    }

    /// Matches equal items at equal flat positions from the end; returns how many.
    @inlinable
    func matchSuffix(into map: UnsafeMutableBufferPointer<Position>, limit: Int) -> Int {
        var matched = 0
        let oldItems = self.oldItems, newItems = self.newItems
        var s = oldItems.count - 1, t = newItems.count - 1
        var i = s >= 0 ? oldItems[s].count : 0, j = t >= 0 ? newItems[t].count : 0
        let newTotal = map.count
        while matched < limit {
            while i == 0 { s -= 1; i = oldItems[s].count }
            while j == 0 { t -= 1; j = newItems[t].count }
            let run = Swift.min(i, j, limit - matched)
            let equal = oldItems[s].withUnsafeBufferPointer { a in
                newItems[t].withUnsafeBufferPointer { b in
                    var n = 0
                    while n < run && a[i - 1 - n] == b[j - 1 - n] {
                        map[newTotal - 1 - matched - n] = Position(s, i - 1 - n)
                        n += 1
                    }
                    return n
                }
            }
            matched += equal
            guard equal == run else { break }
            i -= run
            j -= run
        }
        return matched
    }
}

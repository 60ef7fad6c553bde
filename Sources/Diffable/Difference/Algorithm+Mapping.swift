extension DiffEngine {
    /// For each item of `new`, flat, its position in `old` (section -1 if absent). The common prefix and
    /// suffix cost one `==` per item; the items between them are looked up in a table of the old
    /// items between them, made from the hashes the old snapshot stores, with the hashes stored in the
    /// new snapshot: no hashing, and `==` only on equal hashes.
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
            // A new item between prefix and suffix can only be an old one between them too (the others
            // are matched already, and no item is in a snapshot twice): only those are tabled.
            let table = oldTable(from: prefix, to: oldTotal - suffix, oldOffsets: oldOffsets), oldItems = self.oldItems
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

    /// A table item → (section, index) of the old items at flat positions `start..<end`, from the
    /// hashes the old snapshot stores: no hashing, no comparison.
    /// - Complexity: O(end - start + s) for s sections.
    @inlinable
    func oldTable(from start: Int, to end: Int, oldOffsets: ContiguousArray<Int>) -> ItemTable {
        var table = ItemTable()
        table.reserveCapacity(end - start)
        for section in old._lists.indices {
            let low = Swift.max(start, oldOffsets[section]), high = Swift.min(end, oldOffsets[section + 1])
            guard low < high else { continue }
            let list = old._lists[section], base = oldOffsets[section]
            var (c, chunkStart) = list.chunk(containing: low - base)
            var index = low - base
            while index < high - base {
                let stop = Swift.min(high - base, list.ends[c])
                list.chunks[c].hashes.withUnsafeBufferPointer { hashes in
                    table.insertNew(UnsafeBufferPointer(rebasing: hashes[(index - chunkStart)..<(stop - chunkStart)]),
                                    section: section, firstIndex: index)
                }
                index = stop
                chunkStart = list.ends[c]
                c += 1
            }
        }
        return table
    }
}

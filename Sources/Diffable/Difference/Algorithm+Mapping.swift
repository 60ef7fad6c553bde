/// The full pass's map from new items to old positions, read straight from the snapshots' chunks.
///
/// Nothing is flattened: both snapshots are walked as runs of chunks (`ChunkRuns`), and the old
/// items between the common prefix and suffix go into a compact table (`ChunkTable`: 8 bytes a
/// bucket, a 32-bit piece of the stored hash beside the item's chunk and offset), half the size of
/// the snapshot's own buckets, so that the table and the chunks it points into stay in cache far
/// longer. The diff hashes nothing: it uses the hashes both snapshots store.
extension DiffEngine {
    /// For each item of `new`, flat, its position in `old` (section -1 if absent). The common prefix and
    /// suffix cost one `==` per item; the items between them are looked up in a table of the old
    /// items between them, with the hashes stored in the new snapshot, `==` only on an equal hash piece.
    /// - Complexity: O(n + m) for n and m items: one pass over each snapshot's chunks, one table
    ///   insertion per old item and one probe per new item between the prefix and the suffix.
    @inlinable
    func mapItems(oldOffsets: ContiguousArray<Int>, newOffsets: ContiguousArray<Int>) -> ContiguousArray<Position> {
        let oldTotal = oldOffsets.last!, newTotal = newOffsets.last!
        let oldRuns = ChunkRuns(old), newRuns = ChunkRuns(new)
        var map = ContiguousArray<Position>(repeating: Position(-1, -1), count: newTotal)
        map.withUnsafeMutableBufferPointer { map in
            let prefix = Self.matchPrefix(oldRuns, newRuns, into: map, limit: Swift.min(oldTotal, newTotal))
            let suffix = Self.matchSuffix(oldRuns, newRuns, into: map, limit: Swift.min(oldTotal, newTotal) - prefix)
            let end = newTotal - suffix
            guard prefix < end else { return }
            // A new item between prefix and suffix can only be an old one between them too (the others
            // are matched already, and no item is in a snapshot twice): only those are tabled.
            let table = ChunkTable(oldRuns, from: prefix, to: oldTotal - suffix)
            for r in newRuns.chunks.indices {
                let first = newRuns.flatStarts[r], items = newRuns.items[r]
                let start = Swift.max(prefix, first), stop = Swift.min(end, first + items.count)
                guard start < stop else { continue }
                let hashes = newRuns.chunks[r].hashes
                items.withUnsafeBufferPointer { items in
                    hashes.withUnsafeBufferPointer { hashes in
                        for k in start..<stop {
                            if let p = table.find(items[k - first], hash: hashes[k - first], in: oldRuns) { map[k] = p }
                        }
                    }
                }
            }
        }
        return map
    }

    /// Matches equal items at equal flat positions from the start; returns how many.
    @inlinable
    static func matchPrefix(
        _ old: ChunkRuns<Item>, _ new: ChunkRuns<Item>, into map: UnsafeMutableBufferPointer<Position>,
        limit: Int
    ) -> Int {
        var matched = 0, r = 0, i = 0, t = 0, j = 0
        while matched < limit {
            while i == old.items[r].count { r += 1; i = 0 }
            while j == new.items[t].count { t += 1; j = 0 }
            let a = old.items[r], b = new.items[t]
            let run = Swift.min(a.count - i, b.count - j, limit - matched)
            let section = Int(old.sections[r]), base = Int(old.starts[r])
            let equal = a.withUnsafeBufferPointer { a in
                b.withUnsafeBufferPointer { b in
                    var n = 0
                    while n < run && a[i + n] == b[j + n] {
                        map[matched + n] = Position(section, base + i + n)
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
    static func matchSuffix(
        _ old: ChunkRuns<Item>, _ new: ChunkRuns<Item>, into map: UnsafeMutableBufferPointer<Position>,
        limit: Int
    ) -> Int {
        var matched = 0
        var r = old.chunks.count - 1, t = new.chunks.count - 1
        var i = r >= 0 ? old.items[r].count : 0, j = t >= 0 ? new.items[t].count : 0
        let newTotal = map.count
        while matched < limit {
            while i == 0 { r -= 1; i = old.items[r].count }
            while j == 0 { t -= 1; j = new.items[t].count }
            let a = old.items[r], b = new.items[t]
            let run = Swift.min(i, j, limit - matched)
            let section = Int(old.sections[r]), base = Int(old.starts[r])
            let equal = a.withUnsafeBufferPointer { a in
                b.withUnsafeBufferPointer { b in
                    var n = 0
                    while n < run && a[i - 1 - n] == b[j - 1 - n] {
                        map[newTotal - 1 - matched - n] = Position(section, base + i - 1 - n)
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

/// A snapshot's chunks in order, section after section, with where each one starts.
@usableFromInline
struct ChunkRuns<Item: Hashable & Sendable> {
    @usableFromInline var chunks = ContiguousArray<ItemChunk<Item>>()
    /// Per chunk: its items (read once here, not through the chunk object on every probe).
    @usableFromInline var items = ContiguousArray<ContiguousArray<Item>>()
    /// Per chunk: its section, and the index in the section of its first item.
    @usableFromInline var sections = ContiguousArray<Int32>()
    @usableFromInline var starts = ContiguousArray<Int32>()
    /// Per chunk: the flat index of its first item.
    @usableFromInline var flatStarts = ContiguousArray<Int>()

    /// - Complexity: O(s + C) for s sections and C chunks.
    @inlinable
    init<Section>(_ snapshot: DiffableSnapshot<Section, Item>) {
        var flat = 0
        for (section, list) in snapshot._lists.enumerated() {
            for c in list.chunks.indices {
                let start = c == 0 ? 0 : list.ends[c - 1]
                chunks.append(list.chunks[c])
                items.append(list.chunks[c].items)
                sections.append(Int32(truncatingIfNeeded: section))
                starts.append(Int32(truncatingIfNeeded: start))
                flatStarts.append(flat + start)
            }
            flat += list.count
        }
    }

    /// The run holding flat index `index`.
    /// - Complexity: O(log C).
    @inlinable
    func run(containing index: Int) -> Int {
        var low = 0, high = flatStarts.count - 1
        while low < high {
            let middle = (low + high + 1) >> 1
            if flatStarts[middle] <= index { low = middle } else { high = middle - 1 }
        }
        return low
    }
}

/// The old items of one diff, item → (chunk run, offset), in open addressing with linear probing.
/// A bucket is 8 bytes: the top 32 bits of the item's stored hash, and (run << 11 | offset) + 1
/// (0: empty). A probe compares the hash piece first and the item only on a match.
@usableFromInline
struct ChunkTable {
    @usableFromInline static var offsetBits: Int { 11 }
    @usableFromInline var buckets: ContiguousArray<UInt64>

    /// A table of the old items at flat indices `start..<end`.
    /// - Complexity: O(end − start) expected, from the stored hashes: no hashing, no comparison.
    @inlinable
    init<Item>(_ runs: ChunkRuns<Item>, from start: Int, to end: Int) {
        precondition(
            ItemList<Item>.chunkCapacity <= 1 << Self.offsetBits && runs.chunks.count < 1 << (32 - Self.offsetBits),
            "ChunkTable: a chunk or a snapshot too large")
        var size = 16
        while size < (end - start) * 2 { size <<= 1 }
        buckets = ContiguousArray(repeating: 0, count: size)
        guard start < end else { return }
        buckets.withUnsafeMutableBufferPointer { buckets in
            let mask = size &- 1
            var r = runs.run(containing: start)
            var index = start
            while index < end {
                let first = runs.flatStarts[r], hashes = runs.chunks[r].hashes
                let stop = Swift.min(end, first + hashes.count)
                hashes.withUnsafeBufferPointer { hashes in
                    for k in (index - first)..<(stop - first) {
                        let hash = hashes[k]
                        var bucket = hash & mask
                        while buckets[bucket] != 0 { bucket = (bucket &+ 1) & mask }
                        buckets[bucket] = Self.entry(hash: hash, run: r, offset: k)
                    }
                }
                index = stop
                r += 1
            }
        }
    }

    @inlinable
    static func entry(hash: Int, run: Int, offset: Int) -> UInt64 {
        UInt64(UInt(bitPattern: hash) >> 32) << 32 | UInt64((run << offsetBits | offset) + 1)
    }

    /// Where `item` is among the tabled old items: (section, index in section), or nil.
    /// - Complexity: expected O(1), one `==` per equal hash piece.
    @inlinable
    func find<Item>(_ item: Item, hash: Int, in runs: ChunkRuns<Item>) -> ItemPosition? {
        let tag = UInt64(UInt(bitPattern: hash) >> 32)
        return buckets.withUnsafeBufferPointer { buckets in
            let mask = buckets.count &- 1
            var bucket = hash & mask
            while true {
                let entry = buckets[bucket]
                if entry == 0 { return nil }
                if entry >> 32 == tag {
                    let value = Int(truncatingIfNeeded: entry & 0xFFFF_FFFF) - 1
                    let r = value >> Self.offsetBits, offset = value & (1 << Self.offsetBits - 1)
                    if runs.items[r][offset] == item {
                        return ItemPosition(Int(runs.sections[r]), Int(runs.starts[r]) + offset)
                    }
                }
                bucket = (bucket &+ 1) & mask
            }
        }
    }
}

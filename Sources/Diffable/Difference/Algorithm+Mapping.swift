/// The full pass's map from new items to old positions, read straight from the snapshots' chunks.
///
/// Both snapshots are walked as runs of chunks (`ChunkRuns`). After the common prefix and suffix, the
/// two middles are walked side by side (`ListWalk`): equal items at the cursors are matched at once,
/// and where the lists part, a short look-ahead finds where they meet again, so that inserted,
/// deleted and moved items are set aside and every other item is matched by comparing neighbours.
/// Any match found this way is right, whatever the look-ahead picks: an item is in a snapshot once.
/// Only the items set aside go into a compact table (`ChunkTable`: 8 bytes a bucket, a 32-bit piece
/// of the stored hash beside the item's chunk and offset), small enough to stay in cache. Lists that do
/// not line up (shuffled, reversed) stop the walk early and table the rest of their items, a chunk at
/// a time. The diff hashes nothing: it uses the hashes both snapshots store.
extension DiffEngine {
    /// For each item of `new`, flat, its position in `old` (section -1 if absent). The common prefix and
    /// suffix cost one `==` per item; between them, items that line up cost one hash comparison and one
    /// `==`, the others one table insertion or probe each, `==` only on an equal hash piece.
    /// - Complexity: O(n + m) for n and m items: one pass over each snapshot's chunks, a look-ahead of
    ///   at most `ListWalk.window` stored hashes where the lists part, one table insertion per old item
    ///   and one probe per new item set aside.
    @inlinable
    func mapItems(oldOffsets: ContiguousArray<Int>, newOffsets: ContiguousArray<Int>) -> ContiguousArray<Position> {
        let oldTotal = oldOffsets.last!, newTotal = newOffsets.last!
        let oldRuns = ChunkRuns(old), newRuns = ChunkRuns(new)
        var map = ContiguousArray<Position>(repeating: Position(-1, -1), count: newTotal)
        map.withUnsafeMutableBufferPointer { map in
            let prefix = Self.matchPrefix(oldRuns, newRuns, into: map, limit: Swift.min(oldTotal, newTotal))
            let suffix = Self.matchSuffix(oldRuns, newRuns, into: map, limit: Swift.min(oldTotal, newTotal) - prefix)
            let oldEnd = oldTotal - suffix, newEnd = newTotal - suffix
            // A new item between prefix and suffix can only be an old one between them too (the others
            // are matched already, and no item is in a snapshot twice).
            guard prefix < newEnd && prefix < oldEnd else { return }
            var walk = ListWalk(oldRuns, newRuns, base: prefix)
            walk.run(oldCount: oldEnd - prefix, newCount: newEnd - prefix, into: map)
            let lostOld = walk.lostOld.count + oldEnd - prefix - walk.oldTail
            guard lostOld > 0 && walk.lostNew.count + newEnd - prefix - walk.newTail > 0 else { return }
            let table = ChunkTable(
                oldRuns, at: walk.lostOld, from: prefix, then: (prefix + walk.oldTail)..<oldEnd, count: lostOld)
            var cursor = 0
            for y in walk.lostNew {
                let k = prefix + Int(y)
                let r = newRuns.run(at: k, cursor: &cursor), offset = k - newRuns.flatStarts[r]
                // The new item is read only on a hash match: most items set aside were inserted.
                if let p = table.find(
                    hash: newRuns.hashes[r][offset], in: oldRuns, where: { $0 == newRuns.items[r][offset] })
                {
                    map[k] = p
                }
            }
            newRuns.forEachRun(in: (prefix + walk.newTail)..<newEnd) { first, range, items, hashes in
                for k in range {
                    if let p = table.find(hash: hashes[k - first], in: oldRuns, where: { $0 == items[k - first] }) {
                        map[k] = p
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
    /// Per chunk: its items and their hashes (read once here, not through the chunk object on every
    /// probe).
    @usableFromInline var items = ContiguousArray<ContiguousArray<Item>>()
    @usableFromInline var hashes = ContiguousArray<ContiguousArray<Int>>()
    /// Per chunk: its section, and the index in the section of its first item.
    @usableFromInline var sections = ContiguousArray<Int32>()
    @usableFromInline var starts = ContiguousArray<Int32>()
    /// Per chunk: the flat index of its first item, and of the item after its last.
    @usableFromInline var flatStarts = ContiguousArray<Int>()
    @usableFromInline var flatEnds = ContiguousArray<Int>()

    /// - Complexity: O(s + C) for s sections and C chunks.
    @inlinable
    init<Section>(_ snapshot: DiffableSnapshot<Section, Item>) {
        var flat = 0
        for (section, list) in snapshot._lists.enumerated() {
            list.forEachChunk { chunk, _, start in
                chunks.append(chunk)
                items.append(chunk.items)
                hashes.append(chunk.hashes)
                sections.append(Int32(truncatingIfNeeded: section))
                starts.append(Int32(truncatingIfNeeded: start))
                flatStarts.append(flat + start)
                flatEnds.append(flat + start + chunk.items.count)
            }
            flat += list.count
        }
    }

    /// The stored hashes of the items at flat indices `start..<end`, in one array.
    /// - Complexity: O(end − start + log C), copies only.
    @inlinable
    func hashes(from start: Int, to end: Int) -> ContiguousArray<Int> {
        ContiguousArray(unsafeUninitializedCapacity: end - start) { all, count in
            var r = run(containing: start), index = start
            while index < end {
                let first = flatStarts[r], stop = Swift.min(end, flatEnds[r])
                hashes[r].withUnsafeBufferPointer { hashes in
                    for k in (index - first)..<(stop - first) {
                        all[count] = hashes[k]
                        count &+= 1
                    }
                }
                index = stop
                r += 1
            }
        }
    }

    /// Calls `body(first, indices, items, hashes)` for each run that holds flat indices of `range`:
    /// the flat index of the run's first item, the indices of `range` in it, and its items and hashes.
    @inlinable
    func forEachRun(
        in range: Range<Int>,
        _ body: (Int, Range<Int>, UnsafeBufferPointer<Item>, UnsafeBufferPointer<Int>) -> Void
    ) {
        guard !range.isEmpty else { return }
        var r = run(containing: range.lowerBound), index = range.lowerBound
        while index < range.upperBound {
            let first = flatStarts[r], stop = Swift.min(range.upperBound, flatEnds[r])
            items[r].withUnsafeBufferPointer { items in
                hashes[r].withUnsafeBufferPointer { hashes in body(first, index..<stop, items, hashes) }
            }
            index = stop
            r += 1
        }
    }

    /// The run holding flat index `index`, searched from run `cursor`, which is left at it: O(1) for
    /// an index in the same run as the last one asked for, or the one before or after, else O(log C).
    @inlinable @inline(__always)
    func run(at index: Int, cursor: inout Int) -> Int {
        let r = cursor
        if index >= flatStarts[r] && index < flatEnds[r] { return r }
        cursor = run(near: r, containing: index)
        return cursor
    }

    @inlinable @inline(never)
    func run(near r: Int, containing index: Int) -> Int {
        if index >= flatEnds[r] {
            return r + 1 < flatStarts.count && index < flatEnds[r + 1] ? r + 1 : run(containing: index)
        }
        return r > 0 && index >= flatStarts[r - 1] ? r - 1 : run(containing: index)
    }

    /// The stored hash of the item at flat index `index` (see `run(at:cursor:)`).
    @inlinable
    func hash(at index: Int, cursor: inout Int) -> Int {
        let r = run(at: index, cursor: &cursor)
        return hashes[r][index - flatStarts[r]]
    }

    /// The item at flat index `index` (see `run(at:cursor:)`).
    @inlinable
    func item(at index: Int, cursor: inout Int) -> Item {
        let r = run(at: index, cursor: &cursor)
        return items[r][index - flatStarts[r]]
    }

    /// The section and index in the section of the item at flat index `index`.
    @inlinable
    func position(at index: Int, cursor: inout Int) -> ItemPosition {
        let r = run(at: index, cursor: &cursor)
        return ItemPosition(Int(sections[r]), Int(starts[r]) + index - flatStarts[r])
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

/// The old items of one diff that the walk set aside, item → (chunk run, offset), in open addressing
/// with linear probing. A bucket is 8 bytes: the top 32 bits of the item's stored hash, and
/// (run << 11 | offset) + 1 (0: empty). A probe compares the hash piece first and the item only on a
/// match.
@usableFromInline
struct ChunkTable {
    @usableFromInline static var offsetBits: Int { 11 }
    @usableFromInline var buckets: ContiguousArray<UInt64>

    /// A table of the old items at flat indices `base + members[k]`, then at `tail`; `count` in all.
    /// - Complexity: O(count) expected, from the stored hashes: no hashing, no comparison.
    @inlinable
    init<Item>(
        _ runs: ChunkRuns<Item>, at members: ContiguousArray<Int32>, from base: Int, then tail: Range<Int>, count: Int
    ) {
        precondition(
            ItemList<Item>.chunkCapacity <= 1 << Self.offsetBits && runs.chunks.count < 1 << (32 - Self.offsetBits),
            "ChunkTable: a chunk or a snapshot too large")
        var size = 16
        while size < count * 2 { size <<= 1 }
        buckets = ContiguousArray(repeating: 0, count: size)
        buckets.withUnsafeMutableBufferPointer { buckets in
            let mask = size &- 1
            var cursor = 0
            for member in members {
                let index = base + Int(truncatingIfNeeded: member)
                let r = runs.run(at: index, cursor: &cursor), offset = index - runs.flatStarts[r]
                let hash = runs.hashes[r][offset]
                var bucket = hash & mask
                while buckets[bucket] != 0 { bucket = (bucket &+ 1) & mask }
                buckets[bucket] = Self.entry(hash: hash, run: r, offset: offset)
            }
            runs.forEachRun(in: tail) { first, range, _, hashes in
                let r = runs.run(containing: first)
                for index in range {
                    let hash = hashes[index - first]
                    var bucket = hash & mask
                    while buckets[bucket] != 0 { bucket = (bucket &+ 1) & mask }
                    buckets[bucket] = Self.entry(hash: hash, run: r, offset: index - first)
                }
            }
        }
    }

    @inlinable
    static func entry(hash: Int, run: Int, offset: Int) -> UInt64 {
        UInt64(UInt(bitPattern: hash) >> 32) << 32 | UInt64((run << offsetBits | offset) + 1)
    }

    /// Where the item with stored hash `hash` is among the tabled old items: (section, index in
    /// section), or nil. `isItem` compares a tabled item with it, only on an equal hash piece, so
    /// that the item is not read at all when no tabled one could be it.
    /// - Complexity: expected O(1), one `isItem` per equal hash piece.
    @inlinable
    func find<Item>(hash: Int, in runs: ChunkRuns<Item>, where isItem: (Item) -> Bool) -> ItemPosition? {
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
                    if isItem(runs.items[r][offset]) {
                        return ItemPosition(Int(runs.sections[r]), Int(runs.starts[r]) + offset)
                    }
                }
                bucket = (bucket &+ 1) & mask
            }
        }
    }
}

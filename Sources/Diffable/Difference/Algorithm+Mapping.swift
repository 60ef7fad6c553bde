/// The full pass's map from new items to old positions, read straight from the snapshots' chunks.
///
/// Both snapshots are walked as runs of chunks (`ChunkRuns`). After the common prefix and suffix, the
/// two middles are walked side by side (`walk`): equal items at the cursors are matched at once,
/// and where the lists part, a short look-ahead finds where they meet again, so that inserted,
/// deleted and moved items are set aside and every other item is matched by comparing neighbours.
/// Any match found this way is right, whatever the look-ahead picks: an item is in a snapshot once.
/// Only the items set aside go into a compact table (`FlatTable`: 8 bytes a bucket, a 32-bit piece
/// of the stored hash beside the item's flat index), small enough to stay in cache. Lists that do
/// not line up (shuffled, reversed) stop the walk early and table all their items. The diff hashes
/// nothing: it uses the hashes both snapshots store.
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
            let oldHashes = oldRuns.hashes(from: prefix, to: oldEnd), newHashes = newRuns.hashes(from: prefix, to: newEnd)
            var walk = ListWalk(oldRuns, newRuns, base: prefix)
            oldHashes.withUnsafeBufferPointer { oldHashes in
                newHashes.withUnsafeBufferPointer { newHashes in
                    walk.run(oldHashes, newHashes, into: map)
                    guard !walk.lostOld.isEmpty && !walk.lostNew.isEmpty else { return }
                    let table = FlatTable(oldHashes, at: walk.lostOld)
                    var oldCursor = 0, newCursor = 0
                    for y in walk.lostNew {
                        let k = Int(y), hash = newHashes[k]
                        let item = newRuns.item(at: prefix + k, cursor: &newCursor)
                        if let x = table.find(hash: hash, where: { oldRuns.item(at: prefix + $0, cursor: &oldCursor) == item }) {
                            map[prefix + k] = oldRuns.position(at: prefix + x, cursor: &oldCursor)
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
    /// Per chunk: the flat index of its first item, and of the item after its last.
    @usableFromInline var flatStarts = ContiguousArray<Int>()
    @usableFromInline var flatEnds = ContiguousArray<Int>()

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
                flatEnds.append(flat + list.ends[c])
            }
            flat += list.count
        }
    }

    /// The stored hashes of the items at flat indices `start..<end`, in one array.
    /// - Complexity: O(end − start + log C), copies only.
    @inlinable
    func hashes(from start: Int, to end: Int) -> ContiguousArray<Int> {
        var all = ContiguousArray<Int>()
        all.reserveCapacity(end - start)
        var r = run(containing: start), index = start
        while index < end {
            let first = flatStarts[r], hashes = chunks[r].hashes
            let stop = Swift.min(end, first + hashes.count)
            all.append(contentsOf: hashes[(index - first)..<(stop - first)])
            index = stop
            r += 1
        }
        return all
    }

    /// The run holding flat index `index`, searched from run `cursor` on, which is left at it: O(1)
    /// for an index in the same run as the last one asked for, or the next.
    @inlinable
    func run(at index: Int, cursor: inout Int) -> Int {
        let r = cursor
        if index >= flatStarts[r] && index < flatEnds[r] { return r }
        cursor = r + 1 < flatStarts.count && index >= flatStarts[r + 1] && index < flatEnds[r + 1]
            ? r + 1 : run(containing: index)
        return cursor
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

/// The old items of one diff that the walk set aside, flat index → stored hash, in open addressing
/// with linear probing. A bucket is 8 bytes: the top 32 bits of the item's stored hash, and its flat
/// index (from the common prefix) + 1 (0: empty). A probe compares the hash piece first and asks the
/// caller to compare the item only on a match.
@usableFromInline
struct FlatTable {
    @usableFromInline var buckets: ContiguousArray<UInt64>

    /// A table of the old items at offsets `members` of `hashes`.
    /// - Complexity: O(k) expected for k members, from the stored hashes: no hashing, no comparison.
    @inlinable
    init(_ hashes: UnsafeBufferPointer<Int>, at members: ContiguousArray<Int32>) {
        precondition(hashes.count < Int(UInt32.max), "FlatTable: too many items")
        var size = 16
        while size < members.count * 2 { size <<= 1 }
        buckets = ContiguousArray(repeating: 0, count: size)
        buckets.withUnsafeMutableBufferPointer { buckets in
            let mask = size &- 1
            for member in members {
                let x = Int(truncatingIfNeeded: member), hash = hashes[x]
                var bucket = hash & mask
                while buckets[bucket] != 0 { bucket = (bucket &+ 1) & mask }
                buckets[bucket] = UInt64(UInt(bitPattern: hash) >> 32) << 32 | UInt64(x + 1)
            }
        }
    }

    /// The offset of the tabled item with `hash` for which `isMatch` holds, or nil.
    /// - Complexity: expected O(1), one `isMatch` per equal hash piece.
    @inlinable
    func find(hash: Int, where isMatch: (Int) -> Bool) -> Int? {
        let tag = UInt64(UInt(bitPattern: hash) >> 32)
        return buckets.withUnsafeBufferPointer { buckets in
            let mask = buckets.count &- 1
            var bucket = hash & mask
            while true {
                let entry = buckets[bucket]
                if entry == 0 { return nil }
                if entry >> 32 == tag {
                    let x = Int(truncatingIfNeeded: entry & 0xFFFF_FFFF) - 1
                    if isMatch(x) { return x }
                }
                bucket = (bucket &+ 1) & mask
            }
        }
    }
}

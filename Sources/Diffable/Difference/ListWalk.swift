/// The middle of a full diff, walked on both sides at once: the items that line up are matched by
/// comparing neighbours, and only the others are set aside for a table (`Algorithm+Mapping.swift`).
///
/// At the two cursors, equal items (equal stored hashes, then `==`) are a match: no item is in a
/// snapshot twice, so an old item equal to a new one is that new item's old position, whatever the
/// items around them did. Where the lists part, a look-ahead of at most `window` items on each side
/// finds the nearest place where they meet again; the items skipped to get there (inserted, deleted
/// or moved ones) are set aside. When no meeting place is that near, one item of each side is set
/// aside and the walk goes on. Every old item the walk passes is matched or set aside, so a new item
/// set aside can only be an old one set aside too.
///
/// Lists that do not line up (a shuffle, a reversal) would make every step look ahead in vain: once
/// more than half the new items walked are set aside, the walk stops and sets the rest aside, and
/// the table does the work. So the walk costs at most O(window) hash comparisons per item for the
/// first few thousand items, and O(1) per item that lines up.
@usableFromInline
struct ListWalk<Item: Hashable & Sendable> {
    /// How far the walk looks ahead on each side where the lists part.
    @inlinable static var window: Int { 8 }
    /// The walk stops when more than half of the new items are set aside, past this many.
    @inlinable static var patience: Int { 2048 }

    @usableFromInline let old: ChunkRuns<Item>
    @usableFromInline let new: ChunkRuns<Item>
    /// The flat index, in both snapshots, where the walk starts (the end of the common prefix).
    @usableFromInline let base: Int
    /// Offsets from `base` of the old and of the new items that the walk did not match, ascending.
    @usableFromInline var lostOld = ContiguousArray<Int32>()
    @usableFromInline var lostNew = ContiguousArray<Int32>()

    @inlinable
    init(_ old: ChunkRuns<Item>, _ new: ChunkRuns<Item>, base: Int) {
        self.old = old
        self.new = new
        self.base = base
    }

    /// Walks the old items with `oldHashes` and the new ones with `newHashes` (both from `base`),
    /// writing each match's old position at `base + offset` of `map`.
    /// - Complexity: O(m + n) for m old and n new items: see the type.
    @inlinable
    mutating func run(
        _ oldHashes: UnsafeBufferPointer<Int>, _ newHashes: UnsafeBufferPointer<Int>,
        into map: UnsafeMutableBufferPointer<ItemPosition>
    ) {
        precondition(oldHashes.count < Int(Int32.max) && newHashes.count < Int(Int32.max), "ListWalk: too many items")
        let m = oldHashes.count, n = newHashes.count
        var x = 0, y = 0
        var lostNewCount = 0
        lostOld = ContiguousArray(unsafeUninitializedCapacity: m) { lostOld, lostOldCount in
            lostNew = ContiguousArray(unsafeUninitializedCapacity: n) { lostNew, count in
                walk(oldHashes, newHashes, into: map, &x, &y, lostOld: lostOld, &lostOldCount, lostNew: lostNew, &count)
                lostNewCount = count
            }
        }
        _ = lostNewCount
    }

    /// The walk proper, writing the offsets set aside into the two buffers (room for all).
    @inlinable
    func walk(
        _ oldHashes: UnsafeBufferPointer<Int>, _ newHashes: UnsafeBufferPointer<Int>,
        into map: UnsafeMutableBufferPointer<ItemPosition>, _ x: inout Int, _ y: inout Int,
        lostOld: UnsafeMutableBufferPointer<Int32>, _ lostOldCount: inout Int,
        lostNew: UnsafeMutableBufferPointer<Int32>, _ lostNewCount: inout Int
    ) {
        let m = oldHashes.count, n = newHashes.count, base = self.base
        var oldCursor = 0, newCursor = 0
        func same(_ x: Int, _ y: Int) -> Bool {
            oldHashes[x] == newHashes[y]
                && old.item(at: base + x, cursor: &oldCursor) == new.item(at: base + y, cursor: &newCursor)
        }
        func setAside(old range: Range<Int>) {
            for k in range { lostOld[lostOldCount] = Int32(truncatingIfNeeded: k); lostOldCount &+= 1 }
        }
        func setAside(new range: Range<Int>) {
            for k in range { lostNew[lostNewCount] = Int32(truncatingIfNeeded: k); lostNewCount &+= 1 }
        }
        walk: while x < m && y < n {
            // Along the diagonal: equal items, a pair of chunks at a time.
            let r = old.run(at: base + x, cursor: &oldCursor), t = new.run(at: base + y, cursor: &newCursor)
            let i = base + x - old.flatStarts[r], j = base + y - new.flatStarts[t]
            let a = old.items[r], b = new.items[t]
            let length = Swift.min(a.count - i, b.count - j, m - x, n - y)
            let section = Int(old.sections[r]), start = Int(old.starts[r]) + i
            let equal = a.withUnsafeBufferPointer { a in
                b.withUnsafeBufferPointer { b in
                    var k = 0
                    while k < length && oldHashes[x &+ k] == newHashes[y &+ k] && a[i &+ k] == b[j &+ k] {
                        map[base &+ y &+ k] = ItemPosition(section, start &+ k)
                        k &+= 1
                    }
                    return k
                }
            }
            x += equal
            y += equal
            if equal == length { continue }
            // The lists part: look ahead for the nearest place where they meet again.
            var d = 1
            while true {
                if d > Self.window {
                    // None nearby: set one item of each side aside.
                    setAside(old: x..<(x + 1))
                    setAside(new: y..<(y + 1))
                    x += 1
                    y += 1
                    if y > Self.patience && lostNewCount * 2 > y { break walk }
                    continue walk
                }
                if y + d < n && same(x, y + d) {
                    setAside(new: y..<(y + d))
                    y += d
                    break
                }
                if x + d < m && same(x + d, y) {
                    setAside(old: x..<(x + d))
                    x += d
                    break
                }
                d += 1
            }
            map[base + y] = old.position(at: base + x, cursor: &oldCursor)
            x += 1
            y += 1
        }
        setAside(old: x..<Swift.max(x, m))
        setAside(new: y..<Swift.max(y, n))
    }
}

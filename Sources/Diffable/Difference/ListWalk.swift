/// The middle of a full diff, walked on both sides at once: the items that line up are matched by
/// comparing neighbours, and only the others are set aside for a table (`Algorithm+Mapping.swift`).
///
/// Equal items at the two cursors are a match: no item is in a snapshot twice, so an old item equal
/// to a new one is that new item's old position, whatever the items around them did. Where the lists
/// part, a look-ahead of at most `window` items on each side finds the nearest place where they meet
/// again; the items skipped to get there (inserted, deleted or moved ones) are set aside. When no
/// meeting place is that near, one item of each side is set aside and the walk goes on. Every old
/// item the walk passes is matched or set aside, so a new item set aside can only be an old one set
/// aside too.
///
/// The walk itself reads only the stored hashes, copied into two flat arrays (tight loops, no chunk
/// boundaries); `confirm` then compares the items of each pair it found, in order, chunk pair by
/// chunk pair. A pair whose items differ merely shares a hash: both are set aside, which keeps the
/// rule above true (neither item can be matched to anything else by the walk).
///
/// Lists that do not line up (a shuffle, a reversal) would make every step look ahead in vain: once
/// more than half the new items walked are set aside, the walk stops and leaves the rest (its tails)
/// to the table. It first copies only a block of hashes, so that such lists cost no full copy. So the
/// walk costs at most O(window) hash comparisons per item for the first few thousand items, and O(1)
/// per item that lines up.
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
    /// Offsets from `base` of the old and of the new items that the walk set aside, and the offsets
    /// from which it set aside all the rest (where it stopped).
    @usableFromInline var lostOld = ContiguousArray<Int32>()
    @usableFromInline var lostNew = ContiguousArray<Int32>()
    @usableFromInline var oldTail = 0
    @usableFromInline var newTail = 0

    @inlinable
    init(_ old: ChunkRuns<Item>, _ new: ChunkRuns<Item>, base: Int) {
        self.old = old
        self.new = new
        self.base = base
    }

    /// Walks `m` old and `n` new items from `base`, writing each match's old position at its new
    /// flat index in `map`; sets `lostOld`, `lostNew`, `oldTail` and `newTail`.
    /// - Complexity: O(m + n): see the type.
    @inlinable
    mutating func run(oldCount m: Int, newCount n: Int, into map: UnsafeMutableBufferPointer<ItemPosition>) {
        precondition(m < Int(Int32.max) && n < Int(Int32.max), "ListWalk: too many items")
        var x = 0, y = 0
        lostOld = ContiguousArray(unsafeUninitializedCapacity: m) { lostOld, lostOldCount in
            lostNew = ContiguousArray(unsafeUninitializedCapacity: n) { lostNew, lostNewCount in
                // The hashes of a first block only, so that lists that do not line up are found out
                // before all the hashes are copied; then, if the walk gets to its end, all of them.
                let block = 2 * Self.patience + Self.window
                for (m1, n1) in [(Swift.min(m, block), Swift.min(n, block)), (m, n)] {
                    let oldHashes = old.hashes(from: base, to: base + m1)
                    let newHashes = new.hashes(from: base, to: base + n1)
                    let gaveUp = oldHashes.withUnsafeBufferPointer { oldHashes in
                        newHashes.withUnsafeBufferPointer { newHashes in
                            walk(
                                oldHashes, newHashes, into: map, &x, &y, lostOld: lostOld, &lostOldCount,
                                lostNew: lostNew, &lostNewCount)
                        }
                    }
                    if gaveUp || x == m || y == n { break }
                }
                confirm(y, in: map, lostOld: lostOld, &lostOldCount, lostNew: lostNew, &lostNewCount)
            }
        }
        (oldTail, newTail) = (x, y)
    }

    /// The walk on the stored hashes alone, from (`x`, `y`) to the end of either side: a pair with
    /// equal hashes is written into `map` as (-2, old offset), for `confirm` to compare the items.
    /// Returns true when it gave up (the lists do not line up).
    @inlinable
    func walk(
        _ oldHashes: UnsafeBufferPointer<Int>, _ newHashes: UnsafeBufferPointer<Int>,
        into map: UnsafeMutableBufferPointer<ItemPosition>, _ xOut: inout Int, _ yOut: inout Int,
        lostOld: UnsafeMutableBufferPointer<Int32>, _ lostOldCountOut: inout Int,
        lostNew: UnsafeMutableBufferPointer<Int32>, _ lostNewCountOut: inout Int
    ) -> Bool {
        let m = oldHashes.count, n = newHashes.count, base = self.base
        // The cursors and counts in locals, written back on the way out: as `inout` they would be
        // stored on every step (a write to `map` might alias them, as far as the compiler knows).
        var x = xOut, y = yOut, lostOldCount = lostOldCountOut, lostNewCount = lostNewCountOut
        defer { (xOut, yOut, lostOldCountOut, lostNewCountOut) = (x, y, lostOldCount, lostNewCount) }
        while x < m && y < n {
            if oldHashes[x] == newHashes[y] {
                map[base &+ y] = ItemPosition(-2, x)
                x &+= 1
                y &+= 1
                continue
            }
            // The lists part: look ahead for the nearest place where they meet again.
            var d = 1
            while true {
                if d > Self.window {
                    // None nearby: set one item of each side aside.
                    lostOld[lostOldCount] = Int32(truncatingIfNeeded: x)
                    lostOldCount &+= 1
                    lostNew[lostNewCount] = Int32(truncatingIfNeeded: y)
                    lostNewCount &+= 1
                    x &+= 1
                    y &+= 1
                    if y > Self.patience && lostNewCount &* 2 > y { return true }
                    break
                }
                if y &+ d < n && newHashes[y &+ d] == oldHashes[x] {
                    for k in y..<(y &+ d) {
                        lostNew[lostNewCount] = Int32(truncatingIfNeeded: k)
                        lostNewCount &+= 1
                    }
                    y &+= d
                    break
                }
                if x &+ d < m && oldHashes[x &+ d] == newHashes[y] {
                    for k in x..<(x &+ d) {
                        lostOld[lostOldCount] = Int32(truncatingIfNeeded: k)
                        lostOldCount &+= 1
                    }
                    x &+= d
                    break
                }
                d &+= 1
            }
        }
        return false
    }

    /// Compares the items of the pairs the walk found, in order (both cursors only move forward),
    /// writing the old position of each equal pair; a pair whose items differ (equal hashes only) is
    /// set aside on both sides instead, for the table to sort out.
    @inlinable
    func confirm(
        _ n: Int, in map: UnsafeMutableBufferPointer<ItemPosition>,
        lostOld: UnsafeMutableBufferPointer<Int32>, _ lostOldCount: inout Int,
        lostNew: UnsafeMutableBufferPointer<Int32>, _ lostNewCount: inout Int
    ) {
        let base = self.base
        var oldCursor = old.run(containing: base), newCursor = new.run(containing: base)
        var y = 0
        while y < n {
            guard map[base &+ y].section == -2 else {
                y &+= 1
                continue
            }
            // A pair of chunks at a time: the new item's and its candidate's.
            let r = old.run(at: base &+ Int(map[base &+ y].index), cursor: &oldCursor)
            let t = new.run(at: base &+ y, cursor: &newCursor)
            let oldFirst = old.flatStarts[r] &- base, oldStop = old.flatEnds[r] &- base
            let newFirst = new.flatStarts[t] &- base, newStop = Swift.min(n, new.flatEnds[t] &- base)
            let section = Int(old.sections[r]), start = Int(old.starts[r]) &- oldFirst
            old.items[r].withUnsafeBufferPointer { a in
                new.items[t].withUnsafeBufferPointer { b in
                    while y < newStop {
                        let p = map[base &+ y]
                        if p.section != -2 {
                            y &+= 1
                            continue
                        }
                        let x = Int(p.index)
                        guard x >= oldFirst && x < oldStop else { return }
                        if a[x &- oldFirst] == b[y &- newFirst] {
                            map[base &+ y] = ItemPosition(section, start &+ x)
                        } else {
                            map[base &+ y] = ItemPosition(-1, -1)
                            lostOld[lostOldCount] = Int32(truncatingIfNeeded: x)
                            lostOldCount &+= 1
                            lostNew[lostNewCount] = Int32(truncatingIfNeeded: y)
                            lostNewCount &+= 1
                        }
                        y &+= 1
                    }
                }
            }
        }
    }
}

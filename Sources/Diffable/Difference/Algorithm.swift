/// The diff of two snapshots, Heckel-style, simplified by what a snapshot guarantees.
///
/// Heckel's algorithm builds a table of every element with its count and position in both lists, then
/// links the elements that occur once in each. In a snapshot every identifier occurs once and the
/// snapshot already holds the table (item → position), so the pass reduces to:
///
/// 1. sections: look each new section up in the old snapshot; unmatched ones are inserts or deletes,
///    and the matched ones outside a longest increasing run of old indices are moves;
/// 2. items: skip the common prefix and suffix with `==` only, then walk the two middles side by side
///    on the hashes both snapshots store (`ListWalk`), matching the items that line up, and look the
///    rest up in a table of the old ones set aside (no hashing) to get `newToOld`;
/// 3. classify every item with integer work only (see `SnapshotDifference` for the rules), in one pass
///    per section that also marks the deleted old items, counts the insertions and moves, and notes
///    where the items that did not stay in the section are, running the longest-increasing-subsequence
///    pass (over 32-bit indices) on a section only when the items that stayed in it changed order, to
///    keep moves minimal; then the insertions and moves are written straight into arrays of that exact
///    size, visiting only the items that change: the ones noted, merged in new order with the stayers
///    the LIS left out (found from its flags eight at a time). The deletions are read off the marks
///    eight at a time too.
///
/// Two snapshots that share storage (one is an edited copy of the other) take a shorter way when the
/// edits touched a few chunks (items deleted, inserted, moved): `runShared` skips the chunks both
/// share and touches only the edited ones, with the same result. Everything else runs the pass above straight over both
/// snapshots' chunks (`Algorithm+Mapping.swift`), O(n) integer work. The snapshot keeps no flat
/// table of positions (its index holds chunk keys, so that edits do not renumber it), so this pass
/// builds a compact one on every diff, of the old items that do not line up with new ones.
@usableFromInline
struct DiffEngine<Section: Hashable & Sendable, Item: Hashable & Sendable> {
    @usableFromInline typealias Snapshot = DiffableSnapshot<Section, Item>
    @usableFromInline typealias Position = Snapshot.Position

    @usableFromInline let old: Snapshot
    @usableFromInline let new: Snapshot
    @usableFromInline var lis = LongestIncreasingSubsequence()

    @inlinable
    init(old: Snapshot, new: Snapshot) {
        self.old = old
        self.new = new
    }

    @inlinable
    mutating func run(into diff: inout SnapshotDifference<Section, Item>) {
        let oldCount = old._sections.count, newCount = new._sections.count
        let sameSections = old._sections == new._sections
        var newSectionToOld = ContiguousArray<Int>(repeating: -1, count: newCount)
        var oldSectionToNew = ContiguousArray<Int>(repeating: -1, count: oldCount)
        for t in 0..<newCount {
            let s = sameSections ? t : (old._sectionIndex[new._sections[t]] ?? -1)
            newSectionToOld[t] = s
            if s >= 0 { oldSectionToNew[s] = t }
        }
        var reloaded = ContiguousArray<Bool>(repeating: false, count: newCount)
        for identifier in new._reloadedSections.order {
            let t = new._sectionIndex[identifier]!
            if newSectionToOld[t] >= 0 { reloaded[t] = true }
        }
        diff.newSectionToOld = newSectionToOld
        diff.sectionReloaded = reloaded
        diff._sectionReloads = reloaded.indices.filter { reloaded[$0] }

        if sameSections && runShared(into: &diff) { return }
        if sameSections && old._lists == new._lists {
            diff.identical = true
            markReloads(
                into: &diff, oldPosition: { _, position, _ in position }, rebuiltOld: reloaded, rebuiltNew: reloaded)
            return
        }

        // Sections.
        var rebuiltOld = ContiguousArray<Bool>(repeating: false, count: oldCount)
        var rebuiltNew = ContiguousArray<Bool>(repeating: false, count: newCount)
        for s in 0..<oldCount where oldSectionToNew[s] < 0 {
            diff._sectionDeletes.append(s)
            rebuiltOld[s] = true
        }
        var matched = ContiguousArray<Int>()
        matched.reserveCapacity(newCount)
        for t in 0..<newCount {
            if newSectionToOld[t] < 0 {
                diff._sectionInserts.append(t)
                rebuiltNew[t] = true
            } else {
                matched.append(newSectionToOld[t])
                if reloaded[t] {
                    rebuiltNew[t] = true
                    rebuiltOld[newSectionToOld[t]] = true
                }
            }
        }
        let stays = lis.mark(matched)
        var m = 0
        for t in 0..<newCount where newSectionToOld[t] >= 0 {
            if !stays[m] { diff._sectionMoves.append(IndexMove(from: newSectionToOld[t], to: t)) }
            m += 1
        }

        // Items: where each new item was.
        let oldOffsets = Self.offsets(old), newOffsets = Self.offsets(new)
        let newToOld = mapItems(oldOffsets: oldOffsets, newOffsets: newOffsets)
        // An old item is deleted unless it reappears in a section that is not re-created.
        let oldTotal = oldOffsets.last!
        let deleted = UnsafeMutableBufferPointer<Bool>.allocate(capacity: oldTotal)
        deleted.initialize(repeating: true)
        var longest = 0
        for t in 0..<newCount { longest = Swift.max(longest, newOffsets[t + 1] - newOffsets[t]) }
        let candidates = UnsafeMutableBufferPointer<Int32>.allocate(capacity: longest)
        let keep = UnsafeMutableBufferPointer<Bool>.allocate(capacity: longest)
        let others = UnsafeMutableBufferPointer<Int32>.allocate(capacity: longest)
        defer {
            deleted.deallocate()
            candidates.deallocate()
            keep.deallocate()
            others.deallocate()
        }
        // Usually no old section is re-created: then no item needs that check.
        let someRebuilt = rebuiltOld.contains(true)
        var found = 0
        newToOld.withUnsafeBufferPointer { newToOld in
            for t in 0..<newCount where !rebuiltNew[t] {
                let home = Int32(newSectionToOld[t])
                let range = newOffsets[t]..<newOffsets[t + 1]
                // One pass: mark the items that stay, collect the old indices of those that stayed in
                // this section, and note where the others are (insertions, moves from elsewhere).
                // Usually the stayers kept their order: then all of them stay, no LIS.
                var increasing = true, last: Int32 = -1, count = 0, elsewhere = 0, otherCount = 0
                let lower = range.lowerBound
                for k in range {
                    let p = newToOld[k]
                    if p.section == home {
                        deleted[oldOffsets[Int(p.section)] &+ Int(p.index)] = false
                        if p.index <= last { increasing = false }
                        last = p.index
                        candidates[count] = p.index
                        count &+= 1
                        continue
                    }
                    others[otherCount] = Int32(truncatingIfNeeded: k &- lower)
                    otherCount &+= 1
                    guard p.section >= 0 else { continue }
                    deleted[oldOffsets[Int(p.section)] &+ Int(p.index)] = false
                    if !someRebuilt || !rebuiltOld[Int(p.section)] { elsewhere &+= 1 }
                }
                found &+= count &+ elsewhere
                var kept = count
                if !increasing {
                    kept = lis.mark(
                        UnsafeBufferPointer(rebasing: candidates[..<count]),
                        into: UnsafeMutableBufferPointer(rebasing: keep[..<count]))
                }
                // Items: insertions and moves, in new order, written straight into arrays of their
                // exact size (the counts above), not appended one by one. Only the items that change
                // are visited: the others noted above, merged in new order with the stayers left out
                // of the LIS, which are found from the keep flags eight at a time.
                let insertCount = range.count &- count &- elsewhere, moveCount = elsewhere &+ count &- kept
                var moves: [IndexMove<IndexPath>] = []
                let inserts = [IndexPath](unsafeUninitializedCapacity: insertCount) { inserts, insertsMade in
                    moves = [IndexMove<IndexPath>](unsafeUninitializedCapacity: moveCount) { moves, movesMade in
                        var i = 0, m = 0, o = 0
                        // The next other, at new offset `offset`: an insertion, or a move from elsewhere.
                        func other(_ offset: Int) {
                            let p = newToOld[lower &+ offset]
                            if p.section < 0 || (someRebuilt && rebuiltOld[Int(p.section)]) {
                                precondition(i < insertCount)
                                (inserts.baseAddress! + i).initialize(to: IndexPath(item: offset, section: t))
                                i &+= 1
                            } else {
                                precondition(m < moveCount)
                                (moves.baseAddress! + m).initialize(
                                    to: IndexMove(
                                        from: IndexPath(item: Int(p.index), section: Int(p.section)),
                                        to: IndexPath(item: offset, section: t)))
                                m &+= 1
                            }
                        }
                        if !increasing {
                            // Each clear keep flag is a stayer that moves.
                            keep.forEachIndex(where: false, in: 0..<count) { stayer in
                                // Its new offset is its place among the stayers plus the others before it.
                                while o < otherCount && Int(others[o]) <= stayer &+ o {
                                    other(Int(others[o]))
                                    o &+= 1
                                }
                                let offset = stayer &+ o
                                precondition(m < moveCount)
                                (moves.baseAddress! + m).initialize(
                                    to: IndexMove(
                                        from: IndexPath(
                                            item: Int(newToOld[lower &+ offset].index), section: Int(home)),
                                        to: IndexPath(item: offset, section: t)))
                                m &+= 1
                            }
                        }
                        while o < otherCount {
                            other(Int(others[o]))
                            o &+= 1
                        }
                        insertsMade = i
                        movesMade = m
                    }
                }
                Self.append(inserts, to: &diff._itemInserts)
                Self.append(moves, to: &diff._itemMoves)
            }
        }

        // Items: deletions, in old order, read off the flags eight at a time (`forEachIndex`).
        var deletes: [IndexPath] = []
        deletes.reserveCapacity(Swift.max(0, oldTotal - found))
        for s in 0..<oldCount where !rebuiltOld[s] {
            let start = oldOffsets[s]
            deleted.forEachIndex(where: true, in: start..<oldOffsets[s + 1]) { k in
                deletes.append(IndexPath(item: k &- start, section: s))
            }
        }
        diff._itemDeletes = deletes

        markReloads(
            into: &diff, oldPosition: { flat, _, _ in newToOld[flat] }, rebuiltOld: rebuiltOld, rebuiltNew: rebuiltNew)
        diff.newToOld = newToOld
    }

    /// Fills item reloads and reconfigures from the marks of `new`, for items present in both snapshots
    /// and outside re-created sections.
    @inlinable
    func markReloads(
        into diff: inout SnapshotDifference<Section, Item>, oldPosition: (Int, Position, Item) -> Position,
        rebuiltOld: ContiguousArray<Bool>, rebuiltNew: ContiguousArray<Bool>
    ) {
        guard !new._reloadedItems.isEmpty || !new._reconfiguredItems.isEmpty else { return }
        let newOffsets = Self.offsets(new)
        func paths(_ identifiers: [Item], excluding: Marks<Item>?) -> [IndexPath] {
            var paths: [IndexPath] = []
            for identifier in identifiers where !(excluding?.contains(identifier) ?? false) {
                let position = new._position(of: identifier)!
                let t = Int(position.section)
                let was = oldPosition(newOffsets[t] + Int(position.index), position, identifier)
                if was.section >= 0 && !rebuiltNew[t] && !rebuiltOld[Int(was.section)] {
                    paths.append(IndexPath(item: Int(position.index), section: t))
                }
            }
            return paths.sorted()
        }
        diff._itemReloads = paths(new._reloadedItems.order, excluding: nil)
        diff._itemReconfigures = paths(new._reconfiguredItems.order, excluding: new._reloadedItems)
    }

    /// Appends `elements` to `array`, or makes them the array when it is empty (no copy).
    @inlinable
    static func append<Element>(_ elements: [Element], to array: inout [Element]) {
        if array.isEmpty { array = elements } else { array.append(contentsOf: elements) }
    }

    /// The flat index of each section's first item, plus the total at the end.
    @inlinable
    static func offsets(_ snapshot: Snapshot) -> ContiguousArray<Int> {
        var offsets = ContiguousArray<Int>()
        offsets.reserveCapacity(snapshot._lists.count + 1)
        var total = 0
        for list in snapshot._lists {
            offsets.append(total)
            total += list.count
        }
        offsets.append(total)
        return offsets
    }
}

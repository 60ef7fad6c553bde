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
///    per section that also marks the deleted old items, running the longest-increasing-subsequence
///    pass on a section only when the items that stayed in it changed order, to keep moves minimal.
///    These passes do not branch on what an item did (inserted, deleted, stayed): in a churned list
///    such branches go either way at random, and their mispredictions were a tenth of the diff.
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
        // An old item is deleted unless it reappears in a section that is not re-created. The loops
        // below have no branch on what each item did (a tenth of the items inserted, a tenth deleted,
        // at random, mispredict every such branch): old section s is looked up at s + 1, and an
        // inserted item, at section -1, lands on slot 0 of those tables, so that it marks a spare flag
        // past the end of `deleted` and counts as gone.
        let oldTotal = oldOffsets.last!
        var deleted = ContiguousArray<Bool>(repeating: true, count: oldTotal + 1)
        var flatStart = ContiguousArray<Int>(repeating: oldTotal + 1, count: oldCount + 1)
        var gone = ContiguousArray<Bool>(repeating: true, count: oldCount + 1)
        for s in 0..<oldCount {
            flatStart[s + 1] = oldOffsets[s]
            gone[s + 1] = rebuiltOld[s]
        }
        var longest = 0
        for t in 0..<newCount { longest = Swift.max(longest, newOffsets[t + 1] - newOffsets[t]) }
        for s in 0..<oldCount { longest = Swift.max(longest, oldOffsets[s + 1] - oldOffsets[s]) }
        let candidates = UnsafeMutableBufferPointer<Int>.allocate(capacity: longest + 1)
        let keep = UnsafeMutableBufferPointer<Bool>.allocate(capacity: longest + 1)
        let paths = UnsafeMutableBufferPointer<IndexPath>.allocate(capacity: longest + 1)
        defer {
            candidates.deallocate()
            keep.deallocate()
            paths.deallocate()
        }
        newToOld.withUnsafeBufferPointer { newToOld in
            deleted.withUnsafeMutableBufferPointer { deleted in
                flatStart.withUnsafeBufferPointer { flatStart in
                    gone.withUnsafeBufferPointer { gone in
                        for t in 0..<newCount where !rebuiltNew[t] {
                            classify(
                                section: t, home: newSectionToOld[t], newToOld: newToOld,
                                range: newOffsets[t]..<newOffsets[t + 1], deleted: deleted, flatStart: flatStart,
                                gone: gone, candidates: candidates, keep: keep, inserts: paths, into: &diff)
                        }
                    }
                }
            }
        }

        // Items: deletions, in old order (written at every old index, kept when deleted).
        deleted.withUnsafeBufferPointer { deleted in
            for s in 0..<oldCount where !rebuiltOld[s] {
                let start = oldOffsets[s]
                var n = 0
                for k in start..<oldOffsets[s + 1] {
                    paths[n] = IndexPath(item: k &- start, section: s)
                    n &+= Self.bit(deleted[k])
                }
                diff._itemDeletes.append(contentsOf: UnsafeBufferPointer(rebasing: paths[..<n]))
            }
        }

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

    /// Classifies the items of new section `section` (old index `home`, new flat indices `range`): marks
    /// the old items they were as not deleted, and appends their insertions and moves to `diff`, in
    /// new order. Items that stayed in the section but not in the longest increasing subsequence of
    /// their old indices move. `candidates`, `keep` and `inserts` are scratch room for the section
    /// and one more.
    /// - Complexity: O(k) for k items, O(k log k) when the items that stayed changed order.
    @inlinable
    mutating func classify(
        section t: Int, home: Int, newToOld: UnsafeBufferPointer<Position>, range: Range<Int>,
        deleted: UnsafeMutableBufferPointer<Bool>, flatStart: UnsafeBufferPointer<Int>, gone: UnsafeBufferPointer<Bool>,
        candidates: UnsafeMutableBufferPointer<Int>, keep: UnsafeMutableBufferPointer<Bool>,
        inserts: UnsafeMutableBufferPointer<IndexPath>, into diff: inout SnapshotDifference<Section, Item>
    ) {
        let home = Int32(home), first = range.lowerBound
        // One pass: mark the items that stay, and collect the old indices of those that stayed in this
        // section. Usually they kept their order: then all of them stay, no LIS.
        var disorder = 0, last: Int32 = -1, count = 0
        for k in range {
            let p = newToOld[k]
            let s1 = Int(p.section) &+ 1
            deleted[flatStart[s1] &+ Int(p.index)] = false
            let isHome = p.section == home
            candidates[count] = Int(p.index)
            count &+= Self.bit(isHome)
            disorder |= Self.bit(isHome) & Self.bit(p.index <= last)
            last = isHome ? p.index : last
        }
        if disorder == 0 {
            keep.baseAddress!.initialize(repeating: true, count: count &+ 1)
        } else {
            lis.mark(
                UnsafeBufferPointer(rebasing: candidates[..<count]),
                into: UnsafeMutableBufferPointer(rebasing: keep[..<count]))
            keep[count] = true
        }
        // Insertions gathered without a branch; moves (a few) appended as they come.
        var c = 0, n = 0
        for k in range {
            let p = newToOld[k]
            let isInsert = gone[Int(p.section) &+ 1], isHome = p.section == home
            inserts[n] = IndexPath(item: k &- first, section: t)
            n &+= Self.bit(isInsert)
            // Moved in from another section, or displaced within this one (`keep[count]` is a spare true).
            let away = Self.bit(!isInsert) & Self.bit(!isHome)
            let displaced = Self.bit(isHome) & Self.bit(!keep[c])
            c &+= Self.bit(isHome)
            if away | displaced != 0 {
                diff._itemMoves.append(
                    IndexMove(
                        from: IndexPath(item: Int(p.index), section: Int(p.section)),
                        to: IndexPath(item: k &- first, section: t)))
            }
        }
        diff._itemInserts.append(contentsOf: UnsafeBufferPointer(rebasing: inserts[..<n]))
    }

    /// 1 for true, 0 for false, with no branch.
    @inlinable @inline(__always)
    static func bit(_ value: Bool) -> Int { Int(unsafeBitCast(value, to: UInt8.self)) }

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

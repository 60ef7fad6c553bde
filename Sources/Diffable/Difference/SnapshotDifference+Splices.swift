extension SnapshotDifference {
    /// The splice form: edits that turn `old.rows(includingSectionHeaders:)` into
    /// `new.rows(includingSectionHeaders:)` when applied one after the other.
    ///
    /// A GTK list has no move or reload, so a moved row is removed and re-inserted, and a reloaded item
    /// or a row of a reloaded section is removed and inserted afresh. The rows kept in place are a
    /// longest increasing run of old positions, so as few rows as possible are touched, and every run
    /// of consecutive changes is one splice (deleting one row of many is one splice). Reconfigured
    /// items need no splice: see `reconfiguredRows(includingSectionHeaders:)`.
    ///
    /// When the difference holds only item deletions and insertions (no section change, move or
    /// reload: the common case of a list edited in place), the splices come straight from the batch
    /// form, without a pass over the rows; the result is the same.
    /// - Complexity: O(k log n + s) for k deleted and inserted items and s sections when the difference
    ///   holds only item deletions and insertions; else O(n + m) integer work for n and m rows (no
    ///   hashing), plus O(p log p) for the p rows whose order changed.
    @inlinable
    public func splices(includingSectionHeaders headers: Bool) -> [ListSplice<SnapshotRow<Section, Item>>] {
        if hasOnlyItemDeletesAndInserts { return itemSplices(includingSectionHeaders: headers) }
        if hasOnlyItemChanges {
            // A moved item is removed at its old place and inserted at its new one: the rows kept are
            // those the batch form keeps, in the same order (the batch form replays exactly).
            let deletes = (_itemDeletes + _itemMoves.map(\.from)).sorted()
            let inserts = (_itemInserts + _itemMoves.map(\.to)).sorted()
            return itemSplices(includingSectionHeaders: headers, deletes: deletes, inserts: inserts)
        }
        return generalSplices(includingSectionHeaders: headers)
    }

    /// Whether every change is an item deletion, insertion or move (reconfigures aside): no section
    /// change, no reload. (To-Do's tick and reorder: a move in an edited copy.)
    /// - Complexity: O(1).
    @inlinable
    var hasOnlyItemChanges: Bool {
        _sectionDeletes.isEmpty && _sectionInserts.isEmpty && _sectionMoves.isEmpty && _sectionReloads.isEmpty
            && _itemReloads.isEmpty
    }

    /// Whether every change is an item deletion or insertion (reconfigures aside): no section change,
    /// no move, no reload.
    /// - Complexity: O(1).
    @inlinable
    var hasOnlyItemDeletesAndInserts: Bool {
        _sectionDeletes.isEmpty && _sectionInserts.isEmpty && _sectionMoves.isEmpty && _sectionReloads.isEmpty
            && _itemMoves.isEmpty && _itemReloads.isEmpty
    }

    /// The splices of a difference that only deletes and inserts items, from the batch form.
    ///
    /// Every row that is neither deleted nor inserted stays, in order (headers too: no section
    /// changes). A deleted old row at index d of `itemDeletes` has `row - d` kept rows before it, an
    /// inserted new row at index i of `itemInserts` has `row - i`: that count names the gap between
    /// two kept rows the change falls in. Each gap holding changes is one splice, as in
    /// `generalSplices`: at the gap with key K, after i earlier insertions, the list reads the new
    /// rows up to position K + i.
    /// - Complexity: O(k log n + s) for k changes and s sections (an inserted item is read from its
    ///   chunk).
    /// - Precondition: `hasOnlyItemDeletesAndInserts`.
    @inlinable
    func itemSplices(includingSectionHeaders headers: Bool) -> [ListSplice<SnapshotRow<Section, Item>>] {
        itemSplices(includingSectionHeaders: headers, deletes: _itemDeletes, inserts: _itemInserts)
    }

    /// `itemSplices(includingSectionHeaders:)` for these deleted old and inserted new index paths
    /// (ascending), every other row kept in order.
    @inlinable
    func itemSplices(
        includingSectionHeaders headers: Bool, deletes: [IndexPath],
        inserts: [IndexPath]
    ) -> [ListSplice<SnapshotRow<Section, Item>>] {
        let header = headers ? 1 : 0
        let oldStart = rowStarts(old, headers: headers), newStart = rowStarts(new, headers: headers)
        func deleteKey(_ d: Int) -> Int {
            d < deletes.count ? oldStart[deletes[d].section] + header + deletes[d].item - d : .max
        }
        func insertKey(_ i: Int) -> Int {
            i < inserts.count ? newStart[inserts[i].section] + header + inserts[i].item - i : .max
        }
        var splices: [ListSplice<SnapshotRow<Section, Item>>] = []
        var d = 0, i = 0
        while d < deletes.count || i < inserts.count {
            let key = Swift.min(deleteKey(d), insertKey(i))
            var splice = ListSplice<SnapshotRow<Section, Item>>(position: key + i, removedCount: 0, inserted: [])
            while deleteKey(d) == key {
                splice.removedCount += 1
                d += 1
            }
            while insertKey(i) == key {
                splice.inserted.append(.item(new._lists[inserts[i].section][inserts[i].item]))
                i += 1
            }
            splices.append(splice)
        }
        return splices
    }

    /// The splices of any difference, from a pass over every row of `new`.
    /// - Complexity: O(n + m) integer work for n and m rows (no hashing), plus O(p log p) for the p
    ///   rows whose order changed.
    @inlinable
    func generalSplices(includingSectionHeaders headers: Bool) -> [ListSplice<SnapshotRow<Section, Item>>] {
        if identical && _itemReloads.isEmpty && _sectionReloads.isEmpty { return [] }
        let oldRowStart = rowStarts(old, headers: headers), newRowStart = rowStarts(new, headers: headers)
        let header = headers ? 1 : 0
        let newRowCount = newRowStart.last!, oldRowCount = oldRowStart.last!

        // Each new row's old row, or -1 when it must be (re)inserted.
        var oldRowOf = ContiguousArray<Int>(repeating: -1, count: newRowCount)
        var reloadedRow = ContiguousArray<Bool>(repeating: false, count: _itemReloads.isEmpty ? 0 : newRowCount)
        for path in _itemReloads { reloadedRow[newRowStart[path.section] + header + path.item] = true }
        var flat = 0
        let newItems = new._lists.map(\.items)
        let newToOld = identical || !self.newToOld.isEmpty ? self.newToOld : derivedNewToOld()
        for t in newItems.indices {
            let s = newSectionToOld[t], reloaded = sectionReloaded[t]
            if headers && s >= 0 && !reloaded { oldRowOf[newRowStart[t]] = oldRowStart[s] }
            for j in 0..<newItems[t].count {
                let row = newRowStart[t] + header + j
                if !reloaded && (reloadedRow.isEmpty || !reloadedRow[row]) {
                    if identical {
                        oldRowOf[row] = row
                    } else {
                        let p = newToOld[flat]
                        if p.section >= 0 { oldRowOf[row] = oldRowStart[Int(p.section)] + header + Int(p.index) }
                    }
                }
                flat += 1
            }
        }

        // Keep a longest increasing run of old rows; everything else is removed and inserted.
        var increasing = true, previous = -1
        for row in oldRowOf where row >= 0 {
            if row <= previous { increasing = false; break }
            previous = row
        }
        var keep = ContiguousArray<Bool>()
        if !increasing {
            var candidates = ContiguousArray<Int>()
            candidates.reserveCapacity(newRowCount)
            for row in oldRowOf where row >= 0 { candidates.append(row) }
            let lis = LongestIncreasingSubsequence()
            keep = lis.mark(candidates)
        }

        var splices: [ListSplice<SnapshotRow<Section, Item>>] = []
        var pending: [SnapshotRow<Section, Item>] = []
        var lastOld = -1, lastNew = -1, c = 0, row = 0
        func flush(upToOld nextOld: Int) {
            if !pending.isEmpty || nextOld > lastOld + 1 {
                splices.append(
                    ListSplice(position: lastNew + 1, removedCount: nextOld - lastOld - 1, inserted: pending))
                pending.removeAll()
            }
        }
        for t in newItems.indices {
            let section = new._sections[t]
            for j in -header..<newItems[t].count {
                let old = oldRowOf[row]
                var kept = false
                if old >= 0 {
                    kept = increasing || keep[c]
                    c += 1
                }
                if kept {
                    flush(upToOld: old)
                    lastOld = old
                    lastNew = row
                } else {
                    pending.append(j < 0 ? .header(section) : .item(newItems[t][j]))
                }
                row += 1
            }
        }
        flush(upToOld: oldRowCount)
        return splices
    }

    /// The rows of reconfigured items in `new.rows(includingSectionHeaders:)`, ascending: rebind them
    /// after applying the splices.
    /// - Complexity: O(s + r) for s sections and r reconfigured items.
    @inlinable
    public func reconfiguredRows(includingSectionHeaders headers: Bool) -> [Int] {
        let start = rowStarts(new, headers: headers)
        return _itemReconfigures.map { start[$0.section] + (headers ? 1 : 0) + $0.item }
    }

    /// The row of each section's first row (its header, or its first item), plus the total at the end.
    @inlinable
    func rowStarts(_ snapshot: DiffableSnapshot<Section, Item>, headers: Bool) -> ContiguousArray<Int> {
        var starts = ContiguousArray<Int>()
        starts.reserveCapacity(snapshot._lists.count + 1)
        var total = 0
        for list in snapshot._lists {
            starts.append(total)
            total += list.count + (headers ? 1 : 0)
        }
        starts.append(total)
        return starts
    }

    /// `newToOld` for a difference made by the shared-storage shortcut, which holds only item deletions
    /// and insertions in unchanged sections when it gets here (only reloaded items send it here, and
    /// the shortcut leaves items both moved and reloaded to the full engine): each section's kept
    /// items, in order.
    /// - Complexity: O(n + m) integer work.
    @inlinable
    func derivedNewToOld() -> ContiguousArray<DiffableSnapshot<Section, Item>.Position> {
        #if FOODPIN_INTERNAL_CHECKS
            precondition(_itemMoves.isEmpty, "SnapshotDifference: no map of the items for a shortcut with moves")
        #endif
        var map = ContiguousArray<DiffableSnapshot<Section, Item>.Position>()
        map.reserveCapacity(new.numberOfItems)
        var d = 0, i = 0
        for t in new._lists.indices {
            var oldIndex = 0
            for j in 0..<new._lists[t].count {
                if i < _itemInserts.count && _itemInserts[i] == IndexPath(item: j, section: t) {
                    map.append(.none)
                    i += 1
                    continue
                }
                while d < _itemDeletes.count && _itemDeletes[d] == IndexPath(item: oldIndex, section: t) {
                    oldIndex += 1
                    d += 1
                }
                map.append(.init(t, oldIndex))
                oldIndex += 1
            }
            while d < _itemDeletes.count && _itemDeletes[d].section == t { d += 1 }
        }
        return map
    }
}

/// The diff of two snapshots that share storage: one is a copy of the other, edited.
///
/// Chunks and the nodes above them (see `ItemList`) are shared by copies until edited, so what both
/// snapshots hold is skipped by identity: walking each section's chunks in key order, a shared chunk —
/// or a shared node, skipped whole — is a block of items that stayed in place. Between two shared
/// blocks lies an edited region (chunks edited on one side, the pieces a chunk split into, chunks
/// emptied); both sides of it are walked together, and where they part the item on one side is
/// looked up in the other snapshot: a new item the old snapshot lacks is an insertion, an old item
/// the new one lacks a deletion, a new item from another section a move. Where both items are on both
/// sides, one of them moved within the section: the one whose other place lies further away is taken
/// as displaced (skipped on the old side, or placed by its old index on the new side), so that the
/// walk falls back into step at once.
///
/// Every new item of a section that was in that section is thus known by its old index, as runs of
/// consecutive old indices at consecutive new indices (a shared chunk is one run, a stray item another).
/// The moves within a section are the full engine's: its longest increasing subsequence over those old
/// indices, computed over the runs instead of the items (`RunSubsequence`), keeps the same items.
///
/// Reload and reconfigure marks on items are answered as the full engine does: at new index paths,
/// for marked items that the old snapshot holds too.
///
/// This path gives up, leaving the full engine to run, whenever its answer would not be cheaper:
/// reloaded sections, more items in chunks not shared than a quarter of both snapshots' items (each
/// edited region counted on its larger side; unrelated snapshots are found so, before comparing any
/// item), more items out of step or moved than a sixteenth of the snapshots' items, more lookups of
/// items found elsewhere than a 512th of them (a region shuffled in place: each such lookup scans a
/// chunk's hashes, and the full engine is cheaper); and when items both moved and were reloaded (the
/// splices of such a difference need the full engine's map of every item). When it answers, the
/// result is the full engine's.
extension DiffEngine {
    /// Fills `diff` and returns true when the shortcut applies; returns false, leaving the item part
    /// of `diff` untouched, when the full pass must run.
    /// - Complexity: O(e (B + F log n) + u B + r log r + m log m) for e chunks edited on either side,
    ///   B = 2048, F = 64, u items out of step, r runs of items in step and m moves: shared nodes and
    ///   chunks are stepped over, a node at a time where it can (`SharedChunkWalk`); one `==` per item
    ///   of an edited chunk (on equal stored hashes only), one or two lookups (a hash probe and a
    ///   scan of one chunk's hashes, no hashing) per item out of step.
    /// - Precondition: both snapshots have the same sections.
    @inlinable
    mutating func runShared(into diff: inout SnapshotDifference<Section, Item>) -> Bool {
        guard new._reloadedSections.isEmpty, mostChunksShared() else { return false }
        let limit = Swift.max(64, (old.numberOfItems + new.numberOfItems) / 16)
        var walk = SharedWalk(
            sections: new._lists.count, limit: limit,
            lookupLimit: Swift.max(64, (old.numberOfItems + new.numberOfItems) / 512))
        for section in new._lists.indices {
            var steps = SharedChunkWalk(old._lists[section], new._lists[section])
            while let step = steps.next() {
                switch step {
                case .shared(let oldStart, let newStart, let count):
                    walk.keep(section, old: oldStart, new: newStart, count: count)
                case .region(let oldChunks, let oldStart, let newChunks, let newStart):
                    guard walkRegion(section, old: oldChunks, at: oldStart, new: newChunks, at: newStart, &walk) else {
                        return false
                    }
                }
            }
        }

        #if FOODPIN_INTERNAL_CHECKS
            // Every new item is placed once: in a run, as an insertion, or as a move from another section.
            let placed = walk.runs.joined().reduce(walk.inserts.count + walk.moves.count) { $0 + $1.count }
            precondition(placed == new.numberOfItems, "shared diff: \(placed) of \(new.numberOfItems) new items placed")
        #endif
        // Within each section, the runs outside the longest increasing subsequence moved.
        var kept: [[Int]] = []
        var moved = 0
        for section in walk.runs.indices {
            let prefixes = RunSubsequence.keptPrefixes(walk.runs[section])
            for (run, keep) in zip(walk.runs[section], prefixes) { moved += run.count - keep }
            kept.append(prefixes)
        }
        if walk.changes + moved > limit { return false }
        if moved + walk.moves.count > 0 && !new._reloadedItems.isEmpty { return false }
        var moves = walk.moves
        for section in walk.runs.indices {
            for (run, keep) in zip(walk.runs[section], kept[section]) where keep < run.count {
                for offset in keep..<run.count {
                    moves.append(
                        IndexMove(
                            from: IndexPath(item: run.old + offset, section: section),
                            to: IndexPath(item: run.new + offset, section: section)))
                }
            }
        }
        moves.sort { $0.to < $1.to }
        walk.deletes.sort()
        walk.inserts.sort()
        diff._itemDeletes = walk.deletes
        diff._itemInserts = walk.inserts
        diff._itemMoves = moves
        diff.identical = walk.deletes.isEmpty && walk.inserts.isEmpty && moves.isEmpty
        markReloads(
            into: &diff, oldPosition: { [old] _, _, item in old._position(of: item) ?? Position(-1, -1) },
            rebuiltOld: ContiguousArray(repeating: false, count: old._lists.count),
            rebuiltNew: ContiguousArray(repeating: false, count: new._lists.count))
        return true
    }

    /// Whether the items in chunks the two snapshots do not share are at most a quarter of both
    /// snapshots' items, each edited region counted once, on its larger side (an item moved from one
    /// chunk to another edits two chunks on each side); no item is compared.
    /// - Complexity: O(e F log n) for e edited regions.
    @inlinable
    func mostChunksShared() -> Bool {
        var unshared = 0
        for section in new._lists.indices {
            var steps = SharedChunkWalk(old._lists[section], new._lists[section])
            while let step = steps.next() {
                guard case .region(let oldChunks, _, let newChunks, _) = step else { continue }
                let oldRegion = oldChunks.reduce(0) { $0 + $1.items.count }
                let newRegion = newChunks.reduce(0) { $0 + $1.items.count }
                unshared += Swift.max(oldRegion, newRegion)
            }
        }
        return unshared <= (old.numberOfItems + new.numberOfItems) / 4
    }

    /// Walks one edited region of `section`: the old chunks starting at index `oldBase`, the new ones
    /// at `newBase`. Returns false when more items are out of step than the walk's limit.
    /// - Complexity: O(k + u B) for k items in the chunks and u of them out of step.
    @inlinable
    func walkRegion(
        _ section: Int, old oldChunks: ContiguousArray<ItemChunk<Item>>, at oldBase: Int,
        new newChunks: ContiguousArray<ItemChunk<Item>>, at newBase: Int, _ walk: inout SharedWalk
    ) -> Bool {
        var x: [Item] = [], y: [Item] = [], xh: [Int] = [], yh: [Int] = []
        for chunk in oldChunks { x.append(contentsOf: chunk.items); xh.append(contentsOf: chunk.hashes) }
        for chunk in newChunks { y.append(contentsOf: chunk.items); yh.append(contentsOf: chunk.hashes) }
        // Walk both sides together; where they part, the new item is an insertion if the old snapshot
        // lacks it, a move if it was in another section; else the old item is a deletion if the new
        // snapshot lacks it, or left for where it lands if it went to another section; else both
        // moved within the section and the one displaced further is the one set aside.
        var p = 0, q = 0, runP = 0, runQ = 0
        while p < x.count && q < y.count {
            if xh[p] == yh[q] && x[p] == y[q] {
                p += 1
                q += 1
                continue
            }
            walk.keep(section, old: oldBase + runP, new: newBase + runQ, count: p - runP)
            walk.changes += 1
            if walk.changes > walk.limit || walk.lookups > walk.lookupLimit { return false }
            if let was = old._position(of: y[q], hash: yh[q]) {
                walk.lookups += 1
                if Int(was.section) != section {
                    walk.place(section, new: newBase + q, was: was)
                    q += 1
                } else if let now = new._position(of: x[p], hash: xh[p]) {
                    walk.lookups += 1
                    // How far ahead the new item was in the old snapshot, and the old one is in the new
                    // one (negative: its place is passed already).
                    let ahead = Int(was.index) - (oldBase + p), behind = Int(now.index) - (newBase + q)
                    if Int(now.section) != section || (ahead >= 0 && (behind < 0 || behind > ahead)) {
                        p += 1
                    } else {
                        walk.place(section, new: newBase + q, was: was)
                        q += 1
                    }
                } else {
                    walk.deletes.append(IndexPath(item: oldBase + p, section: section))
                    p += 1
                }
            } else {
                walk.inserts.append(IndexPath(item: newBase + q, section: section))
                q += 1
            }
            (runP, runQ) = (p, q)
        }
        walk.keep(section, old: oldBase + runP, new: newBase + runQ, count: p - runP)
        // Items left over on one side only are looked up one by one.
        walk.changes += (x.count - p) + (y.count - q)
        if walk.changes > walk.limit { return false }
        for offset in p..<x.count {
            if new._position(of: x[offset], hash: xh[offset]) == nil {
                walk.deletes.append(IndexPath(item: oldBase + offset, section: section))
            } else {
                walk.lookups += 1
            }
        }
        for offset in q..<y.count {
            if let was = old._position(of: y[offset], hash: yh[offset]) {
                walk.lookups += 1
                walk.place(section, new: newBase + offset, was: was)
            } else {
                walk.inserts.append(IndexPath(item: newBase + offset, section: section))
            }
        }
        return walk.lookups <= walk.lookupLimit
    }
}

/// What the shared-storage walk has found so far.
@usableFromInline
struct SharedWalk {
    /// Per section, in new order: runs of new items at consecutive indices that were at consecutive
    /// old indices of the same section.
    @usableFromInline var runs: [[RunSubsequence.Run]]
    @usableFromInline var deletes: [IndexPath] = []
    @usableFromInline var inserts: [IndexPath] = []
    /// Moves from another section.
    @usableFromInline var moves: [IndexMove<IndexPath>] = []
    /// Items out of step so far; past `limit` the walk gives up.
    @usableFromInline var changes = 0
    @usableFromInline let limit: Int
    /// Lookups that found their item so far (each scans a chunk's hashes, about as long as the full
    /// engine takes for a few dozen items); past `lookupLimit` the walk gives up.
    @usableFromInline var lookups = 0
    @usableFromInline let lookupLimit: Int

    @inlinable
    init(sections: Int, limit: Int, lookupLimit: Int) {
        runs = Array(repeating: [], count: sections)
        self.limit = limit
        self.lookupLimit = lookupLimit
    }

    /// Records `count` items at `new` in `section` that were at `old` in it, joining the previous run
    /// when they continue it.
    /// - Complexity: O(1) amortised.
    @inlinable
    mutating func keep(_ section: Int, old: Int, new: Int, count: Int) {
        guard count > 0 else { return }
        if let last = runs[section].last, last.old + last.count == old, last.new + last.count == new {
            runs[section][runs[section].count - 1].count += count
        } else {
            runs[section].append(RunSubsequence.Run(old: old, new: new, count: count))
        }
    }

    /// Records the new item at `new` in `section`, which was at `was` in the old snapshot.
    /// - Complexity: O(1) amortised.
    @inlinable
    mutating func place(_ section: Int, new: Int, was: ItemPosition) {
        if Int(was.section) == section {
            keep(section, old: Int(was.index), new: new, count: 1)
        } else {
            moves.append(
                IndexMove(
                    from: IndexPath(item: Int(was.index), section: Int(was.section)),
                    to: IndexPath(item: new, section: section)))
        }
    }
}

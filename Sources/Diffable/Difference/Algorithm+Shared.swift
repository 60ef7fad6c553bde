/// The diff of two snapshots that share storage: one is a copy of the other, edited.
///
/// Chunks (see `ItemList`) are shared by copies until edited, so the chunks both snapshots hold are
/// skipped by identity: walking each section's chunks in key order, a shared chunk is a block of items
/// that stayed in place. Between two shared chunks lies an edited region (chunks edited on one side,
/// the pieces a chunk split into, chunks emptied); both sides of it are walked together, and where
/// they part the item on one side is looked up in the other snapshot: a new item the old snapshot
/// lacks is an insertion, an old item the new one lacks a deletion. Items left over at the end of a
/// region on one side only are looked up the same way; one present on both sides must have stayed in
/// its section and in order with every other item.
///
/// Reload and reconfigure marks on items are answered as the full engine does: at new index paths,
/// for marked items that the old snapshot holds too.
///
/// This path gives up, leaving the full engine to run, whenever its answer could differ from the full
/// engine's or would not be cheaper: reloaded sections, an item that moved, more than a
/// quarter of the items in chunks not shared (unrelated snapshots: found before comparing any item),
/// more unmatched items than a sixteenth of the snapshots. When it answers, the result is the
/// full engine's: deletions and insertions only, ascending, no moves, and the marked items.
extension DiffEngine {
    /// Fills `diff` and returns true when the shortcut applies; returns false, leaving the item part
    /// of `diff` untouched, when the full pass must run.
    /// - Complexity: O(C + e B + u B) for C chunks, e chunks edited on either side, B = 2048 and u
    ///   changed items: one `==` per item of an edited chunk (on equal stored hashes only), one or
    ///   two lookups (a hash probe and a scan of one chunk's hashes, no hashing) per changed item.
    /// - Precondition: both snapshots have the same sections.
    @inlinable
    mutating func runShared(into diff: inout SnapshotDifference<Section, Item>) -> Bool {
        guard new._reloadedSections.isEmpty else { return false }
        // First, without comparing any item: give up unless most items sit in chunks both share.
        var unshared = 0
        for section in new._lists.indices {
            let a = old._lists[section], b = new._lists[section]
            var i = 0, j = 0
            while i < a.chunks.count || j < b.chunks.count {
                let oldKey = i < a.chunks.count ? UInt64(a.keys[i]) : .max
                let newKey = j < b.chunks.count ? UInt64(b.keys[j]) : .max
                if oldKey == newKey && a.chunks[i] === b.chunks[j] {
                    i += 1
                    j += 1
                    continue
                }
                if oldKey <= newKey { unshared += a.chunks[i].items.count; i += 1 }
                if newKey <= oldKey { unshared += b.chunks[j].items.count; j += 1 }
            }
        }
        guard unshared <= (old.numberOfItems + new.numberOfItems) / 4 else { return false }
        let limit = Swift.max(64, (old.numberOfItems + new.numberOfItems) / 16)
        // Items left over at the end of a region on one side: (section, index, item, hash).
        var gone: [(section: Int, index: Int, item: Item, hash: Int)] = []
        var came: [(section: Int, index: Int, item: Item, hash: Int)] = []
        // Runs of items known to stay, per section: (old index, new index, count).
        var blocks: [[(old: Int, new: Int, count: Int)]] = Array(repeating: [], count: new._lists.count)
        var deletes: [IndexPath] = [], inserts: [IndexPath] = []
        for section in new._lists.indices {
            let a = old._lists[section], b = new._lists[section]
            var i = 0, j = 0
            func start(_ list: ItemList<Item>, _ c: Int) -> Int { c == 0 ? 0 : list.ends[c - 1] }
            while i < a.chunks.count || j < b.chunks.count {
                if i < a.chunks.count && j < b.chunks.count && a.keys[i] == b.keys[j] && a.chunks[i] === b.chunks[j] {
                    blocks[section].append((start(a, i), start(b, j), a.chunks[i].items.count))
                    i += 1
                    j += 1
                    continue
                }
                // An edited region: the chunks up to the next pair both share (a chunk edited on one
                // side, the pieces it split into, chunks emptied).
                var i1 = i, j1 = j
                while i1 < a.chunks.count || j1 < b.chunks.count {
                    let oldKey = i1 < a.chunks.count ? UInt64(a.keys[i1]) : .max
                    let newKey = j1 < b.chunks.count ? UInt64(b.keys[j1]) : .max
                    if oldKey == newKey && a.chunks[i1] === b.chunks[j1] { break }
                    if oldKey <= newKey { i1 += 1 }
                    if newKey <= oldKey { j1 += 1 }
                }
                var x: [Item] = [], y: [Item] = [], xh: [Int] = [], yh: [Int] = []
                for c in i..<i1 { x.append(contentsOf: a.chunks[c].items); xh.append(contentsOf: a.chunks[c].hashes) }
                for c in j..<j1 { y.append(contentsOf: b.chunks[c].items); yh.append(contentsOf: b.chunks[c].hashes) }
                let oldBase = i < a.chunks.count ? start(a, i) : a.count,
                    newBase = j < b.chunks.count ? start(b, j) : b.count
                // Walk both sides together; where they part, the new item is an insertion if the old
                // snapshot lacks it, else the old item a deletion if the new one lacks it, else
                // something moved and the full engine decides.
                var p = 0, q = 0, runP = 0, runQ = 0
                while p < x.count && q < y.count {
                    if xh[p] == yh[q] && x[p] == y[q] {
                        p += 1
                        q += 1
                        continue
                    }
                    if p > runP { blocks[section].append((oldBase + runP, newBase + runQ, p - runP)) }
                    if old._position(of: y[q], hash: yh[q]) == nil {
                        inserts.append(IndexPath(item: newBase + q, section: section))
                        q += 1
                    } else if new._position(of: x[p], hash: xh[p]) == nil {
                        deletes.append(IndexPath(item: oldBase + p, section: section))
                        p += 1
                    } else {
                        return false
                    }
                    if deletes.count + inserts.count > limit { return false }
                    (runP, runQ) = (p, q)
                }
                if p > runP { blocks[section].append((oldBase + runP, newBase + runQ, p - runP)) }
                for offset in p..<x.count { gone.append((section, oldBase + offset, x[offset], xh[offset])) }
                for offset in q..<y.count { came.append((section, newBase + offset, y[offset], yh[offset])) }
                i = i1
                j = j1
            }
        }
        if deletes.count + inserts.count + gone.count + came.count > limit { return false }

        // Unmatched items present on both sides stayed: in their section and in order, or we give up.
        var stayed = Set<Int>()
        for entry in gone where new._position(of: entry.item, hash: entry.hash) == nil {
            deletes.append(IndexPath(item: entry.index, section: entry.section))
        }
        for entry in came {
            guard let was = old._position(of: entry.item, hash: entry.hash) else {
                inserts.append(IndexPath(item: entry.index, section: entry.section))
                continue
            }
            guard Int(was.section) == entry.section else { return false }
            blocks[entry.section].append((Int(was.index), entry.index, 1))
            stayed.insert(entry.section)
        }
        // The walk made each section's blocks in new order; only items that stayed need a sort.
        for section in blocks.indices where blocks[section].count > 1 {
            if stayed.contains(section) { blocks[section].sort { $0.new < $1.new } }
            var last = -1
            for block in blocks[section] {
                guard block.old > last else { return false }
                last = block.old + block.count - 1
            }
        }
        deletes.sort()
        inserts.sort()
        diff._itemDeletes = deletes
        diff._itemInserts = inserts
        diff.identical = deletes.isEmpty && inserts.isEmpty
        markReloads(
            into: &diff, oldPosition: { [old] _, _, item in old._position(of: item) ?? Position(-1, -1) },
            rebuiltOld: ContiguousArray(repeating: false, count: old._lists.count),
            rebuiltNew: ContiguousArray(repeating: false, count: new._lists.count))
        return true
    }
}

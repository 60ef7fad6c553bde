/// The diff of two snapshots that share storage: one is a copy of the other, edited.
///
/// Chunks (see `ItemList`) are shared by copies until edited, so the chunks both snapshots hold are
/// skipped by identity: walking each section's chunks in key order, a shared chunk is a block of items
/// that stayed in place. A chunk edited on one side (same key, different object) is compared item by
/// item from both ends, so a chunk that lost one item yields one unmatched item, not a thousand;
/// chunks found on one side only (split, emptied) yield all their items. Each unmatched item is looked
/// up in the other snapshot: absent, it is a deletion or an insertion; present, it is an item that
/// stayed, which is fine as long as it stayed in its section and in order with every other item.
///
/// This path gives up, leaving the full engine to run, whenever its answer could differ from the full
/// engine's or would not be cheaper: reload or reconfigure marks, an item that moved, more than a
/// quarter of the items in chunks not shared (unrelated snapshots: found before comparing any item),
/// more unmatched items than a sixteenth of the snapshots. When it answers, the result is the
/// full engine's: deletions and insertions only, ascending, no moves.
extension DiffEngine {
    /// Fills `diff` and returns true when the shortcut applies; returns false, leaving the item part
    /// of `diff` untouched, when the full pass must run.
    /// - Complexity: O(C + e B + u log n) for C chunks, e chunks edited on either side, B = 1024 and u
    ///   unmatched items: one `==` per item of an edited chunk at most, one lookup (a hash probe, no
    ///   hashing) per unmatched item.
    /// - Precondition: both snapshots have the same sections.
    @inlinable
    mutating func runShared(into diff: inout SnapshotDifference<Section, Item>) -> Bool {
        guard new._reloadedSections.isEmpty && new._reloadedItems.isEmpty && new._reconfiguredItems.isEmpty else { return false }
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
        // Unmatched items: (section, index, item, hash), old side and new side.
        var gone: [(section: Int, index: Int, item: Item, hash: Int)] = []
        var came: [(section: Int, index: Int, item: Item, hash: Int)] = []
        // Runs of items known to stay, per section: (old index, new index, count).
        var blocks: [[(old: Int, new: Int, count: Int)]] = Array(repeating: [], count: new._lists.count)
        for section in new._lists.indices {
            let a = old._lists[section], b = new._lists[section]
            var i = 0, j = 0
            func start(_ list: ItemList<Item>, _ c: Int) -> Int { c == 0 ? 0 : list.ends[c - 1] }
            func take(_ list: ItemList<Item>, _ c: Int, _ range: Range<Int>, into side: inout [(section: Int, index: Int, item: Item, hash: Int)]) {
                let chunk = list.chunks[c], base = start(list, c)
                for offset in range { side.append((section, base + offset, chunk.items[offset], chunk.hashes[offset])) }
            }
            while i < a.chunks.count || j < b.chunks.count {
                if gone.count + came.count > limit { return false }
                let oldKey = i < a.chunks.count ? UInt64(a.keys[i]) : .max
                let newKey = j < b.chunks.count ? UInt64(b.keys[j]) : .max
                if oldKey < newKey {
                    take(a, i, 0..<a.chunks[i].items.count, into: &gone)
                    i += 1
                } else if newKey < oldKey {
                    take(b, j, 0..<b.chunks[j].items.count, into: &came)
                    j += 1
                } else if a.chunks[i] === b.chunks[j] {
                    blocks[section].append((start(a, i), start(b, j), a.chunks[i].items.count))
                    i += 1
                    j += 1
                } else {
                    // The same chunk, edited on one side: match from both ends, the middle is unmatched.
                    let x = a.chunks[i].items, y = b.chunks[j].items
                    let limit = Swift.min(x.count, y.count)
                    var prefix = 0
                    while prefix < limit && x[prefix] == y[prefix] { prefix += 1 }
                    var suffix = 0
                    while suffix < limit - prefix && x[x.count - 1 - suffix] == y[y.count - 1 - suffix] { suffix += 1 }
                    if prefix > 0 { blocks[section].append((start(a, i), start(b, j), prefix)) }
                    if suffix > 0 { blocks[section].append((start(a, i) + x.count - suffix, start(b, j) + y.count - suffix, suffix)) }
                    take(a, i, prefix..<(x.count - suffix), into: &gone)
                    take(b, j, prefix..<(y.count - suffix), into: &came)
                    i += 1
                    j += 1
                }
            }
        }
        if gone.count + came.count > limit { return false }

        // Unmatched items present on both sides stayed: in their section and in order, or we give up.
        var deletes: [IndexPath] = [], inserts: [IndexPath] = [], stayed = Set<Int>()
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
        return true
    }
}

/// A snapshot's item index, item → (section, chunk key): `ItemTable`s in 2^b shards chosen by the top
/// b bits of the item's hash, each holding about `shardCapacity` items at most, under a persistent
/// 64-ary trie.
///
/// Why shards: a mutation copies only the shard it touches, not the whole table. Why a trie over them:
/// a snapshot copied from another shares the whole trie, and its first edit copies only the path from
/// the root to the shard it touches — the root's array and one node of 64 children a level
/// (`isKnownUniquelyReferenced` says which nodes are shared) — so a copy and one edit cost
/// O(64 log₆₄ S + shardCapacity) integer work for S shards, not O(S) retains of a flat array.
///
/// Shape: complete, every shard at the same depth. A shard's number (the top b bits of the hash) is read
/// from its top: the root (stored in the index itself) takes the 1 to 6 bits left over, each level
/// below it 6 bits; a last-level node holds 64 tables, a node above it 64 nodes. Up to 64 shards
/// (b ≤ 6), the root holds the tables directly: one array of tables, the flat shards of before; a
/// small snapshot has one shard, the single table of before.
///
/// Entries store the item's chunk key, not its index (see `ItemList`), so edits that shift items do
/// not renumber the index. Lookups compare stored hashes and ask the caller to compare the item only
/// on a hash match; nothing here hashes an item.
@usableFromInline @frozen
struct ItemIndex: Sendable {
    /// Entries per shard above which the number of shards doubles.
    @inlinable static var shardCapacity: Int { 2048 }

    /// The root's tables when `shardBits <= 6` (then the whole index), else empty.
    @usableFromInline var tables: ContiguousArray<ItemTable> = [ItemTable()]
    /// The root's nodes when `shardBits > 6`, else empty.
    @usableFromInline var nodes: ContiguousArray<ItemIndexNode> = []
    /// log2 of the number of shards.
    @usableFromInline var shardBits = 0
    @usableFromInline var count = 0

    @inlinable init() {}

    /// The shard of `hash`: its top `shardBits` bits.
    /// - Complexity: O(1).
    @inlinable
    func shard(_ hash: Int) -> Int {
        shardBits == 0 ? 0 : Int(truncatingIfNeeded: UInt(bitPattern: hash) >> UInt(Int.bitWidth - shardBits))
    }

    /// Levels of the trie, the root's included: 1 up to 64 shards, one more for each factor of 64.
    @inlinable var depth: Int { shardBits <= 6 ? 1 : (shardBits + 5) / 6 }

    /// How far to shift a shard's number right for the root's child that holds it.
    @inlinable var rootShift: Int { (depth - 1) * 6 }

    /// The tables of the last-level node that holds shard `s`, when there are more than 64 shards. Read
    /// out of the node, so that no access to the node's storage is under way while a lookup runs.
    /// - Complexity: O(log₆₄ S).
    @usableFromInline
    func lastLevelTables(_ s: Int) -> ContiguousArray<ItemTable> {
        var node = nodes[s >> rootShift]
        var shift = rootShift - 6
        while shift > 0 {
            node = node.nodes[(s >> shift) & 63]
            shift -= 6
        }
        return node.tables
    }

    /// Calls `body` with shard `s`'s table to mutate, first copying each node on its path that another
    /// index shares (path copying).
    /// - Complexity: O(log₆₄ S) plus `body`; O(64 log₆₄ S) more when the path is shared.
    @inlinable
    mutating func withShard<R>(_ s: Int, _ body: (inout ItemTable) -> R) -> R {
        withShards(group: s >> 6) { body(&$0[s & 63]) }
    }

    /// Calls `body` with the tables of group `g` to mutate: shards 64g..<64g + 64, the tables of one
    /// last-level node, or every shard when there are at most 64 (then `g` is 0). Each node on the path
    /// that another index shares is copied first (path copying), and only that path.
    /// - Complexity: O(log₆₄ S) plus `body`; O(64 log₆₄ S) more when the path is shared.
    @inlinable
    mutating func withShards<R>(group g: Int, _ body: (inout ContiguousArray<ItemTable>) -> R) -> R {
        if shardBits <= 6 { return body(&tables) }
        let s = g << 6
        var shift = rootShift
        var i = s >> shift
        if !isKnownUniquelyReferenced(&nodes[i]) { nodes[i] = nodes[i].copy() }
        var node = nodes[i]
        while shift > 6 {
            shift -= 6
            i = (s >> shift) & 63
            if !isKnownUniquelyReferenced(&node.nodes[i]) { node.nodes[i] = node.nodes[i].copy() }
            node = node.nodes[i]
        }
        return body(&node.tables)
    }

    /// Calls `body` with each shard's table, in shard order.
    /// - Complexity: O(S).
    @inlinable
    func forEachShard(_ body: (ItemTable) throws -> Void) rethrows {
        try tables.forEach(body)
        for node in nodes { try node.forEachTable(body) }
    }

    /// Calls `body` with each node of the trie below the root, depth first (for tests: which are shared).
    /// - Complexity: O(S / 64).
    func forEachNode(_ body: (ItemIndexNode) -> Void) {
        func visit(_ node: ItemIndexNode) {
            body(node)
            node.nodes.forEach(visit)
        }
        nodes.forEach(visit)
    }

    /// The position of the entry with `hash` for which `isMatch` holds, if any.
    /// - Complexity: expected O(log₆₄ S).
    @inlinable
    func find(hash: Int, where isMatch: (ItemPosition) -> Bool) -> ItemPosition? {
        // One call of the table's `find`, as small as the flat shards' was, so that it and `isMatch` are
        // inlined into the caller; the walk down the trie stays out of line.
        let s = shard(hash)
        let tables = shardBits <= 6 ? tables : lastLevelTables(s)
        return tables[s & 63].find(hash: hash, where: isMatch)
    }

    /// Adds an entry unless one with the same hash matches; returns the matching one's position then.
    /// - Complexity: expected O(log₆₄ S) amortised; O(B + 64 log₆₄ S) when it copies a shared shard of B
    ///   entries and its path.
    @inlinable
    mutating func insert(hash: Int, position: ItemPosition, unlessExisting isMatch: (ItemPosition) -> Bool)
        -> ItemPosition?
    {
        if count >= Self.shardCapacity << shardBits { reserveCapacity(count + 1) }
        let existing = withShard(shard(hash)) { $0.insert(hash: hash, position: position, unlessExisting: isMatch) }
        if existing == nil { count += 1 }
        return existing
    }

    /// Adds entries for `hashes`, all at `position` (one section and chunk key), each unless an entry
    /// with the same hash matches (`isMatch(k, existing)` for `hashes[k]`); returns the first such k
    /// then, having added some of the others. A large batch is first sorted by shard (a counting
    /// sort of the offsets), so that each shard's buckets are filled while they are in cache, and the
    /// trie is walked once per group of 64 shards, not once per entry.
    /// - Complexity: expected O(k + S log₆₄ S) for k hashes and S shards, amortised over growth.
    @inlinable
    mutating func insert(
        _ hashes: UnsafeBufferPointer<Int>, position: ItemPosition,
        unlessExisting isMatch: (Int, ItemPosition) -> Bool
    ) -> Int? {
        if hashes.count < 64 {
            for k in hashes.indices
            where insert(hash: hashes[k], position: position, unlessExisting: { isMatch(k, $0) }) != nil {
                return k
            }
            return nil
        }
        reserveCapacity(count + hashes.count)
        let shardCount = 1 << shardBits
        var starts = ContiguousArray<Int>(repeating: 0, count: shardCount + 1)
        var order = ContiguousArray<Int32>(repeating: 0, count: hashes.count)
        starts.withUnsafeMutableBufferPointer { starts in
            order.withUnsafeMutableBufferPointer { order in
                if shardCount == 1 {
                    for k in order.indices { order[k] = Int32(truncatingIfNeeded: k) }
                    starts[1] = order.count
                    return
                }
                for hash in hashes { starts[shard(hash) &+ 1] &+= 1 }
                for s in 0..<shardCount { starts[s &+ 1] &+= starts[s] }
                // Scatter, then shift back: starts[s] ends where shard s + 1 begins.
                for k in hashes.indices {
                    let s = shard(hashes[k])
                    order[starts[s]] = Int32(truncatingIfNeeded: k)
                    starts[s] &+= 1
                }
                for s in stride(from: shardCount, to: 0, by: -1) { starts[s] = starts[s &- 1] }
                starts[0] = 0
            }
        }
        // A group of up to 64 shards at a time: one walk of the trie each, not one a shard.
        let groupSize = Swift.min(64, shardCount)
        return starts.withUnsafeBufferPointer { starts in
            order.withUnsafeBufferPointer { order in
                for group in 0..<shardCount / groupSize {
                    let base = group &* groupSize
                    guard starts[base] < starts[base &+ groupSize] else { continue }
                    let (found, added) = withShards(group: group) { tables -> (Int?, Int) in
                        tables.withUnsafeMutableBufferPointer { tables in
                            var added = 0
                            for s in base..<base &+ groupSize where starts[s] < starts[s &+ 1] {
                                let before = tables[s &- base].count
                                let found = tables[s &- base].insert(
                                    hashes, at: UnsafeBufferPointer(rebasing: order[starts[s]..<starts[s &+ 1]]),
                                    position: position, unlessExisting: isMatch)
                                added &+= tables[s &- base].count &- before
                                if let found { return (found, added) }
                            }
                            return (nil, added)
                        }
                    }
                    count += added
                    if let found { return found }
                }
                return nil
            }
        }
    }

    /// Removes the entry with `hash` at `position`, if any.
    /// - Complexity: expected O(log₆₄ S); O(B + 64 log₆₄ S) when it copies a shared shard and its path.
    @inlinable
    mutating func remove(hash: Int, position: ItemPosition) {
        let removed = withShard(shard(hash)) { table in
            let before = table.count
            table.remove(hash: hash, position: position)
            return before - table.count
        }
        count -= removed
    }

    /// Points the entry with `hash` at `from` to `to` instead.
    /// - Complexity: expected O(log₆₄ S); O(B + 64 log₆₄ S) when it copies a shared shard and its path.
    @inlinable
    mutating func move(hash: Int, from: ItemPosition, to: ItemPosition) {
        withShard(shard(hash)) { $0.repoint(hash: hash, from: from, to: to) }
    }

    /// Makes room for `capacity` entries: more shards when they would pass `shardCapacity` each, and
    /// room in each shard. Existing entries are redistributed by their stored hashes into new flat
    /// tables, which then become the trie's leaves.
    /// - Complexity: O(n) when it grows, else O(1).
    @inlinable
    mutating func reserveCapacity(_ capacity: Int) {
        var bits = shardBits
        while capacity > Self.shardCapacity << bits { bits += 1 }
        if bits == shardBits {
            if bits == 0 { tables[0].reserveCapacity(capacity) }
            return
        }
        let old = self
        shardBits = bits
        // The average per shard, no slack: a slack that passes a power of two doubles every shard's
        // buckets, while the few shards that end up fuller than average simply grow on their own.
        let perShard = Swift.max(16, capacity >> bits)
        var flat = ContiguousArray(repeating: ItemTable(), count: 1 << bits)
        for s in flat.indices { flat[s].reserveCapacity(perShard) }
        old.forEachShard { table in
            for entry in table.buckets where entry.position.section >= 0 {
                let s = shard(entry.hash)
                flat[s].reserveCapacity(flat[s].count + 1)
                flat[s].insertNew(hash: entry.hash, position: entry.position)
            }
        }
        setShards(flat)
    }

    /// Makes `flat`, 2^shardBits tables in shard order, the trie's leaves.
    /// - Complexity: O(S).
    @inlinable
    mutating func setShards(_ flat: ContiguousArray<ItemTable>) {
        guard shardBits > 6 else {
            tables = flat
            nodes = []
            return
        }
        var level = ContiguousArray<ItemIndexNode>()
        level.reserveCapacity(flat.count >> 6)
        for start in stride(from: 0, to: flat.count, by: 64) {
            level.append(ItemIndexNode(tables: ContiguousArray(flat[start..<start + 64])))
        }
        while level.count > 1 << (shardBits - rootShift) {
            var above = ContiguousArray<ItemIndexNode>()
            above.reserveCapacity(level.count >> 6)
            for start in stride(from: 0, to: level.count, by: 64) {
                above.append(ItemIndexNode(nodes: ContiguousArray(level[start..<start + 64])))
            }
            level = above
        }
        tables = []
        nodes = level
    }

    /// Empties the index, keeping room for `capacity` entries.
    /// - Complexity: O(capacity).
    @inlinable
    mutating func removeAll(reservingCapacity capacity: Int) {
        self = ItemIndex()
        reserveCapacity(capacity)
    }

    /// Traps if the trie is out of shape (a leaf not at the trie's depth, a node without 64 children,
    /// a root of the wrong size), an entry is in the wrong shard, a shard is over half full, or the
    /// counts disagree.
    /// - Complexity: O(b) for b buckets.
    func checkInvariants() {
        let rootBits = shardBits - rootShift
        Misuse.check(rootBits >= 0 && rootBits <= 6, "snapshot invariant: \(rootBits) bits at the root")
        if depth == 1 {
            Misuse.check(
                nodes.isEmpty && tables.count == 1 << shardBits,
                "snapshot invariant: a root of \(tables.count) tables, \(nodes.count) nodes for \(shardBits) bits")
        } else {
            Misuse.check(
                tables.isEmpty && nodes.count == 1 << rootBits,
                "snapshot invariant: a root of \(tables.count) tables, \(nodes.count) nodes for \(shardBits) bits")
        }
        var leaves = 0
        func visit(_ node: ItemIndexNode, level: Int) {
            if level == depth - 1 {
                Misuse.check(
                    node.nodes.isEmpty && node.tables.count == 64,
                    "snapshot invariant: a last-level node of \(node.tables.count) tables, \(node.nodes.count) nodes")
                leaves += 64
            } else {
                Misuse.check(
                    node.tables.isEmpty && node.nodes.count == 64,
                    "snapshot invariant: a level-\(level) node of \(node.tables.count) tables, \(node.nodes.count) nodes"
                )
                for child in node.nodes { visit(child, level: level + 1) }
            }
        }
        for node in nodes { visit(node, level: 1) }
        if depth == 1 { leaves = tables.count }
        Misuse.check(leaves == 1 << shardBits, "snapshot invariant: \(leaves) shards for \(shardBits) bits")
        var total = 0
        var s = 0
        forEachShard { table in
            Misuse.check(
                table.buckets.isEmpty
                    || (table.buckets.count & (table.buckets.count - 1) == 0 && table.count * 2 <= table.buckets.count),
                "snapshot invariant: shard \(s) of \(table.buckets.count) buckets for \(table.count) items")
            var used = 0
            for entry in table.buckets where entry.position.section >= 0 {
                used += 1
                Misuse.check(
                    shard(entry.hash) == s,
                    "snapshot invariant: an entry of shard \(shard(entry.hash)) is in shard \(s)")
            }
            Misuse.check(
                used == table.count, "snapshot invariant: shard \(s) counts \(table.count) entries, holds \(used)")
            total += used
            s += 1
        }
        Misuse.check(total == count, "snapshot invariant: index counts \(count) entries, holds \(total)")
    }
}

/// A node of `ItemIndex`'s trie below the root: 64 tables on the last level, else 64 nodes.
///
/// `@unchecked Sendable`: a node is written only while uniquely referenced — built by
/// `ItemIndex.setShards` before any other index can see it, or mutated through `ItemIndex.withShards`
/// after `isKnownUniquelyReferenced` has shown that no other index (and so no other thread) holds it.
/// A shared node is only ever read, and copied before a write. For the same reason its fields skip
/// Swift's run-time exclusivity checks (`@exclusivity(unchecked)`), which a lookup would pay per level.
@usableFromInline
final class ItemIndexNode: @unchecked Sendable {
    /// The 64 tables of a node on the last level, else empty.
    @exclusivity(unchecked) @usableFromInline var tables: ContiguousArray<ItemTable>
    /// The 64 children of a node above the last level, else empty.
    @exclusivity(unchecked) @usableFromInline var nodes: ContiguousArray<ItemIndexNode>

    /// - Complexity: O(1).
    @inlinable
    init(tables: ContiguousArray<ItemTable> = [], nodes: ContiguousArray<ItemIndexNode> = []) {
        self.tables = tables
        self.nodes = nodes
    }

    /// A node sharing this one's children (each copied in turn if it is then mutated).
    /// - Complexity: O(1); the first mutation of the copy's array copies its 64 references.
    @inlinable
    func copy() -> ItemIndexNode { ItemIndexNode(tables: tables, nodes: nodes) }

    /// - Complexity: O(tables below).
    @inlinable
    func forEachTable(_ body: (ItemTable) throws -> Void) rethrows {
        try tables.forEach(body)
        for node in nodes { try node.forEachTable(body) }
    }
}

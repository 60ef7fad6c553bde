/// A snapshot's item index, item → (section, chunk key): `ItemTable`s in 2^b shards chosen by the top
/// b bits of the item's hash, each holding about `shardCapacity` items at most.
///
/// Why shards: a snapshot copied from another shares all of them (the array of shards is copied on
/// the first mutation, S retains), and a mutation copies only the shard it touches, so a copy and one
/// edit cost O(n / shardCapacity + shardCapacity) integer work instead of copying the whole table.
/// A small snapshot has one shard: exactly the single table of before.
///
/// Entries store the item's chunk key, not its index (see `ItemList`), so edits that shift items do
/// not renumber the index. Lookups compare stored hashes and ask the caller to compare the item only
/// on a hash match; nothing here hashes an item.
@usableFromInline @frozen
struct ItemIndex: Sendable {
    /// Entries per shard above which the number of shards doubles.
    @inlinable static var shardCapacity: Int { 2048 }

    @usableFromInline var shards: ContiguousArray<ItemTable> = [ItemTable()]
    /// log2 of the number of shards.
    @usableFromInline var shardBits = 0
    @usableFromInline var count = 0

    @inlinable init() {}

    @inlinable
    func shard(_ hash: Int) -> Int {
        shardBits == 0 ? 0 : Int(truncatingIfNeeded: UInt(bitPattern: hash) >> UInt(Int.bitWidth - shardBits))
    }

    /// - Complexity: expected O(1).
    @inlinable
    func find(hash: Int, where isMatch: (ItemPosition) -> Bool) -> ItemPosition? {
        shards[shard(hash)].find(hash: hash, where: isMatch)
    }

    /// Adds an entry unless one with the same hash matches; returns the matching one's position then.
    /// - Complexity: expected O(1) amortised; O(B) when it copies a shared shard of B entries.
    @inlinable
    mutating func insert(hash: Int, position: ItemPosition, unlessExisting isMatch: (ItemPosition) -> Bool)
        -> ItemPosition?
    {
        if count >= Self.shardCapacity << shardBits { reserveCapacity(count + 1) }
        let existing = shards[shard(hash)].insert(hash: hash, position: position, unlessExisting: isMatch)
        if existing == nil { count += 1 }
        return existing
    }

    /// Adds entries for `hashes`, all at `position` (one section and chunk key), each unless an entry
    /// with the same hash matches (`isMatch(k, existing)` for `hashes[k]`); returns the first such k
    /// then, having added some of the others. A large batch is first sorted by shard (a counting
    /// sort of the offsets), so that each shard's buckets are filled while they are in cache.
    /// - Complexity: expected O(k + S) for k hashes and S shards, amortised over growth.
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
        let shardCount = shards.count
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
        return order.withUnsafeBufferPointer { order in
            for s in 0..<shardCount where starts[s] < starts[s + 1] {
                let before = shards[s].count
                let found = shards[s].insert(
                    hashes, at: UnsafeBufferPointer(rebasing: order[starts[s]..<starts[s + 1]]), position: position,
                    unlessExisting: isMatch)
                count += shards[s].count - before
                if let found { return found }
            }
            return nil
        }
    }

    /// Removes the entry with `hash` at `position`, if any.
    /// - Complexity: expected O(1); O(B) when it copies a shared shard.
    @inlinable
    mutating func remove(hash: Int, position: ItemPosition) {
        let s = shard(hash)
        let before = shards[s].count
        shards[s].remove(hash: hash, position: position)
        count -= before - shards[s].count
    }

    /// Points the entry with `hash` at `from` to `to` instead.
    /// - Complexity: expected O(1); O(B) when it copies a shared shard.
    @inlinable
    mutating func move(hash: Int, from: ItemPosition, to: ItemPosition) {
        shards[shard(hash)].repoint(hash: hash, from: from, to: to)
    }

    /// Makes room for `capacity` entries: more shards when they would pass `shardCapacity` each, and
    /// room in each shard. Existing entries are redistributed by their stored hashes.
    /// - Complexity: O(n) when it grows, else O(1).
    @inlinable
    mutating func reserveCapacity(_ capacity: Int) {
        var bits = shardBits
        while capacity > Self.shardCapacity << bits { bits += 1 }
        if bits == shardBits {
            if bits == 0 { shards[0].reserveCapacity(capacity) }
            return
        }
        let old = shards
        shardBits = bits
        // The average per shard, no slack: a slack that passes a power of two doubles every shard's
        // buckets, while the few shards that end up fuller than average simply grow on their own.
        let perShard = Swift.max(16, capacity >> bits)
        shards = ContiguousArray(repeating: ItemTable(), count: 1 << bits)
        for s in shards.indices { shards[s].reserveCapacity(perShard) }
        for table in old {
            for entry in table.buckets where entry.position.section >= 0 {
                let s = shard(entry.hash)
                shards[s].reserveCapacity(shards[s].count + 1)
                shards[s].insertNew(hash: entry.hash, position: entry.position)
            }
        }
    }

    /// Empties the index, keeping room for `capacity` entries.
    /// - Complexity: O(capacity).
    @inlinable
    mutating func removeAll(reservingCapacity capacity: Int) {
        self = ItemIndex()
        reserveCapacity(capacity)
    }

    /// Traps if an entry is in the wrong shard, a shard is over half full, or the counts disagree.
    /// - Complexity: O(b) for b buckets.
    func checkInvariants() {
        precondition(shards.count == 1 << shardBits, "snapshot invariant: \(shards.count) shards for \(shardBits) bits")
        var total = 0
        for (s, table) in shards.enumerated() {
            precondition(
                table.buckets.isEmpty
                    || (table.buckets.count & (table.buckets.count - 1) == 0 && table.count * 2 <= table.buckets.count),
                "snapshot invariant: shard \(s) of \(table.buckets.count) buckets for \(table.count) items")
            var used = 0
            for entry in table.buckets where entry.position.section >= 0 {
                used += 1
                precondition(
                    shard(entry.hash) == s,
                    "snapshot invariant: an entry of shard \(shard(entry.hash)) is in shard \(s)")
            }
            precondition(
                used == table.count, "snapshot invariant: shard \(s) counts \(table.count) entries, holds \(used)")
            total += used
        }
        precondition(total == count, "snapshot invariant: index counts \(count) entries, holds \(total)")
    }
}

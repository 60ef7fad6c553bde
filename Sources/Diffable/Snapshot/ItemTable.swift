/// Where an item lives: section index and index within the section (32 bits each, so that a bucket of
/// the table below is 16 bytes). In a snapshot's `ItemIndex`, `index` holds the bits of the item's
/// chunk key instead (see `ItemList`); in the diff's table of the old snapshot, the index proper.
@usableFromInline @frozen
struct ItemPosition: Hashable, Sendable {
    @usableFromInline var section: Int32
    @usableFromInline var index: Int32

    @inlinable init(_ section: Int, _ index: Int) {
        self.section = Int32(truncatingIfNeeded: section)
        self.index = Int32(truncatingIfNeeded: index)
    }

    @inlinable static var none: ItemPosition { ItemPosition(-1, -1) }
}

/// The item → position index of a snapshot: an open-addressing hash table with linear probing that
/// stores each item's hash and position, not the item itself. A probe compares hashes first and asks
/// the caller to compare the item only on a hash match, so:
///
/// - the snapshot hashes each item once, when it is added, and keeps the hash beside it; growing or
///   rebuilding the table never hashes again;
/// - the diff looks up a new item in the old snapshot's table with the hash the new snapshot already
///   holds: no hashing at all during a diff;
/// - one bucket is 16 bytes; the load stays at or under one half, so probes are short.
///
/// A snapshot keeps its entries in shards of these (`ItemIndex`), so that a copy and one edit copy one
/// shard; the diff's fallback engine builds one whole table of the old snapshot's positions.
@usableFromInline @frozen
struct ItemTable: Sendable {
    @usableFromInline @frozen
    struct Bucket: Sendable {
        @usableFromInline var hash: Int
        @usableFromInline var position: ItemPosition

        @inlinable init(hash: Int, position: ItemPosition) {
            self.hash = hash
            self.position = position
        }

        @inlinable static var empty: Bucket { Bucket(hash: 0, position: .none) }
    }

    /// A power of two in size, or empty.
    @usableFromInline var buckets: ContiguousArray<Bucket> = []
    @usableFromInline var count = 0

    @inlinable init() {}

    /// The position of the entry with `hash` for which `isMatch` holds, if any.
    /// - Complexity: expected O(1): at most a few buckets, one `isMatch` call per equal hash.
    @inlinable
    func find(hash: Int, where isMatch: (ItemPosition) -> Bool) -> ItemPosition? {
        guard !buckets.isEmpty else { return nil }
        return buckets.withUnsafeBufferPointer { buckets in
            let mask = buckets.count &- 1
            var bucket = hash & mask
            while true {
                let entry = buckets[bucket]
                if entry.position.section < 0 { return nil }
                if entry.hash == hash && isMatch(entry.position) { return entry.position }
                bucket = (bucket &+ 1) & mask
            }
        }
    }

    /// Adds an entry, after checking with `isMatch` that no entry with the same hash matches; returns
    /// the position of the matching entry instead when one does (and adds nothing).
    /// - Complexity: expected O(1), amortised over growth.
    @inlinable
    mutating func insert(hash: Int, position: ItemPosition, unlessExisting isMatch: (ItemPosition) -> Bool)
        -> ItemPosition?
    {
        reserveCapacity(count + 1)
        return buckets.withUnsafeMutableBufferPointer { buckets in
            let mask = buckets.count &- 1
            var bucket = hash & mask
            while true {
                let entry = buckets[bucket]
                if entry.position.section < 0 { break }
                if entry.hash == hash && isMatch(entry.position) { return entry.position }
                bucket = (bucket &+ 1) & mask
            }
            buckets[bucket] = Bucket(hash: hash, position: position)
            count += 1
            return nil
        }
    }

    /// Adds the entries `hashes[k]` at `position`, for each k of `offsets` in turn, each after checking
    /// with `isMatch(k, existing)` that no entry with the same hash matches. Stops at the first k for
    /// which one does and returns it, leaving it and the later offsets out.
    /// - Complexity: expected O(m) for m offsets, amortised over growth.
    @inlinable
    mutating func insert(
        _ hashes: UnsafeBufferPointer<Int>, at offsets: UnsafeBufferPointer<Int32>, position: ItemPosition,
        unlessExisting isMatch: (Int, ItemPosition) -> Bool
    ) -> Int? {
        reserveCapacity(count + offsets.count)
        var inserted = 0
        let found: Int? = buckets.withUnsafeMutableBufferPointer { buckets in
            let mask = buckets.count &- 1
            for offset in offsets {
                let k = Int(truncatingIfNeeded: offset), hash = hashes[k]
                var bucket = hash & mask
                while true {
                    let entry = buckets[bucket]
                    if entry.position.section < 0 { break }
                    if entry.hash == hash && isMatch(k, entry.position) { return k }
                    bucket = (bucket &+ 1) & mask
                }
                buckets[bucket] = Bucket(hash: hash, position: position)
                inserted &+= 1
            }
            return nil
        }
        count += inserted
        return found
    }

    /// Makes room for `capacity` entries at a load of at most one half, re-inserting the stored hashes.
    /// - Complexity: O(n) when it grows, else O(1).
    @inlinable
    mutating func reserveCapacity(_ capacity: Int) {
        guard capacity * 2 > buckets.count else { return }
        var size = Swift.max(16, buckets.count)
        while size < capacity * 2 { size &<<= 1 }
        let old = buckets
        buckets = ContiguousArray(repeating: .empty, count: size)
        buckets.withUnsafeMutableBufferPointer { buckets in
            let mask = size &- 1
            for entry in old where entry.position.section >= 0 {
                var bucket = entry.hash & mask
                while buckets[bucket].position.section >= 0 { bucket = (bucket &+ 1) & mask }
                buckets[bucket] = entry
            }
        }
    }

    /// Empties the table, keeping room for `capacity` entries.
    @inlinable
    mutating func removeAll(reservingCapacity capacity: Int) {
        count = 0
        var size = 16
        while size < capacity * 2 { size &<<= 1 }
        if capacity == 0 {
            buckets = []
        } else if size == buckets.count {
            // Keeps the storage when this table owns it; a shared one (the snapshot a copy was made of)
            // is left alone rather than copied only to be overwritten.
            buckets.removeAll(keepingCapacity: true)
            buckets.append(contentsOf: repeatElement(.empty, count: size))
        } else {
            buckets = ContiguousArray(repeating: .empty, count: size)
        }
    }

    /// Adds an entry known to be new (a rebuild from a consistent snapshot), without any comparison.
    @inlinable
    mutating func insertNew(hash: Int, position: ItemPosition) {
        buckets.withUnsafeMutableBufferPointer { buckets in
            let mask = buckets.count &- 1
            var bucket = hash & mask
            while buckets[bucket].position.section >= 0 { bucket = (bucket &+ 1) & mask }
            buckets[bucket] = Bucket(hash: hash, position: position)
        }
        count += 1
    }

    /// Adds entries known to be new, `hashes[k]` at (`section`, `firstIndex + k`), in one pass over the
    /// buckets without any comparison. The caller has reserved room for them.
    /// - Complexity: expected O(k) for k hashes.
    @inlinable
    mutating func insertNew(_ hashes: UnsafeBufferPointer<Int>, section: Int, firstIndex: Int) {
        buckets.withUnsafeMutableBufferPointer { buckets in
            let mask = buckets.count &- 1
            for k in hashes.indices {
                let hash = hashes[k]
                var bucket = hash & mask
                while buckets[bucket].position.section >= 0 { bucket = (bucket &+ 1) & mask }
                buckets[bucket] = Bucket(hash: hash, position: ItemPosition(section, firstIndex &+ k))
            }
        }
        count += hashes.count
    }

    /// Removes the entry with `hash` at `position`, if there is one, moving later entries of its probe
    /// run back so that no lookup stops short (linear probing's deletion without tombstones).
    /// - Complexity: expected O(1).
    @inlinable
    mutating func remove(hash: Int, position: ItemPosition) {
        guard !buckets.isEmpty else { return }
        buckets.withUnsafeMutableBufferPointer { buckets in
            let mask = buckets.count &- 1
            var hole = hash & mask
            while buckets[hole].position != position || buckets[hole].hash != hash {
                if buckets[hole].position.section < 0 { return }
                hole = (hole &+ 1) & mask
            }
            var next = hole
            while true {
                next = (next &+ 1) & mask
                let entry = buckets[next]
                if entry.position.section < 0 { break }
                // The entry may fill the hole unless its home bucket lies cyclically in (hole, next].
                let home = entry.hash & mask
                let staysAfterHole = hole <= next ? (home > hole && home <= next) : (home > hole || home <= next)
                if !staysAfterHole {
                    buckets[hole] = entry
                    hole = next
                }
            }
            buckets[hole] = .empty
        }
        count -= 1
    }

    /// Points the entry with `hash` at `from` to `to` instead, if there is one.
    /// - Complexity: expected O(1).
    @inlinable
    mutating func repoint(hash: Int, from: ItemPosition, to: ItemPosition) {
        guard !buckets.isEmpty else { return }
        buckets.withUnsafeMutableBufferPointer { buckets in
            let mask = buckets.count &- 1
            var bucket = hash & mask
            while buckets[bucket].position.section >= 0 {
                if buckets[bucket].hash == hash && buckets[bucket].position == from {
                    buckets[bucket].position = to
                    return
                }
                bucket = (bucket &+ 1) & mask
            }
        }
    }
}

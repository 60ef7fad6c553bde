/// Where an item lives: section index and index within the section (32 bits each, so that a bucket of
/// the table below is 16 bytes).
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
/// Mutations that shift positions (anything but appending at the end of a section or adding sections
/// at the end) rebuild the table from the stored hashes in O(n) integer work.
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
    mutating func insert(hash: Int, position: ItemPosition, unlessExisting isMatch: (ItemPosition) -> Bool) -> ItemPosition? {
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
            buckets.withUnsafeMutableBufferPointer { $0.update(repeating: .empty) }
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
}

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

    /// Renumbers the entries of sections that lost items: index `i` of section `s` becomes `i` minus
    /// the number of `removed[s]` (sorted, ascending) below `i`. Sections with nil are left alone.
    /// - Complexity: O(b log k) for b buckets and k removed indices, in one pass in memory order.
    @inlinable
    mutating func closeGaps(_ removed: ContiguousArray<[Int32]?>) {
        let touched = removed.indices.filter { removed[$0] != nil }
        if touched.count == 1, let gaps = removed[touched[0]], gaps.count <= 8 {
            return closeGaps(gaps, inSection: Int32(touched[0]))
        }
        // One flat array of gaps and, per section, its range there (empty: nothing to renumber).
        var gaps = ContiguousArray<Int32>()
        var ranges = ContiguousArray<(start: Int, end: Int)>(repeating: (0, 0), count: removed.count)
        for (section, indices) in removed.enumerated() {
            guard let indices else { continue }
            ranges[section] = (gaps.count, gaps.count + indices.count)
            gaps.append(contentsOf: indices)
        }
        gaps.withUnsafeBufferPointer { gaps in
            ranges.withUnsafeBufferPointer { ranges in
                buckets.withUnsafeMutableBufferPointer { buckets in
                    for bucket in buckets.indices {
                        let position = buckets[bucket].position
                        guard position.section >= 0 else { continue }
                        var (low, high) = ranges[Int(position.section)]
                        guard low < high else { continue }
                        let base = low
                        while low < high {
                            let middle = (low &+ high) >> 1
                            if gaps[middle] < position.index { low = middle &+ 1 } else { high = middle }
                        }
                        buckets[bucket].position.index = position.index &- Int32(truncatingIfNeeded: low &- base)
                    }
                }
            }
        }
    }

    /// `closeGaps(_:)` for a few gaps in one section: no branch per bucket, so the pass runs at the
    /// speed of memory whatever the layout of the table.
    @inlinable
    mutating func closeGaps(_ gaps: [Int32], inSection section: Int32) {
        gaps.withUnsafeBufferPointer { gaps in
            buckets.withUnsafeMutableBufferPointer { buckets in
                for bucket in buckets.indices {
                    let position = buckets[bucket].position
                    var below: Int32 = 0
                    for gap in gaps { below &+= gap < position.index ? 1 : 0 }
                    buckets[bucket].position.index = position.index &- (position.section == section ? below : 0)
                }
            }
        }
    }
}

/// A run of at most `ItemList.chunkCapacity` consecutive items of a section, with each item's hash
/// beside it. Chunks are shared between snapshots: one is mutated in place only while a single list
/// holds it (`isKnownUniquelyReferenced`), else it is copied first, so a copy of a snapshot never
/// sees the edits of another.
@usableFromInline
final class ItemChunk<Item: Hashable & Sendable>: @unchecked Sendable {
    // @unchecked: the arrays are written only while the chunk is uniquely referenced (see ItemList).
    @usableFromInline var items: ContiguousArray<Item>
    @usableFromInline var hashes: ContiguousArray<Int>

    @inlinable
    init(items: ContiguousArray<Item>, hashes: ContiguousArray<Int>) {
        self.items = items
        self.hashes = hashes
    }

    /// The offset of `item` in this chunk, comparing hashes first and items only on equal hashes.
    /// - Complexity: O(B) integer comparisons for a chunk of B items, one `==` per equal hash.
    @inlinable
    func offset(of item: Item, hash: Int) -> Int? {
        hashes.withUnsafeBufferPointer { hashes in
            for offset in hashes.indices where hashes[offset] == hash && items[offset] == item { return offset }
            return nil
        }
    }
}

/// The items of one section: a two-level tree, a root of chunk references with the running count at
/// the end of each chunk, over chunks of at most `chunkCapacity` items (see `ItemChunk`).
///
/// Each chunk has a *key*, a 32-bit label that grows along the list and never changes while the
/// chunk lives. The snapshot's item index stores an item's section and chunk key, not its index, so
/// deleting or inserting items does not renumber the index: an item's index is found by a binary
/// search of its key among `keys`, then a scan of its chunk. Keys of new chunks are picked in the gap
/// between their neighbours; when a gap is used up the section is relabelled (O(n), rare: after about
/// 16 splits at one place).
///
/// Copying a list copies three arrays of C = n / B entries on its first mutation (C retains), then
/// mutates one chunk: O(n / B + B) integer work, no hashing. With B = 2048 that is a few microseconds
/// at a million items. Two lists derived from one another share every chunk neither edited: the diff
/// skips those by identity (`Algorithm+Shared.swift`).
@usableFromInline @frozen
struct ItemList<Item: Hashable & Sendable>: Sendable, Equatable {
    @usableFromInline typealias Chunk = ItemChunk<Item>

    /// The most items a chunk holds; an insertion that overflows one splits it in halves.
    @inlinable static var chunkCapacity: Int { 2048 }
    /// The distance between the keys of chunks added at the end.
    @inlinable static var keySpacing: UInt32 { 1 << 16 }

    @usableFromInline var chunks: ContiguousArray<Chunk> = []
    /// Strictly increasing, one per chunk.
    @usableFromInline var keys: ContiguousArray<UInt32> = []
    /// `ends[c]`: the number of items in chunks 0...c.
    @usableFromInline var ends: ContiguousArray<Int> = []

    @inlinable init() {}

    /// - Complexity: O(1).
    @inlinable var count: Int { ends.last ?? 0 }

    /// The chunk holding `index`, and the index of its first item.
    /// - Complexity: O(log C).
    @inlinable
    func chunk(containing index: Int) -> (chunk: Int, start: Int) {
        var low = 0, high = ends.count - 1
        while low < high {
            let middle = (low + high) >> 1
            if ends[middle] > index { high = middle } else { low = middle + 1 }
        }
        return (low, low == 0 ? 0 : ends[low - 1])
    }

    /// The ordinal of the chunk with `key`, if there is one.
    /// - Complexity: O(log C).
    @inlinable
    func chunk(withKey key: UInt32) -> Int? {
        var low = 0, high = keys.count
        while low < high {
            let middle = (low + high) >> 1
            if keys[middle] < key { low = middle + 1 } else { high = middle }
        }
        return low < keys.count && keys[low] == key ? low : nil
    }

    /// - Complexity: O(log C).
    @inlinable
    subscript(index: Int) -> Item {
        let (c, start) = chunk(containing: index)
        return chunks[c].items[index - start]
    }

    /// The index of `item` given the key of its chunk, or nil if it is not there.
    /// - Complexity: O(log C + B) integer work, one `==` per equal hash in the chunk.
    @inlinable
    func index(of item: Item, hash: Int, key: UInt32) -> Int? {
        guard let c = chunk(withKey: key), let offset = chunks[c].offset(of: item, hash: hash) else { return nil }
        return (c == 0 ? 0 : ends[c - 1]) + offset
    }

    /// The items, in order.
    /// - Complexity: O(n).
    @inlinable
    var items: [Item] { flattened(\.items) }

    /// The hashes, in order.
    /// - Complexity: O(n).
    @inlinable
    var hashes: [Int] { flattened(\.hashes) }

    /// One array of a field of every chunk, chunk after chunk.
    @inlinable
    func flattened<Element>(_ field: KeyPath<Chunk, ContiguousArray<Element>>) -> [Element] {
        var all: [Element] = []
        all.reserveCapacity(count)
        for chunk in chunks { all.append(contentsOf: chunk[keyPath: field]) }
        return all
    }

    /// Same items in the same order; chunks shared by identity are not compared.
    /// - Complexity: O(C) when every chunk is shared, else O(n) comparisons at most.
    @inlinable
    static func == (lhs: ItemList, rhs: ItemList) -> Bool {
        guard lhs.count == rhs.count else { return false }
        // Walk both lists' chunks side by side; a pair of chunks that is one object at the same place
        // is skipped whole.
        var i = 0, j = 0, x = 0, y = 0
        while i < lhs.chunks.count {
            if x == 0 && y == 0 && lhs.chunks[i] === rhs.chunks[j] {
                i += 1
                j += 1
                continue
            }
            let a = lhs.chunks[i].items, b = rhs.chunks[j].items
            let run = Swift.min(a.count - x, b.count - y)
            let equal = a.withUnsafeBufferPointer { a in
                b.withUnsafeBufferPointer { b in
                    var n = 0
                    while n < run && a[x + n] == b[y + n] { n += 1 }
                    return n == run
                }
            }
            guard equal else { return false }
            x += run
            y += run
            if x == a.count { i += 1; x = 0 }
            if y == b.count { j += 1; y = 0 }
        }
        return true
    }

    // MARK: - Mutations

    /// Makes chunk `c` this list's own, copying it if another list shares it.
    /// - Complexity: O(1), or O(B) when it is copied.
    @inlinable
    mutating func uniqueChunk(_ c: Int) -> Chunk {
        if !isKnownUniquelyReferenced(&chunks[c]) {
            chunks[c] = Chunk(items: chunks[c].items, hashes: chunks[c].hashes)
        }
        return chunks[c]
    }

    /// Recomputes `ends` from chunk `c` on.
    /// - Complexity: O(C).
    @inlinable
    mutating func recount(from c: Int) {
        var total = c == 0 ? 0 : ends[c - 1]
        for index in c..<chunks.count {
            total += chunks[index].items.count
            ends[index] = total
        }
    }

    /// Appends items at the end; `placed(offsets, key)` is told, chunk by chunk, the chunk key of the
    /// new items at those offsets of `items`. Returns false, adding nothing, when the keys at the end
    /// are used up (relabel, then retry).
    /// - Complexity: O(k + C) for k items: copies of the items and hashes, a call per chunk.
    @inlinable
    mutating func append(_ items: [Item], hashes: [Int], placed: (Range<Int>, UInt32) -> Void) -> Bool {
        let room = chunks.last.map { Self.chunkCapacity - $0.items.count } ?? 0
        let needed = (Swift.max(0, items.count - room) + Self.chunkCapacity - 1) / Self.chunkCapacity
        // New chunks' keys step by `keySpacing`, or less near the top of the key space.
        let step = UInt32(
            Swift.min(UInt64(Self.keySpacing), (UInt64(UInt32.max) - UInt64(keys.last ?? 0)) / UInt64(needed + 1)))
        guard needed == 0 || step > 0 else { return false }
        var offset = 0
        if room > 0 {
            let last = chunks.count - 1
            let chunk = uniqueChunk(last)
            let take = Swift.min(items.count, room)
            chunk.items.append(contentsOf: items[0..<take])
            chunk.hashes.append(contentsOf: hashes[0..<take])
            ends[last] += take
            placed(0..<take, keys[last])
            offset = take
        }
        if needed > 0 {
            chunks.reserveCapacity(chunks.count + needed)
            keys.reserveCapacity(keys.count + needed)
            ends.reserveCapacity(ends.count + needed)
        }
        while offset < items.count {
            let end = Swift.min(items.count, offset + Self.chunkCapacity)
            let key = (keys.last ?? 0) + step
            chunks.append(
                Chunk(items: ContiguousArray(items[offset..<end]), hashes: ContiguousArray(hashes[offset..<end])))
            keys.append(key)
            ends.append(count + end - offset)
            placed(offset..<end, key)
            offset = end
        }
        return true
    }

    /// Inserts items at `index` (not at the end). When the chunk overflows it is split, and
    /// `moved(item, hash, fromKey, toKey)` is told of every old item that changed chunk; the new items'
    /// keys are told, piece by piece, through `placed(offsets, key)`. Returns false, changing nothing,
    /// when there is no key left between the chunk and the next one (relabel, then retry).
    /// - Complexity: O(k + B + C) for k items.
    @inlinable
    mutating func insert(
        _ items: [Item], hashes: [Int], at index: Int, placed: (Range<Int>, UInt32) -> Void,
        moved: (Item, Int, UInt32, UInt32) -> Void
    ) -> Bool {
        let (c, start) = chunk(containing: index)
        let total = chunks[c].items.count + items.count
        let pieces = total <= Self.chunkCapacity ? 1 : (total + Self.chunkCapacity / 2 - 1) / (Self.chunkCapacity / 2)
        let low = keys[c], high = c + 1 < keys.count ? keys[c + 1] : UInt32.max
        guard UInt64(high) - UInt64(low) > UInt64(pieces - 1) else { return false }
        let chunk = uniqueChunk(c)
        let at = index - start
        chunk.items.insert(contentsOf: items, at: at)
        chunk.hashes.insert(contentsOf: hashes, at: at)
        if pieces == 1 {
            placed(items.indices, low)
            recount(from: c)
            return true
        }
        let all = chunk.items, allHashes = chunk.hashes
        let step = (UInt64(high) - UInt64(low)) / UInt64(pieces)
        let size = (total + pieces - 1) / pieces
        var newChunks: [Chunk] = [], newKeys: [UInt32] = []
        for piece in 0..<pieces {
            let range = (piece * size)..<Swift.min(total, (piece + 1) * size)
            let key = piece == 0 ? low : UInt32(UInt64(low) + UInt64(piece) * step)
            newChunks.append(Chunk(items: ContiguousArray(all[range]), hashes: ContiguousArray(allHashes[range])))
            newKeys.append(key)
            let newStart = Swift.max(range.lowerBound, at)
            let new = newStart..<Swift.max(newStart, Swift.min(range.upperBound, at + items.count))
            if !new.isEmpty { placed((new.lowerBound - at)..<(new.upperBound - at), key) }
            if key != low {
                for position in range where !new.contains(position) {
                    moved(all[position], allHashes[position], low, key)
                }
            }
        }
        chunks.replaceSubrange(c...c, with: newChunks)
        keys.replaceSubrange(c...c, with: newKeys)
        ends.replaceSubrange(c...c, with: repeatElement(0, count: pieces))
        recount(from: c)
        return true
    }

    /// Removes the items at `indices` (ascending, distinct); a chunk left empty is dropped.
    /// - Complexity: O(k log C + m B + C) for k indices in m chunks.
    @inlinable
    mutating func remove(atSortedIndices indices: [Int]) {
        guard !indices.isEmpty else { return }
        var i = 0, first = Int.max
        var emptied: [Int] = []
        while i < indices.count {
            let (c, start) = chunk(containing: indices[i])
            let end = ends[c]
            var offsets: [Int] = []
            while i < indices.count && indices[i] < end {
                offsets.append(indices[i] - start)
                i += 1
            }
            let chunk = uniqueChunk(c)
            for offset in offsets.reversed() {
                chunk.items.remove(at: offset)
                chunk.hashes.remove(at: offset)
            }
            if chunk.items.isEmpty { emptied.append(c) }
            first = Swift.min(first, c)
        }
        for c in emptied.reversed() {
            chunks.remove(at: c)
            keys.remove(at: c)
            ends.remove(at: c)
        }
        if first < chunks.count { recount(from: first) }
    }

    /// Gives the chunks fresh keys, evenly spaced, so that every gap is wide again, leaving room at
    /// the end for `extra` more chunks.
    /// - Complexity: O(C); the caller re-indexes the section's items.
    @inlinable
    mutating func relabel(leavingRoomFor extra: Int) {
        let spacing = UInt32(
            Swift.max(1, Swift.min(Int(Self.keySpacing), Int(UInt32.max) / (chunks.count + extra + 1))))
        for c in keys.indices { keys[c] = UInt32(c + 1) * spacing }
    }

    /// Traps if the list is inconsistent: keys not increasing, counts that do not add up, an empty or
    /// overfull chunk, or a hash beside an item that differs from the item's hash.
    /// - Complexity: O(n), one hash per item.
    func checkInvariants(section: Int) {
        precondition(
            chunks.count == keys.count && keys.count == ends.count,
            "snapshot invariant: section \(section) has \(chunks.count) chunks, \(keys.count) keys, \(ends.count) ends")
        var total = 0
        for c in chunks.indices {
            let chunk = chunks[c]
            precondition(
                !chunk.items.isEmpty && chunk.items.count <= Self.chunkCapacity,
                "snapshot invariant: section \(section) chunk \(c) holds \(chunk.items.count) items")
            precondition(
                chunk.items.count == chunk.hashes.count,
                "snapshot invariant: section \(section) chunk \(c) items and hashes differ in number")
            precondition(
                c == 0 || keys[c - 1] < keys[c],
                "snapshot invariant: section \(section) chunk keys not increasing at \(c)")
            total += chunk.items.count
            precondition(
                ends[c] == total,
                "snapshot invariant: section \(section) chunk \(c) ends at \(ends[c]), counted \(total)")
            for (offset, item) in chunk.items.enumerated() {
                precondition(
                    chunk.hashes[offset] == ItemHash.hash(item),
                    "snapshot invariant: item \(Misuse.describe(item)) hashes differently from when it was added")
            }
        }
    }
}

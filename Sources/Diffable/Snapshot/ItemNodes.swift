/// A run of at most `ItemList.chunkCapacity` consecutive items of a section, with each item's hash
/// beside it: the leaves of an `ItemList`. Chunks are shared between snapshots: one is mutated in
/// place only while a single node holds it (`isKnownUniquelyReferenced`), else it is copied first, so
/// a copy of a snapshot never sees the edits of another.
@usableFromInline
final class ItemChunk<Item: Hashable & Sendable>: @unchecked Sendable {
    // @unchecked: the arrays are written only while the chunk is uniquely referenced (see ItemList).
    @exclusivity(unchecked) @usableFromInline var items: ContiguousArray<Item>
    @exclusivity(unchecked) @usableFromInline var hashes: ContiguousArray<Int>

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

/// An inner node of an `ItemList`: at most `ItemList.fanout` children — chunks in a node of height 1,
/// nodes one lower above that, never both — with the key of each child's first chunk and the running
/// count of items at the end of each child. Shared between lists like chunks, and like them written
/// only while uniquely referenced: an edit copies the nodes on its path, the rest stays shared.
///
/// Both classes' fields skip Swift's run-time exclusivity checks (`@exclusivity(unchecked)`): no two
/// accesses to one can overlap, since an object is written only while one list holds it, and the
/// checks cost the walk of an edited copy as much as the walk itself (8 µs at 100k items).
@usableFromInline
final class ItemBranch<Item: Hashable & Sendable>: @unchecked Sendable {
    // @unchecked: the arrays are written only while the node is uniquely referenced (see ItemList).
    @exclusivity(unchecked) @usableFromInline var chunks: ContiguousArray<ItemChunk<Item>> = []
    @exclusivity(unchecked) @usableFromInline var branches: ContiguousArray<ItemBranch<Item>> = []
    /// Strictly increasing: the key of each child's first chunk.
    @exclusivity(unchecked) @usableFromInline var keys: ContiguousArray<UInt32> = []
    /// `ends[c]`: the number of items in children 0...c.
    @exclusivity(unchecked) @usableFromInline var ends: ContiguousArray<Int> = []

    @inlinable init() {}

    /// A node holding the same children (shared) as `other`.
    @inlinable
    init(copying other: ItemBranch) {
        chunks = other.chunks
        branches = other.branches
        keys = other.keys
        ends = other.ends
    }

    /// - Complexity: O(1).
    @inlinable var count: Int { ends.last ?? 0 }
    @inlinable var childCount: Int { keys.count }

    /// The index, among this node's items, of child `c`'s first item.
    @inlinable func start(of c: Int) -> Int { c == 0 ? 0 : ends[c - 1] }

    /// The child holding the item at `index`; the last child when `index` is `count`.
    /// - Complexity: O(log F) for F children.
    @inlinable
    func child(containing index: Int) -> Int {
        var low = 0, high = ends.count - 1
        while low < high {
            let middle = (low + high) >> 1
            if ends[middle] > index { high = middle } else { low = middle + 1 }
        }
        return low
    }

    /// The last child whose first key is at most `key`, or -1 when there is none.
    /// - Complexity: O(log F) for F children.
    @inlinable
    func child(forKey key: UInt32) -> Int {
        var low = 0, high = keys.count
        while low < high {
            let middle = (low + high) >> 1
            if keys[middle] <= key { low = middle + 1 } else { high = middle }
        }
        return low - 1
    }

    /// Recomputes `ends` from child `c` on, and for a node of nodes (`height` > 1) their first keys.
    /// - Complexity: O(F).
    @inlinable
    func recount(from c: Int, height: Int) {
        var total = start(of: c)
        for index in c..<childCount {
            if height == 1 {
                total += chunks[index].items.count
            } else {
                total += branches[index].count
                keys[index] = branches[index].keys[0]
            }
            ends[index] = total
        }
    }

    /// Puts `newChunks` (with their keys) in the place of chunk `c`; none removes it.
    /// - Complexity: O(F + k) for k new chunks.
    @inlinable
    func replaceChunk(_ c: Int, with newChunks: ContiguousArray<ItemChunk<Item>>, keys newKeys: ContiguousArray<UInt32>)
    {
        chunks.replaceSubrange(c...c, with: newChunks)
        keys.replaceSubrange(c...c, with: newKeys)
        ends.replaceSubrange(c...c, with: repeatElement(0, count: newChunks.count))
        if c < childCount { recount(from: c, height: 1) }
    }

    /// Puts `newBranches` in the place of child `c`; none removes it.
    /// - Complexity: O(F + k) for k new nodes.
    @inlinable
    func replaceBranch(_ c: Int, with newBranches: ContiguousArray<ItemBranch>, height: Int) {
        branches.replaceSubrange(c...c, with: newBranches)
        keys.replaceSubrange(c...c, with: repeatElement(0, count: newBranches.count))
        ends.replaceSubrange(c...c, with: repeatElement(0, count: newBranches.count))
        if c < childCount { recount(from: c, height: height) }
    }

    /// This node's children dealt out to nodes of at most `fanout` children each, as even as can be.
    /// - Complexity: O(m) for m children.
    @inlinable
    func split(fanout: Int, height: Int) -> ContiguousArray<ItemBranch> {
        let pieces = (childCount + fanout - 1) / fanout, size = (childCount + pieces - 1) / pieces
        var nodes = ContiguousArray<ItemBranch>()
        nodes.reserveCapacity(pieces)
        for piece in 0..<pieces {
            let range = (piece * size)..<Swift.min(childCount, (piece + 1) * size)
            let node = ItemBranch()
            if height == 1 {
                node.chunks = ContiguousArray(chunks[range])
            } else {
                node.branches = ContiguousArray(branches[range])
            }
            node.keys = ContiguousArray(keys[range])
            node.ends = ContiguousArray(repeating: 0, count: range.count)
            node.recount(from: 0, height: height)
            nodes.append(node)
        }
        return nodes
    }
}

/// A position in an `ItemList`: a chunk, with the path of nodes down to it. It moves a chunk at a
/// time, or past a whole node: two cursors walking two lists that share nodes (a list and its edited
/// copy) skip what they share at the highest level it is shared, so that walking a list of n items and
/// a copy with one edit visits O(F log n) nodes and chunks, not O(n / B).
@usableFromInline @frozen
struct ChunkCursor<Item: Hashable & Sendable> {
    /// From the root down to the node holding the current chunk; empty at the end.
    @usableFromInline var nodes: ContiguousArray<ItemBranch<Item>> = []
    /// Per node in `nodes`, the child the cursor is in.
    @usableFromInline var slots: ContiguousArray<Int> = []
    /// The index of the current chunk's first item; the list's count at the end.
    @usableFromInline var start = 0
    @usableFromInline let height: Int

    /// A cursor at the list's first chunk.
    /// - Complexity: O(log n).
    @inlinable
    init(_ list: ItemList<Item>) {
        height = list.height
        guard let root = list.root else { return }
        nodes.reserveCapacity(height)
        slots.reserveCapacity(height)
        nodes.append(root)
        slots.append(0)
        descend()
    }

    @inlinable var isAtEnd: Bool { nodes.isEmpty }

    /// - Precondition: not at the end.
    @inlinable var chunk: ItemChunk<Item> { nodes[nodes.count - 1].chunks[slots[slots.count - 1]] }

    /// - Precondition: not at the end.
    @inlinable var key: UInt32 { nodes[nodes.count - 1].keys[slots[slots.count - 1]] }

    /// Follows first children down to a node of chunks.
    @inlinable
    mutating func descend() {
        while nodes.count < height {
            nodes.append(nodes[nodes.count - 1].branches[slots[slots.count - 1]])
            slots.append(0)
        }
    }

    /// Moves to the next chunk.
    /// - Complexity: O(1) amortised, O(log n) at most.
    @inlinable
    mutating func next() {
        let last = nodes.count - 1, slot = slots[last]
        start += nodes[last].ends[slot] - nodes[last].start(of: slot)
        if slot + 1 < nodes[last].childCount {
            slots[last] = slot + 1
        } else {
            climb(from: last)
        }
    }

    /// Moves past the last child of the node at `depth` to the next chunk, or to the end.
    @inlinable
    mutating func climb(from depth: Int) {
        var depth = depth
        repeat {
            nodes.removeLast()
            slots.removeLast()
            if depth == 0 { return }
            depth -= 1
            slots[depth] += 1
        } while slots[depth] == nodes[depth].childCount
        descend()
    }

    /// Moves past the child the cursor is in of the node at `depth` (0: the root): past the current
    /// chunk at the deepest level, past a whole node above.
    /// - Complexity: O(log n).
    @inlinable
    mutating func advance(atDepth depth: Int) {
        if depth == nodes.count - 1 { return next() }
        start += nodes[depth].ends[slots[depth]] - nodes[depth].start(of: slots[depth])
        while nodes.count > depth + 1 {
            nodes.removeLast()
            slots.removeLast()
        }
        slots[depth] += 1
        if slots[depth] == nodes[depth].childCount { climb(from: depth) } else { descend() }
    }

    /// Where both cursors stand at the start of one object — a node, or at least the chunk — shared by
    /// the two lists: the depths to `advance(atDepth:)` each cursor by to pass the largest such; nil
    /// when the current chunks differ (or, with `sameKeys`, their keys do).
    /// - Complexity: O(log n).
    /// - Precondition: neither cursor is at the end.
    @inlinable
    func sharedSubtree(with other: ChunkCursor, sameKeys: Bool) -> (Int, Int)? {
        guard chunk === other.chunk, !sameKeys || key == other.key else { return nil }
        if height == 1 && other.height == 1 { return (0, 0) }
        // The child at depth d stands at the current chunk when every slot below d is 0.
        let aligned = alignedDepth, otherAligned = other.alignedDepth
        for depth in aligned..<(nodes.count - 1) {
            // The node under the slot at `depth` is `nodes[depth + 1]`, at `levels` above the chunks.
            let levels = nodes.count - 1 - depth
            let otherDepth = other.nodes.count - 1 - levels
            if otherDepth >= otherAligned && nodes[depth + 1] === other.nodes[otherDepth + 1] {
                return (depth, otherDepth)
            }
        }
        return (nodes.count - 1, other.nodes.count - 1)
    }

    /// The least depth whose child starts at the current chunk.
    @inlinable
    var alignedDepth: Int {
        var depth = slots.count - 1
        while depth > 0 && slots[depth] == 0 { depth -= 1 }
        return depth
    }
}

/// Two versions of a list walked side by side (`ItemList.walk`): each step is a block both share —
/// a node or a chunk, the same object at the same key — or, between two such blocks, an edited region
/// (chunks edited on one side, the pieces a chunk split into, chunks emptied).
/// - Complexity: O((e + 1) F log n) for e edited regions, in all.
@usableFromInline @frozen
struct SharedChunkWalk<Item: Hashable & Sendable>: IteratorProtocol {
    @usableFromInline @frozen
    enum Step {
        /// `count` items at `old` in the old list are at `new` in the new one, in one shared block.
        case shared(old: Int, new: Int, count: Int)
        /// Chunks of the old list starting at its index `old`, and of the new one at `new`.
        case region(
            old: ContiguousArray<ItemChunk<Item>>, oldStart: Int, new: ContiguousArray<ItemChunk<Item>>, newStart: Int)
    }

    @usableFromInline var a: ChunkCursor<Item>
    @usableFromInline var b: ChunkCursor<Item>

    @inlinable
    init(_ old: ItemList<Item>, _ new: ItemList<Item>) {
        a = ChunkCursor(old)
        b = ChunkCursor(new)
    }

    @inlinable
    mutating func next() -> Step? {
        guard !a.isAtEnd || !b.isAtEnd else { return nil }
        if !a.isAtEnd && !b.isAtEnd, let (da, db) = a.sharedSubtree(with: b, sameKeys: true) {
            let (oldStart, newStart) = (a.start, b.start)
            a.advance(atDepth: da)
            b.advance(atDepth: db)
            return .shared(old: oldStart, new: newStart, count: a.start - oldStart)
        }
        let oldStart = a.start, newStart = b.start
        var oldChunks = ContiguousArray<ItemChunk<Item>>(), newChunks = ContiguousArray<ItemChunk<Item>>()
        while !a.isAtEnd || !b.isAtEnd {
            let oldKey = a.isAtEnd ? UInt64.max : UInt64(a.key), newKey = b.isAtEnd ? UInt64.max : UInt64(b.key)
            if oldKey == newKey && a.chunk === b.chunk { break }
            if oldKey <= newKey {
                oldChunks.append(a.chunk)
                a.next()
            }
            if newKey <= oldKey {
                newChunks.append(b.chunk)
                b.next()
            }
        }
        return .region(old: oldChunks, oldStart: oldStart, new: newChunks, newStart: newStart)
    }
}

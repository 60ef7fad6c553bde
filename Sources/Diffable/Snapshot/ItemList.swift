/// The items of one section: a B-tree of chunks. Leaves are `ItemChunk`s of at most `chunkCapacity`
/// items with their hashes; inner nodes (`ItemBranch`) hold at most `fanout` children with the
/// running count of items at the end of each, so the item at an index is found in O(log n).
///
/// Each chunk has a *key*, a 32-bit label that grows along the list and never changes while the
/// chunk lives. The snapshot's item index stores an item's section and chunk key, not its index, so
/// deleting or inserting items does not renumber the index: an item's index is found by descending
/// the tree by key (each node keeps its children's first keys), summing the counts to the left, then
/// scanning its chunk. Keys of new chunks are picked in the gap between their neighbours; when a gap
/// is used up the section is relabelled (O(n), rare: after about 16 splits at one place).
///
/// Persistent by path copying: copying a list is one retain; its first edit copies the nodes from
/// the root to the chunk it touches (each O(F)) and that chunk, O(F log_F(n / B) + B) integer work and
/// no hashing — with B = 2048 and F = 64, a root and one node of 64 children at a million items.
/// Two lists derived from one another share every node and chunk neither edited: the diff and `==`
/// skip those by identity, a whole subtree at a time (`ChunkCursor`, `Algorithm+Shared.swift`).
///
/// Nodes split when an insertion overflows them; a chunk or node emptied by deletions is dropped, and
/// a root left with one child node gives way to it. Deletions do not merge half-empty neighbours: the
/// height stays that of the largest size the list had, O(log n) for lists that shrink at most by a
/// constant factor, which is what a table's list does.
@usableFromInline @frozen
struct ItemList<Item: Hashable & Sendable>: Sendable, Equatable {
    @usableFromInline typealias Chunk = ItemChunk<Item>
    @usableFromInline typealias Branch = ItemBranch<Item>

    /// The most items a chunk holds; an insertion that overflows one splits it in halves.
    @inlinable static var chunkCapacity: Int { 2048 }
    /// The most children a node holds.
    @inlinable static var fanout: Int { 64 }
    /// The distance between the keys of chunks added at the end.
    @inlinable static var keySpacing: UInt32 { 1 << 16 }

    /// Nil when the list is empty.
    @usableFromInline var root: Branch?
    /// The number of node levels: 1 when the root's children are chunks, 0 when the list is empty.
    @usableFromInline var height = 0

    @inlinable init() {}

    /// - Complexity: O(1).
    @inlinable var count: Int { root?.count ?? 0 }

    /// The chunk holding `index` (the last chunk when `index` is `count`), its key, the index of its
    /// first item, and the key of the chunk after it (nil for the last chunk).
    /// - Complexity: O(log n).
    /// - Precondition: the list is not empty.
    @inlinable
    func locate(_ index: Int) -> (chunk: Chunk, key: UInt32, start: Int, nextKey: UInt32?) {
        var node = root!, start = 0, nextKey: UInt32?
        for _ in 1..<height {
            let c = node.child(containing: index - start)
            if c + 1 < node.childCount { nextKey = node.keys[c + 1] }
            start += node.start(of: c)
            node = node.branches[c]
        }
        let c = node.child(containing: index - start)
        if c + 1 < node.childCount { nextKey = node.keys[c + 1] }
        return (node.chunks[c], node.keys[c], start + node.start(of: c), nextKey)
    }

    /// The key of the chunk holding `index`.
    /// - Complexity: O(log n).
    @inlinable
    func key(containing index: Int) -> UInt32 { locate(index).key }

    /// The chunk with `key` and the index of its first item, if there is one.
    /// - Complexity: O(log n).
    @inlinable
    func chunk(withKey key: UInt32) -> (chunk: Chunk, start: Int)? {
        guard var node = root else { return nil }
        var start = 0
        for _ in 1..<height {
            let c = node.child(forKey: key)
            guard c >= 0 else { return nil }
            start += node.start(of: c)
            node = node.branches[c]
        }
        let c = node.child(forKey: key)
        guard c >= 0, node.keys[c] == key else { return nil }
        return (node.chunks[c], start + node.start(of: c))
    }

    /// - Complexity: O(log n).
    @inlinable
    subscript(index: Int) -> Item {
        let (chunk, _, start, _) = locate(index)
        return chunk.items[index - start]
    }

    /// The index of `item` given the key of its chunk, or nil if it is not there.
    /// - Complexity: O(log n + B) integer work, one `==` per equal hash in the chunk.
    @inlinable
    func index(of item: Item, hash: Int, key: UInt32) -> Int? {
        guard let (chunk, start) = chunk(withKey: key), let offset = chunk.offset(of: item, hash: hash) else {
            return nil
        }
        return start + offset
    }

    /// Calls `body` with every chunk in order, its key and the index of its first item.
    /// - Complexity: O(C) for C chunks.
    @inlinable
    func forEachChunk(_ body: (Chunk, UInt32, Int) throws -> Void) rethrows {
        guard let root else { return }
        try Self.visit(root, height: height, start: 0, body)
    }

    @inlinable
    static func visit(_ node: Branch, height: Int, start: Int, _ body: (Chunk, UInt32, Int) throws -> Void) rethrows {
        for c in 0..<node.childCount {
            if height == 1 {
                try body(node.chunks[c], node.keys[c], start + node.start(of: c))
            } else {
                try visit(node.branches[c], height: height - 1, start: start + node.start(of: c), body)
            }
        }
    }

    /// The items, in order.
    /// - Complexity: O(n).
    @inlinable
    var items: [Item] { flattened(\.items) }

    /// The hashes, in order.
    /// - Complexity: O(n).
    @inlinable
    var hashes: [Int] { flattened(\.hashes) }

    /// The chunk keys, in order.
    /// - Complexity: O(C) for C chunks.
    @inlinable
    var keys: [UInt32] {
        var keys: [UInt32] = []
        forEachChunk { _, key, _ in keys.append(key) }
        return keys
    }

    /// One array of a field of every chunk, chunk after chunk.
    @inlinable
    func flattened<Element>(_ field: KeyPath<Chunk, ContiguousArray<Element>>) -> [Element] {
        var all: [Element] = []
        all.reserveCapacity(count)
        forEachChunk { chunk, _, _ in all.append(contentsOf: chunk[keyPath: field]) }
        return all
    }

    /// Same items in the same order; nodes and chunks shared by identity are not compared.
    /// - Complexity: O(F log n) when the lists differ by one edit of one another, else O(n)
    ///   comparisons at most.
    @inlinable
    static func == (lhs: ItemList, rhs: ItemList) -> Bool {
        guard lhs.count == rhs.count else { return false }
        // Walk both lists' chunks side by side; where both are at the start of the same node or chunk,
        // it is skipped whole.
        var a = ChunkCursor(lhs), b = ChunkCursor(rhs), x = 0, y = 0
        while !a.isAtEnd {
            if x == 0 && y == 0, let (da, db) = a.sharedSubtree(with: b, sameKeys: false) {
                a.advance(atDepth: da)
                b.advance(atDepth: db)
                continue
            }
            let first = a.chunk.items, second = b.chunk.items
            let run = Swift.min(first.count - x, second.count - y)
            let equal = first.withUnsafeBufferPointer { first in
                second.withUnsafeBufferPointer { second in
                    var n = 0
                    while n < run && first[x + n] == second[y + n] { n += 1 }
                    return n == run
                }
            }
            guard equal else { return false }
            x += run
            y += run
            if x == first.count { a.next(); x = 0 }
            if y == second.count { b.next(); y = 0 }
        }
        return true
    }

    /// Traps if the list is inconsistent: leaves at different depths, an empty or overfull node or
    /// chunk, keys not increasing or not their first chunk's, counts that do not add up, or a hash
    /// beside an item that differs from the item's hash.
    /// - Complexity: O(n), one hash per item.
    func checkInvariants(section: Int) {
        guard let root else {
            Misuse.check(height == 0, "snapshot invariant: section \(section) is empty at height \(height)")
            return
        }
        Misuse.check(height >= 1, "snapshot invariant: section \(section) has a root at height 0")
        Misuse.check(
            height == 1 || root.childCount > 1, "snapshot invariant: section \(section) has a root of one node")
        var lastKey: UInt32?, chunkNumber = 0
        func check(_ node: Branch, height: Int) {
            Misuse.check(
                node.childCount > 0 && node.childCount <= Self.fanout && node.ends.count == node.childCount
                    && (height == 1 ? node.chunks.count : node.branches.count) == node.childCount
                    && (height == 1 ? node.branches.isEmpty : node.chunks.isEmpty),
                "snapshot invariant: section \(section) has a node of \(node.childCount) children at height \(height)")
            var total = 0
            for c in 0..<node.childCount {
                if height == 1 {
                    let chunk = node.chunks[c], key = node.keys[c]
                    Misuse.check(
                        !chunk.items.isEmpty && chunk.items.count <= Self.chunkCapacity,
                        "snapshot invariant: section \(section) chunk \(chunkNumber) holds \(chunk.items.count) items")
                    Misuse.check(
                        chunk.items.count == chunk.hashes.count,
                        "snapshot invariant: section \(section) chunk \(chunkNumber) items and hashes differ in number")
                    Misuse.check(
                        lastKey.map { $0 < key } ?? true,
                        "snapshot invariant: section \(section) chunk keys not increasing at \(chunkNumber)")
                    lastKey = key
                    chunkNumber += 1
                    total += chunk.items.count
                    for (offset, item) in chunk.items.enumerated() {
                        Misuse.check(
                            chunk.hashes[offset] == ItemHash.hash(item),
                            "snapshot invariant: item \(Misuse.describe(item)) hashes differently from when it was added"
                        )
                    }
                } else {
                    let child = node.branches[c]
                    Misuse.check(
                        node.keys[c] == child.keys[0],
                        "snapshot invariant: section \(section) node key differs from its child's first key")
                    check(child, height: height - 1)
                    total += child.count
                }
                Misuse.check(
                    node.ends[c] == total,
                    "snapshot invariant: section \(section) child \(c) ends at \(node.ends[c]), counted \(total)")
            }
        }
        check(root, height: height)
    }
}

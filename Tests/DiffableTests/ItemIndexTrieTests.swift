import Testing

@testable import Diffable

/// The snapshot's item index is a persistent trie over its shards (issue 15): a copy shares it, and an
/// edit of the copy copies one path — a node a level and one shard — leaving the original as it was.
@Suite struct ItemIndexTrieTests {
    /// More than 64 shards of 2048: a two-level trie.
    static let n = 140_000

    /// `n` items in two sections, built with the O(n) invariant checks suspended.
    static func big() -> DiffableSnapshot<Int, Int> {
        var snapshot = DiffableSnapshot<Int, Int>()
        InternalChecks.$suspended.withValue(true) {
            snapshot.appendSections([0, 1])
            snapshot.appendItems(Array(0..<n / 2), toSection: 0)
            snapshot.appendItems(Array(n / 2..<n), toSection: 1)
        }
        return snapshot
    }

    /// A hash spread over all the bits, as `ItemHash` gives.
    static func hash(_ i: Int) -> Int { (i &+ 1) &* -7_046_029_254_386_353_131 }

    /// The nodes of `copy`'s trie that `original`'s does not hold, and the shards of `copy` whose bucket
    /// storage is not `original`'s.
    static func unshared(_ copy: ItemIndex, _ original: ItemIndex) -> (nodes: Int, tables: Int) {
        var ids = Set<ObjectIdentifier>()
        original.forEachNode { ids.insert(ObjectIdentifier($0)) }
        var nodes = 0
        copy.forEachNode { if !ids.contains(ObjectIdentifier($0)) { nodes += 1 } }
        var storage: [UnsafeRawPointer?] = []
        original.forEachShard { table in
            storage.append(table.buckets.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) })
        }
        var tables = 0, s = 0
        copy.forEachShard { table in
            if table.buckets.withUnsafeBufferPointer({ UnsafeRawPointer($0.baseAddress) }) != storage[s] { tables += 1 }
            s += 1
        }
        return (nodes, tables)
    }

    @Test func anEditedCopyLeavesTheOriginalAndSharesAllButOnePath() {
        let original = Self.big()
        #expect(original._index.depth == 2 && original._index.shardBits == 7)
        let items = original.itemIdentifiers
        original._checkInvariants()

        var deleted = original
        deleted.deleteItems([1234])
        let paths = Self.unshared(deleted._index, original._index)
        #expect(paths.nodes == 1 && paths.tables == 1, "\(paths)")
        #expect(deleted.indexOfItem(1234) == nil && deleted.indexOfItem(1235) == 1234)
        #expect(deleted.numberOfItems == Self.n - 1)
        deleted._checkInvariants()

        var inserted = original
        inserted.insertItems([-1, -2], beforeItem: 100_000)
        #expect(inserted.indexOfItem(-1) == 100_000 && inserted.indexOfItem(-2) == 100_001)
        #expect(inserted.indexOfItem(100_000) == 100_002 && inserted.numberOfItems == Self.n + 2)
        inserted._checkInvariants()

        var moved = original
        moved.moveItem(5, beforeItem: 120_000)
        #expect(moved.indexOfItem(5) == 119_999 && moved.indexOfItem(6) == 5)
        #expect(moved.itemIdentifiers(inSection: 1).contains(5))
        moved._checkInvariants()

        // The original is as it was.
        #expect(original.itemIdentifiers == items && original.numberOfItems == Self.n)
        for item in [1234, 1235, 5, 6, 100_000, 120_000] { #expect(original.indexOfItem(item) == item) }
        #expect(original.indexOfItem(-1) == nil && original.indexOfItem(-2) == nil)
        #expect(!original.itemIdentifiers(inSection: 1).contains(5))
        original._checkInvariants()
    }

    @Test func eachMutationOfACopiedIndexCopiesOnePath() {
        let original = Self.big()._index
        var entry = ItemTable.Bucket.empty
        original.forEachShard { table in
            if entry.position.section < 0, let first = table.buckets.first(where: { $0.position.section >= 0 }) {
                entry = first
            }
        }

        var inserted = original
        #expect(inserted.insert(hash: 42, position: ItemPosition(0, 7), unlessExisting: { _ in false }) == nil)
        var moved = original
        moved.move(hash: entry.hash, from: entry.position, to: ItemPosition(1, 9))
        var removed = original
        removed.remove(hash: entry.hash, position: entry.position)
        for (copy, name) in [(inserted, "insert"), (moved, "move"), (removed, "remove")] {
            let paths = Self.unshared(copy, original)
            #expect(paths.nodes == 1 && paths.tables == 1, "\(name): \(paths)")
            copy.checkInvariants()
        }
        #expect(inserted.count == original.count + 1 && removed.count == original.count - 1)
        #expect(moved.find(hash: entry.hash) { $0 == ItemPosition(1, 9) } != nil)
        #expect(original.find(hash: entry.hash) { $0 == entry.position } != nil)
        #expect(removed.find(hash: entry.hash) { $0 == entry.position } == nil)
        #expect(original.find(hash: 42) { $0 == ItemPosition(0, 7) } == nil)
        original.checkInvariants()
    }

    @Test func growingPastSixtyFourShardsKeepsEveryEntry() {
        var index = ItemIndex()
        let boundary = ItemIndex.shardCapacity << 6
        // One at a time up to the boundary and a little past it, then a batch.
        for i in 0..<boundary + 10 {
            _ = index.insert(hash: Self.hash(i), position: ItemPosition(0, i), unlessExisting: { _ in false })
            if i == boundary - 1 { #expect(index.depth == 1 && index.shardBits == 6) }
        }
        #expect(index.depth == 2 && index.shardBits == 7)
        index.checkInvariants()
        let batch = (boundary + 10..<Self.n).map(Self.hash)
        #expect(
            batch.withUnsafeBufferPointer { index.insert($0, position: ItemPosition(1, 3)) { _, _ in true } } == nil)
        index.checkInvariants()
        #expect(index.count == Self.n)
        var missing = 0
        for i in 0..<Self.n {
            let position = i < boundary + 10 ? ItemPosition(0, i) : ItemPosition(1, 3)
            if index.find(hash: Self.hash(i), where: { $0 == position }) == nil { missing += 1 }
        }
        #expect(missing == 0)
    }

    @Test func aSnapshotGrowingPastSixtyFourShardsFindsEveryItem() {
        var snapshot = DiffableSnapshot<Int, Int>()
        let boundary = ItemIndex.shardCapacity << 6
        InternalChecks.$suspended.withValue(true) {
            snapshot.appendSections([0])
            snapshot.appendItems(Array(0..<boundary - 100))
            #expect(snapshot._index.depth == 1)
            for item in boundary - 100..<boundary + 100 { snapshot.appendItems([item]) }
        }
        #expect(snapshot._index.depth == 2)
        snapshot._checkInvariants()
        #expect((0..<boundary + 100).allSatisfy { snapshot.indexOfItem($0) == $0 })
    }

    /// Three levels would take more than 8M entries to reach by growth; empty shards show the shape.
    @Test func aThreeLevelTrieFindsAndCopiesOnePath() {
        var index = ItemIndex()
        index.shardBits = 13
        index.setShards(ContiguousArray(repeating: ItemTable(), count: 1 << 13))
        #expect(index.depth == 3 && index.nodes.count == 2)
        for i in 0..<20_000 {
            _ = index.insert(hash: Self.hash(i), position: ItemPosition(0, i), unlessExisting: { _ in false })
        }
        index.checkInvariants()
        #expect((0..<20_000).allSatisfy { i in index.find(hash: Self.hash(i)) { $0 == ItemPosition(0, i) } != nil })
        var copy = index
        copy.remove(hash: Self.hash(77), position: ItemPosition(0, 77))
        let paths = Self.unshared(copy, index)
        #expect(paths.nodes == 2 && paths.tables == 1, "\(paths)")
        copy.checkInvariants()
        #expect(
            copy.find(hash: Self.hash(77)) { _ in true } == nil && index.find(hash: Self.hash(77)) { _ in true } != nil)
    }
}

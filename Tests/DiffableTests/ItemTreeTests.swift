import Testing

@testable import Diffable

/// The B-tree under each section (issue 15): an edit of a copy copies one path from the root to a
/// chunk and shares the rest, the tree grows and shrinks a level as the list does, branch splits keep
/// the order and the keys, and the walk of an edited copy skips what is shared a node at a time.
@Suite struct ItemTreeTests {
    /// Enough items for two levels of nodes: more than `fanout` chunks.
    static let size = ItemList<Int>.chunkCapacity * ItemList<Int>.fanout * 2 + 1_000

    static func big() -> DiffableSnapshot<Int, Int> {
        var snapshot = DiffableSnapshot<Int, Int>()
        InternalChecks.$suspended.withValue(true) {
            snapshot.appendSections([0])
            snapshot.appendItems(Array(0..<size))
        }
        return snapshot
    }

    /// Every node and chunk of a list, by identity.
    static func objects(_ list: ItemList<Int>) -> Set<ObjectIdentifier> {
        var all = Set<ObjectIdentifier>()
        func visit(_ node: ItemBranch<Int>, height: Int) {
            all.insert(ObjectIdentifier(node))
            if height == 1 {
                for chunk in node.chunks { all.insert(ObjectIdentifier(chunk)) }
            } else {
                for child in node.branches { visit(child, height: height - 1) }
            }
        }
        if let root = list.root { visit(root, height: list.height) }
        return all
    }

    @Test func anEditOfACopyCopiesOnePath() {
        let original = Self.big()
        #expect(original._lists[0].height == 2)
        let before = Self.objects(original._lists[0])
        for edit in 0..<3 {
            var copy = original
            InternalChecks.$suspended.withValue(true) {
                switch edit {
                case 0: copy.deleteItems([Self.size / 2])
                case 1: copy.insertItems([-1], beforeItem: Self.size / 3)
                default: copy.moveItem(10, afterItem: 11)
                }
            }
            let unshared = Self.objects(copy._lists[0]).subtracting(before)
            // The root, one node and the chunk — or the three half-full chunks a full one that takes
            // one more item splits into.
            #expect(unshared.count == (edit == 1 ? 5 : 3), "edit \(edit): \(unshared.count) objects not shared")
            copy._checkInvariants()
        }
        #expect(original.itemIdentifiers == Array(0..<Self.size))
        #expect(original.indexOfItem(Self.size / 2) == Self.size / 2)
    }

    @Test func theTreeGrowsAndShrinksALevel() {
        let tall = Self.big()
        var snapshot = tall
        let most = Array(0..<(Self.size - 3_000))
        InternalChecks.$suspended.withValue(true) { snapshot.deleteItems(most) }
        snapshot._checkInvariants()
        #expect(snapshot._lists[0].height == 1)
        // The trees differ in height and share the last chunk (1,000 items): the walk finds it.
        var walk = SharedChunkWalk(tall._lists[0], snapshot._lists[0])
        var shared: [[Int]] = []
        while let step = walk.next() {
            if case .shared(let old, let new, let count) = step { shared.append([old, new, count]) }
        }
        #expect(shared == [[Self.size - 1_000, 2_000, 1_000]])
        for (old, new) in [(tall, snapshot), (snapshot, tall)] {
            let difference = SnapshotDifference(from: old, to: new)
            #expect(SharedSnapshotTests.sameChanges(difference, SharedSnapshotTests.reference(from: old, to: new)))
        }
        #expect(snapshot.itemIdentifiers == Array((Self.size - 3_000)..<Self.size))
        #expect(snapshot.indexOfItem(Self.size - 1) == 2_999)
        snapshot.deleteItems(snapshot.itemIdentifiers)
        #expect(snapshot._lists[0].height == 0 && snapshot._lists[0].root == nil)
        snapshot.appendItems([1, 2, 3])
        #expect(snapshot.itemIdentifiers == [1, 2, 3] && snapshot._lists[0].height == 1)
    }

    @Test func insertionsInTheMiddleSplitNodesAndKeepTheOrder() {
        var snapshot = DiffableSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems(Array(0..<4_000))
        var model = Array(0..<4_000)
        var next = 1_000_000
        // Each batch fills a chunk past its capacity: the chunk splits, the node of chunks fills up
        // and splits, and a root of nodes appears; the keys between two chunks run out on the way.
        InternalChecks.$suspended.withValue(true) {
            for batch in 0..<160 {
                let items = Array(next..<(next + 1_500))
                next += 1_500
                let anchor = batch % 2 == 0 ? 2_000 : model[model.count / 3]
                snapshot.insertItems(items, beforeItem: anchor)
                model.insert(contentsOf: items, at: model.firstIndex(of: anchor)!)
            }
        }
        snapshot._checkInvariants()
        #expect(snapshot._lists[0].height >= 2)
        #expect(snapshot.itemIdentifiers == model)
        for probe in stride(from: 0, to: model.count, by: 997) {
            #expect(snapshot.indexOfItem(model[probe]) == probe)
        }
    }

    @Test func theWalkOfAnEditedCopySkipsSharedNodesWhole() {
        let original = Self.big()
        var copy = original
        InternalChecks.$suspended.withValue(true) { copy.deleteItems([Self.size / 2]) }
        var steps = SharedChunkWalk(original._lists[0], copy._lists[0])
        var count = 0, regions = 0, kept = 0
        while let step = steps.next() {
            count += 1
            switch step {
            case .shared(_, _, let items): kept += items
            case .region(let old, _, let new, _):
                regions += 1
                #expect(old.count == 1 && new.count == 1)
            }
        }
        // Shared chunks beside the edited one in its node, and whole nodes elsewhere: not one step
        // per chunk of the list.
        #expect(regions == 1 && kept == Self.size - 2_048)
        #expect(count <= ItemList<Int>.fanout + 2, "\(count) steps")
        #expect(original._lists[0] == original._lists[0] && !(original._lists[0] == copy._lists[0]))
    }

    /// Random edits on copies of a two-level tree — SharedSnapshotTests' small ones, and large ones
    /// that drop whole chunks and nodes or split them — match an array model, keep the invariants, and
    /// diff as the full engine does.
    @Test func randomEditsOnATallTreeMatchTheModelAndTheFullEngine() {
        typealias Shared = SharedSnapshotTests
        var rng = SeededGenerator(seed: 0x7_12EE)
        var next = 10_000_000
        let base = Self.big()
        let baseModel: Shared.Layout = [(0, Array(0..<Self.size))]
        for round in 0..<4 {
            var copy = base, model = baseModel
            InternalChecks.$suspended.withValue(true) {
                for _ in 0..<8 {
                    let items = model[0].items
                    switch Int.random(in: 0..<4, using: &rng) {
                    case 0:
                        // A run of whole chunks, sometimes a whole node's worth, deleted.
                        let length = Int.random(in: 1...150_000, using: &rng)
                        let start = Int.random(in: 0..<Swift.max(1, items.count - length), using: &rng)
                        let doomed = Array(items[start..<Swift.min(items.count, start + length)])
                        copy.deleteItems(doomed)
                        model[0].items.removeSubrange(start..<Swift.min(items.count, start + length))
                    case 1:
                        // Many items before one: chunks split, the node of chunks fills up and splits.
                        // After `next`: SharedSnapshotTests.edit gives out `next` itself.
                        let new = Array((next + 1)...(next + Int.random(in: 1...40_000, using: &rng)))
                        next += new.count
                        let anchor = items.randomElement(using: &rng)!
                        copy.insertItems(new, beforeItem: anchor)
                        model[0].items.insert(contentsOf: new, at: model[0].items.firstIndex(of: anchor)!)
                    default:
                        Shared.edit(&copy, &model, next: &next, using: &rng)
                    }
                    if model.isEmpty || model[0].items.isEmpty { break }
                }
            }
            copy._checkInvariants()
            #expect(Shared.same(Shared.layout(copy), model), "round \(round): edits differ from the model")
            #expect(base.itemIdentifiers == baseModel[0].items, "round \(round): the base changed with its copy")
            let flat = model.flatMap(\.items)
            for _ in 0..<50 where !flat.isEmpty {
                let item = flat.randomElement(using: &rng)!
                #expect(copy.indexOfItem(item) == flat.firstIndex(of: item))
            }
            let difference = SnapshotDifference(from: base, to: copy)
            #expect(Shared.sameChanges(difference, Shared.reference(from: base, to: copy)), "round \(round)")
        }
    }
}

import Testing

@testable import Diffable

/// Snapshots that share storage (issue 15): copies are independent whatever is edited on either side,
/// random edit sequences give what a plain array model gives, the difference of an edited copy is the
/// full engine's, and an edit or a diff at a million items touches a chunk, not the list.
@Suite struct SharedSnapshotTests {
    typealias Layout = [(section: Int, items: [Int])]

    static func layout(_ snapshot: DiffableSnapshot<Int, Int>) -> Layout {
        snapshot.sectionIdentifiers.map { ($0, snapshot.itemIdentifiers(inSection: $0)) }
    }

    static func same(_ a: Layout, _ b: Layout) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { $0.section == $1.section && $0.items == $1.items }
    }

    /// One random edit, applied to the snapshot and to the model alike.
    static func edit(
        _ snapshot: inout DiffableSnapshot<Int, Int>, _ model: inout Layout, next: inout Int,
        using rng: inout SeededGenerator
    ) {
        let all = model.flatMap(\.items)
        let roll = Int.random(in: 0..<100, using: &rng)
        if roll < 5 || model.isEmpty {
            // A new section, at the end or before another.
            let id = next
            next += 1
            if model.isEmpty || Bool.random(using: &rng) {
                snapshot.appendSections([id])
                model.append((id, []))
            } else {
                let at = Int.random(in: 0..<model.count, using: &rng)
                snapshot.insertSections([id], beforeSection: model[at].section)
                model.insert((id, []), at: at)
            }
        } else if roll < 8 && model.count > 1 {
            let at = Int.random(in: 0..<model.count, using: &rng)
            snapshot.deleteSections([model[at].section])
            model.remove(at: at)
        } else if roll < 40 && !all.isEmpty {
            // Delete a few items, some of them given twice.
            let doomed = (0..<Int.random(in: 1...4, using: &rng)).map { _ in all.randomElement(using: &rng)! }
            snapshot.deleteItems(doomed)
            let gone = Set(doomed)
            for s in model.indices { model[s].items.removeAll { gone.contains($0) } }
        } else if roll < 70 && !all.isEmpty {
            // Insert a run of new items before or after an item.
            let anchor = all.randomElement(using: &rng)!
            let items = (0..<Int.random(in: 1...40, using: &rng)).map { _ in
                next += 1; return next
            }
            let s = model.firstIndex { $0.items.contains(anchor) }!
            var at = model[s].items.firstIndex(of: anchor)!
            if Bool.random(using: &rng) {
                snapshot.insertItems(items, beforeItem: anchor)
            } else {
                snapshot.insertItems(items, afterItem: anchor)
                at += 1
            }
            model[s].items.insert(contentsOf: items, at: at)
        } else if roll < 85 {
            let s = Int.random(in: 0..<model.count, using: &rng)
            let items = (0..<Int.random(in: 1...600, using: &rng)).map { _ in
                next += 1; return next
            }
            snapshot.appendItems(items, toSection: model[s].section)
            model[s].items.append(contentsOf: items)
        } else if all.count > 1 {
            let item = all.randomElement(using: &rng)!
            var anchor = all.randomElement(using: &rng)!
            while anchor == item { anchor = all.randomElement(using: &rng)! }
            let after = Bool.random(using: &rng)
            if after { snapshot.moveItem(item, afterItem: anchor) } else { snapshot.moveItem(item, beforeItem: anchor) }
            for s in model.indices { model[s].items.removeAll { $0 == item } }
            let t = model.firstIndex { $0.items.contains(anchor) }!
            model[t].items.insert(item, at: model[t].items.firstIndex(of: anchor)! + (after ? 1 : 0))
        }
    }

    /// The difference of two snapshots rebuilt from their items: nothing shared, the full engine.
    static func reference(from old: DiffableSnapshot<Int, Int>, to new: DiffableSnapshot<Int, Int>)
        -> SnapshotDifference<Int, Int>
    {
        SnapshotDifference(
            from: makeSnapshot(layout(old).map { ($0.section, $0.items) }),
            to: makeSnapshot(layout(new).map { ($0.section, $0.items) }))
    }

    static func sameChanges(_ a: SnapshotDifference<Int, Int>, _ b: SnapshotDifference<Int, Int>) -> Bool {
        a.sectionDeletes == b.sectionDeletes && a.sectionInserts == b.sectionInserts && a.sectionMoves == b.sectionMoves
            && a.itemDeletes == b.itemDeletes && a.itemInserts == b.itemInserts && a.itemMoves == b.itemMoves
    }

    @Test func randomEditsOnSharedCopiesMatchTheModelAndTheFullEngine() {
        var rng = SeededGenerator(seed: 0x5_4A2E_D)
        var next = 10_000_000
        for round in 0..<40 {
            // A base of up to ~9,000 items in up to three sections, so that sections span many chunks.
            var base = DiffableSnapshot<Int, Int>()
            var baseModel: Layout = []
            for s in 0..<Int.random(in: 1...3, using: &rng) {
                let items = Array((s * 100_000)..<(s * 100_000 + Int.random(in: 0...3_000, using: &rng)))
                base.appendSections([s])
                base.appendItems(items, toSection: s)
                baseModel.append((s, items))
            }
            // Copies of copies, each edited a little; the base is edited after being copied too.
            var copy = base, copyModel = baseModel
            for _ in 0..<Int.random(in: 1...12, using: &rng) { Self.edit(&copy, &copyModel, next: &next, using: &rng) }
            let frozen = copy, frozenModel = copyModel
            var second = copy, secondModel = copyModel
            for _ in 0..<Int.random(in: 1...12, using: &rng) {
                Self.edit(&second, &secondModel, next: &next, using: &rng)
            }
            var edited = base, editedModel = baseModel
            for _ in 0..<Int.random(in: 0...3, using: &rng) {
                Self.edit(&edited, &editedModel, next: &next, using: &rng)
            }

            #expect(Self.same(Self.layout(base), baseModel), "round \(round): the base changed with its copies")
            #expect(Self.same(Self.layout(frozen), frozenModel), "round \(round): a copy changed with its copy")
            #expect(Self.same(Self.layout(second), secondModel), "round \(round): edits differ from the model")
            #expect(Self.same(Self.layout(edited), editedModel), "round \(round): edits differ from the model")
            for snapshot in [base, frozen, second, edited] { snapshot._checkInvariants() }

            // Lookups agree with the model.
            let flat = secondModel.flatMap(\.items)
            for _ in 0..<20 where !flat.isEmpty {
                let item = flat.randomElement(using: &rng)!
                #expect(second.indexOfItem(item) == flat.firstIndex(of: item))
                let path = second.indexPath(of: item)!
                #expect(second.itemIdentifier(at: path) == item)
            }

            // Differences between related snapshots: the full engine's, and they replay.
            for (old, new) in [
                (base, frozen), (frozen, second), (base, second), (second, base), (edited, second), (base, edited),
            ] {
                let difference = checkedDifference(from: old, to: new)
                let reference = Self.reference(from: old, to: new)
                #expect(
                    Self.sameChanges(difference, reference), "round \(round)\nshared: \(difference)\nfull: \(reference)"
                )
                for headers in [false, true] {
                    #expect(
                        difference.splices(includingSectionHeaders: headers)
                            == reference.splices(includingSectionHeaders: headers))
                }
            }
            #expect(SnapshotDifference(from: second, to: second).isEmpty)
        }
    }

    /// Inserting again and again before one item splits the same chunk until no key is left between
    /// its neighbours: the section is relabelled and re-indexed, and nothing else changes.
    @Test func repeatedInsertsAtOnePlaceUseUpTheKeysAndRelabel() {
        var snapshot = DiffableSnapshot<Int, Int>()
        snapshot.appendSections([0, 1])
        snapshot.appendItems(Array(0..<3_000), toSection: 0)
        snapshot.appendItems(Array(3_000..<3_100), toSection: 1)
        var model = Array(0..<3_000)
        let copy = snapshot
        var relabelled = false
        var next = 100_000
        for _ in 0..<60 {
            let items = Array(next..<(next + 300))
            next += 300
            let keys = snapshot._lists[0].keys
            snapshot.insertItems(items, beforeItem: 1_500)
            model.insert(contentsOf: items, at: model.firstIndex(of: 1_500)!)
            if !Set(keys).isSubset(of: Set(snapshot._lists[0].keys)) { relabelled = true }
        }
        #expect(relabelled, "the keys were never used up")
        #expect(snapshot.itemIdentifiers(inSection: 0) == model)
        #expect(snapshot.itemIdentifiers(inSection: 1) == Array(3_000..<3_100))
        #expect(copy.itemIdentifiers(inSection: 0) == Array(0..<3_000))
        #expect(snapshot.indexOfItem(1_500) == model.firstIndex(of: 1_500))
        snapshot._checkInvariants()
        copy._checkInvariants()
        let difference = checkedDifference(from: copy, to: snapshot)
        #expect(
            difference.itemInserts.count == 60 * 300 && difference.itemDeletes.isEmpty && difference.itemMoves.isEmpty)
    }

    /// A million counted items in one section. The invariant checks, O(n) each, are suspended while
    /// building and editing at this size and run once on the result instead.
    static func million(_ counter: CallCounter) -> ([CountedItem], DiffableSnapshot<Int, CountedItem>) {
        let items = (0..<1_000_000).map { CountedItem(value: $0, counter: counter) }
        var snapshot = DiffableSnapshot<Int, CountedItem>()
        InternalChecks.$suspended.withValue(true) {
            snapshot.appendSections([0])
            snapshot.appendItems(items, toSection: 0)
        }
        return (items, snapshot)
    }

    @Test func copyAndDeleteOneAtAMillionTouchesAChunkNotTheList() {
        let counter = CallCounter()
        let (items, shown) = Self.million(counter)
        counter.hashes = 0
        counter.equalities = 0
        var copy = shown
        InternalChecks.$suspended.withValue(true) { copy.deleteItems([items[500_000]]) }
        #expect(counter.hashes == 1, "\(counter.hashes) hashes")
        #expect(counter.equalities <= 1, "\(counter.equalities) comparisons")
        #expect(copy.numberOfItems == 999_999 && shown.numberOfItems == 1_000_000)
        #expect(shown.indexOfItem(items[500_000]) == 500_000 && copy.indexOfItem(items[500_000]) == nil)
        #expect(copy.indexOfItem(items[500_001]) == 500_000)
        copy._checkInvariants()

        counter.hashes = 0
        counter.equalities = 0
        let difference = SnapshotDifference(from: shown, to: copy)
        #expect(counter.hashes == 0)
        #expect(counter.equalities <= 2 * ItemList<CountedItem>.chunkCapacity + 2, "\(counter.equalities) comparisons")
        #expect(difference.itemDeletes == [IndexPath(item: 500_000, section: 0)] && difference.itemInserts.isEmpty)
        #expect(difference.splices(includingSectionHeaders: false).map(\.position) == [500_000])
    }

    @Test func aHundredScatteredEditsAtAMillionDiffWithoutAFullPass() {
        let counter = CallCounter()
        let (items, shown) = Self.million(counter)
        var rng = SeededGenerator(seed: 15)
        var copy = shown
        var fresh = 2_000_000
        InternalChecks.$suspended.withValue(true) {
            for edit in 0..<100 {
                let anchor = items[Int.random(in: 0..<items.count, using: &rng)]
                guard copy.indexOfItem(anchor) != nil else { continue }
                if edit % 2 == 0 {
                    copy.deleteItems([anchor])
                } else {
                    copy.insertItems([CountedItem(value: fresh, counter: counter)], beforeItem: anchor)
                    fresh += 1
                }
            }
        }
        copy._checkInvariants()
        counter.hashes = 0
        counter.equalities = 0
        let difference = SnapshotDifference(from: shown, to: copy)
        #expect(counter.hashes == 0)
        // The full engine compares about once per item; the shortcut only the edited chunks' items.
        #expect(
            counter.equalities <= 100 * 3 * ItemList<CountedItem>.chunkCapacity, "\(counter.equalities) comparisons")
        #expect(
            difference.itemDeletes.count == 50 && difference.itemInserts.count == 50 && difference.itemMoves.isEmpty)
        #expect(replayProblems(difference, from: shown, to: copy).isEmpty)
    }

    /// A terminal's favourite at a million: a copy with one item reconfigured, one reloaded and one
    /// deleted diffs by the shortcut (a chunk's comparisons, not the list's), with the full engine's
    /// marks, at new index paths; a mark on an item the old snapshot lacks is no reload.
    @Test func marksOnAnEditedCopyAtAMillionDiffWithoutAFullPass() {
        let counter = CallCounter()
        let (items, shown) = Self.million(counter)
        var copy = shown
        let fresh = CountedItem(value: 3_000_000, counter: counter)
        InternalChecks.$suspended.withValue(true) {
            copy.deleteItems([items[10]])
            copy.insertItems([fresh], beforeItem: items[700_000])
            copy.reconfigureItems([items[600_000], items[20], fresh])
            copy.reloadItems([items[5]])
        }
        counter.hashes = 0
        counter.equalities = 0
        let difference = SnapshotDifference(from: shown, to: copy)
        #expect(counter.equalities <= 4 * ItemList<CountedItem>.chunkCapacity + 16, "\(counter.equalities) comparisons")
        #expect(difference.itemDeletes == [IndexPath(item: 10, section: 0)])
        #expect(difference.itemInserts == [IndexPath(item: 699_999, section: 0)])
        #expect(difference.itemReconfigures == [IndexPath(item: 19, section: 0), IndexPath(item: 599_999, section: 0)])
        #expect(difference.itemReloads == [IndexPath(item: 5, section: 0)])
        #expect(replayProblems(difference, from: shown, to: copy).isEmpty)
    }
}

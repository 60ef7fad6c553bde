import Testing

@testable import Diffable

/// Named cases with exact expected results. Every result is also replayed (batch and splices).
@Suite struct DifferenceEdgeCaseTests {
    typealias Row = SnapshotRow<String, String>

    @Test func emptyToEmpty() {
        let d = checkedDifference(from: DiffableSnapshot<String, String>(), to: DiffableSnapshot())
        #expect(d.isEmpty)
        #expect(d.splices(includingSectionHeaders: true).isEmpty)
    }

    @Test func noChange() {
        let old = makeSnapshot(["A": ["a", "b"], "B": ["c"]])
        let d = checkedDifference(from: old, to: makeSnapshot(["A": ["a", "b"], "B": ["c"]]))
        #expect(d.isEmpty)
        #expect(d.splices(includingSectionHeaders: true).isEmpty)
    }

    @Test func emptyToFull() {
        let new = makeSnapshot(["A": ["a", "b"], "B": []])
        let d = checkedDifference(from: DiffableSnapshot(), to: new)
        #expect(d.sectionInserts == [0, 1])
        #expect(d.itemInserts.isEmpty)
        #expect(
            d.splices(includingSectionHeaders: true) == [
                ListSplice(
                    position: 0, removedCount: 0, inserted: [Row.header("A"), .item("a"), .item("b"), .header("B")])
            ])
        #expect(
            d.splices(includingSectionHeaders: false) == [
                ListSplice(position: 0, removedCount: 0, inserted: [Row.item("a"), .item("b")])
            ])
    }

    /// The full engine reads deletions off its flags a word of eight at a time: sections whose sizes
    /// and starts are not multiples of eight, with deletions at every place in a word, in its tail and
    /// at section ends, must list exactly the deleted items, in old order.
    @Test func deletionsAtEveryPlaceInAWord() {
        let sizes = [1, 7, 8, 9, 17, 23, 3]
        var sections: [(Int, [Int])] = [], kept: [(Int, [Int])] = [], expected: [IndexPath] = []
        var next = 0
        for (section, size) in sizes.enumerated() {
            let items = Array(next..<(next + size))
            next += size
            sections.append((section, items))
            let gone = items.indices.filter { (items[$0] * 5 + section) % 7 < 3 || $0 == size - 1 }
            expected += gone.map { IndexPath(item: $0, section: section) }
            kept.append((section, items.indices.filter { !gone.contains($0) }.map { items[$0] }))
        }
        let d = checkedDifference(from: makeSnapshot(sections), to: makeSnapshot(kept))
        #expect(d.itemDeletes == expected)
        #expect(d.itemInserts.isEmpty && d.itemMoves.isEmpty)
    }

    @Test func allDeleted() {
        let d = checkedDifference(from: makeSnapshot(["A": ["a"], "B": ["b", "c"]]), to: DiffableSnapshot())
        #expect(d.sectionDeletes == [0, 1])
        #expect(d.itemDeletes.isEmpty)
        #expect(d.splices(includingSectionHeaders: true) == [ListSplice(position: 0, removedCount: 5, inserted: [])])
    }

    @Test func allItemsDeletedSectionsKept() {
        let d = checkedDifference(
            from: makeSnapshot(["A": ["a"], "B": ["b", "c"]]), to: makeSnapshot(["A": [], "B": []]))
        #expect(
            d.itemDeletes == [
                IndexPath(item: 0, section: 0), IndexPath(item: 0, section: 1), IndexPath(item: 1, section: 1),
            ])
        #expect(d.sectionDeletes.isEmpty)
        #expect(
            d.splices(includingSectionHeaders: true) == [
                ListSplice(position: 1, removedCount: 1, inserted: []),
                ListSplice(position: 2, removedCount: 2, inserted: []),
            ])
    }

    @Test func deleteOneInTheMiddle() {
        let d = checkedDifference(from: makeSnapshot(["A": ["a", "b", "c"]]), to: makeSnapshot(["A": ["a", "c"]]))
        #expect(d.itemDeletes == [IndexPath(item: 1, section: 0)])
        #expect(d.itemInserts.isEmpty && d.itemMoves.isEmpty)
        #expect(d.splices(includingSectionHeaders: false) == [ListSplice(position: 1, removedCount: 1, inserted: [])])
    }

    @Test func insertBeforeFirstAndAfterLast() {
        let d = checkedDifference(
            from: makeSnapshot(["A": ["b"], "B": ["c"]]), to: makeSnapshot(["A": ["a", "b"], "B": ["c", "d"]]))
        #expect(d.itemInserts == [IndexPath(item: 0, section: 0), IndexPath(item: 1, section: 1)])
        #expect(
            d.splices(includingSectionHeaders: true) == [
                ListSplice(position: 1, removedCount: 0, inserted: [Row.item("a")]),
                ListSplice(position: 5, removedCount: 0, inserted: [Row.item("d")]),
            ])
    }

    @Test func swapOfTwoIsOneMove() {
        let d = checkedDifference(from: makeSnapshot(["A": ["a", "b"]]), to: makeSnapshot(["A": ["b", "a"]]))
        #expect(d.itemMoves == [IndexMove(from: IndexPath(item: 1, section: 0), to: IndexPath(item: 0, section: 0))])
        #expect(d.itemDeletes.isEmpty && d.itemInserts.isEmpty)
        #expect(
            d.splices(includingSectionHeaders: false) == [
                ListSplice(position: 0, removedCount: 0, inserted: [Row.item("b")]),
                ListSplice(position: 2, removedCount: 1, inserted: []),
            ])
    }

    @Test func oneItemMovedFarIsOneMove() {
        let old = makeSnapshot(["A": ["a", "b", "c", "d", "e"]])
        let d = checkedDifference(from: old, to: makeSnapshot(["A": ["b", "c", "d", "e", "a"]]))
        #expect(d.itemMoves == [IndexMove(from: IndexPath(item: 0, section: 0), to: IndexPath(item: 4, section: 0))])
    }

    @Test func reversedMovesAllButOne() {
        let d = checkedDifference(
            from: makeSnapshot(["A": ["a", "b", "c", "d"]]), to: makeSnapshot(["A": ["d", "c", "b", "a"]]))
        #expect(d.itemMoves.count == 3)
        #expect(d.itemDeletes.isEmpty && d.itemInserts.isEmpty)
    }

    @Test func sectionMovedWithItsItems() {
        let d = checkedDifference(
            from: makeSnapshot(["A": ["a", "b"], "B": ["c"], "C": ["d"]]),
            to: makeSnapshot(["C": ["d"], "A": ["a", "b"], "B": ["c"]]))
        #expect(d.sectionMoves == [IndexMove(from: 2, to: 0)])
        #expect(d.itemMoves.isEmpty && d.itemInserts.isEmpty && d.itemDeletes.isEmpty)
        #expect(
            d.splices(includingSectionHeaders: true) == [
                ListSplice(position: 0, removedCount: 0, inserted: [Row.header("C"), .item("d")]),
                ListSplice(position: 7, removedCount: 2, inserted: []),
            ])
    }

    @Test func sectionMovedAndItemsChangedInside() {
        let d = checkedDifference(
            from: makeSnapshot(["A": ["a", "b", "c"], "B": ["x"]]),
            to: makeSnapshot(["B": ["x"], "A": ["c", "a", "n"]]))
        #expect(d.sectionMoves == [IndexMove(from: 1, to: 0)])
        #expect(d.itemDeletes == [IndexPath(item: 1, section: 0)])
        #expect(d.itemMoves == [IndexMove(from: IndexPath(item: 2, section: 0), to: IndexPath(item: 0, section: 1))])
        #expect(d.itemInserts == [IndexPath(item: 2, section: 1)])
    }

    @Test func itemMovedAcrossSections() {
        let d = checkedDifference(
            from: makeSnapshot(["A": ["a", "b"], "B": ["c"]]), to: makeSnapshot(["A": ["a"], "B": ["b", "c"]]))
        #expect(d.itemMoves == [IndexMove(from: IndexPath(item: 1, section: 0), to: IndexPath(item: 0, section: 1))])
        #expect(d.itemDeletes.isEmpty && d.itemInserts.isEmpty)
        // A moved row is removed and inserted (O(k) splices, no pass over the rows), even where its
        // place among the rows is the same: a row kept there would go on showing its old section's
        // state, and the view animates the move.
        #expect(
            d.splices(includingSectionHeaders: false) == [
                ListSplice(position: 1, removedCount: 1, inserted: [Row.item("b")])
            ])
        #expect(
            d.splices(includingSectionHeaders: true) == [
                ListSplice(position: 2, removedCount: 1, inserted: []),
                ListSplice(position: 3, removedCount: 0, inserted: [Row.item("b")]),
            ])
    }

    @Test func itemLeavingADeletedSectionIsAnInsertion() {
        let d = checkedDifference(from: makeSnapshot(["A": ["a"], "B": ["b"]]), to: makeSnapshot(["B": ["b", "a"]]))
        #expect(d.sectionDeletes == [0])
        #expect(d.itemInserts == [IndexPath(item: 1, section: 0)])
        #expect(d.itemMoves.isEmpty && d.itemDeletes.isEmpty)
    }

    @Test func itemJoiningAnInsertedSectionIsADeletion() {
        let d = checkedDifference(from: makeSnapshot(["A": ["a", "b"]]), to: makeSnapshot(["A": ["a"], "N": ["b"]]))
        #expect(d.sectionInserts == [1])
        #expect(d.itemDeletes == [IndexPath(item: 1, section: 0)])
        #expect(d.itemMoves.isEmpty && d.itemInserts.isEmpty)
        #expect(d.splices(includingSectionHeaders: false).isEmpty)
    }

    @Test func reloadOfAMovedItem() {
        var new = makeSnapshot(["A": ["a", "b", "c"]])
        new.moveItem("c", beforeItem: "a")
        new.reloadItems(["c"])
        let d = checkedDifference(from: makeSnapshot(["A": ["a", "b", "c"]]), to: new)
        #expect(d.itemMoves == [IndexMove(from: IndexPath(item: 2, section: 0), to: IndexPath(item: 0, section: 0))])
        #expect(d.itemReloads == [IndexPath(item: 0, section: 0)])
        #expect(
            d.splices(includingSectionHeaders: false) == [
                ListSplice(position: 0, removedCount: 0, inserted: [Row.item("c")]),
                ListSplice(position: 3, removedCount: 1, inserted: []),
            ])
    }

    @Test func reloadInPlaceIsOneSplice() {
        var new = makeSnapshot(["A": ["a", "b", "c"]])
        new.reloadItems(["b"])
        let d = checkedDifference(from: makeSnapshot(["A": ["a", "b", "c"]]), to: new)
        #expect(d.itemReloads == [IndexPath(item: 1, section: 0)])
        #expect(!d.isEmpty)
        #expect(
            d.splices(includingSectionHeaders: true) == [
                ListSplice(position: 2, removedCount: 1, inserted: [Row.item("b")])
            ])
    }

    @Test func reloadOfANewItemIsJustAnInsertion() {
        var new = makeSnapshot(["A": ["a", "n"]])
        new.reloadItems(["n"])
        new.reconfigureItems(["n"])
        let d = checkedDifference(from: makeSnapshot(["A": ["a"]]), to: new)
        #expect(d.itemInserts == [IndexPath(item: 1, section: 0)])
        #expect(d.itemReloads.isEmpty && d.itemReconfigures.isEmpty)
    }

    @Test func reconfigureNeedsNoSplice() {
        var new = makeSnapshot(["A": ["a", "b"], "B": ["c"]])
        new.reconfigureItems(["c", "a"])
        let d = checkedDifference(from: makeSnapshot(["A": ["a", "b"], "B": ["c"]]), to: new)
        #expect(d.itemReconfigures == [IndexPath(item: 0, section: 0), IndexPath(item: 0, section: 1)])
        #expect(d.splices(includingSectionHeaders: true).isEmpty)
        #expect(d.reconfiguredRows(includingSectionHeaders: true) == [1, 4])
        #expect(d.reconfiguredRows(includingSectionHeaders: false) == [0, 2])
        #expect(!d.isEmpty)
    }

    @Test func reloadWinsOverReconfigure() {
        var new = makeSnapshot(["A": ["a"]])
        new.reconfigureItems(["a"])
        new.reloadItems(["a"])
        let d = checkedDifference(from: makeSnapshot(["A": ["a"]]), to: new)
        #expect(d.itemReloads == [IndexPath(item: 0, section: 0)])
        #expect(d.itemReconfigures.isEmpty)
    }

    @Test func reloadedSectionIsRecreated() {
        var new = makeSnapshot(["A": ["a"], "B": ["c", "b"]])
        new.reloadSections(["B"])
        let d = checkedDifference(from: makeSnapshot(["A": ["a", "b"], "B": ["c"]]), to: new)
        #expect(d.sectionReloads == [1])
        #expect(d.itemDeletes == [IndexPath(item: 1, section: 0)])
        #expect(d.itemMoves.isEmpty && d.itemInserts.isEmpty)
        #expect(
            d.splices(includingSectionHeaders: true) == [
                ListSplice(position: 2, removedCount: 3, inserted: [Row.header("B"), .item("c"), .item("b")])
            ])
    }

    @Test func reloadOfANewSectionIsJustAnInsertion() {
        var new = makeSnapshot(["A": ["a"]])
        new.reloadSections(["A"])
        let d = checkedDifference(from: DiffableSnapshot(), to: new)
        #expect(d.sectionInserts == [0] && d.sectionReloads.isEmpty)
    }

    @Test func sectionReplacedByAnotherOfTheSameItems() {
        let d = checkedDifference(from: makeSnapshot(["A": ["a", "b"]]), to: makeSnapshot(["B": ["a", "b"]]))
        #expect(d.sectionDeletes == [0] && d.sectionInserts == [0])
        #expect(d.itemMoves.isEmpty && d.itemInserts.isEmpty && d.itemDeletes.isEmpty)
        #expect(d.splices(includingSectionHeaders: false).isEmpty)
        #expect(
            d.splices(includingSectionHeaders: true) == [
                ListSplice(position: 0, removedCount: 1, inserted: [Row.header("B")])
            ])
    }

    @Test func emptySectionsAroundItems() {
        let d = checkedDifference(
            from: makeSnapshot(["E1": [], "A": ["a"], "E2": []]), to: makeSnapshot(["E2": [], "A": ["a"], "E1": []]))
        // Reversing three sections takes two moves, whatever they hold.
        #expect(d.sectionMoves.count == 2)
        #expect(d.itemMoves.isEmpty)
    }

    @Test func oneDeletionInALargeListIsOneSplice() {
        let items = Array(0..<100_000)
        var new = makeSnapshot([("S", items)])
        new.deleteItems([54_321])
        let d = checkedDifference(from: makeSnapshot([("S", items)]), to: new)
        #expect(d.itemDeletes == [IndexPath(item: 54_321, section: 0)])
        #expect(
            d.splices(includingSectionHeaders: false) == [ListSplice(position: 54_321, removedCount: 1, inserted: [])])
        #expect(
            d.splices(includingSectionHeaders: true) == [ListSplice(position: 54_322, removedCount: 1, inserted: [])])
    }
}

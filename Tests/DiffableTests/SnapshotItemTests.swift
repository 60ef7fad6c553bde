import TestSupport
import Testing

@testable import Diffable

@Suite struct SnapshotItemTests {
    @Test func appendToNamedAndToLastSection() {
        var snapshot = DiffableSnapshot<String, String>()
        snapshot.appendSections(["A", "B"])
        snapshot.appendItems(["x", "y"])
        snapshot.appendItems(["w"], toSection: "A")
        snapshot.appendItems([])
        #expect(layout(snapshot) == [Pair(section: "A", items: ["w"]), Pair(section: "B", items: ["x", "y"])])
    }

    @Test func appendingOneAtATimeKeepsIndices() {
        var snapshot = DiffableSnapshot<Int, Int>()
        snapshot.appendSections([0])
        for item in 0..<300 { snapshot.appendItems([item]) }
        #expect(snapshot.numberOfItems == 300)
        #expect(snapshot.indexPath(of: 299) == IndexPath(item: 299, section: 0))
    }

    @Test func insertBeforeAndAfterFirstAndLast() {
        var snapshot = makeSnapshot(["A": ["b", "c"], "B": ["x"]])
        snapshot.insertItems(["a"], beforeItem: "b")
        snapshot.insertItems(["d", "e"], afterItem: "c")
        snapshot.insertItems(["w"], beforeItem: "x")
        snapshot.insertItems(["y"], afterItem: "x")
        snapshot.insertItems(["b2"], afterItem: "b")
        #expect(
            layout(snapshot) == [
                Pair(section: "A", items: ["a", "b", "b2", "c", "d", "e"]), Pair(section: "B", items: ["w", "x", "y"]),
            ])
        #expect(snapshot.indexPath(of: "e") == IndexPath(item: 5, section: 0))
        #expect(snapshot.indexOfItem("y") == 8)
    }

    @Test func deleteItems() {
        var snapshot = makeSnapshot(["A": [1, 2, 3, 4], "B": [5, 6], "C": [7]])
        snapshot.reconfigureItems([2, 6, 7])
        snapshot.deleteItems([3, 1, 6, 99, 1])
        #expect(
            layout(snapshot) == [
                Pair(section: "A", items: [2, 4]), Pair(section: "B", items: [5]), Pair(section: "C", items: [7]),
            ])
        #expect(snapshot.indexPath(of: 4) == IndexPath(item: 1, section: 0))
        #expect(snapshot.reconfiguredItemIdentifiers == [2, 7])
        snapshot.deleteItems([2, 4, 5, 7])
        #expect(snapshot.numberOfItems == 0)
        #expect(snapshot.numberOfSections == 3)
    }

    /// A few deletions renumber the index in place (backward-shift removal, then one pass closing the
    /// gaps). Items that hash alike make long probe runs that wrap around the table; a copy made before
    /// each delete must keep every item where it was.
    @Test func fewDeletionsKeepTheIndexExact() {
        struct Clumped: Hashable, Sendable {
            var value: Int
            func hash(into hasher: inout Hasher) { hasher.combine(value % 5) }
        }
        var generator = SeededGenerator(seed: 0x5eed)
        var model: [[Clumped]] = [
            (0..<300).map(Clumped.init), (300..<700).map(Clumped.init), (700..<720).map(Clumped.init),
        ]
        var snapshot = makeSnapshot([(0, model[0]), (1, model[1]), (2, model[2])])
        for round in 0..<60 {
            let before = snapshot, beforeModel = model
            var doomed: [Clumped] = []
            for _ in 0..<(1 + round % 4) {
                let section = Int(generator.next() % 3)
                guard !model[section].isEmpty else { continue }
                doomed.append(model[section][Int(generator.next() % UInt64(model[section].count))])
            }
            doomed.append(Clumped(value: 10_000))  // not in the snapshot: ignored
            snapshot.deleteItems(doomed + doomed.prefix(1))  // and one given twice
            for section in model.indices { model[section].removeAll { doomed.contains($0) } }
            for (s, items) in model.enumerated() {
                #expect(snapshot.itemIdentifiers(inSection: s) == items)
                for (i, item) in items.enumerated() where snapshot.indexPath(of: item) != IndexPath(item: i, section: s)
                {
                    Issue.record(
                        "round \(round): \(item.value) at \(String(describing: snapshot.indexPath(of: item))), expected \(s):\(i)"
                    )
                }
            }
            for item in doomed { #expect(snapshot.indexPath(of: item) == nil) }
            #expect(snapshot.numberOfItems == model.map(\.count).reduce(0, +))
            for (s, items) in beforeModel.enumerated() {
                for (i, item) in items.enumerated() where before.indexPath(of: item) != IndexPath(item: i, section: s) {
                    Issue.record("round \(round): the copy lost \(item.value)")
                }
            }
        }
    }

    @Test func deleteAllItemsRemovesSectionsToo() {
        var snapshot = makeSnapshot(["A": [1], "B": [2]])
        snapshot.reloadItems([1])
        snapshot.deleteAllItems()
        #expect(snapshot == DiffableSnapshot())
        #expect(snapshot.reloadedItemIdentifiers.isEmpty)
    }

    @Test func moveWithinASection() {
        var snapshot = makeSnapshot(["A": [1, 2, 3, 4]])
        snapshot.moveItem(1, afterItem: 4)
        #expect(snapshot.itemIdentifiers == [2, 3, 4, 1])
        snapshot.moveItem(1, beforeItem: 2)
        #expect(snapshot.itemIdentifiers == [1, 2, 3, 4])
        snapshot.moveItem(3, beforeItem: 2)
        #expect(snapshot.itemIdentifiers == [1, 3, 2, 4])
        snapshot.moveItem(1, afterItem: 3)
        #expect(snapshot.itemIdentifiers == [3, 1, 2, 4])
        #expect(snapshot.indexPath(of: 2) == IndexPath(item: 2, section: 0))
    }

    @Test func moveAcrossSections() {
        var snapshot = makeSnapshot(["A": [1, 2], "B": [3]])
        snapshot.moveItem(1, afterItem: 3)
        #expect(layout(snapshot) == [Pair(section: "A", items: [2]), Pair(section: "B", items: [3, 1])])
        snapshot.moveItem(3, beforeItem: 2)
        #expect(layout(snapshot) == [Pair(section: "A", items: [3, 2]), Pair(section: "B", items: [1])])
        #expect(snapshot.sectionIdentifier(containingItem: 3) == "A")
    }

    @Test func reloadAndReconfigureMarks() {
        var snapshot = makeSnapshot(["A": [1, 2, 3]])
        snapshot.reloadItems([3, 1, 3])
        snapshot.reconfigureItems([2])
        #expect(snapshot.reloadedItemIdentifiers == [3, 1])
        #expect(snapshot.reconfiguredItemIdentifiers == [2])
        snapshot.moveItem(3, beforeItem: 1)
        #expect(snapshot.reloadedItemIdentifiers == [3, 1])
    }
}

@Suite struct SnapshotCapacityTests {
    @Test func reserveCapacityKeepsContentAndLookups() {
        var snapshot = makeSnapshot(["A": [1, 2]])
        snapshot.reserveCapacity(5_000)
        snapshot.appendSections(["B"])
        snapshot.appendItems(Array(3..<5_000), toSection: "B")
        #expect(snapshot.numberOfItems == 4_999)
        #expect(snapshot.indexPath(of: 2) == IndexPath(item: 1, section: 0))
        #expect(snapshot.indexPath(of: 4_999) == IndexPath(item: 4_996, section: 1))
        snapshot.reserveCapacity(10)
        #expect(snapshot.indexOfItem(4_999) == 4_998)
    }

    @Test func tableSurvivesRebuildsAfterEveryKindOfMutation() {
        var snapshot = makeSnapshot(["A": Array(0..<100), "B": Array(100..<200)])
        snapshot.insertItems([1_000, 1_001], beforeItem: 50)
        snapshot.deleteItems(Array(stride(from: 0, to: 200, by: 3)))
        snapshot.moveItem(199, beforeItem: 1)
        snapshot.insertSections(["Z"], beforeSection: "A")
        snapshot.moveSection("B", beforeSection: "Z")
        snapshot.deleteSections(["Z"])
        for (s, section) in snapshot.sectionIdentifiers.enumerated() {
            for (i, item) in snapshot.itemIdentifiers(inSection: section).enumerated() {
                #expect(snapshot.indexPath(of: item) == IndexPath(item: i, section: s))
            }
        }
        #expect(snapshot.indexPath(of: 3) == nil)
        #expect(snapshot.sectionIdentifier(containingItem: 199) == "A")
    }
}

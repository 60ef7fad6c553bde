import Testing

@testable import Diffable

@Suite struct SnapshotSectionTests {
    @Test func appendSections() {
        var snapshot = DiffableSnapshot<String, Int>()
        snapshot.appendSections(["A", "B"])
        snapshot.appendSections([])
        snapshot.appendSections(["C"])
        #expect(snapshot.sectionIdentifiers == ["A", "B", "C"])
        #expect(snapshot.numberOfItems == 0)
    }

    @Test func insertBeforeAndAfterFirstAndLast() {
        var snapshot = makeSnapshot(["B": [1], "C": [2]])
        snapshot.insertSections(["A"], beforeSection: "B")
        snapshot.insertSections(["D", "E"], afterSection: "C")
        snapshot.insertSections(["A2"], afterSection: "A")
        snapshot.insertSections(["D0"], beforeSection: "D")
        #expect(snapshot.sectionIdentifiers == ["A", "A2", "B", "C", "D0", "D", "E"])
        #expect(snapshot.indexPath(of: 1) == IndexPath(item: 0, section: 2))
        #expect(snapshot.indexPath(of: 2) == IndexPath(item: 0, section: 3))
        #expect(snapshot.indexOfSection("E") == 6)
    }

    @Test func deleteSectionsTakesTheirItems() {
        var snapshot = makeSnapshot(["A": [1, 2], "B": [3], "C": [4, 5], "D": [6]])
        snapshot.reloadItems([1, 4])
        snapshot.reloadSections(["A", "D"])
        snapshot.deleteSections(["C", "A", "Unknown"])
        #expect(layout(snapshot) == [Pair(section: "B", items: [3]), Pair(section: "D", items: [6])])
        #expect(snapshot.numberOfItems == 2)
        #expect(snapshot.indexPath(of: 6) == IndexPath(item: 0, section: 1))
        #expect(snapshot.indexPath(of: 1) == nil)
        #expect(snapshot.reloadedItemIdentifiers == [])
        #expect(snapshot.reloadedSectionIdentifiers == ["D"])
        snapshot.deleteSections(["B", "D"])
        #expect(snapshot == DiffableSnapshot())
    }

    @Test func moveSectionCarriesItems() {
        var snapshot = makeSnapshot(["A": [1], "B": [2, 3], "C": [4]])
        snapshot.moveSection("C", beforeSection: "A")
        #expect(snapshot.sectionIdentifiers == ["C", "A", "B"])
        #expect(snapshot.indexPath(of: 4) == IndexPath(item: 0, section: 0))
        #expect(snapshot.indexPath(of: 3) == IndexPath(item: 1, section: 2))
        snapshot.moveSection("C", afterSection: "B")
        #expect(snapshot.sectionIdentifiers == ["A", "B", "C"])
        snapshot.moveSection("A", afterSection: "B")
        #expect(snapshot.sectionIdentifiers == ["B", "A", "C"])
        snapshot.moveSection("C", beforeSection: "A")
        #expect(snapshot.sectionIdentifiers == ["B", "C", "A"])
        #expect(snapshot.itemIdentifiers == [2, 3, 4, 1])
    }

    @Test func reloadSectionsMarksOnce() {
        var snapshot = makeSnapshot(["A": [1], "B": [2]])
        snapshot.reloadSections(["B", "A", "B"])
        #expect(snapshot.reloadedSectionIdentifiers == ["B", "A"])
    }
}

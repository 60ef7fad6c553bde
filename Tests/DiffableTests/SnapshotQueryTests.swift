import Testing

@testable import Diffable

@Suite struct SnapshotQueryTests {
    let snapshot = makeSnapshot(["Main": ["a", "b", "c"], "Empty": [], "More": ["d", "e"]])

    @Test func emptySnapshot() {
        let empty = DiffableSnapshot<String, String>()
        #expect(empty.numberOfItems == 0)
        #expect(empty.numberOfSections == 0)
        #expect(empty.sectionIdentifiers.isEmpty)
        #expect(empty.itemIdentifiers.isEmpty)
        #expect(empty.indexOfItem("a") == nil)
        #expect(empty.indexOfSection("Main") == nil)
        #expect(empty.sectionIdentifier(containingItem: "a") == nil)
        #expect(empty.itemIdentifier(at: IndexPath(item: 0, section: 0)) == nil)
        #expect(empty.indexPath(of: "a") == nil)
        #expect(empty.rows(includingSectionHeaders: true).isEmpty)
        #expect(empty == DiffableSnapshot())
    }

    @Test func counts() {
        #expect(snapshot.numberOfItems == 5)
        #expect(snapshot.numberOfSections == 3)
        #expect(snapshot.numberOfItems(inSection: "Main") == 3)
        #expect(snapshot.numberOfItems(inSection: "Empty") == 0)
        #expect(snapshot.numberOfItems(inSection: "More") == 2)
    }

    @Test func identifiers() {
        #expect(snapshot.sectionIdentifiers == ["Main", "Empty", "More"])
        #expect(snapshot.itemIdentifiers == ["a", "b", "c", "d", "e"])
        #expect(snapshot.itemIdentifiers(inSection: "More") == ["d", "e"])
        #expect(snapshot.itemIdentifiers(inSection: "Empty") == [])
        #expect(snapshot.sectionIdentifier(containingItem: "d") == "More")
        #expect(snapshot.sectionIdentifier(containingItem: "z") == nil)
    }

    @Test func indices() {
        #expect(snapshot.indexOfItem("a") == 0)
        #expect(snapshot.indexOfItem("e") == 4)
        #expect(snapshot.indexOfItem("z") == nil)
        #expect(snapshot.indexOfSection("More") == 2)
        #expect(snapshot.indexOfSection("Nope") == nil)
    }

    @Test func indexPaths() {
        #expect(snapshot.itemIdentifier(at: IndexPath(item: 1, section: 2)) == "e")
        #expect(snapshot.itemIdentifier(at: IndexPath(item: 2, section: 2)) == nil)
        #expect(snapshot.itemIdentifier(at: IndexPath(item: 0, section: 1)) == nil)
        #expect(snapshot.itemIdentifier(at: IndexPath(item: 0, section: 3)) == nil)
        #expect(snapshot.itemIdentifier(at: IndexPath(item: -1, section: 0)) == nil)
        #expect(snapshot.indexPath(of: "c") == IndexPath(item: 2, section: 0))
        #expect(snapshot.indexPath(of: "z") == nil)
    }

    @Test func rows() {
        #expect(
            snapshot.rows(includingSectionHeaders: true) == [
                .header("Main"), .item("a"), .item("b"), .item("c"), .header("Empty"), .header("More"), .item("d"),
                .item("e"),
            ])
        #expect(snapshot.rows(includingSectionHeaders: false) == ["a", "b", "c", "d", "e"].map { .item($0) })
    }

    @Test func equalityIncludesMarks() {
        var marked = snapshot
        #expect(marked == snapshot)
        marked.reloadItems(["a"])
        #expect(marked != snapshot)
        var other = makeSnapshot(["Main": ["a", "b", "c"], "Empty": [], "More": ["d", "e"]])
        #expect(other == snapshot)
        other.moveItem("a", afterItem: "b")
        #expect(other != snapshot)
    }

    @Test func description() {
        #expect(makeSnapshot(["S": [1, 2]]).description == "DiffableSnapshot(S: [1, 2])")
    }
}

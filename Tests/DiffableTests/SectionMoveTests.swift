import Testing

@testable import Diffable

/// To-Do's Completed section: an item moving into a section that appears just after it, in place.
@Suite struct SectionMoveTests {
    @Test func lastItemMovesIntoANewSectionAfterIt() {
        let old = makeSnapshot([("open", ["a", "b", "c", "d"])])
        var new = old
        new.appendSections(["done"])
        new.deleteItems(["d"])
        new.appendItems(["d"], toSection: "done")
        let difference = checkedDifference(from: old, to: new)
        #expect(!difference.isEmpty)
        #expect(difference.splices(includingSectionHeaders: true).isEmpty == false)
    }

    @Test func itemMovesBackAndTheSectionGoes() {
        let old = makeSnapshot([("open", ["a", "b", "c"]), ("done", ["d"])])
        let new = makeSnapshot([("open", ["a", "b", "c", "d"])])
        let difference = checkedDifference(from: old, to: new)
        #expect(!difference.isEmpty)
    }
}

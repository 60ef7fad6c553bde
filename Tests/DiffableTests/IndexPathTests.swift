import Testing

@testable import Diffable

@Suite struct IndexPathTests {
    @Test func rowIsAnAliasOfItem() {
        var path = IndexPath(row: 3, section: 1)
        #expect(path.item == 3)
        path.row = 5
        #expect(path == IndexPath(item: 5, section: 1))
    }

    @Test func ordersBySectionThenItem() {
        let paths = [IndexPath(item: 2, section: 1), IndexPath(item: 9, section: 0), IndexPath(item: 0, section: 1)]
        #expect(
            paths.sorted() == [
                IndexPath(item: 9, section: 0), IndexPath(item: 0, section: 1), IndexPath(item: 2, section: 1),
            ])
        #expect(paths[0].description == "[1, 2]")
    }
}

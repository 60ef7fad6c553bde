import CGtk
import Diffable
import XCTest

@testable import GtkKit

/// A reload (a search's keystroke) shows the new rows in the row widgets GTK already has: no list item
/// is made or destroyed, the rows in view are right as soon as the apply returns, the others once the
/// main loop is idle, and the list shows its top.
final class TableViewReloadTests: GtkTestCase {
    private static func snapshot(_ items: [String]) -> DiffableSnapshot<String, String> {
        var snapshot = DiffableSnapshot<String, String>()
        snapshot.appendSections(["Main"])
        snapshot.appendItems(items, toSection: "Main")
        return snapshot
    }

    /// Every row widget GTK holds shows the row its list item stands for, in view or not.
    @MainActor
    private static func assertEveryRowWidgetShowsItsRow(_ fixture: TableFixture, line: UInt = #line) {
        var checked = 0
        for container in fixture.table.containers.values {
            guard let object = container.item.item, let row = RowObject.row(of: object) as? RowBox<String, String>,
                let item = row.item
            else { continue }
            let showsRow = container.row === row
            let title = (container.cell as? TitleCell)?.title.text
            XCTAssertTrue(showsRow, "a row widget still shows an old row", line: line)
            XCTAssertEqual(title, item, line: line)
            checked += 1
        }
        XCTAssertGreaterThan(checked, 0, line: line)
    }

    func testReloadKeepsGtkRowWidgets() {
        withFixture(TableFixture(count: 100_000)) { fixture in
            let listItems = Set(fixture.table.containers.keys)
            XCTAssertGreaterThan(listItems.count, 20)
            for step in 1...3 {
                let items = stride(from: step, to: 100_000, by: 7).map { "Row \($0)" }
                fixture.dataSource.applySnapshotUsingReloadData(Self.snapshot(items))
                fixture.settle()
                XCTAssertEqual(Set(fixture.table.containers.keys), listItems, "GTK made no list item")
                let shown = fixture.shownTitles
                XCTAssertGreaterThan(shown.count, 5)
                XCTAssertEqual(shown, Array(items.prefix(shown.count)))
                Self.assertEveryRowWidgetShowsItsRow(fixture)
            }
        }
    }

    func testRowsInViewAreRightBeforeTheMainLoopRuns() {
        withFixture(TableFixture(count: 100_000)) { fixture in
            let items = stride(from: 3, to: 100_000, by: 7).map { "Row \($0)" }
            fixture.dataSource.applySnapshotUsingReloadData(Self.snapshot(items))
            for item in 0..<5 {
                let cell = fixture.table.cellForRow(at: IndexPath(item: item, section: 0)) as? TitleCell
                XCTAssertEqual(cell?.title.text, items[item], "row \(item) shown at once")
            }
            fixture.settle()
        }
    }

    func testReloadWhileScrolledShowsTheTop() {
        withFixture(TableFixture(count: 100_000)) { fixture in
            fixture.scrollOffset = 500_000
            fixture.settle()
            XCTAssertNotEqual(fixture.topTitle, "Row 0")
            let items = stride(from: 5, to: 100_000, by: 3).map { "Row \($0)" }
            fixture.dataSource.applySnapshotUsingReloadData(Self.snapshot(items))
            fixture.settle()
            XCTAssertEqual(fixture.scrollOffset, 0)
            XCTAssertEqual(fixture.topTitle, items[0])
            let shown = fixture.shownTitles
            XCTAssertEqual(shown, Array(items.prefix(shown.count)))
            Self.assertEveryRowWidgetShowsItsRow(fixture)
        }
    }

    func testReloadToFewerRowsThanWidgetsAndBack() {
        withFixture(TableFixture(count: 1_000)) { fixture in
            fixture.dataSource.applySnapshotUsingReloadData(Self.snapshot(["Only"]))
            fixture.settle()
            XCTAssertEqual(fixture.shownTitles, ["Only"])
            fixture.dataSource.applySnapshotUsingReloadData(Self.snapshot([]))
            fixture.settle()
            XCTAssertEqual(fixture.shownTitles, [])
            let items = (0..<500).map { "Again \($0)" }
            fixture.dataSource.applySnapshotUsingReloadData(Self.snapshot(items))
            fixture.settle()
            let shown = fixture.shownTitles
            XCTAssertGreaterThan(shown.count, 5)
            XCTAssertEqual(shown, Array(items.prefix(shown.count)))
            Self.assertEveryRowWidgetShowsItsRow(fixture)
        }
    }
}

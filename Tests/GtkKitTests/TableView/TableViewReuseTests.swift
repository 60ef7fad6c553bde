import CGtk
import Diffable
import XCTest

@testable import GtkKit

/// Cells are recycled: scrolling 100,000 rows binds many rows but makes only a screenful of cells.
final class TableViewReuseTests: GtkTestCase {
    func testScrolling100kRowsReusesCells() {
        withFixture(TableFixture(count: 100_000)) { fixture in
            let madeAtStart = fixture.table.cellsMade
            XCTAssertGreaterThan(madeAtStart, 5)
            XCTAssertLessThan(madeAtStart, 300)
            let providedAtStart = fixture.provided
            let adjustment = gtk_scrollable_get_vadjustment(fixture.table.listView.opaque)!
            for step in 1...40 {
                let upper = gtk_adjustment_get_upper(adjustment) - gtk_adjustment_get_page_size(adjustment)
                fixture.scrollOffset = upper * Double(step) / 40
                fixture.settle()
            }
            XCTAssertGreaterThan(fixture.provided - providedAtStart, 200, "scrolling binds new rows")
            XCTAssertLessThanOrEqual(
                fixture.table.cellsMade, fixture.table.containers.count + fixture.table.containerPool.count,
                "one cell per row widget at most: cells are reused")
            XCTAssertEqual(fixture.shownTitles.last, "Row 99999")
        }
    }

    /// A reload replaces every list item GTK holds: their row widgets and cells are pooled and reused,
    /// none made again (a search's keystroke is one such reload).
    func testReloadReusesEveryRowWidget() {
        withFixture(TableFixture(count: 100_000)) { fixture in
            let made = fixture.table.cellsMade
            for step in 0..<4 {
                var snapshot = DiffableSnapshot<String, String>()
                snapshot.appendSections(["Main"])
                let items = stride(from: step, to: 100_000, by: step % 2 == 0 ? 7 : 1).map { "Row \($0)" }
                snapshot.appendItems(items, toSection: "Main")
                fixture.dataSource.applySnapshotUsingReloadData(snapshot)
                fixture.settle()
                XCTAssertEqual(fixture.shownTitles.first, items[0])
            }
            XCTAssertEqual(fixture.table.cellsMade, made, "every cell reused across four reloads")
        }
    }

    func testAnotherIdentifierReplacesTheCell() {
        withFixture(TableFixture(sections: ["Main": ["A", "B"]])) { fixture in
            var plain = 0
            fixture.table.register(
                {
                    plain += 1; return Label("plain")
                }, forCellReuseIdentifier: "plain")
            let made = fixture.table.cellsMade
            // A second data source whose provider asks for the other identifier for "B".
            let source = TableViewDiffableDataSource<String, String>(tableView: fixture.table) { table, path, item in
                item == "B"
                    ? table.dequeueReusableCell(withIdentifier: "plain", for: path)
                    : table.dequeueReusableCell(withIdentifier: "title", for: path)
            }
            source.applySnapshotUsingReloadData(fixture.dataSource.snapshot())
            fixture.settle()
            XCTAssertEqual(plain, 1)
            XCTAssertTrue(fixture.table.cellForRow(at: IndexPath(item: 1, section: 0)) is Label)
            XCTAssertTrue(fixture.table.cellForRow(at: IndexPath(item: 0, section: 0)) is TitleCell)
            XCTAssertLessThanOrEqual(fixture.table.cellsMade, made + 2)
        }
    }
}

import CGtk
import Diffable
import XCTest

@testable import GtkKit

/// Selection follows the row by identity; the scroll position survives changes above the viewport.
final class TableViewSelectionTests: GtkTestCase {
    func testSelectionSurvivesUpdates() {
        onMain {
            setAnimations(false)
            let fixture = TableFixture(sections: ["Main": ["A", "B", "C", "D"]])
            defer { fixture.close() }
            fixture.table.selectRow(at: IndexPath(item: 2, section: 0))
            XCTAssertEqual(fixture.table.indexPathForSelectedRow, IndexPath(item: 2, section: 0))

            fixture.update { $0.deleteItems(["A"]) }
            XCTAssertEqual(
                fixture.table.indexPathForSelectedRow, IndexPath(item: 1, section: 0), "C moved up, still selected")

            fixture.update { $0.moveItem("C", afterItem: "D") }
            XCTAssertEqual(
                fixture.table.indexPathForSelectedRow, IndexPath(item: 2, section: 0), "a moved row stays selected")

            fixture.update { $0.reloadItems(["C"]) }
            XCTAssertEqual(
                fixture.table.indexPathForSelectedRow, IndexPath(item: 2, section: 0), "a reloaded row stays selected")

            fixture.update { $0.deleteItems(["C"]) }
            XCTAssertNil(fixture.table.indexPathForSelectedRow, "a deleted row is no longer selected")
        }
    }

    /// UIKit's `deselectRow(at:animated:)`: clears the selection only when it is that row.
    func testDeselectRowClearsOnlyThatRow() {
        withFixture(TableFixture(sections: ["Main": ["A", "B", "C"]])) { fixture in
            fixture.table.selectRow(at: IndexPath(item: 1, section: 0))
            fixture.table.deselectRow(at: IndexPath(item: 0, section: 0))
            XCTAssertEqual(fixture.table.indexPathForSelectedRow, IndexPath(item: 1, section: 0), "another row: kept")
            fixture.table.deselectRow(at: IndexPath(item: 1, section: 0))
            XCTAssertNil(fixture.table.indexPathForSelectedRow)
            fixture.table.deselectRow(at: IndexPath(item: 1, section: 0))
            XCTAssertNil(fixture.table.indexPathForSelectedRow, "nothing selected: nothing happens")
        }
    }

    func testScrollPositionSurvivesDeleteAbove() {
        onMain {
            setAnimations(true)
            let fixture = TableFixture(count: 100_000)
            defer { fixture.close() }
            fixture.table.scrollToRow(at: IndexPath(item: 5_000, section: 0), at: .top)
            fixture.settle()
            let top = fixture.topTitle
            XCTAssertNotNil(top)
            XCTAssertEqual(top, "Row 5000", "scrollToRow(.top)")
            fixture.update(animated: true) { $0.deleteItems(["Row 10", "Row 20", "Row 4000"]) }
            fixture.settle()
            XCTAssertEqual(fixture.topTitle, top, "deleting rows above the viewport must not move it")
            fixture.update(animated: true) { $0.insertItems(["New"], beforeItem: "Row 100") }
            fixture.settle()
            XCTAssertEqual(fixture.topTitle, top, "inserting rows above the viewport must not move it")
        }
    }

    func testScrollToRowMiddleAndBottom() {
        withFixture(TableFixture(count: 100_000)) { fixture in
            fixture.table.scrollToRow(at: IndexPath(item: 70_000, section: 0), at: .middle)
            fixture.settle()
            let visible = fixture.visibleTitles
            XCTAssertTrue(
                visible.count > 4 && visible[(visible.count - 1) / 2...visible.count / 2].contains("Row 70000"),
                "Row 70000 in the middle of \(visible)")
            fixture.table.scrollToRow(at: IndexPath(item: 99_999, section: 0), at: .bottom)
            fixture.settle()
            XCTAssertEqual(fixture.visibleTitles.last, "Row 99999")
            fixture.table.selectRow(at: IndexPath(item: 10, section: 0), scrollPosition: .none)
            fixture.settle()
            XCTAssertTrue(fixture.visibleTitles.contains("Row 10"))
        }
    }

    /// Selecting a row already in view (To-Do's Alt+Down selects the row it moved) scrolls nothing and
    /// binds no row: GTK's scroll-to-item re-anchored the list even then, rebinding a screenful.
    func testSelectingARowInViewRebindsNothing() {
        withFixture(TableFixture(count: 10_000)) { fixture in
            fixture.table.scrollToRow(at: IndexPath(item: 2_000, section: 0), at: .top)
            fixture.settle()
            let offset = fixture.scrollOffset, provided = fixture.provided
            for item in [2_003, 2_001, 2_004] {
                fixture.table.selectRow(at: IndexPath(item: item, section: 0), scrollPosition: .none)
                fixture.settle()
            }
            XCTAssertEqual(fixture.scrollOffset, offset)
            XCTAssertEqual(fixture.provided, provided, "no row bound again")
            XCTAssertEqual(fixture.topTitle, "Row 2000")
            // A row GTK has a widget for but out of view is still scrolled to, once laid out.
            let below = fixture.visibleTitles.count + 20
            fixture.table.selectRow(at: IndexPath(item: 2_000 + below, section: 0), scrollPosition: .none)
            fixture.settle()
            XCTAssertTrue(fixture.visibleTitles.contains("Row \(2_000 + below)"), "\(fixture.visibleTitles)")
        }
    }
}

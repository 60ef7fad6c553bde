import CGtk
import Diffable
import Foundation
import XCTest

@testable import GtkKit

/// To-Do's needs of the table: a section that appears around a moved row, and multiple selection in
/// edit mode. (No focus on header rows: Tests/TodoTests, Tab into the real window.)
final class TableViewSectionsAndSelectionTests: GtkTestCase {
    /// The last item moving into a section inserted after it: the splices insert the header alone and
    /// keep the row. The header shows, and the kept row is configured again (its reconfigure is not
    /// in the difference, which counts the item as inserted with its section).
    func testALoneHeaderInsertShowsAndTheKeptRowIsReconfigured() {
        onMain {
            setAnimations(true)
            defer { setAnimations(false) }
            let fixture = TableFixture(sections: ["Open": ["a", "b", "c", "d"]], order: ["Open"], headers: true)
            defer { fixture.close() }
            fixture.settle()
            fixture.versions["d"] = 7
            fixture.update(animated: true) {
                $0.appendSections(["Done"])
                $0.deleteItems(["d"])
                $0.appendItems(["d"], toSection: "Done")
                $0.reconfigureItems(["d"])
            }
            XCTAssertTrue(
                spin(until: { fixture.shownTitles.contains("#Done") }, timeout: 2), "shown: \(fixture.shownTitles)")
            XCTAssertEqual(fixture.storeTitles, ["#Open", "a", "b", "c", "#Done", "d"])
            let cell = fixture.table.cellForRow(at: IndexPath(item: 0, section: 1)) as? TitleCell
            XCTAssertEqual(
                cell?.subtitle.text.contains("7"), true, "the kept row shows \(cell?.subtitle.text ?? "nothing")")
        }
    }

    func testMultipleSelectionInEditModeFollowsItsItems() {
        onMain {
            setAnimations(false)
            let fixture = TableFixture(sections: ["Main": ["A", "B", "C", "D"]])
            defer { fixture.close() }
            let table = fixture.table
            table.allowsMultipleSelectionDuringEditing = true
            table.selectAllRows()
            XCTAssertEqual(table.indexPathsForSelectedRows, [], "nothing is selected outside edit mode")
            table.setEditing(true, animated: false)
            table.selectAllRows()
            XCTAssertEqual(table.indexPathsForSelectedRows.count, 4)
            fixture.update { $0.deleteItems(["B"]) }
            XCTAssertEqual(table.indexPathsForSelectedRows, (0..<3).map { IndexPath(item: $0, section: 0) })
            fixture.update { $0.insertItems(["X"], beforeItem: "A") }
            XCTAssertEqual(
                table.indexPathsForSelectedRows, (1..<4).map { IndexPath(item: $0, section: 0) },
                "the selection keeps its items, not its index paths")
            table.setEditing(false, animated: false)
            XCTAssertEqual(table.indexPathsForSelectedRows, [], "leaving edit mode clears it")
        }
    }
}

import CGtk
import Diffable
import Foundation
import XCTest

@testable import GtkKit

/// Saves screenshots of the fixtures to .build/screenshots/ to look at (not compared).
final class TableViewScreenshotTests: GtkTestCase {
    func testScreenshotOfSectionedTable() throws {
        try onMain {
            try requireTool("import")
            setAnimations(false)
            let fixture = TableFixture(
                sections: [
                    "Cafés": ["Cafe Deadend", "Homei", "Teakha", "Cafe Loisl"],
                    "Bars": ["Petite Oyster", "For Kee Restaurant", "Po's Atelier"],
                ],
                order: ["Cafés", "Bars"], headers: true, width: 420, height: 520)
            defer { fixture.close() }
            fixture.table.selectRow(at: IndexPath(item: 1, section: 0))
            fixture.settle()
            XCTAssertNotNil(screenshot("tableview-fixture", width: 420, height: 520))

            fixture.table.allowsReordering = true
            fixture.table.setEditing(true, animated: false)
            fixture.settle()
            XCTAssertNotNil(screenshot("tableview-editing", width: 420, height: 520))

            fixture.table.setEditing(false, animated: false)
            fixture.settle()
            fixture.host(at: IndexPath(item: 2, section: 0))?.open(.trailing, animated: false)
            fixture.settle()
            XCTAssertNotNil(screenshot("tableview-swipe", width: 420, height: 520))
        }
    }
}

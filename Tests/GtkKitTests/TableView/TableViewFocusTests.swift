import CGtk
import Diffable
import Foundation
import XCTest

@testable import GtkKit

/// `focusRow(at:)` and `indexPathForFocusedRow`: the focus GTK's keyboard handling starts from.
final class TableViewFocusTests: GtkTestCase {
    /// The focus lands on near and far rows and selects them (the focused row is the selected row:
    /// issue 10 changed this; it used to leave the selection behind), follows a deleted row's
    /// successor, and is where GTK's own keys (Down, Return) take over.
    func testFocusRowMovesTheKeyboardFocus() throws {
        try onMain {
            try requireTool("xdotool")
            setAnimations(true)
            let fixture = TableFixture(count: 300)
            defer { fixture.close() }
            XCTAssertNil(fixture.table.indexPathForFocusedRow)

            // A click gives the window the X input focus (and selects row 0).
            let first = try XCTUnwrap(fixture.centre(of: IndexPath(item: 0, section: 0)))
            xdotool(["mousemove", "\(first.x)", "\(first.y)", "click", "1"])
            XCTAssertTrue(spin(until: { !fixture.delegate.selected.isEmpty }, timeout: 3))
            XCTAssertEqual(fixture.table.indexPathForFocusedRow, IndexPath(item: 0, section: 0))

            fixture.table.focusRow(at: IndexPath(item: 3, section: 0))
            XCTAssertEqual(fixture.table.indexPathForFocusedRow, IndexPath(item: 3, section: 0))
            XCTAssertTrue(
                spin(until: { fixture.table.indexPathForSelectedRow == IndexPath(item: 3, section: 0) }, timeout: 3),
                "the focused row is the selected row")

            xdotool(["key", "Down"])
            XCTAssertTrue(
                spin(until: { fixture.table.indexPathForFocusedRow == IndexPath(item: 4, section: 0) }, timeout: 3),
                "GTK's Down key starts from the focused row")
            xdotool(["key", "Return"])
            XCTAssertTrue(spin(until: { fixture.delegate.selected.count == 2 }, timeout: 3))
            XCTAssertEqual(fixture.delegate.selected.last, IndexPath(item: 4, section: 0))

            // A row with no widget yet: the focus arrives once GTK has made one.
            fixture.table.focusRow(at: IndexPath(item: 250, section: 0))
            XCTAssertTrue(
                spin(until: { fixture.table.indexPathForFocusedRow == IndexPath(item: 250, section: 0) }, timeout: 3),
                "a far row gets the focus after scrolling")

            // The focused row is deleted (animated): it no longer reports focus; its successor takes it.
            fixture.update(animated: true) { $0.deleteItems(["Row 250"]) }
            XCTAssertNil(fixture.table.indexPathForFocusedRow, "a vanishing row has no index path")
            fixture.table.focusRow(at: IndexPath(item: 250, section: 0))
            XCTAssertEqual(fixture.table.indexPathForFocusedRow, IndexPath(item: 250, section: 0))
            waitUntil("the deleted row never finished vanishing") { !fixture.storeTitles.contains("~Row 250") }
            fixture.settle()
            XCTAssertEqual(fixture.table.indexPathForFocusedRow, IndexPath(item: 250, section: 0))
            XCTAssertEqual(fixture.dataSource.itemIdentifier(for: IndexPath(item: 250, section: 0)), "Row 251")

            fixture.table.focusRow(at: IndexPath(item: 5_000, section: 0))
            XCTAssertEqual(
                fixture.table.indexPathForFocusedRow, IndexPath(item: 250, section: 0), "out of range: ignored")
        }
    }
}

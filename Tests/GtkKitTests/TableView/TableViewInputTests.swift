import CGtk
import Diffable
import Foundation
import XCTest

@testable import GtkKit

/// Real X input (xdotool, a separate process) on a table in a window at 0,0 (no window manager).
final class TableViewInputTests: GtkTestCase {
    func testClickThenKeyboardSelectsRows() throws {
        try onMain {
            try requireTool("xdotool")
            setAnimations(false)
            let fixture = TableFixture(sections: ["Main": (0..<8).map { "Restaurant \($0)" }])
            defer { fixture.close() }
            let target = IndexPath(item: 2, section: 0)
            let point = try XCTUnwrap(fixture.centre(of: target))
            xdotool(["mousemove", "\(point.x)", "\(point.y)", "click", "1"])
            XCTAssertTrue(
                spin(until: { !fixture.delegate.selected.isEmpty }, timeout: 3), "a click calls didSelectRowAt")
            XCTAssertEqual(fixture.delegate.selected, [target])
            XCTAssertEqual(fixture.table.indexPathForSelectedRow, target)

            xdotool(["key", "Down"])
            waitUntil("Down did not move the focus") {
                fixture.table.indexPathForFocusedRow == IndexPath(item: 3, section: 0)
            }
            holdStill(
                for: 0.2, because: "a selection would follow the focus in the same event, a frame at most",
                "moving the focus called didSelectRowAt: \(fixture.delegate.selected)"
            ) { fixture.delegate.selected.count == 1 }
            xdotool(["key", "Return"])
            XCTAssertTrue(
                spin(until: { fixture.delegate.selected.count == 2 }, timeout: 3), "Return calls didSelectRowAt")
            XCTAssertEqual(fixture.delegate.selected.last, IndexPath(item: 3, section: 0))

            // A double click calls it once per click, not once more for GTK's activation.
            fixture.delegate.selected.removeAll()
            let other = try XCTUnwrap(fixture.centre(of: IndexPath(item: 5, section: 0)))
            xdotool(["mousemove", "\(other.x)", "\(other.y)", "click", "--repeat", "2", "--delay", "60", "1"])
            waitUntil("the double click selected nothing") { !fixture.delegate.selected.isEmpty }
            holdStill(
                for: 0.5, because: "GTK's activation of a double click comes after its second release, at once",
                "a double click called didSelectRowAt more than once per click: \(fixture.delegate.selected)"
            ) { fixture.delegate.selected.count <= 1 }
            XCTAssertEqual(fixture.delegate.selected, [IndexPath(item: 5, section: 0)])
        }
    }

    /// A delegate that clears the selection in `didSelectRowAt` (To-Do entering edit mode) keeps it
    /// cleared: GTK's own selection of the clicked row comes before the delegate call, not after.
    func testDeselectingInDidSelectSticks() throws {
        try onMain {
            try requireTool("xdotool")
            setAnimations(false)
            let fixture = TableFixture(sections: ["Main": (0..<6).map { "Row \($0)" }])
            defer { fixture.close() }
            var selectedDuringCall: IndexPath?
            fixture.delegate.onSelect = { table, _ in
                selectedDuringCall = table.indexPathForSelectedRow
                table.selectRow(at: nil)
            }
            let target = IndexPath(item: 3, section: 0)
            let point = try XCTUnwrap(fixture.centre(of: target))
            xdotool(["mousemove", "\(point.x)", "\(point.y)", "click", "1"])
            XCTAssertTrue(
                spin(until: { !fixture.delegate.selected.isEmpty }, timeout: 3), "a click calls didSelectRowAt")
            XCTAssertEqual(selectedDuringCall, target, "the clicked row is selected when the delegate runs")
            holdStill(
                for: 0.3, because: "GTK's own selection of the clicked row follows the click's release at once",
                "the delegate's deselection did not stick"
            ) { fixture.table.indexPathForSelectedRow == nil }
            XCTAssertEqual(fixture.delegate.selected, [target])
        }
    }

    func testFocusedRowStaysFocusedAcrossAMove() throws {
        try onMain {
            try requireTool("xdotool")
            setAnimations(false)
            let fixture = TableFixture(sections: ["Main": ["A", "B", "C", "D"]])
            defer { fixture.close() }
            let point = try XCTUnwrap(fixture.centre(of: IndexPath(item: 1, section: 0)))
            xdotool(["mousemove", "\(point.x)", "\(point.y)", "click", "1"])
            XCTAssertTrue(spin(until: { !fixture.delegate.selected.isEmpty }, timeout: 3))
            fixture.update { $0.moveItem("B", afterItem: "D") }
            fixture.settle()
            XCTAssertEqual(fixture.table.indexPathForSelectedRow, IndexPath(item: 3, section: 0))
            xdotool(["key", "Return"])
            XCTAssertTrue(
                spin(until: { fixture.delegate.selected.count == 2 }, timeout: 3),
                "the moved row kept the keyboard focus")
            XCTAssertEqual(fixture.delegate.selected.last, IndexPath(item: 3, section: 0))
        }
    }
}

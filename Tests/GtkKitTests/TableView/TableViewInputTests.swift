import CGtk
import Diffable
import Foundation
import XCTest

@testable import GtkKit

/// Real X input (xdotool, a separate process) on a table in a window at 0,0 (no window manager).
final class TableViewInputTests: GtkTestCase {
    func testClickThenKeyboardSelectsRows() throws {
        try onMain {
            guard FileManager.default.isExecutableFile(atPath: "/usr/bin/xdotool") else {
                throw XCTSkip("xdotool missing")
            }
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
            spin(timeout: 0.2)
            XCTAssertEqual(fixture.delegate.selected.count, 1, "moving the focus does not call didSelectRowAt")
            xdotool(["key", "Return"])
            XCTAssertTrue(
                spin(until: { fixture.delegate.selected.count == 2 }, timeout: 3), "Return calls didSelectRowAt")
            XCTAssertEqual(fixture.delegate.selected.last, IndexPath(item: 3, section: 0))

            // A double click calls it once per click, not once more for GTK's activation.
            fixture.delegate.selected.removeAll()
            let other = try XCTUnwrap(fixture.centre(of: IndexPath(item: 5, section: 0)))
            xdotool(["mousemove", "\(other.x)", "\(other.y)", "click", "--repeat", "2", "--delay", "60", "1"])
            spin(timeout: 0.5)
            XCTAssertEqual(fixture.delegate.selected, [IndexPath(item: 5, section: 0)])
        }
    }

    /// A delegate that clears the selection in `didSelectRowAt` (To-Do entering edit mode) keeps it
    /// cleared: GTK's own selection of the clicked row comes before the delegate call, not after.
    func testDeselectingInDidSelectSticks() throws {
        try onMain {
            guard FileManager.default.isExecutableFile(atPath: "/usr/bin/xdotool") else {
                throw XCTSkip("xdotool missing")
            }
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
            spin(timeout: 0.3)
            XCTAssertNil(fixture.table.indexPathForSelectedRow, "the delegate's deselection must stick")
            XCTAssertEqual(fixture.delegate.selected, [target])
        }
    }

    func testFocusedRowStaysFocusedAcrossAMove() throws {
        try onMain {
            guard FileManager.default.isExecutableFile(atPath: "/usr/bin/xdotool") else {
                throw XCTSkip("xdotool missing")
            }
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

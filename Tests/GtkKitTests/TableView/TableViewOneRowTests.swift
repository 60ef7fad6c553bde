import CGtk
import Diffable
import Foundation
import XCTest

@testable import GtkKit

/// One row, one truth with real X input: the focused row is the selected row, a right-click selects
/// and focuses the row whose menu it opens, the menu lists the delegate's actions, and Tab leaves the
/// list at once.
final class TableViewOneRowTests: GtkTestCase {
    func testRightClickSelectsTheRowItOpensTheMenuOfAndTabLeavesTheList() throws {
        try onMain {
            try requireTool("xdotool")
            setAnimations(false)
            let fixture = TableFixture(count: 8)
            defer { fixture.close() }
            // A button after the list, for Tab to reach.
            let column = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
            g_object_ref(fixture.table.widget.gpointer)
            gtk_window_set_child(fixture.window.cast(), column)
            gtk_box_append(column.cast(), fixture.table.widget)
            g_object_unref(fixture.table.widget.gpointer)
            let button = Button(label: "After")
            gtk_box_append(column.cast(), button.widget)
            fixture.settle()

            let first = try XCTUnwrap(fixture.centre(of: IndexPath(item: 1, section: 0)))
            xdotool(["mousemove", "\(first.x)", "\(first.y)", "click", "1"])
            XCTAssertTrue(
                spin(until: { fixture.table.indexPathForSelectedRow == IndexPath(item: 1, section: 0) }, timeout: 3))

            let target = IndexPath(item: 4, section: 0)
            let point = try XCTUnwrap(fixture.centre(of: target))
            xdotool(["mousemove", "\(point.x)", "\(point.y)", "click", "3"])
            let host = try XCTUnwrap(
                fixture.table.cellForRow(at: target).flatMap { cell in
                    sequence(first: cell.widget, next: { gtk_widget_get_parent($0) })
                        .lazy.compactMap { Object.wrapper(of: $0, as: SwipeRow.self) }.first
                })
            XCTAssertTrue(spin(until: { host.isContextMenuOpen }, timeout: 3), "a right-click opens the row's menu")
            XCTAssertEqual(fixture.table.indexPathForSelectedRow, target, "the right-clicked row is the selected row")
            XCTAssertEqual(fixture.table.indexPathForFocusedRow, target, "and the focused one")
            XCTAssertEqual(fixture.delegate.trailingAsked.last, target, "the menu lists the delegate's actions for it")
            let menu = try XCTUnwrap(host.popover)
            xdotool(["key", "Escape"])
            XCTAssertTrue(spin(until: { !host.isContextMenuOpen }, timeout: 3))
            XCTAssertTrue(spin(until: { fixture.table.indexPathForFocusedRow == target }, timeout: 3))
            // The popover unmaps after "closed"; a key sent before that can go to it (a person
            // presses Tab later than that).
            waitUntil("the menu's popover stayed mapped") { !menu.isMapped }
            fixture.settle()

            xdotool(["key", "Tab"])
            XCTAssertTrue(spin(until: { button.hasFocus }, timeout: 3), "Tab leaves the list at once")
            xdotool(["key", "shift+Tab"])
            XCTAssertTrue(
                spin(until: { fixture.table.indexPathForFocusedRow == target }, timeout: 3),
                "Shift+Tab comes back to the selected row")
        }
    }

    /// In a window where the list is the only thing to focus (no title bar buttons), Tab keeps the
    /// focus on the row.
    func testTabKeepsTheFocusWhenNothingElseTakesIt() throws {
        try onMain {
            try requireTool("xdotool")
            setAnimations(false)
            let fixture = TableFixture(count: 5)
            defer { fixture.close() }
            gtk_window_set_decorated(fixture.window.cast(), 0)
            fixture.settle()
            let row = IndexPath(item: 2, section: 0)
            let point = try XCTUnwrap(fixture.centre(of: row))
            xdotool(["mousemove", "\(point.x)", "\(point.y)", "click", "1"])
            XCTAssertTrue(spin(until: { fixture.table.indexPathForFocusedRow == row }, timeout: 3))
            xdotool(["key", "Tab"])
            holdStill(
                for: 0.3, because: "GTK moves the focus in the key press's own event, a frame at most",
                "Tab took the focus off the row: \(String(describing: fixture.table.indexPathForFocusedRow))"
            ) { fixture.table.indexPathForFocusedRow == row }
            XCTAssertEqual(fixture.table.indexPathForSelectedRow, row)
        }
    }
}

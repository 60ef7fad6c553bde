import FoodPinModel
import UITestSupport
import XCTest

/// One row, one truth (issue 10, points 1 and 8): the row with the keyboard focus is the selected
/// row, every row command acts on it, Tab enters the list at it and the next Tab leaves the list.
final class RowFocusTests: FoodPinUITestCase {
    /// Click Cafe Deadend, Escape, right-click For Kee Restaurant, Escape, Delete: For Kee goes, as
    /// the focus ring says (it used to delete Cafe Deadend, still selected).
    func testDeleteActsOnTheRowRightClickedLast() throws {
        _ = try app.openMenu(of: "Cafe Deadend")
        try Input.key("Escape")
        try app.waitForNoMenu()
        try app.rightClick("For Kee Restaurant")
        try Input.key("Escape")
        try app.waitForNoMenu()
        try app.waitForFocus(on: "For Kee Restaurant")
        try Input.key("Delete")
        try app.waitUntilGone("For Kee Restaurant")
        // The toast before the store: it leaves after 8 s, and the command-line reads can take longer.
        _ = try app.window.waitForToast(role: "label", name: "Deleted “For Kee Restaurant”")
        try eventually("the store still has For Kee Restaurant") {
            try !app.storedNames().contains("For Kee Restaurant")
        }
        XCTAssertTrue(try app.storedNames().contains("Cafe Deadend"), "Cafe Deadend was not the row the user saw")
    }

    /// On a fresh start, Tab into the list: Delete and Ctrl+D act on the focused row (they did nothing).
    func testTabIntoTheListThenDeleteAndControlDActOnTheFocusedRow() throws {
        // Tab through the header's buttons (New Restaurant, Search, Main Menu) into the list.
        let firstRow = try app.tabIntoList()
        try Input.key("Delete")
        try app.waitUntilGone(firstRow)
        try eventually("the store still has \(firstRow)") { try !app.storedNames().contains(firstRow) }
        let next = try eventuallyValue("the focus left the list after Delete") { app.focusedRowName() }
        XCTAssertNotEqual(next, firstRow)
        try Input.key("ctrl+d")
        try eventually("Ctrl+D did not mark \(next)") { try app.isStoredFavourite(next) }
    }

    /// Tab leaves the list at once (it used to walk through every row); Shift+Tab comes back to the
    /// selected row; the arrows move within the list.
    func testTabLeavesTheListAndShiftTabReturnsToTheSelectedRow() throws {
        _ = try app.openMenu(of: "Teakha")
        try Input.key("Escape")
        try app.waitForNoMenu()
        try app.waitForFocus(on: "Teakha")
        try Input.key("Tab")
        try eventually("Tab did not leave the list: the focus is on \(app.focusedRowName() ?? "?")") {
            app.focusedRowName() == nil && app.focusIsOutsideTheList()
        }
        try Input.key("shift+Tab")
        try app.waitForFocus(on: "Teakha")
        try Input.key("Down")
        try app.waitForFocus(on: "Cafe Loisl")
        try Input.key("ctrl+d")
        try eventually("Ctrl+D did not act on the focused row") { try app.isStoredFavourite("Cafe Loisl") }
        XCTAssertFalse(try app.isStoredFavourite("Teakha"))
    }
}

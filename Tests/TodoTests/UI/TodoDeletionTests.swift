import UITestSupport
import XCTest

/// Deleting outside edit mode: a swipe to the left reveals Delete; the Delete key deletes the selected
/// row; both offer Undo, which puts the row back where it was.
final class TodoDeletionTests: TodoUITestCase {
    func testSwipeLeftRevealsDelete() throws {
        let app = try launch(seed: ["Buy milk", "Walk the dog", "Book tickets"])
        let row = try app.row("Walk the dog")
        try Input.drag(row, dx: -160, startingAt: (0.8, 0.5))
        let delete = try row.waitForFirst(role: "push button", name: "Delete")
        XCTAssertTrue(app.isEntryShown, "swiping does not enter edit mode")
        try Input.click(delete)
        try app.waitForRows(["Buy milk", "Book tickets"])
        try app.waitForStored(["Buy milk", "Book tickets"])
    }

    func testDeleteKeyDeletesTheSelectedRowAndUndoRestoresIt() throws {
        let app = try launch(seed: ["Buy milk", "Walk the dog", "Book tickets"])
        // Keyboard only: from the entry into the list, down one row.
        let entry = try app.entry
        try Input.click(entry)
        try Input.key("Tab", "Tab")
        try Input.key("Down")
        let row = try app.row("Walk the dog")
        try eventually("the second row should be selected", dump: app.window) { row.isSelected }
        XCTAssertTrue(app.isEntryShown, "moving through the list does not enter edit mode")

        try Input.key("Delete")
        try app.waitForRows(["Buy milk", "Book tickets"])
        try app.waitForStored(["Buy milk", "Book tickets"])

        try Input.click(app.window.waitForToast(role: "push button", nameContains: "Undo"))
        try app.waitForRows(["Buy milk", "Walk the dog", "Book tickets"])
        try app.waitForStored(["Buy milk", "Walk the dog", "Book tickets"])
    }

    func testDeleteKeyInTheEntryEditsTextOnly() throws {
        let app = try launch(seed: ["Buy milk"])
        let entry = try app.entry
        try Input.click(entry)
        try Input.type("abc")
        try Input.key("Home", "Delete")
        try eventually("Delete should edit the entry's text") { entry.text == "bc" }
        XCTAssertEqual(try app.storedTexts(), ["Buy milk"])
    }
}

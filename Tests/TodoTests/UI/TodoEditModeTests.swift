import UITestSupport
import XCTest

/// Edit mode the iOS way (Gold, the seed's second solution): selecting a row or pressing Edit enters
/// it; the entry and Insert hide and Done shows; each row's delete control reveals a Delete
/// confirmation that removes the row from the window and from storage; Done returns to insert mode.
final class TodoEditModeTests: TodoUITestCase {
    func testSelectingARowEntersEditModeAndDoneLeavesIt() throws {
        let app = try launch(seed: ["Buy milk", "Walk the dog"])
        try typeAndEnterWithoutInserting("half typed", in: app)
        try enterEditMode(byClicking: "Walk the dog", in: app)
        try eventually("the entry should hide in edit mode") { !app.isEntryShown }
        XCTAssertNil(app.visibleButton("Insert"), "Insert hides in edit mode")
        XCTAssertNil(app.visibleButton("Edit"), "Done replaces Edit")

        try Input.click(app.button("Done"))
        try eventually("the entry should come back after Done") { app.isEntryShown }
        XCTAssertNotNil(app.visibleButton("Insert"))
        XCTAssertNil(app.visibleButton("Done"))
        XCTAssertEqual(try app.entry.text, "", "Done clears the entry, as in the seed")
        XCTAssertEqual(try app.storedTexts(), ["Buy milk", "Walk the dog"], "editing alone changes nothing")
    }

    func testEditButtonEntersEditModeAndEscapeLeavesIt() throws {
        let app = try launch(seed: ["Buy milk"])
        try Input.click(app.button("Edit"))
        try eventually("Done should show") { app.visibleButton("Done") != nil }
        XCTAssertFalse(app.isEntryShown)
        try Input.key("Escape")
        try eventually("Escape should leave edit mode") { app.isEntryShown && app.visibleButton("Done") == nil }
    }

    func testDeleteControlThenDeleteRemovesTheRowAndItsStorage() throws {
        let app = try launch(seed: ["Buy milk", "Walk the dog", "Book tickets"])
        try enterEditMode(byClicking: "Buy milk", in: app)
        let row = try app.row("Walk the dog")
        let control = try eventuallyValue("the row should show its delete control", dump: row) {
            row.first(role: "push button", name: "Delete Walk the dog", onScreenOnly: true)
        }
        XCTAssertNil(
            row.first(role: "push button", name: "Delete", onScreenOnly: true),
            "the confirmation shows only after the control is pressed")
        try Input.click(control)
        let confirm = try row.waitForFirst(role: "push button", name: "Delete")
        try eventually("the Delete confirmation should slide in") { (confirm.extents?.width ?? 0) > 20 }
        var last: Rect?
        try eventually("the slide should settle") {
            defer { last = confirm.extents }
            return confirm.extents == last
        }
        try Input.click(confirm)
        try app.waitForRows(["Buy milk", "Book tickets"])
        try app.waitForStored(["Buy milk", "Book tickets"])
        XCTAssertNotNil(app.visibleButton("Done"), "deleting keeps edit mode until Done")

        try Input.click(app.button("Done"))
        try eventually("insert mode after Done") { app.isEntryShown }
    }

    /// Types into the entry without pressing Enter (Done must clear it).
    private func typeAndEnterWithoutInserting(_ text: String, in app: TodoDriver) throws {
        let entry = try app.entry
        try Input.click(entry)
        try Input.type(text)
        try eventually("typed") { entry.text == text }
    }
}

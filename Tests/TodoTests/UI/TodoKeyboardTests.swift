import UITestSupport
import XCTest

/// The keyboard does what the pointer does (issue 10, points 1, 5, 6 and 9): the entry keeps the focus
/// after Insert, edit mode works from the keyboard, and Delete acts on the row with the focus ring.
final class TodoKeyboardTests: TodoUITestCase {
    /// After a click on Insert the next letters go to the entry (they were lost, and Space inserted
    /// again: "a to-do cannot be empty").
    func testAfterInsertTheEntryHasTheFocus() throws {
        let app = try launch()
        let entry = try app.entry
        try Input.click(entry)
        try Input.type("Buy milk")
        try eventually("the entry should hold the text") { entry.text == "Buy milk" }
        try Input.click(app.button("Insert"))
        try app.waitForRows(["Buy milk"])
        try eventually("the entry should have the focus after Insert") { entry.isFocused }
        try Input.type("Walk the dog")
        try Input.key("Return")
        try app.waitForStored(["Buy milk", "Walk the dog"])
        XCTAssertNil(app.window.first(role: "label", nameContains: "cannot be empty", onScreenOnly: true))
    }

    /// Enter on a focused row enters edit mode with the focus still on it; Delete asks, Escape cancels,
    /// Delete or Enter confirms.
    func testEditModeByKeyboard() throws {
        let app = try launch(seed: ["Buy milk", "Walk the dog", "Book tickets", "Call mum"])
        try Input.click(app.entry)
        try Input.key("Tab", "Tab")
        try app.waitForFocus(onRow: "Buy milk")
        try Input.key("Return")
        try eventually("Enter should enter edit mode") { app.visibleButton("Done") != nil }
        try app.waitForFocus(onRow: "Buy milk")
        try Input.key("Down")
        try app.waitForFocus(onRow: "Walk the dog")

        try Input.key("Delete")
        try eventually("Delete should show the confirmation") { try app.isConfirmingDelete("Walk the dog") }
        try app.screenshot("edit-mode-keyboard-confirm")
        try Input.key("Escape")
        try eventually("Escape should cancel the confirmation") { try !app.isConfirmingDelete("Walk the dog") }
        XCTAssertNotNil(app.visibleButton("Done"), "Escape cancels the confirmation, not edit mode")

        try Input.key("Delete")
        try eventually("Delete should show the confirmation") { try app.isConfirmingDelete("Walk the dog") }
        try Input.key("Delete")
        try app.waitForStored(["Buy milk", "Book tickets", "Call mum"])
        try app.waitForRows(["Buy milk", "Book tickets", "Call mum"])

        let focused = try eventuallyValue("the focus should stay in the list") { app.focusedRowText() }
        try Input.key("Delete")
        try eventually("Delete should show the confirmation") { try app.isConfirmingDelete(focused) }
        try Input.key("Return")
        try eventually("Enter should confirm") { try !app.storedTexts().contains(focused) }
        XCTAssertNotNil(app.visibleButton("Done"), "still in edit mode")
    }

    /// Delete deletes the row with the focus ring, when Tab brought the focus there and after Ctrl+Z
    /// (it did nothing: the focused row was not the selected one).
    func testDeleteActsOnTheFocusedRowAlsoAfterUndo() throws {
        let app = try launch(seed: ["Buy milk", "Walk the dog", "Book tickets"])
        try Input.click(app.entry)
        try Input.key("Tab", "Tab")
        try app.waitForFocus(onRow: "Buy milk")
        try Input.key("Delete")
        try app.waitForStored(["Walk the dog", "Book tickets"])
        try Input.key("ctrl+z")
        try app.waitForStored(["Buy milk", "Walk the dog", "Book tickets"])
        try app.waitForRows(["Buy milk", "Walk the dog", "Book tickets"])
        let focused = try eventuallyValue("no row has the focus after Ctrl+Z") { app.focusedRowText() }
        try Input.key("Delete")
        try eventually("Delete should delete \(focused), the focused row") { try !app.storedTexts().contains(focused) }
        XCTAssertEqual(try app.storedTexts().count, 2)
        _ = try app.window.waitForToast(role: "label", name: "Deleted “\(focused)”")  // FoodPin's wording
    }

    /// At 300 pixels the edit-mode hint wraps instead of being cut ("drag to r…"): its text shows on
    /// two lines of pixels.
    func testTheHintIsWholeInANarrowWindow() throws {
        let app = try launch(seed: ["Buy milk"])
        try app.resize(width: 300, height: 500)
        try eventually("the window did not narrow") { (app.window.extents?.width ?? 999) <= 320 }
        try Input.click(app.button("Edit"))
        let hint = try app.window.waitForFirst(role: "label", name: "Press − to delete, drag to reorder.")
        try eventually("the hint should show on two lines rather than be cut") {
            let frame = try Input.frame(of: hint)
            let shot = try app.screenshot("narrow-edit-mode")
            return try textLines(in: frame, of: shot) >= 2
        }
    }

    /// How many bands of rows with text pixels (darker than the row's first pixel) `frame` holds.
    private func textLines(in frame: Rect, of shot: URL) throws -> Int {
        var bands = 0, inText = false
        for y in frame.y..<(frame.y + frame.height) {
            let row = try Screenshot.pixels(inRow: y, from: frame.x, width: frame.width, in: shot)
            guard let background = row.first else { continue }
            let hasText = row.contains { abs($0.red - background.red) + abs($0.green - background.green) > 90 }
            if hasText && !inText { bands += 1 }
            inText = hasText
        }
        return bands
    }
}

import UITestSupport
import XCTest

/// Ticking off (rows move into "Completed" and back), renaming in place (pointer and keyboard),
/// selecting many in edit mode with one Undo, and a terminal's `todo done` in the open window.
final class TodoDoneRenameSelectTests: TodoUITestCase {
    func testTickingMovesTheRowToCompletedAndUntickingPutsItBack() throws {
        let app = try launch(seed: ["Buy milk", "Walk the dog", "Book tickets"])
        try eventually("the title should say 3 left") { app.showsLabel("3 left") }
        try Input.click(app.checkBox("Walk the dog"))
        try app.waitForRows(["Buy milk", "Book tickets", "Completed", "Walk the dog"])
        try app.waitForStoredStates(["Buy milk", "Book tickets", "Walk the dog ✓"])
        try eventually("the moved row should be ticked") { try app.checkBox("Walk the dog").isChecked }
        XCTAssertTrue(app.isEntryShown, "ticking does not enter edit mode")
        try eventually("the title should say 2 left") { app.showsLabel("2 left") }
        try app.screenshot("done")

        try Input.click(app.checkBox("Buy milk"))
        try app.waitForRows(["Book tickets", "Completed", "Buy milk", "Walk the dog"])
        try Input.click(app.checkBox("Walk the dog"))
        try app.waitForRows(["Walk the dog", "Book tickets", "Completed", "Buy milk"])
        try app.waitForStoredStates(["Walk the dog", "Book tickets", "Buy milk ✓"])
        try eventually("the row moved back should not be ticked") { try !app.checkBox("Walk the dog").isChecked }
    }

    /// Ticks faster than a row animation (200 ms): each click lands while the rows ticked before are
    /// still fading. (Ticks 50 ms apart crashed the window in the row fade's animation code.) The
    /// last open row is ticked each time, so the rows above it, the next targets, stay in place.
    func testTickingFastMovesEveryRowAndKeepsTheWindow() throws {
        let texts = (1...8).map { "Item \($0)" }
        let app = try launch(seed: texts)
        try eventually("the title should say 8 left") { app.showsLabel("8 left") }
        for text in texts.reversed().prefix(5) { try Input.click(app.checkBox(text)) }
        try app.waitForRows([
            "Item 1", "Item 2", "Item 3", "Completed", "Item 4", "Item 5", "Item 6", "Item 7", "Item 8",
        ])
        try app.waitForStoredStates(texts.enumerated().map { $0.offset >= 3 ? "\($0.element) ✓" : $0.element })
        try eventually("the title should say 3 left") { app.showsLabel("3 left") }
    }

    func testClearCompletedIsUndoable() throws {
        let app = try launch(seed: ["Buy milk", "Walk the dog", "Book tickets"])
        try app.todo("done", "1", "3")
        try app.waitForRows(["Walk the dog", "Completed", "Buy milk", "Book tickets"], timeout: 3)
        try Input.key("F10")
        try Input.click(app.window.waitForFirst(nameContains: "Clear Completed"))
        try app.waitForRows(["Walk the dog"])
        try app.waitForStoredStates(["Walk the dog"])
        try Input.click(app.window.waitForToast(role: "push button", nameContains: "Undo"))
        try app.waitForRows(["Walk the dog", "Completed", "Buy milk", "Book tickets"])
        try app.waitForStoredStates(["Walk the dog", "Buy milk ✓", "Book tickets ✓"])
    }

    func testRenameByDoubleClick() throws {
        let app = try launch(seed: ["Buy mlik", "Walk the dog"])
        let row = try app.row("Buy mlik")
        try Input.click(app.rowLabel("Buy mlik"), count: 2)
        let entry = try app.renameEntry(in: row)
        try eventually("the rename entry should take the focus") { entry.isFocused }
        XCTAssertEqual(entry.text, "Buy mlik")
        // The whole text is selected: typing replaces it.
        try Input.type("Buy milk")
        try Input.key("Return")
        try app.waitForRows(["Buy milk", "Walk the dog"])
        try app.waitForStored(["Buy milk", "Walk the dog"])
    }

    func testRenameByKeyboardEscapeCancelsAndBlankIsRefused() throws {
        let app = try launch(seed: ["Buy milk", "Walk the dog"])
        try Input.click(app.entry)
        try Input.key("Tab", "Tab", "Down")
        try eventually("the second row should be selected") { try app.row("Walk the dog").isSelected }
        let row = try app.row("Walk the dog")
        try Input.key("F2")
        var entry = try app.renameEntry(in: row)
        try eventually("the rename entry should take the focus") { entry.isFocused }
        try Input.type("Walk the cat")
        try Input.key("Escape")
        try eventually("Escape should close the entry") { row.first(role: "text", onScreenOnly: true) == nil }
        XCTAssertEqual(try app.storedTexts(), ["Buy milk", "Walk the dog"])

        // Enter on a focused row in edit mode renames it too.
        try Input.key("Return")
        try eventually("Enter should enter edit mode") { app.visibleButton("Done") != nil }
        try Input.key("Return")
        entry = try app.renameEntry(in: row)
        try eventually("the rename entry should take the focus") { entry.isFocused }
        try Input.key("BackSpace")
        try Input.key("Return")
        try eventually("blank text should be refused with the reason") {
            entry.isFocused && entry.accessibleDescription.contains("cannot be empty")
        }
        XCTAssertEqual(try app.storedTexts(), ["Buy milk", "Walk the dog"])
        try Input.type("Walk the cat")
        try Input.key("Return")
        try app.waitForRows(["Buy milk", "Walk the cat"])
        try app.waitForStored(["Buy milk", "Walk the cat"])
    }

    func testSelectAllInEditModeDeletesEveryRowAndOneUndoBringsThemBack() throws {
        let app = try launch(seed: ["Buy milk", "Walk the dog", "Book tickets", "Call mum"])
        try app.todo("done", "4")
        try app.waitForRows(["Buy milk", "Walk the dog", "Book tickets", "Completed", "Call mum"], timeout: 3)
        try Input.click(app.button("Edit"))
        try eventually("Done should show") { app.visibleButton("Done") != nil }
        try Input.key("ctrl+a")
        let delete = try app.window.waitForFirst(role: "push button", name: "Delete (4)", onScreenOnly: true)
        try Input.click(delete)
        _ = try app.window.waitForFirst(name: "Nothing to Do")
        try app.waitForStored([])
        try Input.click(app.window.waitForToast(role: "push button", nameContains: "Undo"))
        try app.waitForRows(["Buy milk", "Walk the dog", "Book tickets", "Completed", "Call mum"])
        try app.waitForStoredStates(["Buy milk", "Walk the dog", "Book tickets", "Call mum ✓"])
    }

    func testCtrlAndShiftClickSelectSomeRows() throws {
        let app = try launch(seed: ["a", "b", "c", "d", "e"])
        try Input.click(app.button("Edit"))
        try eventually("Done should show") { app.visibleButton("Done") != nil }
        try Input.click(app.rowLabel("b"))
        _ = try app.window.waitForFirst(role: "push button", name: "Delete (1)", onScreenOnly: true)
        try Input.xdotool(["keydown", "shift"])
        try Input.click(app.rowLabel("d"))
        try Input.xdotool(["keyup", "shift"])
        _ = try app.window.waitForFirst(role: "push button", name: "Delete (3)", onScreenOnly: true)
        try Input.xdotool(["keydown", "ctrl"])
        try Input.click(app.rowLabel("c"))
        try Input.xdotool(["keyup", "ctrl"])
        let delete = try app.window.waitForFirst(role: "push button", name: "Delete (2)", onScreenOnly: true)
        try Input.click(delete)
        try app.waitForRows(["a", "c", "e"])
        try app.waitForStored(["a", "c", "e"])
    }

    func testATerminalsDoneAndRenameShowInTheOpenWindow() throws {
        let app = try launch(seed: ["Buy milk", "Walk the dog"])
        try app.todo("done", "1")
        try app.waitForRows(["Walk the dog", "Completed", "Buy milk"], timeout: 3)
        try eventually("the moved row should be ticked") { try app.checkBox("Buy milk").isChecked }
        // The command line numbers as the window shows: Walk the dog is 1, the done Buy milk 2.
        try app.todo("edit", "1", "Walk the cat")
        try app.waitForRows(["Walk the cat", "Completed", "Buy milk"], timeout: 3)
        try app.todo("undone", "2")
        try app.waitForRows(["Buy milk", "Walk the cat"], timeout: 3)
    }
}

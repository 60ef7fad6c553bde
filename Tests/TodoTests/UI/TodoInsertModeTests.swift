import UITestSupport
import XCTest

/// Insert mode (Bronze): typing and Enter or Insert adds a stored row; empty text adds nothing and
/// the entry says why; the list survives a relaunch.
final class TodoInsertModeTests: TodoUITestCase {
    func testEnterAddsARowThatIsStoredAndClearsTheEntry() throws {
        let app = try launch()
        try typeAndEnter("Buy milk", in: app)
        try app.waitForRows(["Buy milk"])
        try app.waitForStored(["Buy milk"])
        let entry = try app.entry
        try eventually("the entry should be cleared after an insert") { entry.text == "" }
        XCTAssertTrue(entry.isFocused, "the entry keeps the focus for the next to-do")
    }

    func testInsertButtonAddsAtTheEnd() throws {
        let app = try launch(seed: ["Buy milk"])
        let entry = try app.entry
        try Input.click(entry)
        try Input.type("Walk the dog")
        try eventually("typed") { entry.text == "Walk the dog" }
        try Input.click(app.button("Insert"))
        try app.waitForRows(["Buy milk", "Walk the dog"])
        try app.waitForStored(["Buy milk", "Walk the dog"])
        try eventually("the entry should be cleared") { entry.text == "" }
    }

    func testWhitespaceAddsNothingAndTheEntrySaysWhy() throws {
        let app = try launch(seed: ["Buy milk"])
        try typeAndEnter("   ", in: app)
        let entry = try app.entry
        try eventually("the entry should describe why nothing was added") {
            entry.accessibleDescription.contains("cannot be empty")
        }
        let message = try app.window.waitForFirst(role: "label", nameContains: "cannot be empty")
        XCTAssertTrue(message.isOnScreen, "the reason shows under the entry, not only in a tooltip")
        try Input.click(app.button("Insert"))
        try holdStill(
            for: 0.3, because: "a row the button wrongly added would slide in within a few frames",
            "a blank row was added: \((try? app.rowTexts()) ?? [])"
        ) { try app.rowTexts() == ["Buy milk"] }
        XCTAssertEqual(try app.storedTexts(), ["Buy milk"])

        try Input.type("x")
        try eventually("typing should clear the error") { entry.accessibleDescription.isEmpty }
        try eventually("the message should go") {
            app.window.first(role: "label", nameContains: "cannot be empty", onScreenOnly: true) == nil
        }
    }

    func testTheListIsTheSameAfterARelaunch() throws {
        let first = try launch()
        var expected: [String] = []
        for text in ["Buy milk", "Call Mum", "Book tickets"] {
            try typeAndEnter(text, in: first)
            expected.append(text)
            try first.waitForRows(expected)
        }
        try first.waitForStored(expected)
        first.terminate()

        let second = try launch(database: first.databaseURL)
        try second.waitForRows(["Buy milk", "Call Mum", "Book tickets"])
    }

    func testAnEmptyListShowsItsEmptyState() throws {
        let app = try launch()
        let page = try app.window.waitForFirst(name: "Nothing to Do")
        XCTAssertTrue(page.isOnScreen)
        try typeAndEnter("Buy milk", in: app)
        try app.waitForRows(["Buy milk"])
        try eventually("the empty state should give way to the list") {
            app.window.first(name: "Nothing to Do", onScreenOnly: true) == nil
        }
    }
}

import UITestSupport
import XCTest

/// The window follows the database: `todo add` / `todo remove` in a terminal show up in the open
/// window, and a drag reorders rows and stores the order.
final class TodoSyncAndOrderTests: TodoUITestCase {
    func testTerminalChangesAppearInTheOpenWindow() throws {
        let app = try launch(seed: ["Buy milk"])
        try app.todo("add", "Call the plumber")
        try app.waitForRows(["Buy milk", "Call the plumber"], timeout: 3)
        try app.todo("remove", "1")
        try app.waitForRows(["Call the plumber"], timeout: 3)
        try app.todo("clear")
        try app.window.waitForFirst(name: "Nothing to Do", timeout: 3)
    }

    func testDraggingARowReordersAndStoresTheOrder() throws {
        let app = try launch(seed: ["Buy milk", "Walk the dog", "Book tickets"])
        let source = try Input.frame(of: app.row("Book tickets"))
        let target = try Input.frame(of: app.row("Buy milk"))
        try Input.drag(from: source.point(0.5, 0.5), to: Point(x: source.center.x, y: target.minY + 4), steps: 20)
        try app.waitForRows(["Book tickets", "Buy milk", "Walk the dog"])
        try app.waitForStored(["Book tickets", "Buy milk", "Walk the dog"])
        XCTAssertTrue(app.isEntryShown, "a drag is not a click: it does not enter edit mode")
        XCTAssertEqual(try app.rowTexts(), ["Book tickets", "Buy milk", "Walk the dog"], "and nothing else moved")
    }

    func testAltArrowsMoveTheSelectedRow() throws {
        let app = try launch(seed: ["Buy milk", "Walk the dog", "Book tickets"])
        try Input.click(app.entry)
        try Input.key("Tab", "Tab", "Down")
        try eventually("the second row should be selected") { try app.row("Walk the dog").isSelected }
        try Input.key("alt+Down")
        try app.waitForRows(["Buy milk", "Book tickets", "Walk the dog"])
        try app.waitForStored(["Buy milk", "Book tickets", "Walk the dog"])
    }
}

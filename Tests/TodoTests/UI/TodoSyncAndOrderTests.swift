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
        _ = try app.window.waitForFirst(name: "Nothing to Do", timeout: 3)
    }

    func testDraggingARowByItsHandleReordersAndStoresTheOrder() throws {
        let app = try launch(seed: ["Buy milk", "Walk the dog", "Book tickets"])
        let hidden = try app.row("Book tickets").first(name: "Reorder")
        XCTAssertEqual(hidden?.extents?.width ?? 0, 0, "no reorder handle outside edit mode")
        try Input.click(app.button("Edit"))
        let handle = try app.reorderHandle(of: "Book tickets")
        let start = try Input.center(of: handle)
        let target = try Input.frame(of: app.row("Buy milk"))
        try Input.drag(
            from: start, to: Point(x: start.x - 5, y: target.minY + target.height / 4), steps: 20,
            stepDelay: 0.03, holdBeforeRelease: 0.2)
        try app.waitForRows(["Book tickets", "Buy milk", "Walk the dog"])
        try app.waitForStored(["Book tickets", "Buy milk", "Walk the dog"])
        XCTAssertNotNil(app.visibleButton("Done"), "still in edit mode")
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

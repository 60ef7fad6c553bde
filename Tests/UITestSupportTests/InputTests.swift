import UITestSupport
import XCTest

/// Real X input (xdotool) against a GTK 4 window, read back through AT-SPI.
final class InputTests: XCTestCase {
    private var app: FixtureApp!

    override func setUpWithError() throws { app = try FixtureApp() }
    override func tearDown() { app?.process.terminate(); app = nil }

    private func element(_ role: String, _ name: String) throws -> Accessible {
        try app.window.waitForFirst(role: role, name: name)
    }

    func testClickChangesTheLabel() throws {
        let press = try element("push button", "Press me")
        try Input.click(press)
        try app.waitForStatus("pressed 1")
        try Input.click(press)
        try app.waitForStatus("pressed 2")
    }

    /// Asserts GTK's own double-click recognition (`n_press` 2), not a button's count of "clicked":
    /// under load GTK 4.8 sometimes stops a click gesture between the second press and its release,
    /// and a GtkButton then drops that click (seen as "pressed 2" after click + double click).
    func testDoubleClickIsRecognisedAsOne() throws {
        let area = try XCTUnwrap(app.window.first(role: "filler", name: "Drag area"))
        let frame = try Input.frame(of: area)
        try Input.doubleClick(at: Point(x: frame.x + 30, y: frame.y + 15))
        try app.waitForStatus("double click x=30 y=15")
    }

    func testTypingIntoTheEntry() throws {
        let entry = try XCTUnwrap(app.window.first(role: "text"))
        try Input.click(entry)
        try eventually("the entry should take focus") { entry.isFocused }
        try Input.type("Fish & chips, café")
        try eventually("the entry should hold the typed text, holds \"\(entry.text ?? "nil")\"") {
            entry.text == "Fish & chips, café"
        }
        try app.waitForStatus("typed: Fish & chips, café")
        try Input.key("BackSpace", "BackSpace", "BackSpace", "BackSpace", "BackSpace")
        try eventually("five characters should be gone") { entry.text == "Fish & chips," }
    }

    func testClickLandsOnTheExactPixel() throws {
        let area = try XCTUnwrap(app.window.first(role: "filler", name: "Drag area"))
        let frame = try Input.frame(of: area)
        XCTAssertEqual(frame.size, try XCTUnwrap(area.extents).size)
        try Input.click(at: Point(x: frame.x + 10, y: frame.y + 20))
        try app.waitForStatus("click x=10 y=20")
        try Input.click(at: Point(x: frame.maxX - 3, y: frame.maxY - 4))
        try app.waitForStatus("click x=\(frame.width - 3) y=\(frame.height - 4)")
    }

    func testDragReportsDirectionAndDistance() throws {
        let area = try XCTUnwrap(app.window.first(name: "Drag area", where: { $0.roleName != "label" }))
        try Input.drag(area, dx: 150, startingAt: (0.2, 0.5))
        try app.waitForStatus("drag dx=150 dy=0")
        let start = try Input.frame(of: area).point(0.8, 0.6)
        try Input.drag(from: start, to: start.offsetBy(dx: -120, dy: -20))
        try app.waitForStatus("drag dx=-120 dy=-20")
    }

    func testPopoverButtonsAreClickedWhereTheyAre() throws {
        let area = try XCTUnwrap(app.window.first(role: "filler", name: "Drag area"))
        try Input.click(at: Input.frame(of: area).point(0.7, 0.5), button: .right)
        try app.waitForStatus("secondary")
        let share = try app.window.waitForFirst(role: "push button", name: "Share")
        let screen = try Input.frame(of: share)
        XCTAssertNotEqual(screen.center, try XCTUnwrap(share.extents).center, "popover extents need mapping")
        try Input.click(share)
        try app.waitForStatus("shared")
    }

    func testMessageDialogIsASecondToplevel() throws {
        try Input.click(element("push button", "Ask"))
        let dialog = try eventuallyValue("the dialog should open") {
            app.process.windows.first { $0.roleName == "dialog" }
        }
        XCTAssertEqual(dialog.name, "Delete everything?")
        // libadwaita 1.2 names response buttons twice ("Delete Delete"): match a part of the name.
        let delete = try dialog.waitForFirst(role: "push button", nameContains: "Delete")
        XCTAssertTrue(try Input.frame(of: dialog).contains(Input.center(of: delete)))
        try Input.click(delete)
        try app.waitForStatus("dialog: delete")
        try eventually("the dialog should close") { !app.process.windows.contains { $0.roleName == "dialog" } }
    }

    func testMenuButtonOpensAPopoverMenu() throws {
        try Input.click(element("push button", "Options"))
        let item = try app.window.waitForFirst(role: "menu item", name: "Favourite")
        try Input.click(item)
        try app.waitForStatus("favourite")
    }

    func testDragAndHorizontalScrollSwipeACarousel() throws {
        let carousel = try app.window.waitForFirst(name: "Swipe row")
        try Input.drag(carousel, dx: -300, startingAt: (0.8, 0.5))
        try app.waitForStatus("page 1")
        try eventually("the actions page should be on screen") {
            app.window.first(role: "label", name: "Row actions", onScreenOnly: true) != nil
        }
        try Input.drag(carousel, dx: 300, startingAt: (0.2, 0.5))
        try app.waitForStatus("page 0")
        try Input.scrollHorizontally(2, at: Input.center(of: carousel))
        try app.waitForStatus("page 1")
    }

    func testSecondaryClickAndHorizontalScroll() throws {
        let area = try Input.frame(of: XCTUnwrap(app.window.first(role: "filler", name: "Drag area")))
        try Input.click(at: area.center, button: .right)
        try app.waitForStatus("secondary")
        try Input.key("Escape")
        try Input.scrollHorizontally(3, at: area.center)
        try app.waitForStatus("scroll dx=3")
        try Input.scrollHorizontally(-5, at: area.center)
        try app.waitForStatus("scroll dx=-2")
    }

    /// `Input.press` waits for each Tab to move the focus before it judges it: from Press me, two
    /// Tabs reach Copy image (past Delete item), and the focus stays there; too few presses fail.
    func testPressWaitsForEachKeyToMoveTheFocus() throws {
        let press = try element("push button", "Press me")
        try Input.click(press)
        try eventually("Press me should take the focus") { press.isFocused }
        var visited: [String] = []
        let copy = try Input.press("Tab", in: app.window, atMost: 4, toReach: "Copy image") { focused in
            visited.append(focused.name)
            return focused.name == "Copy image" ? focused : nil
        }
        XCTAssertEqual(visited, ["Delete item", "Copy image"])
        try holdStill(
            for: 0.3, because: "a Tab pressed too many would land within a few frames", "the focus left Copy image"
        ) {
            copy.isFocused
        }
        XCTAssertThrowsError(
            try Input.press("Tab", in: app.window, atMost: 1, toReach: "Press me") { $0 == press ? true : nil }
        ) { error in
            XCTAssertTrue("\(error)".contains("never reached Press me"), "\(error)")
        }
    }

    func testFocusSendsKeysToTheAppWhereverThePointerIs() throws {
        try Input.move(to: Point(x: 1200, y: 780))
        try app.process.focus()
        try Input.key("Escape")
        try app.waitForStatus("escape")
    }

    func testKeysReachTheWindow() throws {
        try Input.click(element("push button", "Press me"))
        try app.waitForStatus("pressed 1")
        try Input.key("Escape")
        try app.waitForStatus("escape")
        try Input.key("shift+F10")
        try app.waitForStatus("context key F10")
        try Input.key("Delete")
        try app.waitForStatus("delete key")
        try Input.key("Menu")
        try app.waitForStatus("context key Menu")
    }
}

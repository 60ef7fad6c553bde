import UITestSupport
import XCTest

/// Real X input (xdotool) against a GTK 4 window, read back through AT-SPI.
final class InputTests: XCTestCase {
    nonisolated(unsafe) private var app: FixtureApp!

    override func setUpWithError() throws { app = try FixtureApp() }
    override func tearDown() { app?.process.terminate(); app = nil }

    private func element(_ role: String, _ name: String) throws -> Accessible {
        try app.window.waitForFirst(role: role, name: name)
    }

    func testClickChangesTheLabel() throws {
        let press = try element("push button", "Press me")
        try Input.click(press)
        try app.waitForStatus("pressed 1")
        try Input.doubleClick(at: Input.center(of: press))
        try app.waitForStatus("pressed 3")
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

    func testDragReportsDirectionAndDistance() throws {
        let area = try XCTUnwrap(app.window.first(name: "Drag area", where: { $0.roleName != "label" })?.extents)
        let start = area.point(0.2, 0.5)
        try Input.drag(from: start, to: start.offsetBy(dx: 150))
        try app.waitForStatus("drag dx=150 dy=0")
        try Input.drag(from: area.point(0.8, 0.6), to: area.point(0.8, 0.6).offsetBy(dx: -120, dy: -20))
        try app.waitForStatus("drag dx=-120 dy=-20")
    }

    func testSecondaryClickAndHorizontalScroll() throws {
        let area = try XCTUnwrap(app.window.first(role: "filler", name: "Drag area")?.extents)
        try Input.click(at: area.center, button: .right)
        try app.waitForStatus("secondary")
        try Input.scrollHorizontally(3, at: area.center)
        try app.waitForStatus("scroll dx=3")
        try Input.scrollHorizontally(-5, at: area.center)
        try app.waitForStatus("scroll dx=-2")
    }

    func testEscapeKeyReachesTheWindow() throws {
        try Input.click(element("push button", "Press me"))
        try app.waitForStatus("pressed 1")
        try Input.key("Escape")
        try app.waitForStatus("escape")
    }
}

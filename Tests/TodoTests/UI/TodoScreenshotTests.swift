import Foundation
import UITestSupport
import XCTest

/// Screenshots of insert mode, edit mode and the Delete confirmation, with two to-dos done, light, dark
/// and high contrast,
/// cropped to the window: .build/screenshots/todo-<mode>-<style>.png. Each also checks the style took.
final class TodoScreenshotTests: TodoUITestCase {
    /// The pictures the README shows are taken with GTK's default renderer, as users see it.
    override class var renderer: AppProcess.Renderer { .default }
    static let items = [
        "Buy milk", "Call the plumber about the kitchen tap", "Book train tickets to Edinburgh",
        "Return the library books", "Water the plants",
    ]

    func testLightScreenshots() throws { try takeScreenshots(style: "light", colorScheme: .preferLight, dark: false) }

    func testDarkScreenshots() throws { try takeScreenshots(style: "dark", colorScheme: .preferDark, dark: true) }

    func testHighContrastScreenshots() throws {
        try takeScreenshots(
            style: "high-contrast", colorScheme: .preferLight, dark: false,
            environment: ["ADW_DEBUG_HIGH_CONTRAST": "1"])
    }

    private func takeScreenshots(
        style: String, colorScheme: AppProcess.ColorScheme, dark: Bool,
        environment: [String: String] = [:]
    ) throws {
        let app = try launch(seed: Self.items, colorScheme: colorScheme, environment: environment)
        try app.todo("done", "1", "5")
        try app.waitForRows(
            [
                "Call the plumber about the kitchen tap", "Book train tickets to Edinburgh",
                "Return the library books", "Completed", "Buy milk", "Water the plants",
            ], timeout: 3)
        // Pointer first, keyboard last: typing turns GTK's focus rings on for the rest of the session.
        try enterEditMode(byClicking: "Return the library books", in: app)
        let row = try app.row("Call the plumber about the kitchen tap")
        let control = try row.waitForFirst(role: "push button", name: "Delete Call the plumber about the kitchen tap")
        try control.waitUntilStill()
        try capture("edit-\(style)", of: app)

        try Input.click(control)
        let confirm = try row.waitForFirst(role: "push button", name: "Delete")
        try eventually("the Delete confirmation should slide in") { (confirm.extents?.width ?? 0) > 20 }
        try confirm.waitUntilStill()
        try capture("confirm-\(style)", of: app)

        try Input.click(app.button("Done"))
        let entry = try app.entry
        try eventually("insert mode") { app.isEntryShown && entry.isFocused }
        try Input.type("Pick up the dry cleaning")
        try eventually("typed") { entry.text == "Pick up the dry cleaning" }
        let insert = try capture("insert-\(style)", of: app)
        let background = try Screenshot.pixel(at: Point(x: 440, y: 600), in: insert)
        let brightness = (background.red + background.green + background.blue) / 3
        XCTAssertEqual(
            brightness < 100, dark, "the list background should be \(dark ? "dark" : "light"), is \(background)")
    }

    /// Saves the window's area of the screen as todo-NAME.png.
    @discardableResult
    private func capture(_ name: String, of app: TodoDriver) throws -> URL {
        let frame = try Input.frame(of: app.window)
        try Input.move(to: Point(x: frame.maxX + 100, y: frame.maxY + 100))  // no hover highlight
        try app.process.waitUntilIdle()  // the hover highlight has faded
        let url = try app.screenshot(name)
        try Subprocess.check(
            "convert", [url.path, "-crop", "\(frame.width)x\(frame.height)+\(frame.x)+\(frame.y)", "+repage", url.path])
        let info = try Screenshot.info(of: url)
        XCTAssertEqual(info.width, frame.width)
        XCTAssertGreaterThan(info.colors, 50, "\(name) looks blank")
        return url
    }
}

import Foundation
import UITestSupport
import XCTest

/// The X clipboard (xclip) and screenshots (ImageMagick) against a GTK 4 window.
final class ClipboardAndScreenshotTests: XCTestCase {
    private var app: FixtureApp!

    override func setUpWithError() throws { app = try FixtureApp() }
    override func tearDown() { app?.process.terminate(); app = nil }

    func testCopiedTextIsReadBack() throws {
        let entry = try XCTUnwrap(app.window.first(role: "text"))
        try Input.click(entry)
        try Input.type("copy me ✓")
        try app.waitForStatus("typed: copy me ✓")
        try Input.key("ctrl+a", "ctrl+c")
        let text = try eventuallyValue("the clipboard should hold the entry's text") {
            try? Clipboard.text() == "copy me ✓" ? "copy me ✓" : nil
        }
        XCTAssertEqual(text, "copy me ✓")
        XCTAssertTrue(try Clipboard.targets().contains("UTF8_STRING"))
    }

    func testCopiedImageOffersTextAndPNG() throws {
        try Input.click(app.window.waitForFirst(role: "push button", name: "Copy image"))
        try app.waitForStatus("copied image")
        try eventually("the clipboard should offer image/png, offers \((try? Clipboard.targets()) ?? [])") {
            try Clipboard.targets().contains("image/png")
        }
        XCTAssertEqual(try Clipboard.text(), "red square")
        let png = try Clipboard.png()
        XCTAssertEqual(Array(png.prefix(8)), [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    }

    func testScreenshotShowsTheWindowAtTheOrigin() throws {
        let press = try app.window.waitForFirst(role: "push button", name: "Press me")
        let window = try XCTUnwrap(app.window.extents)
        let url = try Screenshot.capture("uitest-fixture-window")
        XCTAssertTrue(url.path.hasSuffix(".build/screenshots/uitest-fixture-window.png"), url.path)
        let info = try Screenshot.info(of: url)
        XCTAssertEqual(info.width, 1280)
        XCTAssertEqual(info.height, 800)
        XCTAssertGreaterThan(info.colors, 16, "a blank screenshot has one or two colours")
        // Outside the window: Xvfb's black root. Inside: libadwaita's light window background.
        let outside = try Screenshot.pixel(at: Point(x: window.maxX + 40, y: window.maxY + 40), in: url)
        XCTAssertEqual(outside.red + outside.green + outside.blue, 0)
        let inside = try Screenshot.pixel(at: window.point(0.5, 0.98), in: url)
        XCTAssertGreaterThan(inside.red + inside.green + inside.blue, 600)
        XCTAssertTrue(window.contains(try Input.center(of: press)))
    }
}

/// `ADW_DEBUG_COLOR_SCHEME=prefer-dark` reaches libadwaita: the window is drawn dark.
final class ColorSchemeTests: XCTestCase {
    func testPreferDarkDrawsADarkWindow() throws {
        let script = URL(fileURLWithPath: "\(#filePath)").deletingLastPathComponent()
            .appendingPathComponent("Fixtures/fixture.py")
        let process = try AppProcess(
            executable: URL(fileURLWithPath: "/usr/bin/python3"), arguments: [script.path],
            colorScheme: .preferDark)
        defer { process.terminate() }
        let window = try process.waitForWindow(title: "UITest Fixture")
        let press = try window.waitForFirst(role: "push button", name: "Press me")
        let frame = try Input.frame(of: window)
        let url = try Screenshot.capture("uitest-fixture-dark")
        let background = try Screenshot.pixel(at: frame.point(0.5, 0.98), in: url)
        XCTAssertLessThan(background.red + background.green + background.blue, 200, "\(background)")
        XCTAssertTrue(frame.contains(try Input.center(of: press)))
    }
}

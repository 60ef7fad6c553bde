import FoodPinModel
import Foundation
import UITestSupport
import XCTest

/// The review screen as it looks, under .build/screenshots/foodpin-review-<state>.png: light, dark,
/// narrow, Arabic (mirrored), and with the system's animations off (the moods in place at once).
final class ReviewScreenshotTests: FoodPinUITestCase {
    override class var launchesOnSamples: Bool { false }
    /// Pictures are taken with GTK's default renderer, as users see it.
    override class var renderer: AppProcess.Renderer { .default }
    private var scratch: URL!

    override func setUpWithError() throws {
        try super.setUpWithError()
        scratch = FileManager.default.temporaryDirectory.appendingPathComponent("foodpin-review-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    }

    override func tearDown() {
        try? FileManager.default.removeItem(at: scratch)
        super.tearDown()
    }

    /// Cafe Deadend with a photo and rated Good.
    private func seed(_ store: RestaurantStore) throws {
        let photo = scratch.appendingPathComponent("deadend.png")
        try Subprocess.check("convert", ["-size", "320x240", "plasma:fractal", "-blur", "0x1", photo.path])
        for var restaurant in try store.all() where restaurant.name == "Cafe Deadend" {
            restaurant.image = photo.path
            restaurant.rating = .good
            try store.update(restaurant)
        }
    }

    /// Opens Cafe Deadend's page and its review screen (Shift+Ctrl+R), moods at rest; returns the window.
    private func openReview(_ app: FoodPinWindow, openingDetails: Bool = true) throws -> Accessible {
        if openingDetails { try app.openDetails(of: "Cafe Deadend") }
        try Input.key("ctrl+shift+r")
        let review = try eventuallyValue("no review window") {
            app.process.windows.first { $0 != app.window && $0.all(role: "push button").count >= 6 }
        }
        let buttons = review.all(role: "push button", onScreenOnly: true)
        try buttons.last?.waitUntilStill(polls: 4)
        return review
    }

    func testLightDarkAndNarrow() throws {
        for (style, scheme) in [("light", AppProcess.ColorScheme.preferLight), ("dark", .preferDark)] {
            let app = try launch(colorScheme: scheme, seed: seed)
            try app.focus()
            try app.openDetails(of: "Cafe Deadend")
            try eventually("the page does not show Good") { app.pageTexts().contains("Good") }
            try app.screenshot("review-\(style)-details")
            _ = try openReview(app, openingDetails: false)
            try app.screenshot("review-\(style)")
            try Input.key("Escape")
            try app.waitForReviewToClose()
            app.close()
        }
        let app = try launch(colorScheme: .preferLight, seed: seed)
        try app.resize(width: 360, height: 640)
        try app.focus()
        let review = try openReview(app)
        let frame = try XCTUnwrap(review.extents)
        let window = try XCTUnwrap(app.window.extents)
        XCTAssertLessThanOrEqual(frame.width, window.width, "the review screen is wider than the narrow window")
        for mood in review.all(role: "push button", onScreenOnly: true, where: FoodPinWindow.isMood) {
            let button = try XCTUnwrap(mood.extents)
            XCTAssertTrue(
                button.x >= frame.x && button.x + button.width <= frame.x + frame.width, "\(mood.name) is cut off")
        }
        try app.screenshot("review-narrow")
    }

    /// Arabic: the moods in Arabic, the close button at the left end, the moods entering from the left.
    func testArabicIsMirrored() throws {
        let app = try launch(speaking: .arabic, colorScheme: .preferLight, seed: seed)
        try app.focus()
        // The row's click makes it current (its page's words are Arabic: not waited for by name).
        try Input.click(try app.waitForRow(named: "Cafe Deadend"))
        let review = try openReview(app, openingDetails: false)
        let frame = try XCTUnwrap(review.extents)
        let close = try XCTUnwrap(review.first(role: "push button", name: "أغلق", onScreenOnly: true)?.extents)
        XCTAssertLessThan(
            close.x + close.width / 2, frame.x + frame.width / 2, "the close button is not at the left end")
        XCTAssertNotNil(review.first(role: "push button", onScreenOnly: true, where: { $0.name.contains("رائع") }))
        try app.screenshot("review-arabic")
    }

    /// With animations off (GNOME's Reduce Animation) the moods are in place in the first frame seen.
    func testAnimationsOffShowTheMoodsInPlaceAtOnce() throws {
        let config = scratch.appendingPathComponent("config/gtk-4.0")
        try FileManager.default.createDirectory(at: config, withIntermediateDirectories: true)
        try Data("[Settings]\ngtk-cursor-blink=false\ngtk-enable-animations=false\n".utf8)
            .write(to: config.appendingPathComponent("settings.ini"))
        let app = try launch(
            colorScheme: .preferLight, environment: ["XDG_CONFIG_HOME": scratch.appendingPathComponent("config").path],
            seed: seed)
        try app.focus()
        try app.openDetails(of: "Cafe Deadend")
        try Input.key("ctrl+shift+r")
        // The first time the moods are seen, each is already where it rests: one column, one left edge.
        let moods = try eventuallyValue("no moods") {
            let found = app.process.windows.first { $0 != app.window }?.all(
                role: "push button", where: FoodPinWindow.isMood)
            return found?.count == 5 ? found : nil
        }
        let edges = Set(moods.compactMap { $0.extents?.x })
        XCTAssertEqual(edges.count, 1, "the moods moved with animations off: \(moods.compactMap(\.extents))")
        try app.screenshot("review-no-animations")
    }
}

import FoodPinModel
import Foundation
import UITestSupport
import XCTest

/// The Arabic window's main states in light, dark and narrow, under
/// .build/screenshots/foodpin-arabic-<style>-<state>.png, and the share sheet's mirrored layout.
final class RightToLeftScreenshotTests: FoodPinUITestCase {
    override class var launchesOnSamples: Bool { false }
    /// The pictures the README shows are taken with GTK's default renderer, as users see it.
    override class var renderer: AppProcess.Renderer { .default }
    private var photos: URL!

    override func setUpWithError() throws {
        try super.setUpWithError()
        photos = FileManager.default.temporaryDirectory.appendingPathComponent("foodpin-rtl-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: photos, withIntermediateDirectories: true)
    }

    override func tearDown() {
        try? FileManager.default.removeItem(at: photos)
        super.tearDown()
    }

    /// The samples, Cafe Deadend with a photo, two favourites.
    private func launchShowingPhotos(_ scheme: AppProcess.ColorScheme) throws -> FoodPinWindow {
        let photo = photos.appendingPathComponent("deadend.png")
        try Subprocess.check("convert", ["-size", "120x120", "gradient:#f6d365-#fda085", photo.path])
        let app = try launch(speaking: .arabic, colorScheme: scheme) { store in
            for var restaurant in try store.all() where ["Cafe Deadend", "Cafe Loisl"].contains(restaurant.name) {
                restaurant.isFavorite = true
                if restaurant.name == "Cafe Deadend" { restaurant.image = photo.path }
                try store.update(restaurant)
            }
        }
        _ = try app.waitForRow(named: "Cafe Deadend")
        return app
    }

    private func shootStates(_ style: String, _ app: FoodPinWindow, popover: Bool = true) throws {
        try app.screenshot("arabic-\(style)-list")
        try app.swipeOpen("Teakha", by: -160)
        try app.screenshot("arabic-\(style)-swipe-leading")
        try Input.key("Escape")
        try app.swipeOpen("Homei", by: 160)
        try app.screenshot("arabic-\(style)-swipe-trailing")
        try Input.key("Escape")
        _ = try app.rightClick("Cafe Loisl")
        try app.screenshot("arabic-\(style)-action-menu")
        try Input.key("Escape")
        try app.waitForNoMenu()
        if popover {
            try app.swipeOpen("Cafe Deadend", by: 160)
            try app.click(button: "شارك", in: app.row(named: "Cafe Deadend"))
            _ = try app.window.waitForFirst(role: "push button", name: "انسخ")
            try app.screenshot("arabic-\(style)-share")
            try Input.key("Escape")
        }
        try app.swipeOpen("Petite Oyster", by: 160)
        try app.click(button: "احذف", in: app.row(named: "Petite Oyster"))
        _ = try app.window.waitForToast(role: "label", name: "حُذف «Petite Oyster»")
        try app.screenshot("arabic-\(style)-undo-toast")
    }

    func testLight() throws {
        let app = try launchShowingPhotos(.preferLight)
        try shootStates("light", app)
        let shot = try app.screenshot("arabic-light-list-again")
        let pixel = try Screenshot.pixel(at: Point(x: 300, y: 700), in: shot)
        XCTAssertGreaterThan((pixel.red + pixel.green + pixel.blue) / 3, 200, "the light list is light")
    }

    func testDark() throws {
        let app = try launchShowingPhotos(.preferDark)
        try shootStates("dark", app)
        let shot = try app.screenshot("arabic-dark-list-again")
        let pixel = try Screenshot.pixel(at: Point(x: 300, y: 700), in: shot)
        XCTAssertLessThan((pixel.red + pixel.green + pixel.blue) / 3, 100, "the dark list is dark")
    }

    /// A narrow window: the share sheet is a window of its own; its header, preview and activities
    /// run right to left.
    func testNarrowAndTheShareSheet() throws {
        let app = try launchShowingPhotos(.preferLight)
        try app.resize(width: 400, height: 700)
        try eventually("the window did not narrow") { (app.window.extents?.width ?? 999) <= 420 }
        try shootStates("narrow", app, popover: false)
        try Input.key("Escape")
        try app.swipeOpen("Cafe Deadend", by: 160)
        try app.click(button: "شارك", in: app.row(named: "Cafe Deadend"))
        let sheet = try eventuallyValue("no Share sheet window") { app.process.windows.first { $0.name == "مشاركة" } }
        let text = try sheet.waitForFirst(role: "label", name: "أنا الآن في Cafe Deadend")
        try app.screenshot("arabic-narrow-share")
        // Labels, not buttons: GTK 4.8's button extents are unreliable.
        let copy = try Input.frame(of: try sheet.waitForFirst(role: "label", name: "انسخ"))
        let save = try Input.frame(of: try sheet.waitForFirst(role: "label", name: "احفظ في ملف…"))
        XCTAssertGreaterThanOrEqual(copy.minX, save.maxX, "the first activity is the rightmost")
        // The text takes the row's width but the thumbnail's, which is on the right.
        let sheetFrame = try Input.frame(of: sheet), textFrame = try Input.frame(of: text)
        XCTAssertLessThan(
            textFrame.maxX, sheetFrame.maxX - 56, "the thumbnail is right of the text: \(textFrame) in \(sheetFrame)")
        XCTAssertLessThan(
            textFrame.minX, sheetFrame.minX + 40, "the text starts at the left: \(textFrame) in \(sheetFrame)")
    }
}

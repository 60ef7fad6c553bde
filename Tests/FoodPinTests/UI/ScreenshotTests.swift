import FoodPinModel
import Foundation
import UITestSupport
import XCTest

/// Screenshots of the main states in the light, dark and high-contrast styles, under
/// .build/screenshots/foodpin-<style>-<state>.png. Each also checks the style took effect.
final class ScreenshotTests: FoodPinUITestCase {
    override class var launchesOnSamples: Bool { false }
    /// The pictures the README shows are taken with GTK's default renderer, as users see it.
    override class var renderer: AppProcess.Renderer { .default }
    private var photos: URL!

    override func setUpWithError() throws {
        try super.setUpWithError()
        photos = FileManager.default.temporaryDirectory.appendingPathComponent("foodpin-shots-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: photos, withIntermediateDirectories: true)
    }

    override func tearDown() {
        try? FileManager.default.removeItem(at: photos)
        super.tearDown()
    }

    /// The samples, two with photos and three favourites: what a used list looks like.
    private func launchShowingPhotos(_ scheme: AppProcess.ColorScheme, environment: [String: String] = [:]) throws
        -> FoodPinWindow
    {
        let gradients = ["Cafe Deadend": "gradient:#f6d365-#fda085", "Teakha": "gradient:#84fab0-#8fd3f4"]
        var files: [String: String] = [:]
        for (name, gradient) in gradients {
            let url = photos.appendingPathComponent(name.replacingOccurrences(of: " ", with: "-") + ".png")
            try Subprocess.check("convert", ["-size", "120x120", gradient, url.path])
            files[name] = url.path
        }
        let app = try launch(colorScheme: scheme, environment: environment) { store in
            for var restaurant in try store.all() {
                restaurant.image = files[restaurant.name] ?? restaurant.image
                restaurant.isFavorite = ["Cafe Deadend", "Cafe Loisl", "Po's Atelier"].contains(restaurant.name)
                try store.update(restaurant)
            }
        }
        _ = try app.waitForRow(named: "Cafe Deadend")
        return app
    }

    private func brightness(_ url: URL, at point: Point) throws -> Int {
        let pixel = try Screenshot.pixel(at: point, in: url)
        return (pixel.red + pixel.green + pixel.blue) / 3
    }

    private func shootStates(_ style: String, _ app: FoodPinWindow, dark: Bool) throws {
        let list = try app.screenshot("\(style)-list")
        let background = try brightness(list, at: Point(x: 400, y: 700))
        dark
            ? XCTAssertLessThan(background, 100, "the \(style) list is dark")
            : XCTAssertGreaterThan(background, 200, "the \(style) list is light")

        try app.swipeOpen("Bourke Street Bakery", by: -160)
        try app.screenshot("\(style)-swipe-left")
        try Input.key("Escape")
        try app.swipeOpen("Teakha", by: 160)
        try app.screenshot("\(style)-swipe-right")
        try Input.key("Escape")

        _ = try app.openMenu(of: "Cafe Loisl")
        try app.screenshot("\(style)-action-menu")
        try Input.key("Escape")
        try app.waitForMenuToClose()

        try app.swipeOpen("Cafe Deadend", by: -160)
        try app.click(button: "Share", in: app.row(named: "Cafe Deadend"))
        _ = try app.window.waitForFirst(role: "push button", name: "Copy")
        try app.screenshot("\(style)-share")
        try Input.key("Escape")

        try app.swipeOpen("Petite Oyster", by: -160)
        try app.click(button: "Delete", in: app.row(named: "Petite Oyster"))
        _ = try app.window.waitForToast(role: "label", name: "Deleted “Petite Oyster”")
        try app.screenshot("\(style)-undo-toast")
    }

    func testLightStyle() throws {
        try shootStates("light", try launchShowingPhotos(.preferLight), dark: false)
    }

    func testDarkStyle() throws {
        try shootStates("dark", try launchShowingPhotos(.preferDark), dark: true)
    }

    /// How many near-black pixels cross the revealed actions of `name`'s row (the right 160 points,
    /// at the row's middle): none on the orange and red buttons of the normal style, the black
    /// outline of Share in high contrast. (GTK 4.8's button extents are unreliable; the row's are not.)
    private func darkPixelsAcrossActions(of name: String, in app: FoodPinWindow, _ shot: URL) throws -> Int {
        let row = try Input.frame(of: try app.waitForRow(named: name))
        let pixels = try Screenshot.pixels(
            inRow: row.y + row.height / 2, from: row.x + row.width - 160, width: 160, in: shot)
        XCTAssertEqual(pixels.count, 160)
        return pixels.filter { ($0.red + $0.green + $0.blue) / 3 < 50 }.count
    }

    func testHighContrastStyle() throws {
        let app = try launchShowingPhotos(.preferLight, environment: ["ADW_DEBUG_HIGH_CONTRAST": "1"])
        try app.screenshot("high-contrast-list")
        try app.swipeOpen("Bourke Street Bakery", by: -160)
        let shot = try app.screenshot("high-contrast-swipe-left")
        XCTAssertGreaterThanOrEqual(
            try darkPixelsAcrossActions(of: "Bourke Street Bakery", in: app, shot), 2,
            "the action buttons are outlined in high contrast")
    }

    /// The counterpart of the high-contrast check, so that it cannot pass on a plain orange button.
    func testNormalContrastHasNoOutline() throws {
        let app = try launchShowingPhotos(.preferLight)
        try app.swipeOpen("Bourke Street Bakery", by: -160)
        let shot = try app.screenshot("light-swipe-left-edge")
        XCTAssertEqual(
            try darkPixelsAcrossActions(of: "Bourke Street Bakery", in: app, shot), 0, "no outline in the normal style")
    }
}

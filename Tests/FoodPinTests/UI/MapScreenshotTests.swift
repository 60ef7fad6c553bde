import FoodPinModel
import Foundation
import TestSupport
import UITestSupport
import XCTest

/// The maps as they look, saved under .build/screenshots/foodpin-map-*.png and looked at: the map
/// beside the list in the dark style, the map over the list on a narrow window, and the Arabic
/// window's map and details page (right to left: the list on the right, the map on the left).
final class MapScreenshotTests: XCTestCase {
    private var server: MapTestServer!
    private var app: FoodPinWindow?

    override func setUpWithError() throws { server = try MapTestServer() }

    override func tearDown() {
        app?.close()
        app = nil
        server.stop()
    }

    private func widen(_ app: FoodPinWindow) throws {
        try app.resize(width: 1100, height: 720)
        try eventually("the window did not widen") { (app.window.extents?.width ?? 0) >= 1000 }
    }

    /// Dark, wide: the list and the map side by side, counts over the tiles, the list dark.
    func testDarkBesideTheList() throws {
        let app = try FoodPinWindow(
            colorScheme: .preferDark, renderer: .default, environment: FoodPinWindow.loopbackMaps(server))
        self.app = app
        _ = try app.waitForRow(named: "Cafe Deadend")
        try widen(app)
        try app.focus()
        try Input.key("ctrl+m")
        let map = try app.waitForMap()
        let london = try map.waitForFirst(role: "push button", name: "4 restaurants")
        try map.waitUntilStill()
        let shot = try app.screenshot("map-dark")
        let list = try Input.frame(of: try app.waitForRow(named: "Cafe Deadend"))
        XCTAssertLessThan(list.x + list.width, try Input.frame(of: map).x + 10, "the list sits left of the map")
        let pixel = try Screenshot.pixel(at: Point(x: list.x + list.width - 8, y: list.y + list.height / 2), in: shot)
        XCTAssertLessThan((pixel.red + pixel.green + pixel.blue) / 3, 100, "the dark list is dark")
        _ = london
    }

    /// Narrow: the map slides over the list with a back button; Back brings the list again.
    func testNarrowOverTheList() throws {
        let app = try FoodPinWindow(
            colorScheme: .preferLight, renderer: .default, environment: FoodPinWindow.loopbackMaps(server))
        self.app = app
        _ = try app.waitForRow(named: "Cafe Deadend")
        try app.resize(width: 400, height: 700)
        try eventually("the window did not narrow") { (app.window.extents?.width ?? 999) <= 420 }
        try app.focus()
        try Input.key("ctrl+m")
        let map = try app.waitForMap()
        _ = try map.waitForFirst(role: "push button", nameContains: " restaurants")
        try eventually("the map does not cover the narrow window") {
            (map.extents?.width ?? 0) >= (app.window.extents?.width ?? 999) - 20
        }
        try map.waitUntilStill()
        try app.screenshot("map-narrow")
        try app.click(button: "Back")
        _ = try app.waitForRow(named: "Cafe Deadend")
        XCTAssertNil(app.window.first(name: "Map of All Restaurants", onScreenOnly: true))
    }

    /// Arabic, wide: the map on the list's left, its counts in Arabic; then a restaurant's page with
    /// its small map.
    func testArabic() throws {
        let app = try FoodPinWindow.speaking(.arabic, environment: FoodPinWindow.loopbackMaps(server))
        self.app = app
        _ = try app.waitForRow(named: "Cafe Deadend")
        try widen(app)
        try app.focus()
        try Input.key("ctrl+m")
        let map = try app.window.waitForFirst(name: "خريطة كل المطاعم")
        _ = try map.waitForFirst(role: "push button", nameContains: "مطاعم")
        try map.waitUntilStill()
        try app.screenshot("map-arabic")
        let list = try Input.frame(of: try app.waitForRow(named: "Cafe Deadend"))
        XCTAssertGreaterThan(list.x, try Input.frame(of: map).x, "right to left: the list sits right of the map")

        try Input.click(try app.waitForRow(named: "Teakha"))
        let small = try app.window.waitForFirst(name: "خريطة Teakha")
        try small.waitUntilStill()
        try app.screenshot("map-arabic-details")
    }
}

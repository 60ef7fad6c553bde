import FoodPinModel
import Foundation
import TestSupport
import UITestSupport
import XCTest

/// The maps of the window (issue 30), used as a user would, against loopback tile and Nominatim
/// servers: the map of every restaurant (toggle, shortcut, markers to rows, search), the details
/// page's map, the form's pin and Find on Map, Preferences; and nothing sent before it is asked for.
final class MapUITests: XCTestCase {
    private var server: MapTestServer!
    private var app: FoodPinWindow?

    override func setUpWithError() throws { server = try MapTestServer() }

    override func tearDown() {
        app?.close()
        server.stop()
    }

    private func launch(
        nominatim mode: String = "ok", _ scheme: AppProcess.ColorScheme = .preferLight,
        environment: [String: String] = [:]
    ) throws -> FoodPinWindow {
        var env = [
            "FOODPIN_ONLINE_MAPS": "on", "FOODPIN_TILE_SERVER": server.tileTemplate(),
            "FOODPIN_NOMINATIM": server.nominatimURL(mode),
        ]
        env.merge(environment) { $1 }
        let app = try FoodPinWindow(colorScheme: scheme, environment: env)
        self.app = app
        _ = try app.waitForRow(named: "Cafe Deadend")
        return app
    }

    private var tileRequests: Int { server.requests.filter { $0.path.hasPrefix("/tiles/") }.count }

    /// The window asks for no tile until the map is shown; Ctrl+M shows it, framing every sample in
    /// four cities; a count opens into places, and a place's marker opens its row's page.
    func testTheMapOfEveryRestaurantLeadsToTheirPages() throws {
        let app = try launch()
        try holdStill(
            for: 2,
            because: "a window that loads tiles by itself does so as it first draws, and two seconds is many frames",
            "the window went online before a map was shown: \(server.requests)"
        ) { server.requests.isEmpty }

        try Input.key("ctrl+m")
        let map = try app.window.waitForFirst(name: "Map of All Restaurants")
        try eventually("the map asked for no tile") { self.tileRequests > 0 }
        XCTAssertTrue(server.requests.allSatisfy { $0.userAgent?.hasPrefix("FoodPin/") == true })
        let london = try app.window.waitForFirst(role: "push button", name: "4 restaurants")
        _ = try app.window.waitForFirst(role: "push button", name: "7 restaurants")
        try london.waitUntilStill()
        _ = try Screenshot.capture("foodpin-map-light", of: app.window)

        try Input.click(london)
        let barrafina = try app.window.waitForFirst(role: "push button", name: "Barrafina")
        try barrafina.waitUntilStill()
        try Input.click(barrafina)
        try app.waitForDetails(of: "Barrafina")
        XCTAssertNil(
            app.window.first(name: "Map of All Restaurants", onScreenOnly: true), "the page took the map's place")
        _ = map
    }

    /// Search narrows the map as it narrows the list: three Spanish restaurants, two in London and one
    /// in New York; and on a narrow window Ctrl+F brings the list back over the map.
    func testSearchNarrowsTheMap() throws {
        let app = try launch()
        try Input.key("ctrl+m")
        _ = try app.window.waitForFirst(role: "push button", name: "4 restaurants")
        try Input.key("ctrl+f")
        try Input.type("spanish")
        _ = try app.waitForRow(named: "Barrafina")
        try eventually("the list still shows what the search left out") { app.row(named: "Teakha") == nil }
        try Input.key("ctrl+m")
        _ = try app.window.waitForFirst(role: "push button", name: "2 restaurants")
        _ = try app.window.waitForFirst(role: "push button", name: "Confessional")
        XCTAssertNil(app.window.first(role: "push button", name: "7 restaurants", onScreenOnly: true))
        XCTAssertNil(app.window.first(role: "push button", name: "4 restaurants", onScreenOnly: true))
    }

    /// A restaurant's page shows where it is; activating that map opens the map of every restaurant on
    /// it, its marker selected. Open in Maps is absent: nothing here handles geo: URIs.
    func testTheDetailsPageMapOpensTheMapOnTheRestaurant() throws {
        let app = try launch()
        try app.openDetails(of: "Teakha")
        let small = try app.window.waitForFirst(name: "Map of Teakha")
        try eventually("the small map asked for no tile") { self.tileRequests > 0 }
        XCTAssertNil(app.window.first(name: "Open in Maps", onScreenOnly: true))
        try small.waitUntilStill()
        _ = try Screenshot.capture("foodpin-details-map", of: app.window)
        try Input.click(at: try Input.center(of: small).offsetBy(dx: 60))
        _ = try app.window.waitForFirst(name: "Map of All Restaurants")
        _ = try app.window.waitForFirst(role: "push button", name: "Teakha")
    }

    /// Find on Map puts the restaurant where Nominatim says its location is; Add stores it there.
    func testFindOnMapPlacesANewRestaurant() throws {
        let app = try launch()
        try Input.key("ctrl+n")
        let form = try app.form("New Restaurant")
        try app.fill("Name", with: "Teakha Two", in: form)
        try app.fill("Type", with: "Tea House", in: form)
        try app.fill("Location", with: "Teakha, Hong Kong", in: form)
        try Input.click(try app.formButton("Find on Map", in: form))
        // The form scrolls: what Find on Map says and shows may sit under its fold.
        _ = try form.waitForFirst(role: "label", nameContains: "Found Teakha", onScreenOnly: false)
        _ = try form.waitForFirst(role: "label", name: "22.28497,114.14939", onScreenOnly: false)
        _ = try form.waitForFirst(name: "Map to Pin the Restaurant", onScreenOnly: false)
        try Input.click(try app.formButton("Add", in: form))
        let stored = try eventuallyValue("not stored") { try app.storedRestaurants().first { $0.name == "Teakha Two" } }
        XCTAssertEqual(stored.coordinate?.latitude ?? 0, 22.28497, accuracy: 1e-6)
        XCTAssertEqual(stored.coordinate?.longitude ?? 0, 114.14939, accuracy: 1e-6)
        XCTAssertEqual(server.requests.filter { $0.path.hasPrefix("/nominatim/") }.count, 1)
    }

    /// A Nominatim server that answers garbage: the form says so, stays usable, and stores no place.
    func testAHostileGeocoderLeavesTheFormUsable() throws {
        let app = try launch(nominatim: "garbage")
        try Input.key("ctrl+n")
        let form = try app.form("New Restaurant")
        try app.fill("Name", with: "Nowhere Bar", in: form)
        try app.fill("Type", with: "Bar", in: form)
        try app.fill("Location", with: "Atlantis", in: form)
        try Input.click(try app.formButton("Find on Map", in: form))
        _ = try form.waitForFirst(role: "label", nameContains: "cannot be read")
        try Input.click(try app.formButton("Add", in: form))
        let stored = try eventuallyValue("not stored") {
            try app.storedRestaurants().first { $0.name == "Nowhere Bar" }
        }
        XCTAssertNil(stored.coordinate)
    }

    /// Pin on Map shows a map in the form; with the keyboard alone, Enter pins the middle of the map
    /// and the arrows move it first; Save stores the pin.
    func testAPinDroppedOnTheMapIsSaved() throws {
        let app = try launch()
        try app.openDetails(of: "Homei")
        try Input.key("ctrl+e")
        let form = try app.form("Edit Restaurant")
        _ = try form.waitForFirst(role: "label", name: "22.28505,114.14908")
        try Input.click(try app.formButton("Pin on Map", in: form))
        let map = try form.waitForFirst(name: "Map to Pin the Restaurant", onScreenOnly: false)
        try eventually("the form's map does not have the focus") {
            map.isFocused || form.first(where: { $0.isFocused })?.name == map.name
        }
        try Input.key("Left")
        try Input.key("Return")
        try eventually("the pin did not move") { form.first(role: "label", name: "22.28505,114.14908") == nil }
        try Input.click(try app.formButton("Save", in: form))
        let stored = try eventuallyValue("not saved") {
            try app.storedRestaurants().first {
                $0.name == "Homei" && $0.coordinate != Restaurant.samples[1].coordinate
            }
        }
        XCTAssertEqual(stored.coordinate?.latitude ?? 0, 22.28505, accuracy: 1e-4, "Left moved the pin north or south")
        XCTAssertLessThan(stored.coordinate?.longitude ?? 200, 114.14908, "Left did not move the pin west")
    }

    /// Preferences turns online maps off: the map says so, and asks for nothing more.
    func testPreferencesTurnOnlineMapsOff() throws {
        let app = try launch()
        try Input.key("ctrl+comma")
        let preferences = try eventuallyValue("no Preferences window") {
            app.process.windows.first { $0.name == "Preferences" }
        }
        // A switch is a check box to AT-SPI; the row's title names it.
        let toggle = try preferences.waitForFirst(role: "check box", nameContains: "Online Maps")
        try Input.click(toggle)
        let saved = app.process.sandbox.appendingPathComponent("config/foodpin/maps.json")
        try eventually("the setting was not saved") {
            (try? String(contentsOf: saved, encoding: .utf8))?.contains("\"onlineMaps\":false") == true
        }
        try Input.click(try preferences.waitForFirst(role: "push button", name: "Close"))
        try eventually("Preferences stayed open") { !app.process.windows.contains { $0.name == "Preferences" } }
        try Input.key("ctrl+m")
        _ = try app.window.waitForFirst(role: "label", name: "Online Maps Are Off")
        try holdStill(
            for: 1, because: "tiles are asked for within a frame or two of the map showing",
            "the map went online with online maps off"
        ) { tileRequests == 0 }
        _ = try Screenshot.capture("foodpin-map-offline", of: app.window)
    }
}

import FoodPinModel
import Foundation
import TestSupport
import UITestSupport
import XCTest

/// The window's maps used as a user would beyond the first walk (`MapUITests`): Open in Maps with a
/// map app installed, the keyboard alone, Favourites Only, the selected restaurant on the map, and
/// Find on Map against a geocoder that floods or stalls.
final class MapWindowTests: XCTestCase {
    private var server: MapTestServer!
    private var app: FoodPinWindow?
    private var handler: URL?

    override func setUpWithError() throws { server = try MapTestServer() }

    override func tearDown() {
        app?.close()
        app = nil
        server.stop()
        if let handler { try? FileManager.default.removeItem(at: handler) }
    }

    private func launch(
        nominatim mode: String = "ok", environment: [String: String] = [:],
        seed: (RestaurantStore) throws -> Void = { _ in }
    ) throws -> FoodPinWindow {
        let app = try FoodPinWindow(
            colorScheme: .preferLight,
            environment: FoodPinWindow.loopbackMaps(server, nominatim: mode).merging(environment) { $1 }, seed: seed)
        self.app = app
        _ = try app.waitForRow(named: "Cafe Deadend")
        return app
    }

    /// A map app that handles `geo:` (as GNOME Maps does): Open in Maps shows, and hands it the
    /// restaurant's `geo:LAT,LON`, which the app writes down.
    func testOpenInMapsHandsTheRestaurantsPlaceToTheMapApp() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("foodpin-geo-\(UUID().uuidString)")
        handler = root
        let applications = root.appendingPathComponent("applications")
        try FileManager.default.createDirectory(at: applications, withIntermediateDirectories: true)
        let opened = root.appendingPathComponent("opened.txt")
        let script = root.appendingPathComponent("test-maps")
        try "#!/bin/sh\nprintf '%s\\n' \"$1\" >> '\(opened.path)'\n".write(
            to: script, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script.path)
        try """
        [Desktop Entry]
        Type=Application
        Name=Test Maps
        Exec=\(script.path) %u
        MimeType=x-scheme-handler/geo;
        NoDisplay=true

        """.write(
            to: applications.appendingPathComponent("foodpin-test-maps.desktop"), atomically: true, encoding: .utf8)
        try "[Default Applications]\nx-scheme-handler/geo=foodpin-test-maps.desktop\n"
            .write(to: applications.appendingPathComponent("mimeapps.list"), atomically: true, encoding: .utf8)

        let app = try launch(environment: ["XDG_DATA_DIRS": "\(root.path):/usr/local/share:/usr/share"])
        try app.openDetails(of: "Teakha")
        _ = try app.window.waitForFirst(name: "Map of Teakha")
        // Below the small map, under the fold: the mouse wheel over the page's title brings it into view.
        _ = try app.window.waitForFirst(name: "Open in Maps", onScreenOnly: false) { $0.roleName != "label" }
        let title = try app.window.waitForFirst(role: "label", name: "Tea House")
        let point = try Input.center(of: title)
        try Input.xdotool(["mousemove", "\(point.x)", "\(point.y)", "click", "--repeat", "10", "--delay", "50", "5"])
        let link = try app.window.waitForFirst(name: "Open in Maps") { $0.roleName != "label" }
        XCTAssertEqual(link.roleName, "link")
        try Input.click(link)
        let teakha = try XCTUnwrap(Restaurant.samples.first { $0.name == "Teakha" }?.coordinate)
        try eventually("the map app was not handed Teakha's place") {
            (try? String(contentsOf: opened, encoding: .utf8)) == teakha.geoURI + "\n"
        }
        XCTAssertTrue(teakha.geoURI.hasPrefix("geo:22.28"), teakha.geoURI)
    }

    /// The keyboard alone: Ctrl+M shows the map (its toggle pressed, and listed in Keyboard
    /// Shortcuts), Tab reaches a count and Enter zooms into it; with the list searched down to one
    /// restaurant, Tab reaches its marker and Enter opens its page and selects its row.
    func testTheMapByKeyboardAlone() throws {
        let app = try launch()
        try app.resize(width: 1100, height: 720)
        try eventually("the window did not widen") { (app.window.extents?.width ?? 0) >= 1000 }
        try app.focus()
        try Input.key("ctrl+question")
        let shortcuts = try eventuallyValue("no shortcuts window") {
            app.process.windows.first { $0 != app.window && $0.first(role: "label", name: "Share") != nil }
        }
        XCTAssertNotNil(
            shortcuts.first(role: "label", name: "Show or hide the map"), "Keyboard Shortcuts lists the map")
        try Input.key("Escape")
        try eventually("the shortcuts window stayed") { !app.process.windows.contains { $0 == shortcuts } }

        try app.focus()
        try Input.key("ctrl+m")
        let map = try app.waitForMap()
        let toggle = try app.window.waitForFirst(name: "Show Map")  // GTK 4.8: a push button, pressed
        try eventually("the header's toggle does not show the map is on") { toggle.isChecked || toggle.has(.pressed) }
        try eventually("the map does not have the focus: \(String(describing: app.focused()))") {
            app.focused()?.name == "Map of All Restaurants"
        }
        _ = try map.waitForFirst(role: "push button", name: "4 restaurants")
        let controls = map.all(role: "push button", onScreenOnly: true).map(\.name)
        XCTAssertTrue(controls.contains("Zoom In") && controls.contains("Zoom Out"), "\(controls)")
        XCTAssertFalse(controls.contains { $0.isEmpty || $0.hasPrefix("Gtk") }, "a control without a name: \(controls)")
        let count = try Input.press("Tab", in: app.window, atMost: 40, toReach: "a cluster", onScreenOnly: false) {
            $0.roleName == "push button" && $0.name.hasSuffix(" restaurants") ? $0 : nil
        }
        let counted = count.name
        let before = app.markerNames(in: map)
        try Input.key("Return")
        try eventually("Enter on \(counted) did not zoom into it: \(app.markerNames(in: map))") {
            let now = app.markerNames(in: map)
            return !now.contains(counted) && now != before
        }

        try Input.key("ctrl+f")
        try Input.type("barrafina")
        try eventually("the search left more than Barrafina") { app.row(named: "Teakha") == nil }
        _ = try app.waitForRow(named: "Barrafina")
        _ = try map.waitForFirst(role: "push button", name: "Barrafina")
        try Input.key("ctrl+m")  // hidden, then shown again: the map takes the focus
        try eventually("the map stayed") { app.window.first(name: "Map of All Restaurants", onScreenOnly: true) == nil }
        try Input.key("ctrl+m")
        try eventually("the map does not have the focus") { app.focused()?.name == "Map of All Restaurants" }
        try Input.press("Tab", in: app.window, atMost: 40, toReach: "Barrafina's marker", onScreenOnly: false) {
            $0.roleName == "push button" && $0.name == "Barrafina" ? true : nil
        }
        try Input.key("Return")
        try app.waitForDetails(of: "Barrafina")
        try eventually("Barrafina's row is not the selected one") { app.row(named: "Barrafina")?.isSelected == true }
    }

    /// Favourites Only narrows the map as it narrows the list; a favourite's marker says so, and a
    /// restaurant with a photo is its photo on the map.
    func testFavouritesOnlyNarrowsTheMap() throws {
        let photo = FileManager.default.temporaryDirectory.appendingPathComponent(
            "foodpin-red-\(UUID().uuidString).png")
        defer { try? FileManager.default.removeItem(at: photo) }
        try Subprocess.check("convert", ["-size", "96x96", "xc:#d01818", photo.path])
        let app = try launch { store in
            for var restaurant in try store.all() where ["Barrafina", "Cafe Deadend"].contains(restaurant.name) {
                restaurant.isFavorite = true
                if restaurant.name == "Barrafina" { restaurant.image = photo.path }
                try store.update(restaurant)
            }
        }
        try app.resize(width: 1100, height: 720)
        try eventually("the window did not widen") { (app.window.extents?.width ?? 0) >= 1000 }
        try app.focus()
        try Input.key("ctrl+m")
        let map = try app.waitForMap()
        _ = try map.waitForFirst(role: "push button", name: "4 restaurants")
        try Input.key("ctrl+f")
        try app.click(button: "Favourites Only")
        _ = try map.waitForFirst(role: "push button", name: "Barrafina, favourite")
        _ = try map.waitForFirst(role: "push button", name: "Cafe Deadend, favourite")
        try eventually("the map shows more than the favourites: \(app.markerNames(in: map))") {
            app.markerNames(in: map).sorted() == ["Barrafina, favourite", "Cafe Deadend, favourite"]
        }
        try map.waitUntilStill()
        // Barrafina's marker is its photo (red), once the thumbnail is decoded.
        let barrafina = try Input.frame(of: try map.waitForFirst(role: "push button", name: "Barrafina, favourite"))
        try eventually("Barrafina's marker does not show its photo") {
            let shot = try app.screenshot("map-favourites")
            let pixel = try Screenshot.pixel(
                at: Point(x: barrafina.x + 12, y: barrafina.y + barrafina.height / 2), in: shot)
            return pixel.red > 180 && pixel.green < 80 && pixel.blue < 80
        }
    }

    /// The restaurant the window acts on stands apart on the map, never hidden in a count: its page
    /// open, Ctrl+M shows the map on its city with its own marker, the one selected.
    func testTheSelectedRestaurantStandsApartOnTheMap() throws {
        let app = try launch()
        try app.resize(width: 1100, height: 720)
        try eventually("the window did not widen") { (app.window.extents?.width ?? 0) >= 1000 }
        try app.openDetails(of: "Teakha")
        try Input.key("ctrl+m")
        let map = try app.waitForMap()
        let teakha = try map.waitForFirst(role: "push button", name: "Teakha")
        XCTAssertFalse(app.markerNames(in: map).contains("7 restaurants"), "\(app.markerNames(in: map))")
        try eventually("a screen reader does not hear Teakha's marker is the selected one") { teakha.isSelected }
        XCTAssertEqual(map.all(role: "push button", onScreenOnly: true).filter(\.isSelected).map(\.name), ["Teakha"])
        try map.waitUntilStill()
        let shot = try app.screenshot("map-wide-selected")
        // The count of Teakha's six neighbours stands at the same spot: Teakha is drawn over it.
        let frame = try Input.frame(of: teakha)
        let row = try Screenshot.pixels(
            inRow: frame.y + frame.height / 2, from: frame.x + frame.width / 4, width: frame.width / 2, in: shot)
        let badgeBlue = row.filter { $0.blue > $0.red + 80 && $0.blue > $0.green + 40 }
        XCTAssertLessThan(badgeBlue.count, 3, "a count's blue badge covers Teakha: \(row)")
    }

    /// A geocoder that sends 20 MB: the form says the answer cannot be read, and Save keeps the
    /// restaurant's place as it was.
    func testAHugeGeocoderAnswerLeavesTheRestaurantUnchanged() throws {
        let app = try launch(nominatim: "huge")
        let homei = try XCTUnwrap(Restaurant.samples.first { $0.name == "Homei" })
        try app.openDetails(of: "Homei")
        try Input.key("ctrl+e")
        let form = try app.form("Edit Restaurant")
        try app.fill("Phone", with: "+852 2884 4123", in: form)
        try Input.click(try app.formButton("Find on Map", in: form))
        _ = try form.waitForFirst(role: "label", nameContains: "cannot be read", timeout: 20)
        try Input.click(try app.formButton("Save", in: form))
        let stored = try eventuallyValue("not saved") {
            try app.storedRestaurants().first { $0.name == "Homei" && $0.phone == "+852 2884 4123" }
        }
        XCTAssertEqual(stored.coordinate, homei.coordinate)
    }

    /// A geocoder that trickles a byte a second: while it waits the form stays usable, and Add stores
    /// the restaurant without a place at once (the search is dropped with the form).
    func testASlowGeocoderLeavesTheFormUsable() throws {
        let app = try launch(nominatim: "slow")
        try Input.key("ctrl+n")
        let form = try app.form("New Restaurant")
        try app.fill("Name", with: "Slow Bar", in: form)
        try app.fill("Type", with: "Bar", in: form)
        try app.fill("Location", with: "Somewhere Slow", in: form)
        try Input.click(try app.formButton("Find on Map", in: form))
        _ = try form.waitForFirst(role: "label", name: "Looking for the location…")
        try app.fill("Phone", with: "+852 1234 5678", in: form)
        try Input.click(try app.formButton("Add", in: form))
        let stored = try eventuallyValue("not stored while the search waited") {
            try app.storedRestaurants().first { $0.name == "Slow Bar" }
        }
        XCTAssertNil(stored.coordinate)
        XCTAssertEqual(stored.phone, "+852 1234 5678")
        try eventually("the form stayed open") { !app.process.windows.contains { $0.name == "New Restaurant" } }
    }

    /// Preferences changes the tile server: an address that is not a tile template is refused with
    /// the reason; a good one is saved and the map then asks that server, not the one before.
    func testPreferencesChangeTheTileServer() throws {
        let other = try MapTestServer()
        defer { other.stop() }
        let config = FileManager.default.temporaryDirectory.appendingPathComponent("foodpin-tiles-\(UUID().uuidString)")
        handler = config
        let saved = config.appendingPathComponent("foodpin/maps.json")
        try FileManager.default.createDirectory(
            at: saved.deletingLastPathComponent(), withIntermediateDirectories: true)
        try #"{"onlineMaps":true,"tileServer":"\#(server.tileTemplate())"}"#.write(
            to: saved, atomically: true, encoding: .utf8)
        var environment = FoodPinWindow.loopbackMaps(server)
        environment["FOODPIN_TILE_SERVER"] = ""  // the file's server, as a user's
        environment["XDG_CONFIG_HOME"] = config.path
        let app = try launch(environment: environment)
        func savedServer() -> String? {
            let object = (try? Data(contentsOf: saved)).flatMap { try? JSONSerialization.jsonObject(with: $0) }
            return (object as? [String: Any])?["tileServer"] as? String
        }

        try app.focus()
        try Input.key("ctrl+comma")
        let preferences = try eventuallyValue("no Preferences window") {
            app.process.windows.first { $0.name == "Preferences" }
        }
        try app.fill("Tile Server Address", with: "ftp://tiles.invalid/{z}/{x}/{y}.png", in: preferences)
        try Input.click(try preferences.waitForFirst(role: "push button", name: "Use This Tile Server"))
        _ = try preferences.waitForFirst(nameContains: "http:// or https://")
        XCTAssertEqual(savedServer(), server.tileTemplate(), "a refused address was saved")

        try app.fill("Tile Server Address", with: other.tileTemplate(), in: preferences)
        try Input.click(try preferences.waitForFirst(role: "push button", name: "Use This Tile Server"))
        try eventually("the new server was not saved") { savedServer() == other.tileTemplate() }
        try Input.click(try preferences.waitForFirst(role: "push button", name: "Close"))
        try eventually("Preferences stayed open") { !app.process.windows.contains { $0.name == "Preferences" } }
        try Input.key("ctrl+m")
        _ = try app.waitForMap()
        try eventually("the chosen server was asked for no tile") {
            other.requests.contains { $0.path.hasPrefix("/tiles/") }
        }
        XCTAssertEqual(server.requests.filter { $0.path.hasPrefix("/tiles/") }, [], "the old server was asked")
    }
}

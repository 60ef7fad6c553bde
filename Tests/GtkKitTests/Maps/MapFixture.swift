import CGtk
import Foundation
import TestSupport
import UITestSupport
import XCTest

@testable import GtkKit

/// A window holding a `MapView` whose tiles come from a loopback `MapTestServer`, with services of its
/// own: a user agent tests recognise and a tile cache in a fresh folder, removed on close.
@MainActor
final class MapFixture: TestFixture {
    let server: MapTestServer
    let services: OnlineMapServices
    let window: Window
    let map: MapView
    let cacheDirectory: String

    static let userAgent = "GtkKitTests/1.0 (maps)"

    /// The fixture; the window is presented only when `present` (a map must not load before).
    init(tiles kind: String? = nil, width: Int32 = 640, height: Int32 = 480, present: Bool = true) throws {
        server = try MapTestServer()
        cacheDirectory = NSTemporaryDirectory() + "gtkkit-map-cache-" + UUID().uuidString
        services = OnlineMapServices(userAgent: Self.userAgent, tileCacheDirectory: cacheDirectory)
        let source = try TileSource(
            id: "loopback", name: "Loopback", urlTemplate: server.tileTemplate(kind), license: "Loopback tiles")
        map = MapView(tileSource: source, services: services)
        map.accessibleLabel = "Map of the test"
        window = Window(title: "Map", width: width, height: height)
        window.content = map
        if present { self.present() }
    }

    func present() {
        window.present()
        XCTAssertTrue(
            spin(until: { self.map.isMapped && self.map.width > 0 }, timeout: 5 * timeoutScale), "the map never showed")
    }

    /// The tile requests the server received.
    var tileRequests: [MapTestServer.LoggedRequest] { server.requests.filter { $0.path.hasPrefix("/tiles/") } }

    /// Spins until the server has answered at least `count` tile requests and the map has drawn.
    @discardableResult
    func waitForTiles(_ count: Int = 4) -> Bool {
        spin(until: { self.tileRequests.count >= count }, timeout: 10 * timeoutScale) && settle()
    }

    /// Spins until the server has had no tile request for half a second (the map has every tile it
    /// wants), at least `count` in all.
    @discardableResult
    func waitForAllTiles(atLeast count: Int = 4) -> Bool {
        guard waitForTiles(count) else { return false }
        var last = (count: tileRequests.count, since: Date())
        return spin(
            until: {
                let now = self.tileRequests.count
                if now != last.count { last = (now, Date()) }
                return Date().timeIntervalSince(last.since) > 0.5
            }, timeout: 20 * timeoutScale)
    }

    /// Spins until nothing is pending, twice over a frame.
    @discardableResult
    func settle() -> Bool {
        drain()
        let painted = waitForFrame()
        drain()
        return painted
    }

    func close() {
        window.close()
        drain()
        server.stop()
        try? FileManager.default.removeItem(atPath: cacheDirectory)
    }
}

extension GtkTestCase {
    /// Runs `body` with a `MapFixture` made on the main actor, closed when `body` returns or throws.
    func withMap<T: Sendable>(
        tiles kind: String? = nil, width: Int32 = 640, height: Int32 = 480, present: Bool = true,
        _ body: @MainActor (MapFixture) throws -> T
    ) throws -> T {
        try onMain {
            let fixture = try MapFixture(tiles: kind, width: width, height: height, present: present)
            defer { fixture.close() }
            return try body(fixture)
        }
    }
}

extension MapFixture {
    /// The centre of `widget` in window (and so screen: no window manager) coordinates.
    func centre(of widget: Widget) -> (x: Int, y: Int)? {
        guard let frame = widget.frame(in: window) else { return nil }
        return (Int(frame.x + frame.width / 2), Int(frame.y + frame.height / 2))
    }

    /// A marker of a small coloured square and a name, as an app's photo would be.
    static func marker(at coordinate: LocationCoordinate, named name: String) -> Marker {
        let content = Label(String(name.prefix(2)))
        content.setSizeRequest(width: 32, height: 32)
        return Marker(coordinate: coordinate, content: content, accessibleLabel: name)
    }

    /// Gives the window the X input focus, as a click would (xdotool needs it for keys).
    func focusWindow() {
        let title = "map-\(UUID().uuidString)"
        window.title = title
        xdotool(["search", "--sync", "--name", title, "windowfocus", "--sync"])
        XCTAssertTrue(
            spin(until: { Bool(gtk_window_is_active(self.window.window)) }, timeout: 2 * timeoutScale),
            "the map's window never became active")
    }
}

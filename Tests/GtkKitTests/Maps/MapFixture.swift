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
        spin(until: { self.map.isMapped && self.map.width > 0 }, timeout: 5 * timeoutScale)
    }

    /// The tile requests the server received.
    var tileRequests: [MapTestServer.LoggedRequest] { server.requests.filter { $0.path.hasPrefix("/tiles/") } }

    /// Spins until the server has answered at least `count` tile requests and the map has drawn.
    @discardableResult
    func waitForTiles(_ count: Int = 4) -> Bool {
        spin(until: { self.tileRequests.count >= count }, timeout: 10 * timeoutScale) && settle()
    }

    /// Spins until nothing is pending, twice over a frame.
    @discardableResult
    func settle() -> Bool {
        drain()
        spin(timeout: 0.2)
        drain()
        return true
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

import FoodPinModel
import Foundation
import TestSupport
import UITestSupport
import XCTest

/// The window with online maps on, its tiles and searches served by a loopback `MapTestServer`.
extension FoodPinWindow {
    /// What makes the app's maps use `server`: tiles, and Nominatim answering in `mode`.
    static func loopbackMaps(_ server: MapTestServer, nominatim mode: String = "ok") -> [String: String] {
        [
            "FOODPIN_ONLINE_MAPS": "on", "FOODPIN_TILE_SERVER": server.tileTemplate(),
            "FOODPIN_NOMINATIM": server.nominatimURL(mode),
        ]
    }

    /// The map of every restaurant, once it is on screen.
    func waitForMap(file: StaticString = #filePath, line: UInt = #line) throws -> Accessible {
        try window.waitForFirst(name: "Map of All Restaurants", file: file, line: line)
    }

    /// The push buttons of the map's markers on screen (its zoom buttons left out).
    func markerNames(in map: Accessible) -> [String] {
        map.all(role: "push button", onScreenOnly: true).map(\.name)
            .filter { $0 != "Zoom In" && $0 != "Zoom Out" }
    }

    /// The accessible object holding the keyboard focus in the window, if any.
    func focused() -> Accessible? { window.first(where: { $0.isFocused }) }
}

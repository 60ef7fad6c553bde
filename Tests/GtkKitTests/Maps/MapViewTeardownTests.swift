import CGtk
import Foundation
import XCTest

@testable import GtkKit

/// A map let go before it was ever shown, with a region change waiting for a frame that never came,
/// logs nothing.
final class MapViewTeardownTests: GtkTestCase {
    func testAMapNeverShownGoesQuietly() {
        onMain {
            let log = LoggedMessages(domain: "Gtk")
            defer { log.remove() }
            do {
                let map = MapView(services: OnlineMapServices(userAgent: "GtkKitTests/1.0", isEnabled: false))
                map.onRegionChange {}
                map.setCenter(LocationCoordinate(latitude: 51.5, longitude: -0.12), zoomLevel: 12, animated: false)
            }
            MainContext.drain()
            XCTAssertEqual(log.messages, [], "letting go of a map never shown")
        }
    }
}

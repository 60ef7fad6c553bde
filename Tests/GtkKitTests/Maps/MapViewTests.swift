import CGtk
import Foundation
import TestSupport
import UITestSupport
import XCTest

@testable import GtkKit

/// The map view over the loopback tile server: nothing before it is shown, tiles with the app's user
/// agent once it is, a screenshot to look at, centre and zoom, bounds, and the keys.
final class MapViewTests: GtkTestCase {
    /// A map made but not shown sends nothing; shown, it asks for the tiles in view, as the app.
    func testNoTileIsRequestedBeforeTheMapIsShown() throws {
        try withMap(present: false) { fixture in
            fixture.map.setCenter(LocationCoordinate(latitude: 51.5074, longitude: -0.1278), zoomLevel: 12, animated: false)
            // Holding still: a map that would load early does so within a few frames of being made;
            // a second (scaled for a loaded machine) covers that many times over.
            spin(timeout: 1 * timeoutScale)
            XCTAssertEqual(fixture.server.requests, [], "the map asked for tiles before it was shown")
            XCTAssertEqual(fixture.map.tileRequestCount, 0)

            fixture.present()
            XCTAssertTrue(fixture.waitForAllTiles(atLeast: 6), "the shown map asked for no tiles")
            let requests = fixture.tileRequests
            XCTAssertTrue(requests.allSatisfy { $0.userAgent == MapFixture.userAgent }, "\(requests)")
            XCTAssertTrue(requests.allSatisfy { $0.path.hasPrefix("/tiles/12/") }, "\(requests.map(\.path))")
            XCTAssertNotNil(screenshot("maps-loopback-tiles", width: 640, height: 480, settle: 0.5))
        }
    }
}

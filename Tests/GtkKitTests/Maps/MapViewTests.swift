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
            fixture.map.setCenter(
                LocationCoordinate(latitude: 51.5074, longitude: -0.1278), zoomLevel: 12, animated: false)
            holdStill(
                for: 1, because: "a map that would load early does so within a few frames of being made",
                "the map asked for tiles before it was shown"
            ) { fixture.server.requests.isEmpty }
            XCTAssertEqual(fixture.map.tileRequestCount, 0)

            fixture.present()
            XCTAssertTrue(fixture.waitForAllTiles(atLeast: 6), "the shown map asked for no tiles")
            let requests = fixture.tileRequests
            XCTAssertTrue(requests.allSatisfy { $0.userAgent == MapFixture.userAgent }, "\(requests)")
            XCTAssertTrue(requests.allSatisfy { $0.path.hasPrefix("/tiles/12/") }, "\(requests.map(\.path))")
            XCTAssertNotNil(screenshot("maps-loopback-tiles", width: 640, height: 480))
        }
    }

    /// A marker layer added before the map is shown is drawn over the tiles: libshumate 1.0.3 puts
    /// the first tile layer after (over) the layers already there.
    func testMarkerLayersAddedBeforeTheMapIsShownAreOverTheTiles() throws {
        try withMap(present: false) { fixture in
            let layer = MarkerLayer(mapView: fixture.map)
            fixture.map.addLayer(layer)
            fixture.present()
            XCTAssertTrue(fixture.waitForTiles(1))
            let children = WidgetHandle(fixture.map.mapWidget).children
            let tiles = try XCTUnwrap(
                children.firstIndex { String(cString: typeName($0.pointer)) == "ShumateMapLayer" })
            let markers = try XCTUnwrap(children.firstIndex { $0.pointer == layer.widget })
            XCTAssertGreaterThan(markers, tiles, "the tiles are drawn over the markers")
        }
    }

    /// Clusters made in the map's first frame show where they stand (the region change that makes
    /// them comes before the first layout of the layer they join).
    func testMarkersMadeBeforeTheFirstLayoutShow() throws {
        try withMap(present: false) { fixture in
            let soho = LocationCoordinate(latitude: 51.51399, longitude: -0.13169)
            fixture.map.setCenter(soho, zoomLevel: 15, animated: false)
            let places = ClusteredMarkerLayer<Int>(
                mapView: fixture.map, index: MapPointIndex([(1, soho)]), content: { _ in Label("1") },
                accessibleLabel: { _ in "One" })
            fixture.present()
            XCTAssertTrue(fixture.waitForAllTiles())
            let marker = try XCTUnwrap(places.marker(for: 1))
            XCTAssertTrue(
                Bool(gtk_widget_get_child_visible(marker.widget)), "the marker in the middle of the map is hidden")
            let centre = try XCTUnwrap(fixture.centre(of: marker))
            XCTAssertEqual(Double(centre.x), fixture.map.point(for: soho).x, accuracy: 2)
            XCTAssertNotNil(screenshot("maps-marker-first-frame", width: 640, height: 480))
        }
    }
}

/// The GType name of a widget.
private func typeName(_ widget: UnsafeMutablePointer<GtkWidget>) -> UnsafePointer<CChar> {
    g_type_name(widget.withMemoryRebound(to: GTypeInstance.self, capacity: 1) { $0.pointee.g_class.pointee.g_type })
}

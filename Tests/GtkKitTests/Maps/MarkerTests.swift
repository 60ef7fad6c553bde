import CGtk
import CShumate
import Foundation
import TestSupport
import UITestSupport
import XCTest

@testable import GtkKit

/// Markers: where they stand, what a click and the keyboard do, and their names for screen readers.
final class MarkerTests: GtkTestCase {
    static let soho = LocationCoordinate(latitude: 51.51399, longitude: -0.13169)

    /// Each marker's centre is the point of its coordinate, and that point is libshumate's own.
    func testMarkersStandWhereTheirCoordinatesSay() throws {
        try withMap { fixture in
            fixture.map.setCenter(Self.soho, zoomLevel: 15, animated: false)
            let layer = MarkerLayer(mapView: fixture.map)
            fixture.map.addLayer(layer)
            let places = [
                ("Barrafina", Self.soho), ("Donostia", LocationCoordinate(latitude: 51.51543, longitude: -0.16094)),
                ("North", LocationCoordinate(latitude: 51.520, longitude: -0.125)),
            ]
            let markers = places.map { MapFixture.marker(at: $0.1, named: $0.0) }
            markers.forEach(layer.add)
            XCTAssertTrue(fixture.waitForAllTiles())
            let viewport = fixture.map.viewport
            let mapWidget = fixture.map.mapWidget
            for (marker, (name, coordinate)) in zip(markers, places) {
                let expected = fixture.map.point(for: coordinate)
                var x = 0.0, y = 0.0
                shumate_viewport_location_to_widget_coords(
                    viewport, mapWidget, coordinate.latitude, coordinate.longitude, &x, &y)
                XCTAssertEqual(expected.x, x, accuracy: 0.01, "\(name): GtkKit's projection is not libshumate's")
                XCTAssertEqual(expected.y, y, accuracy: 0.01, name)
                guard let frame = marker.frame(in: fixture.map) else { continue }
                if fixture.map.visibleBounds.contains(coordinate) {
                    XCTAssertEqual(frame.x + frame.width / 2, expected.x, accuracy: 1.5, name)
                    XCTAssertEqual(frame.y + frame.height / 2, expected.y, accuracy: 1.5, name)
                }
                let back = fixture.map.coordinate(atX: expected.x, y: expected.y)
                XCTAssertEqual(back.latitude, coordinate.latitude, accuracy: 1e-9)
                XCTAssertEqual(back.longitude, coordinate.longitude, accuracy: 1e-9)
            }
            XCTAssertTrue(fixture.map.visibleBounds.contains(Self.soho))
            XCTAssertFalse(fixture.map.visibleBounds.contains(places[1].1), "Donostia is off the map at zoom 15")
            XCTAssertNotNil(screenshot("maps-markers", width: 640, height: 480))
        }
    }

    /// A click selects a marker (and runs its handler); a click on another moves the selection,
    /// telling the new marker only — never "none" in between.
    func testClickingAMarkerSelectsIt() throws {
        try withMap { fixture in
            fixture.map.setCenter(Self.soho, zoomLevel: 15, animated: false)
            let layer = MarkerLayer(mapView: fixture.map)
            fixture.map.addLayer(layer)
            let a = MapFixture.marker(at: Self.soho, named: "Barrafina")
            let b = MapFixture.marker(at: LocationCoordinate(latitude: 51.5155, longitude: -0.1290), named: "Other")
            layer.add(a)
            layer.add(b)
            var told: [String?] = []
            layer.onSelectionChange { told.append($0?.accessibleLabel) }
            var activated = 0
            a.onActivate { activated += 1 }
            fixture.settle()

            let first = try XCTUnwrap(fixture.centre(of: a))
            xdotool(["mousemove", "\(first.x)", "\(first.y)", "click", "1"])
            XCTAssertTrue(spin(until: { a.isSelected }, timeout: 3 * timeoutScale), "the click did not select")
            XCTAssertEqual(activated, 1)
            XCTAssertTrue(layer.selectedMarker === a)

            let second = try XCTUnwrap(fixture.centre(of: b))
            xdotool(["mousemove", "\(second.x)", "\(second.y)", "click", "1"])
            XCTAssertTrue(spin(until: { b.isSelected }, timeout: 3 * timeoutScale))
            XCTAssertFalse(a.isSelected)
            fixture.settle()
            XCTAssertEqual(told, ["Barrafina", "Other"])
            XCTAssertEqual(fixture.map.center, Self.soho, "a click on a marker is not a click on the map")

            layer.select(nil)
            fixture.settle()
            XCTAssertEqual(told.last, .some(nil))
            layer.remove(b)
            XCTAssertEqual(layer.count, 1)
        }
    }

    /// Keyboard alone: Tab reaches the map, the arrows pan it, + zooms, Tab reaches a marker and Enter
    /// selects it.
    func testTheMapAndItsMarkersByKeyboard() throws {
        try withMap { fixture in
            fixture.map.setCenter(Self.soho, zoomLevel: 15, animated: false)
            let layer = MarkerLayer(mapView: fixture.map)
            fixture.map.addLayer(layer)
            let marker = MapFixture.marker(at: Self.soho, named: "Barrafina")
            layer.add(marker)
            var pinned: [LocationCoordinate] = []
            fixture.map.onActivate { pinned.append($0) }
            fixture.settle()
            fixture.focusWindow()
            XCTAssertTrue(fixture.map.grabFocus())

            xdotool(["key", "Left"])
            XCTAssertTrue(
                spin(until: { fixture.map.center.longitude < Self.soho.longitude - 1e-4 }, timeout: 3 * timeoutScale),
                "Left did not pan west")
            XCTAssertEqual(fixture.map.center.latitude, Self.soho.latitude, accuracy: 1e-6)
            xdotool(["key", "Return"])
            XCTAssertTrue(
                spin(until: { pinned.count == 1 }, timeout: 3 * timeoutScale), "Enter did not activate the centre")
            XCTAssertEqual(pinned.first?.longitude ?? 0, fixture.map.center.longitude, accuracy: 1e-9)
            xdotool(["key", "plus"])
            XCTAssertTrue(spin(until: { fixture.map.zoomLevel > 15.9 }, timeout: 5 * timeoutScale), "+ did not zoom in")

            fixture.map.setCenter(Self.soho, zoomLevel: 15, animated: false)
            fixture.settle()
            xdotool(["key", "Tab"])
            XCTAssertTrue(spin(until: { marker.hasFocus }, timeout: 3 * timeoutScale), "Tab did not reach the marker")
            xdotool(["key", "Return"])
            XCTAssertTrue(
                spin(until: { marker.isSelected }, timeout: 3 * timeoutScale), "Enter did not select the marker")
            XCTAssertEqual(pinned.count, 1, "Enter on a marker is not Enter on the map")
        }
    }

    /// A screen reader finds the map and the marker by their names.
    func testTheMapAndItsMarkersHaveNames() throws {
        try withMap { fixture in
            fixture.map.accessibleLabel = "Map of Barrafina"
            fixture.map.setCenter(Self.soho, zoomLevel: 15, animated: false)
            let layer = MarkerLayer(mapView: fixture.map)
            fixture.map.addLayer(layer)
            layer.add(MapFixture.marker(at: Self.soho, named: "Barrafina"))
            fixture.settle()
            let nodes = readAccessibleTree { nodes in nodes.contains { $0.name == "Barrafina" } }
            XCTAssertTrue(nodes.contains { $0.name == "Map of Barrafina" }, "\(nodes)")
            XCTAssertTrue(nodes.contains { $0.name == "Barrafina" && $0.role.contains("button") }, "\(nodes)")
        }
    }
}

/// This process's accessible tree, read by another process while the main loop answers, again until
/// `expected` holds (GTK updates what it exposes asynchronously) or 10 s (scaled) pass.
@MainActor
func readAccessibleTree(until expected: ([AtspiProbe.Node]) -> Bool) -> [AtspiProbe.Node] {
    let deadline = Date().addingTimeInterval(10 * timeoutScale)
    var nodes: [AtspiProbe.Node] = []
    repeat {
        let probe = AtspiProbe()
        probe.start()
        XCTAssertTrue(spin(until: { probe.nodes != nil }, timeout: 20 * timeoutScale), "AT-SPI did not answer")
        nodes = probe.nodes ?? []
        if expected(nodes) { break }
        waitForFrame()  // GTK tells AT-SPI what changed as it lays out and paints
    } while Date() < deadline
    return nodes
}

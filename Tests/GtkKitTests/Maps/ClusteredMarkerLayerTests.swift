import Foundation
import TestSupport
import UITestSupport
import XCTest

@testable import GtkKit

/// Many places on a map: only the clusters in view are widgets, markers stay put while the map pans,
/// and activating a count or a place does what a user expects.
final class ClusteredMarkerLayerTests: GtkTestCase {
    static let london = CoordinateBounds(south: 51.38, west: -0.35, north: 51.65, east: 0.15)
    static let centre = LocationCoordinate(latitude: 51.5074, longitude: -0.1278)

    /// 100,000 places: the markers are the few clusters in view, and their counts hold every place
    /// in view.
    func testOnlyTheClustersInViewAreWidgets() throws {
        try withMap { fixture in
            let all = londonPlaces(100_000)
            fixture.map.setCenter(Self.centre, zoomLevel: 12, animated: false)
            let clustered = layer(on: fixture, all)
            fixture.settle()
            let markers = clustered.layer.count
            XCTAssertGreaterThan(markers, 10)
            XCTAssertLessThan(markers, 200, "more markers than a 640 × 480 map has cells")
            XCTAssertEqual(markers, clustered.visibleClusters.count)
            let view = fixture.map.visibleBounds
            let inView = all.filter { view.contains($0.coordinate) }.count
            let counted = clustered.visibleClusters.filter { view.contains($0.coordinate) }.map(\.count).reduce(0, +)
            XCTAssertGreaterThanOrEqual(clustered.visibleClusters.map(\.count).reduce(0, +), inView)
            XCTAssertGreaterThan(counted, inView / 2)
            XCTAssertTrue(fixture.waitForAllTiles())
            XCTAssertNotNil(screenshot("maps-clusters-100k", width: 640, height: 480))
        }
    }

    /// A small pan keeps the marker of every cluster that stays in view (the same widget).
    func testPanningKeepsTheMarkersThatStay() throws {
        try withMap { fixture in
            fixture.map.setCenter(Self.centre, zoomLevel: 13.2, animated: false)
            let clustered = layer(on: fixture, londonPlaces(20_000))
            fixture.settle()
            let before = Dictionary(uniqueKeysWithValues: clustered.visibleClusters.map { ($0.id, $0) })
            let markers = Dictionary(uniqueKeysWithValues: clustered.layer.markers.map { (ObjectIdentifier($0), $0) })
            let keep = Set(markers.keys)
            fixture.map.setCenter(fixture.map.coordinate(atX: 320 + 40, y: 240 + 30), animated: false)
            fixture.settle()
            let after = Set(clustered.layer.markers.map(ObjectIdentifier.init))
            let stayed = clustered.visibleClusters.filter { before[$0.id] != nil }
            XCTAssertGreaterThan(stayed.count, 10)
            XCTAssertGreaterThanOrEqual(
                keep.intersection(after).count, stayed.count, "markers were made again for clusters that stayed")
        }
    }

    /// Close in, every place is itself: its content, its name; a click selects it.
    func testCloseInEveryPlaceIsItsOwnMarker() throws {
        try withMap { fixture in
            setAnimations(false)
            defer { setAnimations(true) }
            let near = londonPlaces(150).map {
                (
                    id: $0.id,
                    coordinate: LocationCoordinate(
                        latitude: Self.centre.latitude + ($0.coordinate.latitude - Self.centre.latitude) / 40,
                        longitude: Self.centre.longitude + ($0.coordinate.longitude - Self.centre.longitude) / 40)
                )
            }
            fixture.map.setCenter(Self.centre, zoomLevel: 18, animated: false)
            let clustered = layer(on: fixture, near)
            var selected: [Int] = []
            clustered.onSelect = { selected.append($0) }
            fixture.settle()
            let singles = clustered.visibleClusters.compactMap(\.singleID)
            XCTAssertGreaterThan(
                singles.count, clustered.visibleClusters.count / 2, "places metres apart are themselves at zoom 18")
            let id = try XCTUnwrap(singles.first { fixture.map.visibleBounds.contains(near[$0].coordinate) })
            let marker = try XCTUnwrap(clustered.marker(for: id))
            XCTAssertEqual(marker.accessibleLabel, "Place \(id)")
            let point = try XCTUnwrap(fixture.centre(of: marker))
            xdotool(["mousemove", "\(point.x)", "\(point.y)", "click", "1"])
            XCTAssertTrue(spin(until: { selected == [id] }, timeout: 3 * timeoutScale))
            XCTAssertEqual(clustered.selectedID, id)
            XCTAssertTrue(marker.isSelected)
        }
    }

    /// Activating a count zooms in on its places; the selection survives its marker leaving the view
    /// and comes back with it.
    func testActivatingACountZoomsIn() throws {
        try withMap { fixture in
            setAnimations(false)
            defer { setAnimations(true) }
            fixture.map.setCenter(Self.centre, zoomLevel: 11, animated: false)
            let clustered = layer(on: fixture, londonPlaces(5_000))
            fixture.settle()
            let count = try XCTUnwrap(
                clustered.visibleClusters.filter { $0.count > 50 }
                    .min { distance($0.coordinate) < distance($1.coordinate) })
            let marker = try XCTUnwrap(clustered.layer.markers.first { $0.accessibleLabel == "\(count.count) places" })
            XCTAssertFalse(marker.isSelectable)
            marker.activate()
            XCTAssertTrue(
                spin(until: { fixture.map.zoomLevel > 11.5 }, timeout: 3 * timeoutScale), "a count did not zoom in")

            clustered.selectedID = 7
            clustered.index = clustered.index.filtered { $0 % 7 == 0 }
            fixture.settle()
            XCTAssertTrue(
                clustered.visibleClusters.allSatisfy { cluster in
                    cluster.singleID.map { $0 % 7 == 0 } ?? true
                }, "a filtered-out place is still shown")
        }
    }
}

private func londonPlaces(_ count: Int, seed: UInt64 = 11) -> [(id: Int, coordinate: LocationCoordinate)] {
    var random = SeededGenerator(seed: seed)
    return (0..<count).map {
        (
            $0,
            LocationCoordinate(
                latitude: .random(
                    in: ClusteredMarkerLayerTests.london.south...ClusteredMarkerLayerTests.london.north, using: &random),
                longitude: .random(
                    in: ClusteredMarkerLayerTests.london.west...ClusteredMarkerLayerTests.london.east, using: &random))
        )
    }
}

@MainActor
private func layer(on fixture: MapFixture, _ places: [(id: Int, coordinate: LocationCoordinate)])
    -> ClusteredMarkerLayer<Int>
{
    var made = 0
    let layer = ClusteredMarkerLayer<Int>(
        mapView: fixture.map, index: MapPointIndex(places),
        content: { id in
            made += 1
            let label = Label("\(id)")
            label.setSizeRequest(width: 28, height: 28)
            return label
        }, accessibleLabel: { "Place \($0)" })
    _ = made
    return layer
}

private func distance(_ coordinate: LocationCoordinate) -> Double {
    abs(coordinate.latitude - ClusteredMarkerLayerTests.centre.latitude)
        + abs(coordinate.longitude - ClusteredMarkerLayerTests.centre.longitude)
}

import Foundation
import TestSupport
import XCTest

@testable import GtkKit

/// The clustering index without GTK: every point in view in exactly one cluster, single points as
/// themselves, clusters that stay put while the map pans, the antimeridian, filtering, and the
/// bound on the cells a query visits.
final class MapPointIndexTests: XCTestCase {
    /// 20,000 points over London, gathered in neighbourhoods as the synthetic restaurants are.
    static let london = CoordinateBounds(south: 51.38, west: -0.35, north: 51.65, east: 0.15)

    func points(_ count: Int, in bounds: CoordinateBounds = london, seed: UInt64 = 7) -> [(
        id: Int, coordinate: LocationCoordinate
    )] {
        var random = SeededGenerator(seed: seed)
        return (0..<count).map { id in
            let latitude = Double.random(in: bounds.south...bounds.north, using: &random)
            let longitude = Double.random(in: bounds.west...bounds.east, using: &random)
            return (id, LocationCoordinate(latitude: latitude, longitude: longitude))
        }
    }

    /// The points in `bounds`, and the union of the clusters' members: each point in view is in one
    /// cluster, and a cluster holds only points near the view (its cell or a neighbour's).
    func assertCovers(
        _ index: MapPointIndex<Int>, _ all: [(id: Int, coordinate: LocationCoordinate)], bounds: CoordinateBounds,
        zoom: Double, merge: Double = 44, file: StaticString = #filePath, line: UInt = #line
    ) {
        let clusters = index.clusters(in: bounds, zoomLevel: zoom, mergeDistance: merge)
        var seen: [Int: Int] = [:]
        for cluster in clusters {
            let members = index.members(of: cluster)
            XCTAssertEqual(members.count, cluster.count, file: file, line: line)
            for member in members { seen[member, default: 0] += 1 }
            if cluster.count == 1 {
                XCTAssertEqual(cluster.id, .point(members[0]), file: file, line: line)
                XCTAssertEqual(cluster.singleID, members[0], file: file, line: line)
            } else {
                XCTAssertNil(cluster.singleID, file: file, line: line)
            }
        }
        XCTAssertTrue(seen.values.allSatisfy { $0 == 1 }, "a point in two clusters", file: file, line: line)
        let inside = Set(all.filter { bounds.contains($0.coordinate) }.map(\.id))
        XCTAssertTrue(
            inside.isSubset(of: Set(seen.keys)), "\(inside.subtracting(seen.keys).count) points in view missing",
            file: file, line: line)
    }

    func testEveryPointInViewIsInExactlyOneCluster() {
        let all = points(20_000)
        let index = MapPointIndex(all)
        XCTAssertEqual(index.count, 20_000)
        for zoom in [3.0, 9.5, 11, 13, 15.7, 18] {
            assertCovers(index, all, bounds: Self.london, zoom: zoom)
            assertCovers(index, all, bounds: Self.london, zoom: zoom, merge: 0)
        }
        let soho = CoordinateBounds(south: 51.508, west: -0.145, north: 51.518, east: -0.125)
        assertCovers(index, all, bounds: soho, zoom: 16)
    }

    func testFarOutEverythingIsAFewCountsAndCloseInEveryPointIsItself() {
        let all = points(20_000)
        let index = MapPointIndex(all)
        let world = CoordinateBounds(south: -80, west: -180, north: 80, east: 180)
        let far = index.clusters(in: world, zoomLevel: 2)
        XCTAssertLessThanOrEqual(far.count, 2, "\(far.map(\.count))")
        XCTAssertEqual(far.map(\.count).reduce(0, +), 20_000)
        let centre = try! XCTUnwrap(far.max { $0.count < $1.count }).coordinate
        XCTAssertTrue(Self.london.contains(centre), "a cluster's marker stands at its points' centre")

        let sparse = MapPointIndex(points(50))
        let close = sparse.clusters(in: Self.london, zoomLevel: 17)
        XCTAssertEqual(close.count, 50)
        for cluster in close {
            let id = try! XCTUnwrap(cluster.singleID)
            let point = sparse.coordinate(of: id)!
            XCTAssertEqual(cluster.coordinate.latitude, point.latitude, accuracy: 1e-7)
            XCTAssertEqual(cluster.coordinate.longitude, point.longitude, accuracy: 1e-7)
        }
    }

    /// Panning keeps every cluster that stays in view, with the same key and members: a marker's
    /// widget is reused, nothing flickers.
    func testPanningKeepsTheClustersThatStayInView() {
        let index = MapPointIndex(points(20_000))
        let before = CoordinateBounds(south: 51.48, west: -0.2, north: 51.52, east: -0.1)
        let after = CoordinateBounds(south: 51.485, west: -0.19, north: 51.525, east: -0.09)
        let inner = CoordinateBounds(south: 51.49, west: -0.18, north: 51.51, east: -0.11)
        let first = Dictionary(uniqueKeysWithValues: index.clusters(in: before, zoomLevel: 14.3).map { ($0.id, $0) })
        let second = Dictionary(uniqueKeysWithValues: index.clusters(in: after, zoomLevel: 14.3).map { ($0.id, $0) })
        let staying = first.values.filter { inner.contains($0.coordinate) }
        XCTAssertGreaterThan(staying.count, 5)
        for cluster in staying {
            XCTAssertEqual(second[cluster.id]?.count, cluster.count, "\(cluster.id) changed while panning")
        }
    }

    func testMergingLeavesNoTwoNeighboursOverlapping() {
        let index = MapPointIndex(points(5_000))
        let zoom = 13.0
        let clusters = index.clusters(in: Self.london, zoomLevel: zoom, mergeDistance: 44)
        let grid = index.clusters(in: Self.london, zoomLevel: zoom, mergeDistance: 1)
        XCTAssertLessThan(clusters.count, grid.count, "nothing merged")
        XCTAssertEqual(clusters.map(\.count).reduce(0, +), grid.map(\.count).reduce(0, +))
        // Pixels between the centres of every pair (at most a few hundred clusters).
        let world = 256 * pow(2, zoom)
        var overlapping = 0
        for (i, a) in clusters.enumerated() {
            for b in clusters[(i + 1)...] {
                let dx =
                    (WebMercator.x(longitude: a.coordinate.longitude) - WebMercator.x(longitude: b.coordinate.longitude))
                    * world
                let dy =
                    (WebMercator.y(latitude: a.coordinate.latitude) - WebMercator.y(latitude: b.coordinate.latitude))
                    * world
                if dx * dx + dy * dy < 20 * 20 { overlapping += 1 }
            }
        }
        XCTAssertEqual(overlapping, 0, "markers drawn on top of each other")
    }

    func testAcrossTheAntimeridian() {
        let fiji = CoordinateBounds(south: -19, west: 177, north: -16, east: -178)
        let west = points(300, in: CoordinateBounds(south: -19, west: 177, north: -16, east: 180), seed: 1)
        let east = points(300, in: CoordinateBounds(south: -19, west: -180, north: -16, east: -178), seed: 2)
            .map { (id: $0.id + 1000, coordinate: $0.coordinate) }
        let index = MapPointIndex(west + east)
        assertCovers(index, west + east, bounds: fiji, zoom: 9)
        assertCovers(index, west + east, bounds: fiji, zoom: 4)
        let clusters = index.clusters(in: fiji, zoomLevel: 4)
        XCTAssertEqual(clusters.map(\.count).reduce(0, +), 600)
    }

    func testFilteringKeepsTheOrderAndTheCoordinates() {
        let all = points(3_000)
        let index = MapPointIndex(all)
        let even = index.filtered { $0 % 2 == 0 }
        XCTAssertEqual(even.count, 1_500)
        XCTAssertFalse(even.contains(1))
        XCTAssertEqual(even.coordinate(of: 42), index.coordinate(of: 42))
        assertCovers(even, all.filter { $0.id % 2 == 0 }, bounds: Self.london, zoom: 12)
        XCTAssertTrue(index.filtered { _ in false }.isEmpty)
        XCTAssertEqual(MapPointIndex<Int>().clusters(in: Self.london, zoomLevel: 10), [])
    }

    func testMembersAndTheirBounds() {
        let a = LocationCoordinate(latitude: 51.50, longitude: -0.12)
        let b = LocationCoordinate(latitude: 51.51, longitude: -0.11)
        let index = MapPointIndex([(1, a), (2, b)])
        XCTAssertEqual(index.count, 2)
        XCTAssertTrue(index.contains(2))
        XCTAssertFalse(index.contains(3))
        let cluster = try! XCTUnwrap(index.clusters(in: Self.london, zoomLevel: 8).first)
        XCTAssertEqual(cluster.count, 2)
        XCTAssertEqual(Set(index.members(of: cluster)), [1, 2])
        let bounds = index.bounds(of: cluster)
        XCTAssertEqual(bounds.south, 51.50, accuracy: 1e-6)
        XCTAssertEqual(bounds.north, 51.51, accuracy: 1e-6)
        XCTAssertEqual(bounds.west, -0.12, accuracy: 1e-6)
        XCTAssertEqual(bounds.east, -0.11, accuracy: 1e-6)
    }

    /// A query visits the cells under the box, whatever the number of points: a box the size of a
    /// window is a few hundred cells at zoom 14; a box far larger than the view at its zoom is
    /// clustered coarser, within `maximumCells`, and still covers every point.
    func testAQueryVisitsTheCellsOfTheViewNotThePoints() {
        let view = CoordinateBounds(south: 51.49, west: -0.16, north: 51.52, east: -0.08)  // ~ 930 × 840 px at 14
        let cells = MortonGrid.grid(for: view, zoomLevel: 14, cellSize: 64, tileSize: 256)
        XCTAssertEqual(cells.level, 16)
        XCTAssertLessThan(cells.cells.cellCount, 400)
        let world = CoordinateBounds(south: -85, west: -180, north: 85, east: 180)
        let coarse = MortonGrid.grid(for: world, zoomLevel: 18, cellSize: 64, tileSize: 256)
        XCTAssertLessThanOrEqual(coarse.cells.cellCount, MortonGrid.maximumCells)
        XCTAssertLessThan(coarse.level, 20)
        let large = MapPointIndex(points(100_000))
        XCTAssertEqual(large.clusters(in: world, zoomLevel: 18).map(\.count).reduce(0, +), 100_000)
    }

    /// A point asked to stand apart (the selected one) is its own cluster however close its
    /// neighbours; the count it leaves no longer counts or lists it, and a count of one becomes a point.
    func testAPointStandsApartFromItsCluster() {
        let here = LocationCoordinate(latitude: 22.28497, longitude: 114.14939)
        let near = [
            (1, here), (2, LocationCoordinate(latitude: 22.28500, longitude: 114.14930)),
            (3, LocationCoordinate(latitude: 22.28508, longitude: 114.14899)),
        ]
        let box = CoordinateBounds(south: 22.28, west: 114.14, north: 22.29, east: 114.16)
        let index = MapPointIndex(near)
        XCTAssertEqual(index.clusters(in: box, zoomLevel: 17).map(\.count), [3])
        let apart = index.clusters(in: box, zoomLevel: 17, standingApart: 1)
        XCTAssertEqual(apart.map(\.count).sorted(), [1, 2])
        let single = try! XCTUnwrap(apart.first { $0.singleID == 1 })
        XCTAssertEqual(single.coordinate.latitude, here.latitude, accuracy: 1e-6)
        let rest = try! XCTUnwrap(apart.first { $0.count == 2 })
        XCTAssertEqual(Set(index.members(of: rest)), [2, 3])
        let pair = MapPointIndex(Array(near.prefix(2)))
        XCTAssertEqual(Set(pair.clusters(in: box, zoomLevel: 17, standingApart: 2).compactMap(\.singleID)), [1, 2])
        XCTAssertEqual(index.clusters(in: box, zoomLevel: 17, standingApart: 99).map(\.count), [3])
    }
}

import Foundation
import TestSupport
import Testing

@testable import GtkKit

/// The clustering index without GTK: every point in view in exactly one cluster, single points as
/// themselves, clusters that stay put while the map pans, the antimeridian, filtering, and the
/// bound on the cells a query visits.
@Suite("The map's clustering index")
struct MapPointIndexTests {
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
    func expectCovers(
        _ index: MapPointIndex<Int>, _ all: [(id: Int, coordinate: LocationCoordinate)], bounds: CoordinateBounds,
        zoom: Double, merge: Double = 44, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let clusters = index.clusters(in: bounds, zoomLevel: zoom, mergeDistance: merge)
        var seen: [Int: Int] = [:]
        for cluster in clusters {
            let members = index.members(of: cluster)
            #expect(members.count == cluster.count, sourceLocation: sourceLocation)
            for member in members { seen[member, default: 0] += 1 }
            if cluster.count == 1 {
                #expect(cluster.id == .point(members[0]), sourceLocation: sourceLocation)
                #expect(cluster.singleID == members[0], sourceLocation: sourceLocation)
            } else {
                #expect(cluster.singleID == nil, sourceLocation: sourceLocation)
            }
        }
        #expect(seen.values.allSatisfy { $0 == 1 }, "a point in two clusters", sourceLocation: sourceLocation)
        let inside = Set(all.filter { bounds.contains($0.coordinate) }.map(\.id))
        #expect(
            inside.isSubset(of: Set(seen.keys)), "\(inside.subtracting(seen.keys).count) points in view missing",
            sourceLocation: sourceLocation)
    }

    @Test func testEveryPointInViewIsInExactlyOneCluster() {
        let all = points(20_000)
        let index = MapPointIndex(all)
        #expect(index.count == 20_000)
        for zoom in [3.0, 9.5, 11, 13, 15.7, 18] {
            expectCovers(index, all, bounds: Self.london, zoom: zoom)
            expectCovers(index, all, bounds: Self.london, zoom: zoom, merge: 0)
        }
        let soho = CoordinateBounds(south: 51.508, west: -0.145, north: 51.518, east: -0.125)
        expectCovers(index, all, bounds: soho, zoom: 16)
    }

    @Test func testFarOutEverythingIsAFewCountsAndCloseInEveryPointIsItself() throws {
        let all = points(20_000)
        let index = MapPointIndex(all)
        let world = CoordinateBounds(south: -80, west: -180, north: 80, east: 180)
        let far = index.clusters(in: world, zoomLevel: 2)
        #expect(far.count <= 2, "\(far.map(\.count))")
        #expect(far.map(\.count).reduce(0, +) == 20_000)
        let centre = try #require(far.max { $0.count < $1.count }).coordinate
        #expect(Self.london.contains(centre), "a cluster's marker stands at its points' centre")

        let sparse = MapPointIndex(points(50))
        let close = sparse.clusters(in: Self.london, zoomLevel: 17)
        #expect(close.count == 50)
        for cluster in close {
            let id = try #require(cluster.singleID)
            let point = try #require(sparse.coordinate(of: id))
            #expect(abs(cluster.coordinate.latitude - point.latitude) <= 1e-7)
            #expect(abs(cluster.coordinate.longitude - point.longitude) <= 1e-7)
        }
    }

    /// Panning keeps every cluster that stays in view, with the same key and members: a marker's
    /// widget is reused, nothing flickers.
    @Test func testPanningKeepsTheClustersThatStayInView() {
        let index = MapPointIndex(points(20_000))
        let before = CoordinateBounds(south: 51.48, west: -0.2, north: 51.52, east: -0.1)
        let after = CoordinateBounds(south: 51.485, west: -0.19, north: 51.525, east: -0.09)
        let inner = CoordinateBounds(south: 51.49, west: -0.18, north: 51.51, east: -0.11)
        let first = Dictionary(uniqueKeysWithValues: index.clusters(in: before, zoomLevel: 14.3).map { ($0.id, $0) })
        let second = Dictionary(uniqueKeysWithValues: index.clusters(in: after, zoomLevel: 14.3).map { ($0.id, $0) })
        let staying = first.values.filter { inner.contains($0.coordinate) }
        #expect(staying.count > 5)
        for cluster in staying {
            #expect(second[cluster.id]?.count == cluster.count, "\(cluster.id) changed while panning")
        }
    }

    @Test func testMergingLeavesNoTwoNeighboursOverlapping() {
        let index = MapPointIndex(points(5_000))
        let zoom = 13.0
        let clusters = index.clusters(in: Self.london, zoomLevel: zoom, mergeDistance: 44)
        let grid = index.clusters(in: Self.london, zoomLevel: zoom, mergeDistance: 1)
        #expect(clusters.count < grid.count, "nothing merged")
        // Summed apart, with their type: inside #expect the sums took the compiler 6 s to type-check.
        let mergedPoints: Int = clusters.map(\.count).reduce(0, +)
        let gridPoints: Int = grid.map(\.count).reduce(0, +)
        #expect(mergedPoints == gridPoints)
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
        #expect(overlapping == 0, "markers drawn on top of each other")
    }

    @Test func testAcrossTheAntimeridian() {
        let fiji = CoordinateBounds(south: -19, west: 177, north: -16, east: -178)
        let west = points(300, in: CoordinateBounds(south: -19, west: 177, north: -16, east: 180), seed: 1)
        let east = points(300, in: CoordinateBounds(south: -19, west: -180, north: -16, east: -178), seed: 2)
            .map { (id: $0.id + 1000, coordinate: $0.coordinate) }
        let index = MapPointIndex(west + east)
        expectCovers(index, west + east, bounds: fiji, zoom: 9)
        expectCovers(index, west + east, bounds: fiji, zoom: 4)
        let clusters = index.clusters(in: fiji, zoomLevel: 4)
        #expect(clusters.map(\.count).reduce(0, +) == 600)
    }

    @Test func testFilteringKeepsTheOrderAndTheCoordinates() {
        let all = points(3_000)
        let index = MapPointIndex(all)
        let even = index.filtered { $0 % 2 == 0 }
        #expect(even.count == 1_500)
        #expect(!even.contains(1))
        #expect(even.coordinate(of: 42) == index.coordinate(of: 42))
        expectCovers(even, all.filter { $0.id % 2 == 0 }, bounds: Self.london, zoom: 12)
        #expect(index.filtered { _ in false }.isEmpty)
        #expect(MapPointIndex<Int>().clusters(in: Self.london, zoomLevel: 10) == [])
    }

    @Test func testMembersAndTheirBounds() throws {
        let a = LocationCoordinate(latitude: 51.50, longitude: -0.12)
        let b = LocationCoordinate(latitude: 51.51, longitude: -0.11)
        let index = MapPointIndex([(1, a), (2, b)])
        #expect(index.count == 2)
        #expect(index.contains(2))
        #expect(!index.contains(3))
        let cluster = try #require(index.clusters(in: Self.london, zoomLevel: 8).first)
        #expect(cluster.count == 2)
        #expect(Set(index.members(of: cluster)) == [1, 2])
        let bounds = index.bounds(of: cluster)
        #expect(abs(bounds.south - 51.50) <= 1e-6)
        #expect(abs(bounds.north - 51.51) <= 1e-6)
        #expect(abs(bounds.west - (-0.12)) <= 1e-6)
        #expect(abs(bounds.east - (-0.11)) <= 1e-6)
    }

    /// A query visits the cells under the box, whatever the number of points: a box the size of a
    /// window is a few hundred cells at zoom 14; a box far larger than the view at its zoom is
    /// clustered coarser, within `maximumCells`, and still covers every point.
    @Test func testAQueryVisitsTheCellsOfTheViewNotThePoints() {
        let view = CoordinateBounds(south: 51.49, west: -0.16, north: 51.52, east: -0.08)  // ~ 930 × 840 px at 14
        let cells = MortonGrid.grid(for: view, zoomLevel: 14, cellSize: 64, tileSize: 256)
        #expect(cells.level == 16)
        #expect(cells.cells.cellCount < 400)
        let world = CoordinateBounds(south: -85, west: -180, north: 85, east: 180)
        let coarse = MortonGrid.grid(for: world, zoomLevel: 18, cellSize: 64, tileSize: 256)
        #expect(coarse.cells.cellCount <= MortonGrid.maximumCells)
        #expect(coarse.level < 20)
        let large = MapPointIndex(points(100_000))
        #expect(large.clusters(in: world, zoomLevel: 18).map(\.count).reduce(0, +) == 100_000)
    }

    /// A point asked to stand apart (the selected one) is its own cluster however close its
    /// neighbours; the count it leaves no longer counts or lists it, and a count of one becomes a point.
    @Test func testAPointStandsApartFromItsCluster() throws {
        let here = LocationCoordinate(latitude: 22.28497, longitude: 114.14939)
        let near = [
            (1, here), (2, LocationCoordinate(latitude: 22.28500, longitude: 114.14930)),
            (3, LocationCoordinate(latitude: 22.28508, longitude: 114.14899)),
        ]
        let box = CoordinateBounds(south: 22.28, west: 114.14, north: 22.29, east: 114.16)
        let index = MapPointIndex(near)
        #expect(index.clusters(in: box, zoomLevel: 17).map(\.count) == [3])
        let apart = index.clusters(in: box, zoomLevel: 17, standingApart: 1)
        #expect(apart.map(\.count).sorted() == [1, 2])
        let single = try #require(apart.first { $0.singleID == 1 })
        #expect(abs(single.coordinate.latitude - here.latitude) <= 1e-6)
        let rest = try #require(apart.first { $0.count == 2 })
        #expect(Set(index.members(of: rest)) == [2, 3])
        let pair = MapPointIndex(Array(near.prefix(2)))
        #expect(Set(pair.clusters(in: box, zoomLevel: 17, standingApart: 2).compactMap(\.singleID)) == [1, 2])
        #expect(index.clusters(in: box, zoomLevel: 17, standingApart: 99).map(\.count) == [3])
    }
}

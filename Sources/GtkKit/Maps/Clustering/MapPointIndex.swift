import Foundation

/// Points on a map, indexed for clustering: "the clusters of this box at this zoom" in time that
/// depends on the box's size on screen, not on the number of points (MapKit's clustering, done
/// ahead). No GTK: it may be built and filtered on any thread and handed to the main actor.
///
/// Each point's Web Mercator position is quantised to 32 bits per axis and the points are sorted by
/// the Morton (Z-order) code of that position, which interleaves the bits of x and y. Every square
/// cell of a level-L grid (2^L × 2^L cells over the world) is then one contiguous run of the sorted
/// points, found by two binary searches; prefix sums of x and y give the run's centroid in O(1). A
/// query visits the cells under the box at the level whose cells are `cellSize` pixels across at that
/// zoom, and merges neighbouring clusters whose centres are closer than `mergeDistance` pixels.
///
/// ```swift
/// let index = MapPointIndex(places.map { ($0.id, $0.coordinate) })
/// for cluster in index.clusters(in: map.visibleBounds, zoomLevel: map.zoomLevel) { … }
/// ```
public struct MapPointIndex<ID: Hashable & Sendable>: Sendable {
    /// Morton codes, ascending.
    var keys: [UInt64]
    /// The points' identifiers, in the order of `keys`.
    var ids: [ID]
    /// Quantised x and y (0 … 2³² − 1 across the world), in the order of `keys`.
    var xs: [UInt32]
    var ys: [UInt32]
    /// `sumX[i]` is the sum of `xs[0..<i]` (and so for y): a run's centroid in O(1).
    var sumX: [UInt64]
    var sumY: [UInt64]
    /// Where each identifier is in the arrays.
    var positions: [ID: Int]

    /// An empty index. - Complexity: O(1).
    public init() {
        (keys, ids, xs, ys, sumX, sumY, positions) = ([], [], [], [], [0], [0], [:])
    }

    /// The index of these points; an identifier given twice keeps its last coordinate.
    /// - Complexity: O(n log n) for n points: one sort of 64-bit codes, then O(n) arrays.
    public init(_ points: some Sequence<(id: ID, coordinate: LocationCoordinate)>) {
        var last: [ID: LocationCoordinate] = [:]
        for point in points { last[point.id] = point.coordinate }
        var entries = last.map { id, coordinate in
            let (x, y) = Self.quantise(coordinate)
            return (key: Morton.code(x, y), id: id, x: x, y: y)
        }
        entries.sort { $0.key < $1.key }
        self.init(sorted: entries)
    }

    /// From entries already in Morton order.
    init(sorted entries: [(key: UInt64, id: ID, x: UInt32, y: UInt32)]) {
        keys = entries.map(\.key)
        ids = entries.map(\.id)
        xs = entries.map(\.x)
        ys = entries.map(\.y)
        sumX = [0]
        sumY = [0]
        sumX.reserveCapacity(entries.count + 1)
        sumY.reserveCapacity(entries.count + 1)
        for entry in entries {
            sumX.append(sumX.last! &+ UInt64(entry.x))
            sumY.append(sumY.last! &+ UInt64(entry.y))
        }
        positions = Dictionary(uniqueKeysWithValues: ids.enumerated().map { ($1, $0) })
        checkInvariants()
    }

    /// The number of points. - Complexity: O(1).
    public var count: Int { ids.count }

    /// Whether the index holds no point. - Complexity: O(1).
    public var isEmpty: Bool { ids.isEmpty }

    /// Whether a point has identifier `id`. - Complexity: O(1) (one hash).
    public func contains(_ id: ID) -> Bool { positions[id] != nil }

    /// The coordinate of point `id` (as quantised: within a centimetre), or nil.
    /// - Complexity: O(1) (one hash).
    public func coordinate(of id: ID) -> LocationCoordinate? {
        positions[id].map { Self.coordinate(x: Double(xs[$0]), y: Double(ys[$0])) }
    }

    /// The points whose identifiers pass `isIncluded` (a search, Favourites Only), without sorting
    /// again. - Complexity: O(n) calls of `isIncluded`, O(n) copying.
    public func filtered(_ isIncluded: (ID) throws -> Bool) rethrows -> MapPointIndex {
        var entries: [(key: UInt64, id: ID, x: UInt32, y: UInt32)] = []
        for position in ids.indices where try isIncluded(ids[position]) {
            entries.append((keys[position], ids[position], xs[position], ys[position]))
        }
        return MapPointIndex(sorted: entries)
    }

    /// The identifiers of the points in `cluster` (one of this index's clusters).
    /// - Complexity: O(cluster.count).
    public func members(of cluster: MapCluster<ID>) -> [ID] {
        cluster.runs.flatMap { ids[$0] }
    }

    /// The bounds of the points in `cluster`: what to show to take it apart.
    /// - Complexity: O(cluster.count).
    public func bounds(of cluster: MapCluster<ID>) -> CoordinateBounds {
        var (minX, minY, maxX, maxY) = (UInt32.max, UInt32.max, UInt32.min, UInt32.min)
        for run in cluster.runs {
            for position in run {
                (minX, maxX) = (min(minX, xs[position]), max(maxX, xs[position]))
                (minY, maxY) = (min(minY, ys[position]), max(maxY, ys[position]))
            }
        }
        let northWest = Self.coordinate(x: Double(minX), y: Double(minY))
        let southEast = Self.coordinate(x: Double(maxX), y: Double(maxY))
        return CoordinateBounds(
            south: southEast.latitude, west: northWest.longitude, north: northWest.latitude, east: southEast.longitude)
    }

    // MARK: - Quantising

    /// 2³², the grid of quantised positions across the world.
    static var scale: Double { 4_294_967_296 }

    static func quantise(_ coordinate: LocationCoordinate) -> (UInt32, UInt32) {
        let (x, y) = WebMercator.point(coordinate.clamped)
        return (
            UInt32(min(scale - 1, max(0, (x * scale).rounded(.down)))),
            UInt32(min(scale - 1, max(0, (y * scale).rounded(.down))))
        )
    }

    static func coordinate(x: Double, y: Double) -> LocationCoordinate {
        WebMercator.coordinate(x: (x + 0.5) / scale, y: (y + 0.5) / scale)
    }
}

/// Morton (Z-order) codes: the bits of x and y interleaved, x in the even bits.
enum Morton {
    /// The code of (`x`, `y`). - Complexity: O(1).
    @inline(__always)
    static func code(_ x: UInt32, _ y: UInt32) -> UInt64 { spread(x) | spread(y) << 1 }

    /// The 32 bits of `value` moved to the even bits of a 64-bit word.
    @inline(__always)
    static func spread(_ value: UInt32) -> UInt64 {
        var v = UInt64(value)
        v = (v | v << 16) & 0x0000_FFFF_0000_FFFF
        v = (v | v << 8) & 0x00FF_00FF_00FF_00FF
        v = (v | v << 4) & 0x0F0F_0F0F_0F0F_0F0F
        v = (v | v << 2) & 0x3333_3333_3333_3333
        v = (v | v << 1) & 0x5555_5555_5555_5555
        return v
    }
}

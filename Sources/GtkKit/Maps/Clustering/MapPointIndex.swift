import Synchronization

/// Points on a map, indexed for clustering: "the clusters of this box at this zoom" in time that
/// depends on the box's size on screen, not on the number of points (MapKit's clustering, done
/// ahead). No GTK: it may be built and filtered on any thread and handed to the main actor.
///
/// Each point's Web Mercator position is quantised to 32 bits per axis and the points are sorted by
/// the Morton (Z-order) code of that position, which interleaves the bits of x and y. Every square
/// cell of a level-L grid (2^L × 2^L cells over the world) is then one contiguous run of the sorted
/// points, found by two binary searches; prefix sums of x and y give the run's centre in O(1). A
/// query visits the cells under the box at the level whose cells are `cellSize` pixels across at that
/// zoom, and merges neighbouring clusters whose centres are closer than `mergeDistance` pixels.
/// (`MortonGrid` holds all of that without the identifier type, so that it runs specialised.)
///
/// ```swift
/// let index = MapPointIndex(places.map { ($0.id, $0.coordinate) })
/// for cluster in index.clusters(in: map.visibleBounds, zoomLevel: map.zoomLevel) { … }
/// ```
public struct MapPointIndex<ID: Hashable & Sendable>: Sendable {
    /// The positions, sorted, with their sums.
    var grid: MortonGrid
    /// The points' identifiers, in the grid's order.
    var ids: [ID]
    /// Where each identifier is in the grid, made on the first look-up by identifier: building an
    /// index (every keystroke of a search filters one) hashes nothing.
    private let positions: PositionTable<ID>

    /// An empty index. - Complexity: O(1).
    public init() {
        self.init(grid: MortonGrid(), ids: [])
    }

    /// The index of these points. Identifiers must be unique (debug builds check).
    /// - Complexity: O(n log n) for n points: one sort of 64-bit codes; no identifier is hashed.
    public init(_ points: some Sequence<(id: ID, coordinate: LocationCoordinate)>) {
        var ids: [ID] = [], coordinates: [LocationCoordinate] = []
        for point in points {
            ids.append(point.id)
            coordinates.append(point.coordinate)
        }
        self.init(ids: ids, coordinates: coordinates)
    }

    /// The index of the points `ids[i]` at `coordinates[i]` (two arrays of the same length, as a
    /// store reads them): the quickest way to build one. Identifiers must be unique (debug builds
    /// check). - Complexity: O(n log n): one sort of 64-bit codes; no identifier is hashed.
    public init(ids: [ID], coordinates: [LocationCoordinate]) {
        precondition(
            ids.count == coordinates.count, "MapPointIndex: \(ids.count) ids for \(coordinates.count) coordinates")
        let (grid, order) = MortonGrid.sorting(coordinates)
        self.init(grid: grid, ids: order.map { ids[$0] })
    }

    private init(grid: MortonGrid, ids: [ID]) {
        self.grid = grid
        self.ids = ids
        positions = PositionTable()
        checkInvariants()
    }

    /// The number of points. - Complexity: O(1).
    public var count: Int { ids.count }

    /// Whether the index holds no point. - Complexity: O(1).
    public var isEmpty: Bool { ids.isEmpty }

    /// Whether a point has identifier `id`.
    /// - Complexity: O(1) (one hash); the first look-up of an index hashes every identifier, O(n).
    public func contains(_ id: ID) -> Bool { position(of: id) != nil }

    /// The coordinate of point `id` (as quantised: within a centimetre), or nil.
    /// - Complexity: O(1) (one hash); the first look-up of an index hashes every identifier, O(n).
    public func coordinate(of id: ID) -> LocationCoordinate? { position(of: id).map(grid.coordinate(at:)) }

    /// Where `id` is in the grid.
    func position(of id: ID) -> Int? { positions.position(of: id, among: ids) }

    /// The points whose identifiers pass `isIncluded` (a search, Favourites Only), without sorting
    /// again. - Complexity: O(n) calls of `isIncluded`, O(n) copying and hashing.
    public func filtered(_ isIncluded: (ID) throws -> Bool) rethrows -> MapPointIndex {
        let keep = try ids.map(isIncluded)
        return MapPointIndex(grid: grid.filtered(keep), ids: keep.indices.filter { keep[$0] }.map { ids[$0] })
    }

    /// The identifiers of the points in `cluster` (one of this index's clusters).
    /// - Complexity: O(cluster.count).
    public func members(of cluster: MapCluster<ID>) -> [ID] {
        cluster.runs.flatMap { run in run.filter { $0 != cluster.excluded }.map { ids[$0] } }
    }

    /// The bounds of the points in `cluster`: what to show to take it apart.
    /// - Complexity: O(cluster.count).
    public func bounds(of cluster: MapCluster<ID>) -> CoordinateBounds {
        guard let excluded = cluster.excluded else { return grid.bounds(of: cluster.runs) }
        return grid.bounds(
            of: cluster.runs.flatMap {
                [$0.lowerBound..<min(excluded, $0.upperBound), max(excluded + 1, $0.lowerBound)..<$0.upperBound]
            }.filter { !$0.isEmpty })
    }

    /// The clusters to show for `bounds` at `zoomLevel`: each a single point or a count at the centre
    /// of nearby points, covering every point in the bounds (and a margin of one cell around them, so
    /// that markers at the edges do not pop in as the map pans).
    ///
    /// - Parameters:
    ///   - bounds: what the map shows (`MapView.visibleBounds`).
    ///   - zoomLevel: the map's zoom; clusters change only when its whole part changes, so a pan
    ///     keeps every cluster that stays in view, and a zoom animation reclusters once a level.
    ///   - cellSize: pixels across a grid cell at a whole zoom level, rounded down to a power of two
    ///     of the tile size (a cell grows to twice that as the zoom's fraction grows).
    ///   - mergeDistance: two neighbouring clusters whose centres are closer than this many pixels (at
    ///     the zoom's whole level) become one — markers that would overlap; 0 keeps the grid's clusters.
    ///   - tileSize: the map's tile size (256 for OpenStreetMap's tiles).
    ///   - apart: a point shown as itself whatever its neighbours (the selected one), when in the box.
    /// - Returns: clusters in no particular order; every point in the box is in exactly one.
    /// - Complexity: O(c log n) for the c cells under the box (about its area on screen over
    ///   `cellSize²`, at most 16,384: a box far larger than the screen at this zoom is clustered at a
    ///   coarser level), plus O(c log c) for the merging. The number of points matters only in the log.
    public func clusters(
        in bounds: CoordinateBounds, zoomLevel: Double, cellSize: Double = 128, mergeDistance: Double = 48,
        tileSize: Double = 256, standingApart apart: ID? = nil
    ) -> [MapCluster<ID>] {
        let query = grid.clusters(
            in: bounds, zoomLevel: zoomLevel, cellSize: cellSize, mergeDistance: mergeDistance, tileSize: tileSize)
        var clusters = query.clusters.map { cluster in
            let count = Double(cluster.count)
            let coordinate = MortonGrid.coordinate(x: Double(cluster.sumX) / count, y: Double(cluster.sumY) / count)
            let runs = query.runs[cluster.runs]
            let key: MapCluster<ID>.Key =
                cluster.count == 1
                ? .point(ids[runs[runs.startIndex].lowerBound])
                : .cell(level: cluster.level, x: cluster.cx, y: cluster.cy)
            return MapCluster(id: key, coordinate: coordinate, count: cluster.count, runs: runs)
        }
        if let apart, let position = position(of: apart) { separate(position, from: &clusters) }
        return clusters
    }

    /// Takes the point at `position` out of the count holding it and shows it as itself.
    /// - Complexity: O(c) for c clusters, plus O(k) for the k points of the count left with one.
    private func separate(_ position: Int, from clusters: inout [MapCluster<ID>]) {
        guard
            let index = clusters.firstIndex(where: { $0.count > 1 && $0.runs.contains { $0.contains(position) } })
        else { return }
        var rest = clusters[index]
        rest.count -= 1
        rest.excluded = position
        if rest.count == 1, let other = rest.runs.lazy.flatMap({ $0 }).first(where: { $0 != position }) {
            rest = MapCluster(
                id: .point(ids[other]), coordinate: grid.coordinate(at: other), count: 1, runs: [other..<other + 1])
        } else {
            let point = grid.coordinate(at: position)
            let (x, y) = MortonGrid.quantise(point)
            let n = Double(rest.count)
            let centre = WebMercator.point(clusters[index].coordinate)
            let sumX = centre.x * MortonGrid.scale * (n + 1) - Double(x)
            let sumY = centre.y * MortonGrid.scale * (n + 1) - Double(y)
            rest.coordinate = MortonGrid.coordinate(x: sumX / n - 0.5, y: sumY / n - 0.5)
        }
        clusters[index] = rest
        clusters.append(
            MapCluster(
                id: .point(ids[position]), coordinate: grid.coordinate(at: position), count: 1,
                runs: [position..<position + 1]))
    }
}

/// Identifier → position, made once, when first asked, by whichever thread asks first.
private final class PositionTable<ID: Hashable & Sendable>: Sendable {
    private let table = Mutex<[ID: Int]?>(nil)

    func position(of id: ID, among ids: [ID]) -> Int? {
        table.withLock { table in
            if table == nil {
                table = Dictionary(ids.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
            }
            return table![id]
        }
    }
}

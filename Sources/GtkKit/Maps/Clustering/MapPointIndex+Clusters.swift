import Foundation

extension MapPointIndex {
    /// The clusters to show for `bounds` at `zoomLevel`: each a single point or a count at the centre
    /// of nearby points, covering every point in the bounds (and a margin of one cell around them, so
    /// that markers at the edges do not pop in as the map pans).
    ///
    /// - Parameters:
    ///   - bounds: what the map shows (`MapView.visibleBounds`).
    ///   - zoomLevel: the map's zoom; clusters change only when its whole part changes, so a pan
    ///     keeps every cluster that stays in view, and a zoom animation reclusters once a level.
    ///   - cellSize: pixels across a grid cell at the zoom (64 to 128 as the zoom's fraction grows).
    ///   - mergeDistance: two neighbouring clusters whose centres are closer than this many pixels (at
    ///     the zoom's whole level) become one — markers that would overlap; 0 keeps the grid's clusters.
    ///   - tileSize: the map's tile size (256 for OpenStreetMap's tiles).
    /// - Returns: clusters in no particular order; every point in the box is in exactly one.
    /// - Complexity: O(c log n) for the c cells under the box (about its area on screen over
    ///   `cellSize²`, at most 16,384: a box far larger than the screen at this zoom is clustered at a
    ///   coarser level), plus O(c) for the merging. The number of points matters only in the log.
    public func clusters(
        in bounds: CoordinateBounds, zoomLevel: Double, cellSize: Double = 64, mergeDistance: Double = 44,
        tileSize: Double = 256
    ) -> [MapCluster<ID>] {
        guard !isEmpty, zoomLevel.isFinite else { return [] }
        let (level, grid) = Self.grid(for: bounds, zoomLevel: zoomLevel, cellSize: cellSize, tileSize: tileSize)
        var found: [Found] = []
        for cy in grid.rows {
            for column in grid.columns {
                let cx = column & (grid.side - 1)  // around the world
                guard let run = run(ofCell: cx, cy, level: level) else { continue }
                found.append(
                    Found(
                        cx: cx, cy: cy, run: run, sumX: sumX[run.upperBound] &- sumX[run.lowerBound],
                        sumY: sumY[run.upperBound] &- sumY[run.lowerBound]))
            }
        }
        if mergeDistance > 0 {
            // Measured at the level's whole zoom, so that a zoom animation within a level merges alike.
            let pixels = tileSize * pow(2, zoomLevel.rounded(.down))
            merge(&found, within: mergeDistance / pixels * Self.scale, side: grid.side)
        }
        return found.filter { !$0.absorbed }.map { cluster in
            let count = cluster.count
            let coordinate = Self.coordinate(
                x: Double(cluster.sumX) / Double(count), y: Double(cluster.sumY) / Double(count))
            let key: MapCluster<ID>.Key =
                count == 1 ? .point(ids[cluster.runs[0].lowerBound]) : .cell(level: level, x: cluster.cx, y: cluster.cy)
            return MapCluster(id: key, coordinate: coordinate, count: count, runs: cluster.runs)
        }
    }

    /// Cells a query visits at most.
    static var maximumCells: Int { 16_384 }

    /// The grid level a query uses and the cells it visits: the level whose cells are `cellSize`
    /// pixels at the zoom, or a coarser one when the box would need more than `maximumCells`.
    static func grid(for bounds: CoordinateBounds, zoomLevel: Double, cellSize: Double, tileSize: Double) -> (
        level: Int, cells: CellRange
    ) {
        var level = min(32, max(0, Int(zoomLevel.rounded(.down)) + Int(log2(max(1, tileSize / max(1, cellSize))))))
        var grid = CellRange(bounds: bounds, level: level)
        while grid.cellCount > maximumCells, level > 0 {
            level -= 1
            grid = CellRange(bounds: bounds, level: level)
        }
        return (level, grid)
    }

    /// The run of points in cell (`cx`, `cy`) of the level-`level` grid, or nil when it is empty.
    /// - Complexity: O(log n), two binary searches.
    func run(ofCell cx: Int, _ cy: Int, level: Int) -> Range<Int>? {
        let shift = 32 - level
        let start = Morton.code(UInt32(truncatingIfNeeded: cx) << shift, UInt32(truncatingIfNeeded: cy) << shift)
        let lower = firstPosition(notBelow: start)
        guard lower < keys.count else { return nil }
        let span = UInt64(1) << (2 * shift)  // 0 when the cell is the whole world (level 0)
        let (end, overflow) = start.addingReportingOverflow(span)
        if span == 0 || overflow { return lower..<keys.count }
        guard keys[lower] < end else { return nil }  // the next point is past this cell: empty
        return lower..<firstPosition(notBelow: end)
    }

    private func firstPosition(notBelow key: UInt64) -> Int {
        var (low, high) = (0, keys.count)
        while low < high {
            let middle = (low + high) / 2
            if keys[middle] < key { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// Folds clusters into a larger neighbour whose centre is within `distance` (quantised units),
    /// largest first, so that the result does not depend on the order cells were visited.
    /// - Complexity: O(c log c) for the sort, then O(c) with 8 neighbours each.
    private func merge(_ found: inout [Found], within distance: Double, side: Int) {
        var byCell: [Cell: Int] = [:]
        for (index, cluster) in found.enumerated() { byCell[Cell(x: cluster.cx, y: cluster.cy)] = index }
        let order = found.indices.sorted {
            found[$0].count != found[$1].count
                ? found[$0].count > found[$1].count : (found[$0].cy, found[$0].cx) < (found[$1].cy, found[$1].cx)
        }
        var done = [Bool](repeating: false, count: found.count)
        let world = Self.scale
        for a in order where !found[a].absorbed {
            done[a] = true
            for dy in -1...1 {
                for dx in -1...1 where dx != 0 || dy != 0 {
                    let (nx, ny) = ((found[a].cx + dx + side) % side, found[a].cy + dy)
                    guard ny >= 0, ny < side, let b = byCell[Cell(x: nx, y: ny)], !done[b], !found[b].absorbed else {
                        continue
                    }
                    var gapX = abs(found[a].centreX - found[b].centreX)
                    gapX = min(gapX, world - gapX)
                    let gapY = found[a].centreY - found[b].centreY
                    guard gapX * gapX + gapY * gapY < distance * distance else { continue }
                    found[a].absorb(found[b])
                    found[b].absorbed = true
                }
            }
        }
    }

    private struct Cell: Hashable {
        var x: Int
        var y: Int
    }

    /// A cluster while it is being made.
    private struct Found {
        var cx: Int
        var cy: Int
        var runs: [Range<Int>]
        var sumX: UInt64
        var sumY: UInt64
        var count: Int
        var absorbed = false

        init(cx: Int, cy: Int, run: Range<Int>, sumX: UInt64, sumY: UInt64) {
            (self.cx, self.cy, runs, self.sumX, self.sumY, count) = (cx, cy, [run], sumX, sumY, run.count)
        }

        var centreX: Double { Double(sumX) / Double(count) }
        var centreY: Double { Double(sumY) / Double(count) }

        mutating func absorb(_ other: Found) {
            runs += other.runs
            sumX &+= other.sumX
            sumY &+= other.sumY
            count += other.count
        }
    }
}

/// The cells of a level-L grid under a box, with a margin of one cell: rows clamped to the world,
/// columns possibly past its edge (taken modulo the side) when the box crosses the antimeridian.
struct CellRange {
    let side: Int
    let columns: ClosedRange<Int>
    let rows: ClosedRange<Int>

    init(bounds: CoordinateBounds, level: Int) {
        side = 1 << level
        let cells = Double(side)
        let x0 = WebMercator.x(longitude: bounds.west)
        var x1 = WebMercator.x(longitude: bounds.east)
        if x1 < x0 || (bounds.crossesAntimeridian) { x1 += 1 }
        let y0 = WebMercator.y(latitude: max(bounds.north, bounds.south))
        let y1 = WebMercator.y(latitude: min(bounds.north, bounds.south))
        let first = Int((x0 * cells).rounded(.down)) - 1, last = Int((x1 * cells).rounded(.down)) + 1
        columns = last - first + 1 >= side ? 0...(side - 1) : first...last
        rows = max(0, Int((y0 * cells).rounded(.down)) - 1)...min(side - 1, Int((y1 * cells).rounded(.down)) + 1)
    }

    var cellCount: Int { columns.count * rows.count }
}

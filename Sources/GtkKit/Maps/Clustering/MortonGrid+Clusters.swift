import Foundation

/// One cluster of a grid query: its cell, its count and centre, and its runs of positions (a range
/// of the query's `runs`: one run, or several once neighbours merged into it).
struct GridCluster {
    /// The grid level of the cell (the query's, or one finer for a cell split in two groups).
    var level: Int
    var cx: Int
    var cy: Int
    var count: Int
    var sumX: UInt64
    var sumY: UInt64
    var runs: Range<Int>
}

extension MortonGrid {
    /// Cells a query visits at most.
    static var maximumCells: Int { 16_384 }

    /// The clusters of `bounds` at `zoomLevel` (see `MapPointIndex.clusters`), with the level used
    /// and the runs the clusters' `runs` index.
    /// - Complexity: O(c log n) for the c cells visited, plus O(c log c) for the merging.
    func clusters(
        in bounds: CoordinateBounds, zoomLevel: Double, cellSize: Double, mergeDistance: Double, tileSize: Double
    ) -> (level: Int, clusters: [GridCluster], runs: [Range<Int>]) {
        guard !keys.isEmpty, zoomLevel.isFinite else { return (0, [], []) }
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
        // Measured at the level's whole zoom, so that a zoom animation within a level merges alike.
        let pixels = tileSize * pow(2, zoomLevel.rounded(.down))
        // A cell is split when two of its quarters' groups stand farther apart than three quarters of
        // its width: the centres of points spread evenly over a cell's quarters are at most 0.71 apart.
        if mergeDistance > 0, level < 32 {
            split(&found, apartBeyond: 0.75 * Self.scale / Double(grid.side), level: level)
        }
        if mergeDistance > 0 { merge(&found, within: mergeDistance / pixels * Self.scale, side: grid.side) }
        return gather(found, level: level)
    }

    /// The grid level a query uses and the cells it visits: the level whose cells are `cellSize`
    /// pixels at the zoom, or a coarser one when the box would need more than `maximumCells`.
    static func grid(for bounds: CoordinateBounds, zoomLevel: Double, cellSize: Double, tileSize: Double) -> (
        level: Int, cells: CellRange
    ) {
        let finer = Int(log2(max(1, tileSize / max(1, cellSize))))
        var level = min(32, max(0, Int(zoomLevel.rounded(.down)) + finer))
        var grid = CellRange(bounds: bounds, level: level)
        while grid.cellCount > maximumCells, level > 0 {
            level -= 1
            grid = CellRange(bounds: bounds, level: level)
        }
        return (level, grid)
    }

    /// Splits a cell whose points stand in groups far apart (two cities in one large cell, far out)
    /// into its four quarters: a count is drawn where its points are, not between them. Quarters are
    /// merged afterwards like any cluster, under their parent's cell.
    /// - Complexity: O(c log n): four binary searches in each of the c cells of more than one point.
    private func split(_ found: inout [Found], apartBeyond distance: Double, level: Int) {
        let finer = level + 1
        for index in found.indices where found[index].count > 1 {
            let parent = found[index]
            var quarters: [Found] = []
            for (dx, dy) in [(0, 0), (1, 0), (0, 1), (1, 1)] {
                let (qx, qy) = (parent.cx * 2 + dx, parent.cy * 2 + dy)
                guard let run = run(ofCell: qx, qy, level: finer) else { continue }
                var quarter = Found(
                    cx: qx, cy: qy, run: run, sumX: sumX[run.upperBound] &- sumX[run.lowerBound],
                    sumY: sumY[run.upperBound] &- sumY[run.lowerBound])
                quarter.isFine = true
                quarters.append(quarter)
            }
            let spread = quarters.indices.contains { a in
                quarters.indices.contains { b in
                    let (dx, dy) = (
                        quarters[a].centreX - quarters[b].centreX, quarters[a].centreY - quarters[b].centreY
                    )
                    return dx * dx + dy * dy > distance * distance
                }
            }
            guard spread else { continue }
            found[index] = quarters[0]
            found.append(contentsOf: quarters.dropFirst())
        }
    }

    /// Folds clusters into a larger neighbour whose centre is within `distance` (quantised units),
    /// largest first, so that the result does not depend on the order cells were visited. A cluster
    /// that absorbed others is not absorbed itself.
    /// - Complexity: O(c log c) for the sort, then O(c) with 8 neighbours each.
    private func merge(_ found: inout [Found], within distance: Double, side: Int) {
        // By cell of the query's level (a quarter under its parent's cell).
        var byCell: [Cell: [Int]] = [:]
        byCell.reserveCapacity(found.count)
        for (index, cluster) in found.enumerated() { byCell[cell(of: cluster), default: []].append(index) }
        let order = found.indices.sorted {
            found[$0].count != found[$1].count
                ? found[$0].count > found[$1].count : (found[$0].cy, found[$0].cx) < (found[$1].cy, found[$1].cx)
        }
        var done = [Bool](repeating: false, count: found.count)
        let world = Self.scale
        for a in order where found[a].owner == nil {
            done[a] = true
            let home = cell(of: found[a])
            for dy in -1...1 {
                for dx in -1...1 {
                    let (nx, ny) = ((home.x + dx + side) % side, home.y + dy)
                    guard ny >= 0, ny < side else { continue }
                    for b in byCell[Cell(x: nx, y: ny)] ?? [] where !done[b] && found[b].owner == nil {
                        var gapX = abs(found[a].centreX - found[b].centreX)
                        gapX = min(gapX, world - gapX)
                        let gapY = found[a].centreY - found[b].centreY
                        guard gapX * gapX + gapY * gapY < distance * distance else { continue }
                        found[a].absorb(found[b])
                        found[b].owner = a
                    }
                }
            }
        }
    }

    private func cell(of cluster: Found) -> Cell {
        cluster.isFine ? Cell(x: cluster.cx / 2, y: cluster.cy / 2) : Cell(x: cluster.cx, y: cluster.cy)
    }

    /// The clusters left, each with its own run and those of the clusters it absorbed side by side.
    /// - Complexity: O(c).
    private func gather(_ found: [Found], level: Int) -> (level: Int, clusters: [GridCluster], runs: [Range<Int>]) {
        var start = [Int](repeating: 0, count: found.count + 1)
        var counts = [Int](repeating: 0, count: found.count)
        for (index, cluster) in found.enumerated() { counts[cluster.owner ?? index] += 1 }
        for index in found.indices { start[index + 1] = start[index] + counts[index] }
        var runs = [Range<Int>](repeating: 0..<0, count: found.count)
        var next = start
        for (index, cluster) in found.enumerated() {
            let owner = cluster.owner ?? index
            runs[next[owner]] = cluster.run
            next[owner] += 1
        }
        var clusters: [GridCluster] = []
        clusters.reserveCapacity(found.count)
        for (index, cluster) in found.enumerated() where cluster.owner == nil {
            clusters.append(
                GridCluster(
                    level: cluster.isFine ? level + 1 : level, cx: cluster.cx, cy: cluster.cy, count: cluster.count,
                    sumX: cluster.sumX, sumY: cluster.sumY,
                    runs: start[index]..<start[index + 1]))
        }
        return (level, clusters, runs)
    }

    private struct Cell: Hashable {
        var x: Int
        var y: Int
    }

    /// A cluster while it is being made.
    private struct Found {
        var cx: Int
        var cy: Int
        var run: Range<Int>
        var sumX: UInt64
        var sumY: UInt64
        var count: Int
        /// The cluster that absorbed this one, if any.
        var owner: Int?
        /// A quarter of a split cell (one level finer): never merged.
        var isFine = false

        init(cx: Int, cy: Int, run: Range<Int>, sumX: UInt64, sumY: UInt64) {
            (self.cx, self.cy, self.run, self.sumX, self.sumY, count) = (cx, cy, run, sumX, sumY, run.count)
        }

        var centreX: Double { Double(sumX) / Double(count) }
        var centreY: Double { Double(sumY) / Double(count) }

        mutating func absorb(_ other: Found) {
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
        if x1 < x0 || bounds.crossesAntimeridian { x1 += 1 }
        let y0 = WebMercator.y(latitude: max(bounds.north, bounds.south))
        let y1 = WebMercator.y(latitude: min(bounds.north, bounds.south))
        let first = Int((x0 * cells).rounded(.down)) - 1
        let last = Int((x1 * cells).rounded(.down)) + 1
        columns = last - first + 1 >= side ? 0...(side - 1) : first...last
        rows = max(0, Int((y0 * cells).rounded(.down)) - 1)...min(side - 1, Int((y1 * cells).rounded(.down)) + 1)
    }

    var cellCount: Int { columns.count * rows.count }
}

import Foundation

/// `MapPointIndex`'s engine, with no generic parameter so that the compiler specialises every loop
/// of it (a generic index used from another module runs unspecialised code, dozens of times slower
/// in the sort and the query): quantised Web Mercator positions sorted by their Morton code, prefix
/// sums of x and y, and the grid queries over them.
struct MortonGrid: Sendable {
    /// Morton codes, ascending.
    var keys: [UInt64] = []
    /// Quantised x and y (0 … 2³² − 1 across the world), in the order of `keys`.
    var xs: [UInt32] = []
    var ys: [UInt32] = []
    /// `sumX[i]` is the sum of `xs[0..<i]` (and so for y): a run's centre in O(1).
    var sumX: [UInt64] = [0]
    var sumY: [UInt64] = [0]

    /// 2³², the grid of quantised positions across the world.
    static var scale: Double { 4_294_967_296 }

    /// The grid of these coordinates, and for each sorted position the index of the coordinate it
    /// came from. - Complexity: O(n log n): one sort of 64-bit codes.
    static func sorting(_ coordinates: [LocationCoordinate]) -> (grid: MortonGrid, order: [Int]) {
        var entries: [Entry] = []
        entries.reserveCapacity(coordinates.count)
        for (index, coordinate) in coordinates.enumerated() {
            let (x, y) = quantise(coordinate)
            entries.append(Entry(key: Morton.code(x, y), x: x, y: y, index: Int32(index)))
        }
        entries.sort { $0.key < $1.key }
        return (
            MortonGrid(keys: entries.map(\.key), xs: entries.map(\.x), ys: entries.map(\.y)),
            entries.map { Int($0.index) }
        )
    }

    private struct Entry {
        var key: UInt64
        var x: UInt32
        var y: UInt32
        var index: Int32
    }

    /// The grid of positions already in Morton order.
    /// - Complexity: O(n).
    init(keys: [UInt64], xs: [UInt32], ys: [UInt32]) {
        self.keys = keys
        self.xs = xs
        self.ys = ys
        sumX.reserveCapacity(xs.count + 1)
        sumY.reserveCapacity(ys.count + 1)
        for (x, y) in zip(xs, ys) {
            sumX.append(sumX.last! &+ UInt64(x))
            sumY.append(sumY.last! &+ UInt64(y))
        }
    }

    init() {}

    /// The positions whose `keep` is true, in the same order. - Complexity: O(n).
    func filtered(_ keep: [Bool]) -> MortonGrid {
        let kept = keep.indices.filter { keep[$0] }
        return MortonGrid(keys: kept.map { keys[$0] }, xs: kept.map { xs[$0] }, ys: kept.map { ys[$0] })
    }

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

    /// The coordinate of sorted position `position`. - Complexity: O(1).
    func coordinate(at position: Int) -> LocationCoordinate {
        Self.coordinate(x: Double(xs[position]), y: Double(ys[position]))
    }

    /// The bounds of the positions in `runs`. - Complexity: O(positions).
    func bounds(of runs: some Sequence<Range<Int>>) -> CoordinateBounds {
        var (minX, minY, maxX, maxY) = (UInt32.max, UInt32.max, UInt32.min, UInt32.min)
        for run in runs {
            for position in run {
                (minX, maxX) = (min(minX, xs[position]), max(maxX, xs[position]))
                (minY, maxY) = (min(minY, ys[position]), max(maxY, ys[position]))
            }
        }
        let northWest = Self.coordinate(x: Double(minX), y: Double(minY))
        let southEast = Self.coordinate(x: Double(maxX), y: Double(maxY))
        return CoordinateBounds(
            south: southEast.latitude, west: northWest.longitude, north: northWest.latitude,
            east: southEast.longitude)
    }

    // MARK: - Cells

    /// The run of positions in cell (`cx`, `cy`) of the level-`level` grid, or nil when it is empty.
    /// - Complexity: O(log n), at most two binary searches.
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

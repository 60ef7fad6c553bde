extension MapPointIndex {
    /// Traps when the index's arrays disagree; compiled in only with FOODPIN_INTERNAL_CHECKS (debug
    /// builds and tests), run at the end of every build of an index.
    /// - Complexity: O(n).
    func checkInvariants() {
        #if FOODPIN_INTERNAL_CHECKS
            let n = ids.count
            precondition(
                grid.keys.count == n && grid.xs.count == n && grid.ys.count == n,
                "MapPointIndex: arrays of different lengths")
            precondition(
                grid.sumX.count == n + 1 && grid.sumY.count == n + 1, "MapPointIndex: sums of the wrong length")
            precondition(Set(ids).count == n, "MapPointIndex: an identifier given twice")
            for position in 0..<n {
                precondition(
                    position == 0 || grid.keys[position - 1] <= grid.keys[position], "MapPointIndex: codes out of order"
                )
                precondition(
                    grid.keys[position] == Morton.code(grid.xs[position], grid.ys[position]),
                    "MapPointIndex: a wrong code")
                precondition(
                    grid.sumX[position + 1] == grid.sumX[position] &+ UInt64(grid.xs[position]),
                    "MapPointIndex: sum of x")
                precondition(
                    grid.sumY[position + 1] == grid.sumY[position] &+ UInt64(grid.ys[position]),
                    "MapPointIndex: sum of y")
            }
        #endif
    }
}

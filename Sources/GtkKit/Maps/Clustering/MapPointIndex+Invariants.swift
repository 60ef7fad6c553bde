extension MapPointIndex {
    /// Traps when the index's arrays disagree; compiled in only with FOODPIN_INTERNAL_CHECKS (debug
    /// builds and tests), run at the end of every build of an index.
    /// - Complexity: O(n).
    func checkInvariants() {
        #if FOODPIN_INTERNAL_CHECKS
            let n = ids.count
            precondition(
                keys.count == n && xs.count == n && ys.count == n, "MapPointIndex: arrays of different lengths")
            precondition(sumX.count == n + 1 && sumY.count == n + 1, "MapPointIndex: prefix sums of the wrong length")
            precondition(positions.count == n, "MapPointIndex: an identifier twice, or a lost one")
            for position in 0..<n {
                precondition(position == 0 || keys[position - 1] <= keys[position], "MapPointIndex: codes out of order")
                precondition(keys[position] == Morton.code(xs[position], ys[position]), "MapPointIndex: a wrong code")
                precondition(sumX[position + 1] == sumX[position] &+ UInt64(xs[position]), "MapPointIndex: sum of x")
                precondition(sumY[position + 1] == sumY[position] &+ UInt64(ys[position]), "MapPointIndex: sum of y")
                precondition(positions[ids[position]] == position, "MapPointIndex: a misplaced identifier")
            }
        #endif
    }
}

extension RowList {
    /// Runs `checkInvariants()` when internal checks are compiled in (debug builds and tests).
    @inline(__always)
    func checkAfterMutation() {
        #if FOODPIN_INTERNAL_CHECKS
            checkInvariants()
        #endif
    }

    /// Traps if the side tables disagree with the rows: cached objects out of order, past the end or
    /// owning another row than their entry's, a ghost without its object or not vanishing, appearing
    /// ranges out of order or past the end.
    /// - Complexity: O(c + g + a) for c row objects alive, g ghosts and a appearing ranges.
    func checkInvariants() {
        var previous = -1
        for entry in objects.entries {
            precondition(
                entry.position > previous && entry.position < count,
                "row list invariant: object at \(entry.position) after \(previous), \(count) rows")
            precondition(
                RowObject.row(of: entry.object.pointer) === entry.row,
                "row list invariant: the object at \(entry.position) owns another row")
            previous = entry.position
        }
        previous = -1
        for ghost in ghosts.entries {
            precondition(ghost.position > previous, "row list invariant: ghosts out of order at \(ghost.position)")
            precondition(
                objects.entry(at: ghost.position)?.row === ghost.held.row && ghost.held.row.isVanishing,
                "row list invariant: the ghost at \(ghost.position) is not the vanishing row cached there")
            previous = ghost.position
        }
        previous = 0
        for range in appearingRanges {
            precondition(
                !range.isEmpty && range.lowerBound >= previous && range.upperBound <= count,
                "row list invariant: appearing rows \(range) after \(previous), \(count) rows")
            previous = range.upperBound
        }
    }
}

/// Where the vanishing rows sit in the list store, so that rows of the snapshot ("live" rows) can be
/// mapped to store positions while deleted rows are still animating out.
///
/// A store position p holds live row p minus the number of ghosts before it. Ghosts are few (the
/// visible deleted rows of the running animations), so the ledger is a short sorted array.
@MainActor
struct GhostLedger {
    private(set) var entries: [(position: Int, row: RowRef)] = []

    var count: Int { entries.count }
    var isEmpty: Bool { entries.isEmpty }

    /// The store position of live row `live` (or, for `live == liveCount`, the end of the store).
    /// Ghosts just before that row come before the returned position.
    /// - Complexity: O(g) for g ghosts.
    func storePosition(ofLive live: Int) -> Int {
        var position = live
        for entry in entries {
            if entry.position <= position { position += 1 } else { break }
        }
        return position
    }

    /// The live row at a store position, or nil if a ghost is there.
    /// - Complexity: O(g).
    func liveRow(atStore position: Int) -> Int? {
        var before = 0
        for entry in entries {
            if entry.position == position { return nil }
            if entry.position < position { before += 1 } else { break }
        }
        return position - before
    }

    /// Whether a ghost is at `position`.
    func contains(position: Int) -> Bool { entries.contains { $0.position == position } }

    /// The store position of a ghost row, if it is one.
    func position(of row: RowRef) -> Int? { entries.first { $0.row === row }?.position }

    /// Records a ghost at `position` (a row already in the store).
    mutating func add(_ row: RowRef, at position: Int) {
        let index = entries.firstIndex { $0.position > position } ?? entries.count
        entries.insert((position, row), at: index)
    }

    /// Forgets the ghost at `position` (the caller removes it from the store, then calls `shift`).
    mutating func remove(at position: Int) {
        entries.removeAll { $0.position == position }
    }

    /// Accounts for a store splice at `position` that removed `removed` rows and added `added`:
    /// ghosts at or after `position + removed` move by `added - removed`.
    /// - Precondition: no ghost lies inside the removed range.
    mutating func shift(splicedAt position: Int, removed: Int, added: Int) {
        let delta = added - removed
        guard delta != 0 else { return }
        for index in entries.indices where entries[index].position >= position + removed {
            entries[index].position += delta
        }
    }

    mutating func removeAll() { entries.removeAll() }
}

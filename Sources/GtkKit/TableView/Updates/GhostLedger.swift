/// Where the vanishing rows sit in the list model, so that rows of the snapshot ("live" rows) can be
/// mapped to model positions while deleted rows are still animating out.
///
/// A model position p holds live row p minus the number of ghosts before it. Ghosts are few (the
/// visible deleted rows of the running animations), so the ledger is a short sorted array. Each ghost
/// holds its row's object, so that GTK is given the same object (and its vanishing state) for as long
/// as the row stays in the model.
@MainActor
struct GhostLedger {
    private(set) var entries: [(position: Int, held: HeldRow)] = []

    var count: Int { entries.count }
    var isEmpty: Bool { entries.isEmpty }

    /// The model position of live row `live` (or, for `live == liveCount`, the end of the model).
    /// Ghosts just before that row come before the returned position.
    /// - Complexity: O(g) for g ghosts.
    func modelPosition(ofLive live: Int) -> Int {
        var position = live
        for entry in entries {
            if entry.position <= position { position += 1 } else { break }
        }
        return position
    }

    /// The live row at a model position, or nil if a ghost is there.
    /// - Complexity: O(g).
    func liveRow(atModel position: Int) -> Int? {
        var before = 0
        for entry in entries {
            if entry.position == position { return nil }
            if entry.position < position { before += 1 } else { break }
        }
        return position - before
    }

    /// Whether a ghost is at `position`.
    /// - Complexity: O(g).
    func contains(position: Int) -> Bool { entries.contains { $0.position == position } }

    /// The model position of a ghost row, if it is one.
    /// - Complexity: O(g).
    func position(of row: RowRef) -> Int? { entries.first { $0.held.row === row }?.position }

    /// Records a ghost at `position` (a row already in the model), holding its object.
    mutating func add(_ held: HeldRow, at position: Int) {
        let index = entries.firstIndex { $0.position > position } ?? entries.count
        entries.insert((position, held), at: index)
    }

    /// Forgets the ghost at `position` and hands back its object (the caller removes the row from the
    /// model first, then lets the object go).
    mutating func remove(at position: Int) -> HeldRow? {
        guard let index = entries.firstIndex(where: { $0.position == position }) else { return nil }
        return entries.remove(at: index).held
    }

    /// Accounts for a model splice at `position` that removed `removed` rows and added `added`:
    /// ghosts at or after `position + removed` move by `added - removed`.
    /// - Precondition: no ghost lies inside the removed range.
    /// - Complexity: O(g).
    mutating func shift(splicedAt position: Int, removed: Int, added: Int) {
        assert(
            !entries.contains { $0.position >= position && $0.position < position + removed },
            "a ghost was spliced out of the model behind the ledger's back")
        let delta = added - removed
        guard delta != 0 else { return }
        for index in entries.indices where entries[index].position >= position + removed {
            entries[index].position += delta
        }
    }

    /// Forgets every ghost and hands back their objects.
    mutating func removeAll() -> [HeldRow] {
        defer { entries.removeAll() }
        return entries.map(\.held)
    }
}

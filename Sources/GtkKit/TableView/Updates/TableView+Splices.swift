import Diffable

extension TableView {
    /// The splices for `difference`: computed here from the batch form when it holds only item
    /// deletions and insertions (the common case: O(k) for k changed rows, instead of the O(n) pass of
    /// `splices(includingSectionHeaders:)` over every row), else Diffable's.
    ///
    /// Deleted rows are removed from the last run to the first (old positions stay valid), then
    /// inserted rows are added from the first run to the last (new positions are then valid); each run
    /// of adjacent rows is one splice.
    /// - Complexity: O(k + s) for k changed rows and s sections, on the fast path.
    func splices<Section, Item>(for difference: SnapshotDifference<Section, Item>, to snapshot: DiffableSnapshot<Section, Item>,
                                newStarts: [Int], headers: Bool) -> [ListSplice<SnapshotRow<Section, Item>>] {
        guard difference.sectionDeletes.isEmpty, difference.sectionInserts.isEmpty, difference.sectionMoves.isEmpty,
              difference.sectionReloads.isEmpty, difference.itemMoves.isEmpty, difference.itemReloads.isEmpty,
              sectionStarts.count == newStarts.count
        else { return difference.splices(includingSectionHeaders: headers) }
        let header = headers ? 1 : 0
        var splices: [ListSplice<SnapshotRow<Section, Item>>] = []

        let deleted = difference.itemDeletes.map { sectionStarts[$0.section] + header + $0.item }
        var end = deleted.count
        while end > 0 {
            var start = end - 1
            while start > 0 && deleted[start - 1] == deleted[start] - 1 { start -= 1 }
            splices.append(ListSplice(position: deleted[start], removedCount: end - start, inserted: []))
            end = start
        }

        let inserts = difference.itemInserts
        var index = 0
        while index < inserts.count {
            let first = newStarts[inserts[index].section] + header + inserts[index].item
            var rows: [SnapshotRow<Section, Item>] = []
            var row = first
            while index < inserts.count, newStarts[inserts[index].section] + header + inserts[index].item == row,
                  let item = snapshot.itemIdentifier(at: inserts[index]) {
                rows.append(.item(item))
                row += 1
                index += 1
            }
            if rows.isEmpty { return difference.splices(includingSectionHeaders: headers) }
            splices.append(ListSplice(position: first, removedCount: 0, inserted: rows))
        }
        return splices
    }

    /// The row of each section's first row (header or item) in `snapshot` laid out flat.
    /// - Complexity: O(s) for s sections, one hash each.
    func sectionStarts<Section, Item>(of snapshot: DiffableSnapshot<Section, Item>, headers: Bool) -> [Int] {
        var starts: [Int] = []
        starts.reserveCapacity(snapshot.numberOfSections)
        var total = 0
        for section in snapshot.sectionIdentifiers {
            starts.append(total)
            total += snapshot.numberOfItems(inSection: section) + (headers ? 1 : 0)
        }
        return starts
    }
}

import Testing

@testable import Diffable

/// `splices(includingSectionHeaders:)` takes a fast path (from the batch form, O(k + s)) when a
/// difference only deletes and inserts items. It must give exactly the splices of the general pass
/// over every row, and replay.
@Suite struct SpliceFastPathTests {
    /// Random sectioned pairs edited only by item deletions and insertions (plus reconfigures, which
    /// need no splice): the fast path is taken and equals the general path, with and without headers.
    @Test func fastPathEqualsGeneralPath() {
        var rng = SeededGenerator(seed: 0xFA57_5011)
        var taken = 0
        for pair in 0..<5_000 {
            let size =
                Int.random(in: 0..<10, using: &rng) == 0
                ? Int.random(in: 100...1_500, using: &rng)
                : Int.random(in: 0...40, using: &rng)
            let oldLayout = DifferencePropertyTests.randomLayout(size: size, using: &rng)
            var newLayout = oldLayout
            var nextItem = 1_000_000
            for _ in 0..<Int.random(in: 0...4, using: &rng) where !newLayout.isEmpty {
                let s = Int.random(in: 0..<newLayout.count, using: &rng)
                let runs = Int.random(in: 1...3, using: &rng)
                for _ in 0..<runs {
                    let length = Int.random(in: 1...4, using: &rng)
                    if Bool.random(using: &rng), !newLayout[s].items.isEmpty {
                        let start = Int.random(in: 0..<newLayout[s].items.count, using: &rng)
                        newLayout[s].items.removeSubrange(start..<Swift.min(start + length, newLayout[s].items.count))
                    } else {
                        let at = Int.random(in: 0...newLayout[s].items.count, using: &rng)
                        let fresh = (0..<length).map { _ in
                            nextItem += 1; return nextItem
                        }
                        newLayout[s].items.insert(contentsOf: fresh, at: at)
                    }
                }
            }
            let old = makeSnapshot(oldLayout.map { ($0.section, $0.items) })
            var new = makeSnapshot(newLayout.map { ($0.section, $0.items) })
            if let item = new.itemIdentifiers.randomElement(using: &rng), Bool.random(using: &rng) {
                new.reconfigureItems([item])
            }
            let difference = checkedDifference(from: old, to: new)
            #expect(difference.hasOnlyItemDeletesAndInserts, "pair \(pair): \(difference)")
            for headers in [false, true] {
                let fast = difference.itemSplices(includingSectionHeaders: headers)
                let general = difference.generalSplices(includingSectionHeaders: headers)
                #expect(
                    fast == general, "pair \(pair), headers \(headers)\nold: \(old)\nnew: \(new)\ndiff: \(difference)")
                #expect(difference.splices(includingSectionHeaders: headers) == fast)
            }
            if !difference.itemDeletes.isEmpty || !difference.itemInserts.isEmpty { taken += 1 }
        }
        #expect(taken > 3_000)
    }

    /// Random pairs of every kind: whenever the delete-and-insert path applies it equals the general
    /// path; with moves (and no section change) `splices` removes and inserts each moved row; else it is
    /// the general path.
    @Test func splicesPicksTheRightPath() {
        var rng = SeededGenerator(seed: 0x5_11CE)
        var fastPairs = 0, generalPairs = 0
        for _ in 0..<3_000 {
            let oldLayout = DifferencePropertyTests.randomLayout(size: Int.random(in: 0...30, using: &rng), using: &rng)
            var nextItem = 1_000_000
            let newLayout = DifferencePropertyTests.mutate(oldLayout, nextItem: &nextItem, using: &rng)
            let old = makeSnapshot(oldLayout.map { ($0.section, $0.items) })
            var new = makeSnapshot(newLayout.map { ($0.section, $0.items) })
            DifferencePropertyTests.mark(&new, using: &rng)
            let difference = checkedDifference(from: old, to: new)
            for headers in [false, true] {
                let general = difference.generalSplices(includingSectionHeaders: headers)
                if difference.hasOnlyItemChanges && !difference.hasOnlyItemDeletesAndInserts {
                    // Moves: each moved row is removed and inserted (O(k), no pass over the rows;
                    // `checkedDifference` replayed it). The general path may keep a moved row whose
                    // place among the rows is unchanged, so it can touch fewer rows, never more.
                    let moves = difference.splices(includingSectionHeaders: headers)
                    #expect(moves.reduce(0) { $0 + $1.removedCount } >= general.reduce(0) { $0 + $1.removedCount })
                } else {
                    #expect(difference.splices(includingSectionHeaders: headers) == general, "\(difference)")
                }
                if difference.hasOnlyItemDeletesAndInserts {
                    #expect(difference.itemSplices(includingSectionHeaders: headers) == general, "\(difference)")
                }
            }
            if difference.hasOnlyItemDeletesAndInserts { fastPairs += 1 } else { generalPairs += 1 }
        }
        #expect(fastPairs > 300 && generalPairs > 300)
    }

    /// Named cases with exact splices.
    @Test func exactSplices() {
        let old = makeSnapshot([("a", [1, 2, 3, 4]), ("b", [5, 6])])
        let new = makeSnapshot([("a", [1, 9, 3]), ("b", [5, 6, 7])])
        let difference = SnapshotDifference(from: old, to: new)
        #expect(difference.hasOnlyItemDeletesAndInserts)
        #expect(
            difference.splices(includingSectionHeaders: false) == [
                ListSplice(position: 1, removedCount: 1, inserted: [.item(9)]),
                ListSplice(position: 3, removedCount: 1, inserted: []),
                ListSplice(position: 5, removedCount: 0, inserted: [.item(7)]),
            ])
        #expect(
            difference.splices(includingSectionHeaders: true) == [
                ListSplice(position: 2, removedCount: 1, inserted: [.item(9)]),
                ListSplice(position: 4, removedCount: 1, inserted: []),
                ListSplice(position: 7, removedCount: 0, inserted: [.item(7)]),
            ])
    }
}

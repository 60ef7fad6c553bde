// The `diff` suite's `delete-path` case: the main thread's delete in Diffable — copy the shown
// snapshot, `deleteItems` of one item, the difference to apply — against list size, 1,000 to
// 3,000,000 items, for
//
//   diffable   the snapshot as it is: the copy shares storage, the delete copies the path to one
//              chunk and the path to one index shard, the difference skips what is shared, a node at
//              a time
//   flat       the O(n) path it replaced: copy a flat array of the ids, find and remove the item,
//              and the full diff engine on two snapshots that share nothing (what a snapshot kept
//              in flat arrays paid: a copy, a renumbering and a scan per delete)
//
// `scripts/plot-delete-cost.sh` draws these rows (`make bench-plot`: docs/figures/delete-cost.png).
import Diffable
import Foundation
import TestSupport

extension DiffBenchmarks {
    static let deletePathSizes = [1_000, 3_000, 10_000, 30_000, 100_000, 300_000, 1_000_000, 3_000_000]

    static func runDeletePath(_ reporter: inout Reporter) {
        for n in deletePathSizes {
            var rng = SeededGenerator(seed: UInt64(n) &+ 7)
            let items = uuids(n, using: &rng)
            let doomed = items[n / 2]
            let shown = snapshot(items, sections: 1)
            let shared = measure(runs: 15) {
                var copy = shown
                copy.deleteItems([doomed])
                blackHole(SnapshotDifference(from: shown, to: copy))
            }
            reporter.record("diff", impl: "diffable", case: "delete-path", n: n, seconds: shared)
            var remaining = items
            remaining.remove(at: n / 2)
            let (old, new) = (snapshot(items, sections: 1), snapshot(remaining, sections: 1))
            let copy = measure(runs: 15) {
                var copy = items
                copy.remove(at: copy.firstIndex(of: doomed)!)
                blackHole(copy)
            }
            let diff = measure(runs: 15) { blackHole(SnapshotDifference(from: old, to: new)) }
            reporter.record("diff", impl: "flat", case: "delete-path", n: n, seconds: copy + diff)
        }
    }
}

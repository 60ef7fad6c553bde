// Figures for issue 2 part 2: the snapshot diff against Swift's own
// `newItems.difference(from: oldItems).inferringMoves()`, at 10k, 100k and 1M UUID items.
//
//   churn      10% deleted, 10% inserted, 2% moved
//   nochange   an equal snapshot built from a copy of the items (no shared storage)
//   append100  100 items added at the end
//   reversed   the same items in reverse order
//   build      a snapshot of n items in 10 sections, from an array (10 appends after reserveCapacity)
//   build-grow the same without reserveCapacity: the item table grows as the appends come
//   delete1    the seed's delete: a copy of a snapshot (sharing its storage), `deleteItems` of one
//              item in the middle (the copy pays for the storage it edits); baseline `array`: the
//              same on a plain `[UUID]` (copy, `firstIndex(of:)`, `remove(at:)`)
//   diff-after-editK  the difference of a snapshot and its copy after K edits (K = 1: one deletion;
//              K = 100: 50 deletions and 50 insertions at random places), the copy sharing the
//              storage it did not edit; baseline `diffable-unshared`: the same two snapshots rebuilt
//              from their items, so that nothing is shared (the full engine's time)
//   diff-after-move1  the same after one item moved down by one place (To-Do's Alt+Down);
//              diff-after-move1-far: one item moved from a quarter to three quarters of the list;
//              diff-after-move10: ten items each moved down by one to seven places
//   delete-path the main thread's delete against list size, 1k to 1M (DeletePathBenchmarks.swift)
//
// `diffable` times `SnapshotDifference(from:to:)` (the batch form); `diffable+splices` adds the GTK
// splices. The diff cases use one section so that the stdlib baseline sees the same list. The stdlib
// diff is quadratic in the number of changes: each case's time at the next size is estimated from the
// previous one and skipped past 60 s.
// FOODPIN_BENCH_SIZES=100000,1000000 runs those sizes only; FOODPIN_BENCH_IMPL=diffable leaves the
// stdlib baseline out (for a quick look at our own figures).
import Diffable
import Foundation
import TestSupport

extension Suite {
    static let diff = Suite(
        name: "diff", run: { DiffBenchmarks.run(&$0) },
        peakCases: [
            PeakCase(name: "churn-1M", impl: "diffable", n: 1_000_000, body: { DiffBenchmarks.peakChurn() })
        ])
}

enum DiffBenchmarks {
    static let sizes =
        ProcessInfo.processInfo.environment["FOODPIN_BENCH_SIZES"].map {
            $0.split(separator: ",").compactMap { Int($0) }
        } ?? [10_000, 100_000, 1_000_000]
    static let withStdlib = ProcessInfo.processInfo.environment["FOODPIN_BENCH_IMPL"] != "diffable"
    static let stdlibLimit = 60.0

    struct Workload {
        var name: String
        var old: [UUID]
        var new: [UUID]
        /// How the stdlib diff's time grows with n for this case (2: quadratic, 1: linear).
        var stdlibExponent: Double
    }

    static func run(_ reporter: inout Reporter) {
        var stdlibLast: [String: (n: Int, seconds: Double)] = [:]
        for n in sizes {
            var rng = SeededGenerator(seed: UInt64(n))
            for workload in workloads(n, using: &rng) {
                let old = snapshot(workload.old, sections: 1), new = snapshot(workload.new, sections: 1)
                let diff = measure { blackHole(SnapshotDifference(from: old, to: new)) }
                reporter.record("diff", impl: "diffable", case: workload.name, n: n, seconds: diff)
                let splices = measure {
                    blackHole(SnapshotDifference(from: old, to: new).splices(includingSectionHeaders: false))
                }
                reporter.record("diff", impl: "diffable+splices", case: workload.name, n: n, seconds: splices)

                guard withStdlib else { continue }
                if let last = stdlibLast[workload.name] {
                    let estimate = last.seconds * pow(Double(n) / Double(last.n), workload.stdlibExponent)
                    if estimate > stdlibLimit {
                        reporter.skipped(
                            "diff", impl: "stdlib", case: workload.name, n: n,
                            reason: String(
                                format: "estimated %.0f s from %.2f s at n = %d", estimate, last.seconds, last.n))
                        stdlibLast[workload.name] = (n, estimate)
                        continue
                    }
                }
                let (oldItems, newItems) = (workload.old, workload.new)
                let stdlib = timeAdaptively { blackHole(newItems.difference(from: oldItems).inferringMoves()) }
                reporter.record("diff", impl: "stdlib", case: workload.name, n: n, seconds: stdlib)
                stdlibLast[workload.name] = (n, stdlib)
            }
            let items = uuids(n, using: &rng)
            let build = measure { blackHole(snapshot(items, sections: 10)) }
            reporter.record("diff", impl: "diffable", case: "build", n: n, seconds: build)
            let unreserved = measure { blackHole(snapshot(items, sections: 10, reserving: false)) }
            reporter.record("diff", impl: "diffable", case: "build-grow", n: n, seconds: unreserved)
            let shown = snapshot(items, sections: 1)
            let delete = measure {
                var copy = shown
                copy.deleteItems([items[n / 2]])
                blackHole(copy)
            }
            reporter.record("diff", impl: "diffable", case: "delete1", n: n, seconds: delete)
            let array = measure {
                var copy = items
                copy.remove(at: copy.firstIndex(of: items[n / 2])!)
                blackHole(copy)
            }
            reporter.record("diff", impl: "array", case: "delete1", n: n, seconds: array)
            for k in [1, 100] {
                let edited = self.edited(shown, edits: k, using: &rng)
                recordShared("diff-after-edit\(k)", from: shown, to: edited, n: n, &reporter)
            }
            for (name, edited) in moved(shown, items: items) {
                recordShared(name, from: shown, to: edited, n: n, &reporter)
            }
        }
        runDeletePath(&reporter)
    }

    /// Records the difference of `shown` and its edited copy `edited` (`diffable`), with the splices
    /// (`diffable+splices`), and of the two rebuilt from their items (`diffable-unshared`).
    static func recordShared(
        _ name: String, from shown: DiffableSnapshot<Int, UUID>, to edited: DiffableSnapshot<Int, UUID>, n: Int,
        _ reporter: inout Reporter
    ) {
        let shared = measure { blackHole(SnapshotDifference(from: shown, to: edited)) }
        reporter.record("diff", impl: "diffable", case: name, n: n, seconds: shared)
        let splices = measure {
            blackHole(SnapshotDifference(from: shown, to: edited).splices(includingSectionHeaders: false))
        }
        reporter.record("diff", impl: "diffable+splices", case: name, n: n, seconds: splices)
        let (old, new) = (snapshot(shown.itemIdentifiers, sections: 1), snapshot(edited.itemIdentifiers, sections: 1))
        let unshared = measure { blackHole(SnapshotDifference(from: old, to: new)) }
        reporter.record("diff", impl: "diffable-unshared", case: name, n: n, seconds: unshared)
    }

    /// Copies of `shown` (whose items are `items`, in order) after moves, by case name: one item moved
    /// down by one place in the middle (To-Do's Alt+Down), one moved from a quarter to three quarters,
    /// ten moved down by one to seven places at random (their own generator: the other cases' items
    /// stay what they were).
    static func moved(_ shown: DiffableSnapshot<Int, UUID>, items: [UUID]) -> [(String, DiffableSnapshot<Int, UUID>)] {
        let n = items.count
        var rng = SeededGenerator(seed: UInt64(n) &+ 11)
        var one = shown, far = shown, ten = shown
        one.moveItem(items[n / 2], afterItem: items[n / 2 + 1])
        far.moveItem(items[n / 4], afterItem: items[3 * n / 4])
        for _ in 0..<10 {
            let index = Int(rng.next() % UInt64(n - 8))
            let item = ten.itemIdentifier(at: IndexPath(item: index, section: 0))!
            let anchor = ten.itemIdentifier(at: IndexPath(item: index + 1 + Int(rng.next() % 7), section: 0))!
            ten.moveItem(item, afterItem: anchor)
        }
        return [("diff-after-move1", one), ("diff-after-move1-far", far), ("diff-after-move10", ten)]
    }

    /// A copy of `snapshot` after `edits` edits: deletions of random items, and (every other edit, from
    /// the second) insertions of new items before random ones.
    static func edited(_ snapshot: DiffableSnapshot<Int, UUID>, edits: Int, using rng: inout SeededGenerator)
        -> DiffableSnapshot<Int, UUID>
    {
        var copy = snapshot
        for edit in 0..<edits {
            let index = Int(rng.next() % UInt64(copy.numberOfItems(inSection: 0)))
            let anchor = copy.itemIdentifier(at: IndexPath(item: index, section: 0))!
            if edit % 2 == 0 {
                copy.deleteItems([anchor])
            } else {
                copy.insertItems(uuids(1, using: &rng), beforeItem: anchor)
            }
        }
        return copy
    }

    /// The 1M churn diff, alone in its process, for the peak-memory figure.
    static func peakChurn() {
        var rng = SeededGenerator(seed: 1)
        let (old, new) = autoreleasepoolFree {
            let old = uuids(1_000_000, using: &rng)
            let new = churned(old, using: &rng)
            return (snapshot(old, sections: 1), snapshot(new, sections: 1))
        }
        let difference = SnapshotDifference(from: old, to: new)
        blackHole(difference.splices(includingSectionHeaders: false))
    }

    static func workloads(_ n: Int, using rng: inout SeededGenerator) -> [Workload] {
        let base = uuids(n, using: &rng)
        return [
            Workload(name: "churn", old: base, new: churned(base, using: &rng), stdlibExponent: 2),
            Workload(name: "nochange", old: base, new: base.map { $0 }, stdlibExponent: 1),
            Workload(name: "append100", old: base, new: base + uuids(100, using: &rng), stdlibExponent: 1),
            Workload(name: "reversed", old: base, new: base.reversed(), stdlibExponent: 2),
        ]
    }

    /// 10% of the items deleted, 10% new ones inserted at random places, 2% moved to random places.
    static func churned(_ base: [UUID], using rng: inout SeededGenerator) -> [UUID] {
        let n = base.count
        var keyed: [(key: Double, item: UUID)] = []
        keyed.reserveCapacity(n + n / 10)
        for (index, item) in base.enumerated() {
            switch rng.next() % 100 {
            case 0..<10: continue
            case 10..<12: keyed.append((Double(rng.next() % UInt64(n)) + 0.5, item))
            default: keyed.append((Double(index), item))
            }
        }
        for item in uuids(n / 10, using: &rng) { keyed.append((Double(rng.next() % UInt64(n)) + 0.25, item)) }
        keyed.sort { $0.key < $1.key }
        return keyed.map(\.item)
    }

    static func uuids(_ count: Int, using rng: inout SeededGenerator) -> [UUID] {
        (0..<count).map { _ in
            let a = rng.next(), b = rng.next()
            return withUnsafeBytes(of: (a, b)) { UUID(uuid: $0.load(as: uuid_t.self)) }
        }
    }

    /// A snapshot of `items` spread evenly over `sections` sections, appended section by section.
    static func snapshot(_ items: [UUID], sections: Int, reserving: Bool = true) -> DiffableSnapshot<Int, UUID> {
        var snapshot = DiffableSnapshot<Int, UUID>()
        if reserving { snapshot.reserveCapacity(items.count) }
        snapshot.appendSections(Array(0..<sections))
        let per = (items.count + sections - 1) / sections
        for section in 0..<sections {
            let start = Swift.min(items.count, section * per), end = Swift.min(items.count, start + per)
            if start < end { snapshot.appendItems(Array(items[start..<end]), toSection: section) }
        }
        return snapshot
    }

    /// Times one run; if it was quick, takes the median of five instead.
    static func timeAdaptively(_ body: () -> Void) -> Double {
        let start = DispatchTime.now().uptimeNanoseconds
        body()
        let once = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        return once > 0.5 ? once : measure(body)
    }

    /// Runs `body` so that its temporaries are released before the caller goes on.
    @inline(never)
    static func autoreleasepoolFree<T>(_ body: () -> T) -> T { body() }
}

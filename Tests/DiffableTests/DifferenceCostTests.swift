import Testing

@testable import Diffable

/// A ceiling on hash and `==` calls, counted by the items themselves: the diff hashes nothing (the
/// snapshots keep their items' hashes), compares at most twice per new item, and the splices neither
/// hash nor compare. Ceilings are per item, so the counts grow linearly with the size.
@Suite struct DifferenceCostTests {
    struct Case {
        var name: String
        var old: [Int]
        var new: [Int]
    }

    static func cases(_ n: Int) -> [Case] {
        var rng = SeededGenerator(seed: UInt64(n))
        let base = Array(0..<n)
        var churn = base.filter { _ in Int.random(in: 0..<10, using: &rng) != 0 }
        for k in 0..<(n / 10) { churn.insert(n + k, at: Int.random(in: 0...churn.count, using: &rng)) }
        for _ in 0..<(n / 50) {
            let item = churn.remove(at: Int.random(in: 0..<churn.count, using: &rng))
            churn.insert(item, at: Int.random(in: 0...churn.count, using: &rng))
        }
        return [
            Case(name: "churn", old: base, new: churn),
            Case(name: "nochange", old: base, new: base),
            Case(name: "reversed", old: base, new: base.reversed()),
            Case(name: "append100", old: base, new: base + (n..<(n + 100))),
            Case(name: "shuffled", old: base, new: base.shuffled(using: &rng)),
        ]
    }

    /// Builds three sections of counted items.
    static func snapshot(_ values: [Int], _ counter: CallCounter) -> DiffableSnapshot<Int, CountedItem> {
        let items = values.map { CountedItem(value: $0, counter: counter) }
        let third = items.count / 3
        return makeSnapshot([
            (0, Array(items[..<third])), (1, Array(items[third..<(2 * third)])), (2, Array(items[(2 * third)...])),
        ])
    }

    @Test(arguments: [1_000, 8_000])
    func hashesAndComparisonsAreLinear(n: Int) {
        for c in Self.cases(n) {
            let counter = CallCounter()
            let old = Self.snapshot(c.old, counter), new = Self.snapshot(c.new, counter)
            counter.hashes = 0
            counter.equalities = 0
            let difference = SnapshotDifference(from: old, to: new)
            let (hashes, equalities) = (counter.hashes, counter.equalities)
            #expect(hashes == 0, "\(c.name) at \(n): \(hashes) hashes")
            #expect(equalities <= 2 * c.new.count + 2, "\(c.name) at \(n): \(equalities) comparisons")
            if c.name == "nochange" { #expect(equalities <= c.new.count, "nochange: \(equalities) comparisons") }
            if c.name == "append100" {
                #expect(equalities <= c.old.count + 100, "append100: \(equalities) comparisons")
            }

            counter.hashes = 0
            counter.equalities = 0
            _ = difference.splices(includingSectionHeaders: true)
            _ = difference.splices(includingSectionHeaders: false)
            #expect(counter.total == 0, "\(c.name) at \(n): splices hashed or compared items \(counter.total) times")
            #expect(replayProblems(difference, from: old, to: new).isEmpty, "\(c.name) at \(n)")
        }
    }
}

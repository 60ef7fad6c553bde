import Testing

@testable import Diffable

/// The full engine's map from new items to old positions (`mapItems`: the walk of the two middles,
/// then a table of what it set aside) against the snapshot's own lookups, on lists large enough that
/// the walk gives up on the ones that do not line up, and with items whose hashes collide.
@Suite struct FullEngineMapTests {
    /// An item whose hash is shared by four values, so that equal hashes are common.
    struct Colliding: Hashable, Sendable {
        let value: Int
        static func == (lhs: Colliding, rhs: Colliding) -> Bool { lhs.value == rhs.value }
        func hash(into hasher: inout Hasher) { hasher.combine(value / 4) }
    }

    @Test(arguments: ["churn", "shuffle", "reverse", "blocks", "sections"])
    func mapEqualsLookups(kind: String) {
        var rng = SeededGenerator(seed: 0x3A9_0000 &+ UInt64(kind.utf8.count))
        for size in [50, 3_000, 12_000] {
            let items = Array(0..<size)
            var changed = items
            switch kind {
            case "churn":
                changed = []
                var next = size * 10
                for item in items {
                    switch Int.random(in: 0..<100, using: &rng) {
                    case 0..<10: continue
                    case 10..<20:
                        changed.append(next)
                        next += 1
                        changed.append(item)
                    case 20..<22: changed.insert(item, at: Int.random(in: 0...changed.count, using: &rng))
                    default: changed.append(item)
                    }
                }
            case "shuffle": changed.shuffle(using: &rng)
            case "reverse": changed.reverse()
            case "blocks":
                // Long runs that line up, with a few runs swapped and one reversed.
                let cut = size / 3
                changed = Array(items[cut..<(2 * cut)]) + items[..<cut].reversed() + items[(2 * cut)...]
            default: break
            }
            let sections = kind == "sections" ? 5 : 1
            check(items, changed, sections: sections, using: &rng)
            check(items.map(Colliding.init), changed.map(Colliding.init), sections: sections, using: &rng)
        }
    }

    func check<I: Hashable & Sendable>(
        _ oldItems: [I], _ newItems: [I], sections: Int, using rng: inout SeededGenerator
    ) {
        func split(_ items: [I], shuffled: Bool) -> [(Int, [I])] {
            var order = Array(0..<sections)
            if shuffled { order.shuffle(using: &rng) }
            let per = (items.count + sections - 1) / sections
            return order.enumerated().map { n, section in
                (section, Array(items[Swift.min(items.count, n * per)..<Swift.min(items.count, (n + 1) * per)]))
            }
        }
        // With several sections, the new snapshot's items sit in other sections than the old ones'.
        let old = makeSnapshot(split(oldItems, shuffled: false))
        let new = makeSnapshot(split(newItems, shuffled: sections > 1))
        let difference = checkedDifference(from: old, to: new)
        guard !difference.newToOld.isEmpty else { return }
        let flat = new.itemIdentifiers
        var wrong = 0
        for (k, item) in flat.enumerated() {
            let expected = old.indexPath(of: item).map { ItemPosition($0.section, $0.item) } ?? ItemPosition(-1, -1)
            if difference.newToOld[k] != expected { wrong += 1 }
        }
        #expect(wrong == 0, "\(wrong) of \(flat.count) new items mapped wrongly")
    }
}

import Testing

@testable import Diffable

/// Random pairs of sectioned snapshots from a seeded generator: every difference must replay exactly,
/// as a batch and as splices, and a snapshot compared with itself must give an empty difference.
@Suite struct DifferencePropertyTests {
    typealias Layout = [(section: Int, items: [Int])]

    @Test func tenThousandRandomPairsReplay() {
        var rng = SeededGenerator(seed: 0xF00D_7E57)
        var failures = 0
        for pair in 0..<10_000 {
            let roll = Int.random(in: 0..<100, using: &rng)
            let size =
                roll < 90
                ? Int.random(in: 0...30, using: &rng)
                : roll < 99 ? Int.random(in: 31...300, using: &rng) : Int.random(in: 301...2_000, using: &rng)
            let oldLayout = Self.randomLayout(size: size, using: &rng)
            var nextItem = 1_000_000
            let newLayout = Self.mutate(oldLayout, nextItem: &nextItem, using: &rng)
            let old = makeSnapshot(oldLayout.map { ($0.section, $0.items) })
            var new = makeSnapshot(newLayout.map { ($0.section, $0.items) })
            Self.mark(&new, using: &rng)

            let difference = SnapshotDifference(from: old, to: new)
            let problems = replayProblems(difference, from: old, to: new)
            if !problems.isEmpty {
                failures += 1
                if failures <= 3 {
                    Issue.record("pair \(pair): \(problems)\nold: \(old)\nnew: \(new)\ndiff: \(difference)")
                }
            }
            if pair % 10 == 0 {
                #expect(SnapshotDifference(from: old, to: old).isEmpty)
            }
        }
        #expect(failures == 0)
    }

    /// Up to six sections, `size` distinct items spread among them at random.
    static func randomLayout(size: Int, using rng: inout SeededGenerator) -> Layout {
        let sectionCount = size == 0 ? Int.random(in: 0...2, using: &rng) : Int.random(in: 1...6, using: &rng)
        let sections = Array((0..<10).shuffled(using: &rng).prefix(sectionCount))
        var layout: Layout = sections.map { ($0, []) }
        for item in (0..<(size * 2)).shuffled(using: &rng).prefix(size) {
            layout[Int.random(in: 0..<sectionCount, using: &rng)].items.append(item)
        }
        return layout
    }

    /// A few random edits, each chosen among the kinds a list sees: sections deleted, inserted, moved;
    /// items deleted, inserted, moved within and across sections; a section shuffled or reversed.
    static func mutate(_ layout: Layout, nextItem: inout Int, using rng: inout SeededGenerator) -> Layout {
        var layout = layout
        let total = layout.reduce(0) { $0 + $1.items.count }
        let edits = Int.random(in: 0...6, using: &rng)
        for _ in 0..<edits {
            switch Int.random(in: 0..<10, using: &rng) {
            case 0 where !layout.isEmpty:
                layout.remove(at: Int.random(in: 0..<layout.count, using: &rng))
            case 1:
                let used = Set(layout.map(\.section))
                if let id = (0..<12).filter({ !used.contains($0) }).randomElement(using: &rng) {
                    let count = Int.random(in: 0...3, using: &rng)
                    let items = (0..<count).map { _ in
                        nextItem += 1; return nextItem
                    }
                    layout.insert((id, items), at: Int.random(in: 0...layout.count, using: &rng))
                }
            case 2 where layout.count > 1:
                let section = layout.remove(at: Int.random(in: 0..<layout.count, using: &rng))
                layout.insert(section, at: Int.random(in: 0...layout.count, using: &rng))
            case 3 where !layout.isEmpty:
                let k = Int.random(in: 0...Swift.max(1, total / 5), using: &rng)
                for _ in 0..<k {
                    let s = Int.random(in: 0..<layout.count, using: &rng)
                    if !layout[s].items.isEmpty {
                        layout[s].items.remove(at: Int.random(in: 0..<layout[s].items.count, using: &rng))
                    }
                }
            case 4 where !layout.isEmpty:
                let k = Int.random(in: 1...Swift.max(1, total / 5), using: &rng)
                for _ in 0..<k {
                    let s = Int.random(in: 0..<layout.count, using: &rng)
                    nextItem += 1
                    layout[s].items.insert(nextItem, at: Int.random(in: 0...layout[s].items.count, using: &rng))
                }
            case 5...7 where !layout.isEmpty:
                let k = Int.random(in: 1...Swift.max(1, total / 20), using: &rng)
                for _ in 0..<k {
                    let from = Int.random(in: 0..<layout.count, using: &rng)
                    guard !layout[from].items.isEmpty else { continue }
                    let item = layout[from].items.remove(at: Int.random(in: 0..<layout[from].items.count, using: &rng))
                    let to =
                        Int.random(in: 0...3, using: &rng) == 0 ? Int.random(in: 0..<layout.count, using: &rng) : from
                    layout[to].items.insert(item, at: Int.random(in: 0...layout[to].items.count, using: &rng))
                }
            case 8 where !layout.isEmpty:
                let s = Int.random(in: 0..<layout.count, using: &rng)
                layout[s].items.shuffle(using: &rng)
            case 9 where !layout.isEmpty:
                let s = Int.random(in: 0..<layout.count, using: &rng)
                layout[s].items.reverse()
            default:
                break
            }
        }
        return layout
    }

    /// Marks a few random items and sections for reload or reconfigure.
    static func mark(_ snapshot: inout DiffableSnapshot<Int, Int>, using rng: inout SeededGenerator) {
        let items = snapshot.itemIdentifiers
        guard !items.isEmpty, Int.random(in: 0..<3, using: &rng) == 0 else { return }
        snapshot.reloadItems((0..<Int.random(in: 0...3, using: &rng)).map { _ in items.randomElement(using: &rng)! })
        snapshot.reconfigureItems(
            (0..<Int.random(in: 0...3, using: &rng)).map { _ in items.randomElement(using: &rng)! })
        if Int.random(in: 0..<4, using: &rng) == 0, let section = snapshot.sectionIdentifiers.randomElement(using: &rng)
        {
            snapshot.reloadSections([section])
        }
    }
}

/// No pointless move: dropping any one reported move (keeping that item in place instead) must break
/// the replay, on small random pairs where that can be checked one move at a time.
@Suite struct DifferenceMinimalityTests {
    @Test func everyMoveIsNeeded() {
        var rng = SeededGenerator(seed: 0x5EC7_10A5)
        var checked = 0
        for pair in 0..<2_000 {
            let oldLayout = DifferencePropertyTests.randomLayout(size: Int.random(in: 2...12, using: &rng), using: &rng)
            var nextItem = 1_000
            let newLayout = DifferencePropertyTests.mutate(oldLayout, nextItem: &nextItem, using: &rng)
            let old = makeSnapshot(oldLayout.map { ($0.section, $0.items) })
            let new = makeSnapshot(newLayout.map { ($0.section, $0.items) })
            let difference = checkedDifference(from: old, to: new)
            for (n, move) in difference.itemMoves.enumerated() {
                var weaker = difference
                weaker._itemMoves.remove(at: n)
                var problems: [String] = []
                if applyBatch(weaker, to: old, target: new, problems: &problems) == layout(new) && problems.isEmpty {
                    Issue.record("pair \(pair): move \(move) is not needed\nold: \(old)\nnew: \(new)")
                }
                checked += 1
            }
            for (n, move) in difference.sectionMoves.enumerated() {
                var weaker = difference
                weaker._sectionMoves.remove(at: n)
                var problems: [String] = []
                if applyBatch(weaker, to: old, target: new, problems: &problems) == layout(new) && problems.isEmpty {
                    Issue.record("pair \(pair): section move \(move) is not needed\nold: \(old)\nnew: \(new)")
                }
                checked += 1
            }
        }
        #expect(checked > 500)
    }
}

import Testing

@testable import Diffable

/// Moves through the shared-storage shortcut (issue 14, To-Do's reorder and tick): an edited copy in
/// which items moved, within a section or to another, diffs by the shortcut, with the full engine's
/// answer exactly (the same moves, chosen by the same longest increasing subsequence), and the runs'
/// subsequence keeps the items the full engine's keeps.
@Suite struct SharedMoveTests {
    typealias Layout = [(section: Int, items: [Int])]

    /// The shortcut's answer, or nil when it gives up (the two snapshots must have the same sections).
    static func shortcut<S, I>(from old: DiffableSnapshot<S, I>, to new: DiffableSnapshot<S, I>)
        -> SnapshotDifference<S, I>?
    {
        var engine = DiffEngine(old: old, new: new)
        var difference = SnapshotDifference(from: DiffableSnapshot<S, I>(), to: DiffableSnapshot<S, I>())
        return engine.runShared(into: &difference) ? difference : nil
    }

    /// The full engine's answer: both snapshots rebuilt from their items (nothing shared, so the
    /// shortcut gives up), with the new one's marks.
    static func fullEngine<S, I>(from old: DiffableSnapshot<S, I>, to new: DiffableSnapshot<S, I>)
        -> SnapshotDifference<S, I>
    {
        func rebuilt(_ snapshot: DiffableSnapshot<S, I>) -> DiffableSnapshot<S, I> {
            makeSnapshot(snapshot.sectionIdentifiers.map { ($0, snapshot.itemIdentifiers(inSection: $0)) })
        }
        // The invariant checks, O(n) after each mutation, are left to the callers' snapshots.
        return InternalChecks.$suspended.withValue(true) {
            var fresh = rebuilt(new)
            fresh.reloadItems(new._reloadedItems.order)
            fresh.reconfigureItems(new._reconfiguredItems.order)
            return SnapshotDifference(from: rebuilt(old), to: fresh)
        }
    }

    static func sameItemChanges<S, I>(_ a: SnapshotDifference<S, I>, _ b: SnapshotDifference<S, I>) -> Bool {
        a.itemDeletes == b.itemDeletes && a.itemInserts == b.itemInserts && a.itemMoves == b.itemMoves
            && a.itemReloads == b.itemReloads && a.itemReconfigures == b.itemReconfigures
    }

    /// Two sections of consecutive numbers: 0..<open and 1_000_000..<1_000_000 + done.
    static func twoSections(open: Int, done: Int) -> DiffableSnapshot<Int, Int> {
        makeSnapshot([(0, Array(0..<open)), (1, Array(1_000_000..<(1_000_000 + done)))])
    }

    /// Checks that the shortcut answers, with the full engine's answer, and that the difference replays.
    static func expectShortcut(
        from old: DiffableSnapshot<Int, Int>, to new: DiffableSnapshot<Int, Int>,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let answer = shortcut(from: old, to: new)
        let full = fullEngine(from: old, to: new)
        #expect(answer != nil, "the shortcut gave up", sourceLocation: sourceLocation)
        if let answer {
            #expect(sameItemChanges(answer, full), "shortcut: \(answer)\nfull: \(full)", sourceLocation: sourceLocation)
        }
        let difference = checkedDifference(from: old, to: new, sourceLocation: sourceLocation)
        #expect(sameItemChanges(difference, full), sourceLocation: sourceLocation)
        for headers in [false, true] {
            #expect(
                difference.splices(includingSectionHeaders: headers) == full.splices(includingSectionHeaders: headers),
                sourceLocation: sourceLocation)
        }
    }

    // MARK: - The shortcut answers

    /// Alt+Down and Alt+Up in To-Do: one item moved by one place, by a few, far; in a list spanning
    /// many chunks.
    @Test func oneItemMovedWithinASectionDiffsByTheShortcut() {
        let base = Self.twoSections(open: 9_000, done: 1_000)
        for (item, anchor, after) in [
            (1_800, 1_801, true), (1_801, 1_800, false), (1_800, 1_804, true), (1_804, 1_799, false),
            (10, 8_500, true), (8_500, 3, false), (0, 8_999, true), (8_999, 0, false), (2_047, 2_048, true),
        ] {
            var moved = base
            if after { moved.moveItem(item, afterItem: anchor) } else { moved.moveItem(item, beforeItem: anchor) }
            Self.expectShortcut(from: base, to: moved)
            Self.expectShortcut(from: moved, to: base)
        }
    }

    /// A tick in To-Do: an item moved into "Completed", reconfigured; and back out of it.
    @Test func oneItemMovedToAnotherSectionDiffsByTheShortcut() {
        let base = Self.twoSections(open: 9_000, done: 1_000)
        var ticked = base
        ticked.deleteItems([2_970])
        ticked.insertItems([2_970], beforeItem: 1_000_330)
        ticked.reconfigureItems([2_970])
        Self.expectShortcut(from: base, to: ticked)
        let answer = Self.shortcut(from: base, to: ticked)
        #expect(
            answer?.itemMoves
                == [IndexMove(from: IndexPath(item: 2_970, section: 0), to: IndexPath(item: 330, section: 1))])
        #expect(answer?.itemReconfigures == [IndexPath(item: 330, section: 1)])
        var unticked = ticked
        unticked.moveItem(2_970, beforeItem: 2_971)
        Self.expectShortcut(from: ticked, to: unticked)
        var last = base
        last.moveItem(5, afterItem: 1_000_999)
        Self.expectShortcut(from: base, to: last)
    }

    /// A handful of moves at once, near one another and far apart, with insertions and deletions.
    @Test func aHandfulOfMovesDiffByTheShortcut() {
        let base = Self.twoSections(open: 60_000, done: 1_000)
        var edited = base
        edited.moveItem(100, afterItem: 103)
        edited.moveItem(40_000, beforeItem: 20)
        edited.moveItem(101, afterItem: 102)
        edited.moveItem(27_000, afterItem: 1_000_500)
        edited.moveItem(1_000_010, beforeItem: 16_000)
        edited.deleteItems([50, 55_000])
        edited.insertItems([-1, -2], afterItem: 300)
        Self.expectShortcut(from: base, to: edited)
        Self.expectShortcut(from: edited, to: base)
    }

    /// Two neighbours swapped, twice over (To-Do's bench: the item at 20 % moved down, then the next
    /// one at 20 %): the full engine's tie between the two is kept.
    @Test func swapsKeepTheFullEnginesChoiceOfWhichItemMoved() {
        var snapshot = Self.twoSections(open: 9_000, done: 1_000)
        for _ in 0..<6 {
            let before = snapshot
            let item = snapshot.itemIdentifier(at: IndexPath(item: 1_800, section: 0))!
            let next = snapshot.itemIdentifier(at: IndexPath(item: 1_801, section: 0))!
            snapshot.moveItem(item, afterItem: next)
            Self.expectShortcut(from: before, to: snapshot)
        }
    }

    /// A move at a million items compares the edited chunks' items, not the list's, and hashes none.
    @Test func oneMoveAtAMillionTouchesTheEditedChunksOnly() {
        let counter = CallCounter()
        let (items, shown) = SharedSnapshotTests.million(counter)
        var copy = shown
        InternalChecks.$suspended.withValue(true) {
            copy.moveItem(items[200_000], afterItem: items[200_001])
            copy.moveItem(items[900_000], beforeItem: items[10])
        }
        counter.hashes = 0
        counter.equalities = 0
        let answer = Self.shortcut(from: shown, to: copy)
        #expect(counter.hashes == 0)
        #expect(
            counter.equalities <= 4 * ItemList<CountedItem>.chunkCapacity + 16, "\(counter.equalities) comparisons")
        #expect(
            answer?.itemMoves == [
                IndexMove(from: IndexPath(item: 900_000, section: 0), to: IndexPath(item: 10, section: 0)),
                IndexMove(from: IndexPath(item: 200_001, section: 0), to: IndexPath(item: 200_001, section: 0)),
            ])
        #expect(answer?.itemDeletes == [] && answer?.itemInserts == [])
        let difference = SnapshotDifference(from: shown, to: copy)
        #expect(difference.itemMoves == answer?.itemMoves)
    }

    /// Items both moved and reloaded: the shortcut gives up (the splices of such a difference need the
    /// full engine's map), and the full engine answers.
    @Test func aMovedAndReloadedItemLeavesItToTheFullEngine() {
        let base = Self.twoSections(open: 9_000, done: 10)
        var edited = base
        edited.moveItem(30, afterItem: 31)
        edited.reloadItems([4_000])
        #expect(Self.shortcut(from: base, to: edited) == nil)
        let difference = checkedDifference(from: base, to: edited)
        #expect(Self.sameItemChanges(difference, Self.fullEngine(from: base, to: edited)))
    }

    /// A stretch reversed in place, one move at a time: every item of it is out of step, each found
    /// by a lookup that scans a chunk; past a 512th of the items (at least 64) the shortcut gives up
    /// and the full engine, cheaper then, answers.
    @Test func aStretchShuffledInPlaceLeavesItToTheFullEngine() {
        let base = Self.twoSections(open: 9_000, done: 1_000)
        var reversed = base
        InternalChecks.$suspended.withValue(true) {
            // Each next item to the front of the stretch.
            for item in 4_001...4_300 { reversed.moveItem(item, beforeItem: item - 1) }
        }
        reversed._checkInvariants()
        #expect(reversed.itemIdentifiers(inSection: 0)[4_000...4_300].elementsEqual((4_000...4_300).reversed()))
        #expect(Self.shortcut(from: base, to: reversed) == nil)
        let difference = checkedDifference(from: base, to: reversed)
        #expect(Self.sameItemChanges(difference, Self.fullEngine(from: base, to: reversed)))
        #expect(difference.itemMoves.count == 300)
        // A few places shuffled stay with the shortcut.
        var shuffled = base
        for k in 0..<8 { shuffled.moveItem(4_020, beforeItem: 4_000 + k) }
        Self.expectShortcut(from: base, to: shuffled)
    }

    // MARK: - Parity over random edit scripts

    /// Random edit scripts rich in moves (within and across sections, by a few places or far) on
    /// copies of snapshots spanning many chunks: whenever the shortcut answers, its answer is the full
    /// engine's; every difference replays; and the shortcut answers most of the time.
    @Test func randomMovesThroughTheShortcutMatchTheFullEngine() {
        var rng = SeededGenerator(seed: 0x4D0_7E5)
        var next = 10_000_000
        var answered = 0, rounds = 0, withMoves = 0
        for round in 0..<60 {
            var base = DiffableSnapshot<Int, Int>()
            for s in 0..<Int.random(in: 1...3, using: &rng) {
                base.appendSections([s])
                let count = Int.random(in: 1...30_000, using: &rng)
                base.appendItems(Array((s * 100_000)..<(s * 100_000 + count)), toSection: s)
            }
            var edited = base
            InternalChecks.$suspended.withValue(true) {
                for _ in 0..<Int.random(in: 1...5, using: &rng) { Self.randomEdit(&edited, next: &next, using: &rng) }
                if Bool.random(using: &rng) { Self.randomMarks(&edited, using: &rng) }
            }
            edited._checkInvariants()
            for (old, new) in [(base, edited), (edited, base)] {
                rounds += 1
                let full = Self.fullEngine(from: old, to: new)
                if !full.itemMoves.isEmpty { withMoves += 1 }
                if let answer = Self.shortcut(from: old, to: new) {
                    answered += 1
                    #expect(Self.sameItemChanges(answer, full), "round \(round)\nshortcut: \(answer)\nfull: \(full)")
                }
                // Replaying costs O(n) per move on arrays: now and then.
                let difference =
                    round % 6 == 0 ? checkedDifference(from: old, to: new) : SnapshotDifference(from: old, to: new)
                #expect(Self.sameItemChanges(difference, full), "round \(round)")
                for headers in [false, true] {
                    #expect(
                        difference.splices(includingSectionHeaders: headers)
                            == full.splices(includingSectionHeaders: headers))
                }
            }
        }
        #expect(answered * 10 >= rounds * 7, "the shortcut answered \(answered) of \(rounds)")
        #expect(withMoves * 2 >= rounds, "only \(withMoves) of \(rounds) differences had moves")
    }

    /// One random edit: mostly a move (by a few places, or anywhere, in the section or out of it),
    /// else a deletion or an insertion of a few items.
    static func randomEdit(
        _ snapshot: inout DiffableSnapshot<Int, Int>, next: inout Int, using rng: inout SeededGenerator
    ) {
        let sections = snapshot.sectionIdentifiers.filter { snapshot.numberOfItems(inSection: $0) > 1 }
        guard let section = sections.randomElement(using: &rng) else { return }
        let count = snapshot.numberOfItems(inSection: section)
        let index = Int.random(in: 0..<count, using: &rng)
        let item = snapshot.itemIdentifier(at: IndexPath(item: index, section: snapshot.indexOfSection(section)!))!
        let roll = Int.random(in: 0..<100, using: &rng)
        var anchor: Int
        if roll < 45 {
            let to = Swift.min(count - 1, Swift.max(0, index + Int.random(in: -4...4, using: &rng)))
            anchor = snapshot.itemIdentifier(at: IndexPath(item: to, section: snapshot.indexOfSection(section)!))!
        } else if roll < 80 {
            anchor = snapshot.itemIdentifiers.randomElement(using: &rng)!
        } else if roll < 90 {
            snapshot.deleteItems([item])
            return
        } else {
            let items = (0..<Int.random(in: 1...3, using: &rng)).map { _ in
                next += 1; return next
            }
            snapshot.insertItems(items, afterItem: item)
            return
        }
        if anchor == item { return }
        if Bool.random(using: &rng) {
            snapshot.moveItem(item, afterItem: anchor)
        } else {
            snapshot.moveItem(item, beforeItem: anchor)
        }
    }

    /// Reconfigure (and now and then reload) marks on a few items.
    static func randomMarks(_ snapshot: inout DiffableSnapshot<Int, Int>, using rng: inout SeededGenerator) {
        let items = snapshot.itemIdentifiers
        guard !items.isEmpty else { return }
        snapshot.reconfigureItems((0..<3).map { _ in items.randomElement(using: &rng)! })
        if Int.random(in: 0..<4, using: &rng) == 0 { snapshot.reloadItems([items.randomElement(using: &rng)!]) }
    }

    // MARK: - The runs' subsequence

    /// Random permutations cut into runs of consecutive values: the runs' kept prefixes are exactly the
    /// items the item-by-item subsequence keeps.
    @Test func runSubsequenceKeepsWhatTheItemByItemOneKeeps() {
        var rng = SeededGenerator(seed: 0x5EB_5E9)
        let lis = LongestIncreasingSubsequence()
        for _ in 0..<3_000 {
            // Blocks of consecutive values, shuffled a little or a lot, then split into runs at random.
            let blockCount = Int.random(in: 1...12, using: &rng)
            var blocks: [[Int]] = []
            var value = 0
            for _ in 0..<blockCount {
                let length = Int.random(in: 1...6, using: &rng)
                blocks.append(Array(value..<(value + length)))
                value += length
            }
            if Bool.random(using: &rng) {
                blocks.shuffle(using: &rng)
            } else {
                for _ in 0..<Int.random(in: 1...3, using: &rng) {
                    let from = Int.random(in: 0..<blocks.count, using: &rng)
                    let block = blocks.remove(at: from)
                    blocks.insert(block, at: Int.random(in: 0...blocks.count, using: &rng))
                }
            }
            var runs: [RunSubsequence.Run] = []
            var flat: [Int] = []
            for block in blocks {
                var start = 0
                while start < block.count {
                    let length = Int.random(in: 1...(block.count - start), using: &rng)
                    runs.append(RunSubsequence.Run(old: block[start], new: flat.count, count: length))
                    flat.append(contentsOf: block[start..<(start + length)])
                    start += length
                }
            }
            let keep = lis.mark(ContiguousArray(flat))
            var expected: [Int] = []
            var offset = 0
            for run in runs {
                let flags = keep[offset..<(offset + run.count)]
                let prefix = flags.prefix { $0 }.count
                #expect(flags.dropFirst(prefix).allSatisfy { !$0 }, "kept items not a prefix of their run: \(flat)")
                expected.append(prefix)
                offset += run.count
            }
            #expect(RunSubsequence.keptPrefixes(runs) == expected, "values \(flat), runs \(runs)")
        }
    }
}

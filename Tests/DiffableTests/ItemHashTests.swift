import Testing

@testable import Diffable

/// `BitwiseIdentifier` items are hashed from their bytes by a seeded universal hash: the index stays
/// fast whatever the identifiers (structured, or colliding under their own `hash(into:)`), and every
/// result is the one `hashValue` gives.
@Suite struct ItemHashTests {
    /// Two words, compared as bytes.
    struct Key: BitwiseIdentifier, CustomStringConvertible {
        var high: UInt64
        var low: UInt64
        var description: String { "\(high):\(low)" }
    }

    /// A `hash(into:)` as bad as can be: every value hashes alike. Only the snapshot's own hash of the
    /// bytes keeps its index linear.
    struct Clash: BitwiseIdentifier {
        var value: UInt64
        func hash(into hasher: inout Hasher) { hasher.combine(0) }
    }

    /// Three bytes: the last word of the hash is a partial one.
    struct Small: BitwiseIdentifier {
        var a: UInt16
        var b: UInt8
    }

    /// Not a plain value: keeps `hashValue` even though it adopts the protocol.
    struct Named: BitwiseIdentifier {
        var name: String
    }

    /// The same values as `Int`, hashed from their bytes.
    struct BitwiseInt: BitwiseIdentifier, CustomStringConvertible {
        var value: Int
        var description: String { "\(value)" }
    }

    /// Structured identifiers, the kind a database someone else wrote hands out.
    static func families(_ n: Int) -> [(String, [Key])] {
        let n64 = UInt64(n)
        return [
            ("counter in the low word", (0..<n64).map { Key(high: 0, low: $0) }),
            ("counter in the high word", (0..<n64).map { Key(high: $0, low: 0) }),
            ("counter in the top bits", (0..<n64).map { Key(high: $0 << 44, low: 0) }),
            ("counter in the low word's top half", (0..<n64).map { Key(high: 7, low: $0 << 32) }),
            ("both words alike", (0..<n64).map { Key(high: $0, low: $0) }),
            ("one bit and a counter", (0..<n64).map { Key(high: 1 << ($0 % 64), low: $0 / 64) }),
        ]
    }

    /// The mean and the longest distance of the index's entries from their home buckets.
    static func displacement<S, I>(_ snapshot: DiffableSnapshot<S, I>) -> (mean: Double, longest: Int) {
        var total = 0, longest = 0, count = 0
        snapshot._index.forEachShard { table in
            guard !table.buckets.isEmpty else { return }
            let mask = table.buckets.count - 1
            for (bucket, entry) in table.buckets.enumerated() where entry.position.section >= 0 {
                let distance = (bucket - (entry.hash & mask)) & mask
                total += distance
                longest = max(longest, distance)
                count += 1
            }
        }
        return (count == 0 ? 0 : Double(total) / Double(count), longest)
    }

    @Test func onlyPlainValuesAreHashedFromTheirBytes() {
        #expect(ItemHash.isBitwise(Key.self))
        #expect(ItemHash.isBitwise(Small.self))
        #expect(!ItemHash.isBitwise(Named.self))
        #expect(!ItemHash.isBitwise(Int.self))
        #expect(ItemHash.hash(Named(name: "a")) == Named(name: "a").hashValue)
        #expect(ItemHash.hash(Key(high: 1, low: 2)) == ItemHash.hash(Key(high: 1, low: 2)))
        #expect(ItemHash.hash(Key(high: 1, low: 2)) != ItemHash.hash(Key(high: 2, low: 1)))
        #expect(
            ItemHash.hashes([Key(high: 1, low: 2), Key(high: 3, low: 4)]) == [
                ItemHash.hash(Key(high: 1, low: 2)), ItemHash.hash(Key(high: 3, low: 4)),
            ])
    }

    /// Keys that all collide under their own `hash(into:)` are spread by their bytes' hash: the index's
    /// probe runs stay as short as for random hashes (load at most one half: a mean distance under one).
    @Test func keysThatCollideUnderTheirOwnHashKeepTheIndexShort() {
        let keys = (0..<600).map { Clash(value: UInt64($0) << 40) }
        let snapshot = makeSnapshot([(0, keys)])
        let (mean, longest) = Self.displacement(snapshot)
        #expect(mean < 1 && longest < 32, "mean distance \(mean), longest \(longest)")
        #expect(keys.indices.allSatisfy { snapshot.indexOfItem(keys[$0]) == $0 })
    }

    /// Over many draws of the keys, not only this process's: evenly spaced identifiers, which
    /// multiply-shift alone maps to evenly spaced hashes and packs into long probe runs for some keys,
    /// spread in a linear-probing table like random ones (a mean distance of about 0.3 here).
    @Test func evenlySpacedKeysSpreadWhateverTheKeys() {
        var rng = SeededGenerator(seed: 0x5EED_4E75)
        let strides: [UInt64] = [1, 3, 1 << 12, 1 << 32, 1 << 40, 0x9E37_79B9]
        var keys = [UInt64](repeating: 0, count: 2 * ItemHash.maxWords + 2)
        var worst = 0.0
        for _ in 0..<100 {
            for k in keys.indices { keys[k] = rng.next() }
            for stride in strides {
                let values = (0..<1_500 as Range<UInt64>).map { Clash(value: $0 &* stride) }
                let hashes = keys.withUnsafeBufferPointer { keys in
                    values.map { ItemHash.bitwise($0, keys: keys.baseAddress!) }
                }
                worst = max(worst, Self.meanDistance(hashes, buckets: 4_096))
            }
        }
        #expect(worst < 1, "mean distance up to \(worst)")
    }

    /// The mean distance from their home buckets of `hashes` put in turn in a linear-probing table.
    static func meanDistance(_ hashes: [Int], buckets: Int) -> Double {
        var used = [Bool](repeating: false, count: buckets)
        var total = 0
        for hash in hashes {
            var bucket = hash & (buckets - 1)
            while used[bucket] {
                bucket = (bucket + 1) & (buckets - 1)
                total += 1
            }
            used[bucket] = true
        }
        return Double(total) / Double(hashes.count)
    }

    /// Structured keys, the kind a database someone else wrote hands out: the same.
    @Test func structuredKeysKeepTheIndexShort() {
        let n = 20_000
        for (name, keys) in Self.families(n) {
            #expect(Set(keys.map { ItemHash.hash($0) }).count == n, "\(name): equal hashes")
            var snapshot = DiffableSnapshot<Int, Key>()
            snapshot.appendSections([0, 1])
            snapshot.appendItems(Array(keys[..<(n / 2)]), toSection: 0)
            snapshot.appendItems(Array(keys[(n / 2)...]), toSection: 1)
            let (mean, longest) = Self.displacement(snapshot)
            #expect(mean < 1 && longest < 64, "\(name): mean distance \(mean), longest \(longest)")
            for k in stride(from: 0, to: n, by: 97) {
                #expect(snapshot.indexPath(of: keys[k]) == IndexPath(item: k % (n / 2), section: k / (n / 2)))
            }
            #expect(snapshot.indexPath(of: Key(high: .max, low: .max)) == nil)
        }
    }

    @Test func partialWordsAreHashedWhole() {
        let values = (0..<4_000).map { Small(a: UInt16($0 >> 2), b: UInt8($0 & 3)) }
        #expect(Set(values.map { ItemHash.hash($0) }).count == values.count)
        let snapshot = makeSnapshot([(0, values)])
        #expect(values.indices.allSatisfy { snapshot.indexOfItem(values[$0]) == $0 })
    }

    /// The same random pairs of snapshots, of `Int` and of the same values hashed from their bytes,
    /// unrelated and sharing storage, give the same differences.
    @Test func differencesAreTheSameAsWithHashValue() {
        var rng = SeededGenerator(seed: 0xB17_5EED)
        func wrap(_ snapshot: DiffableSnapshot<Int, Int>) -> DiffableSnapshot<Int, BitwiseInt> {
            var wrapped = DiffableSnapshot<Int, BitwiseInt>()
            wrapped.appendSections(snapshot.sectionIdentifiers)
            for section in snapshot.sectionIdentifiers {
                let items = snapshot.itemIdentifiers(inSection: section).map(BitwiseInt.init)
                if !items.isEmpty { wrapped.appendItems(items, toSection: section) }
            }
            return wrapped
        }
        for pair in 0..<500 {
            let size = pair % 10 == 0 ? Int.random(in: 300...5_000, using: &rng) : Int.random(in: 0...60, using: &rng)
            let layout = DifferencePropertyTests.randomLayout(size: size, using: &rng)
            var nextItem = 1_000_000
            let newLayout = DifferencePropertyTests.mutate(layout, nextItem: &nextItem, using: &rng)
            let old = makeSnapshot(layout.map { ($0.section, $0.items) })
            let new = makeSnapshot(newLayout.map { ($0.section, $0.items) })
            let (bitwiseOld, bitwiseNew) = (wrap(old), wrap(new))
            let expected = SnapshotDifference(from: old, to: new)
            let actual = SnapshotDifference(from: bitwiseOld, to: bitwiseNew)
            #expect(actual.description == expected.description, "pair \(pair)")
            #expect(replayProblems(actual, from: bitwiseOld, to: bitwiseNew).isEmpty, "pair \(pair)")

            // An edited copy, sharing storage: deletions, an insertion and a move.
            guard old.numberOfItems > 2 else { continue }
            var (copy, bitwiseCopy) = (old, bitwiseOld)
            let items = old.itemIdentifiers
            let gone = items.filter { _ in Int.random(in: 0..<20, using: &rng) == 0 }
            copy.deleteItems(gone)
            bitwiseCopy.deleteItems(gone.map(BitwiseInt.init))
            let remaining = copy.itemIdentifiers
            if remaining.count > 2 {
                copy.insertItems([nextItem], beforeItem: remaining[1])
                bitwiseCopy.insertItems([BitwiseInt(value: nextItem)], beforeItem: BitwiseInt(value: remaining[1]))
                copy.moveItem(remaining[0], afterItem: remaining[remaining.count - 1])
                bitwiseCopy.moveItem(
                    BitwiseInt(value: remaining[0]), afterItem: BitwiseInt(value: remaining[remaining.count - 1]))
            }
            let shared = SnapshotDifference(from: bitwiseOld, to: bitwiseCopy)
            #expect(shared.description == SnapshotDifference(from: old, to: copy).description, "edited copy \(pair)")
            #expect(replayProblems(shared, from: bitwiseOld, to: bitwiseCopy).isEmpty, "edited copy \(pair)")
        }
    }
}

import TestSupport
import Testing

@testable import Diffable

/// The longest-increasing-subsequence pass against a plain patience sort that follows one link per
/// item back: the same subsequence picked (not just one as long), so that the moves a diff reports do
/// not change with the way the links are stored. Runs of neighbours (one link per item in the plain
/// form, one run start in ours) are the case to cover: long increasing stretches broken by moves.
@Suite struct LongestIncreasingSubsequenceTests {
    /// Patience sorting with a predecessor link per item, walked back one link at a time.
    static func reference(_ values: [Int]) -> [Bool] {
        var tails: [Int] = [], previous = [Int](repeating: -1, count: values.count)
        for (index, value) in values.enumerated() {
            var low = 0, high = tails.count
            while low < high {
                let middle = (low + high) / 2
                if values[tails[middle]] < value { low = middle + 1 } else { high = middle }
            }
            previous[index] = low > 0 ? tails[low - 1] : -1
            if low == tails.count { tails.append(index) } else { tails[low] = index }
        }
        var keep = [Bool](repeating: false, count: values.count)
        var index = tails.last ?? -1
        while index >= 0 {
            keep[index] = true
            index = previous[index]
        }
        return keep
    }

    @Test func picksWhatPlainPatienceSortingPicks() {
        var rng = SeededGenerator(seed: 0x115_2026)
        for size in [0, 1, 2, 3, 10, 200, 5_000] {
            for kind in 0..<4 {
                var values = Array(0..<size)
                switch kind {
                case 0: break  // all in order: one run
                case 1: values.reverse()  // no run longer than one
                case 2:  // a few items moved far: long runs broken here and there
                    for _ in 0..<(size / 20 + 1) where size > 1 {
                        let from = Int(rng.next() % UInt64(size)), to = Int(rng.next() % UInt64(size))
                        values.insert(values.remove(at: from), at: to)
                    }
                default:  // shuffled, with repeats (not strictly increasing neighbours)
                    values = values.map { _ in Int(rng.next() % UInt64(Swift.max(1, size / 3))) }
                }
                let keep = LongestIncreasingSubsequence().mark(ContiguousArray(values))
                #expect(Array(keep) == Self.reference(values), "size \(size), kind \(kind)")
                // The 32-bit form the item diff uses picks the same.
                let narrow = values.map { Int32($0) }
                var keep32 = [Bool](repeating: false, count: size)
                narrow.withUnsafeBufferPointer { narrow in
                    keep32.withUnsafeMutableBufferPointer { keep32 in
                        _ = LongestIncreasingSubsequence().mark(narrow, into: keep32)
                    }
                }
                #expect(keep32 == Self.reference(values), "32-bit, size \(size), kind \(kind)")
            }
        }
    }
}

/// The full engine's longest increasing subsequence (`LongestIncreasingSubsequence`), computed over
/// runs of consecutive values instead of one value at a time, so that the shared-storage diff can keep
/// exactly the items the full engine keeps while touching only the runs.
///
/// The values are the old indices of a section's items, in new order, each index at most once. A run
/// is a stretch of new items whose old indices are consecutive too: `old, old + 1, …, old + count − 1`.
/// No other value lies inside a run's interval, so an item's *length* (that of the longest increasing
/// subsequence ending at it) is its run's *base* plus its place in the run, plus one; the base being the
/// largest length ending at the last item of an earlier run that starts lower (`lengths`).
///
/// Patience sorting with predecessor links chooses one subsequence among the longest: it starts from
/// the latest item of greatest length, and each item's predecessor is the latest earlier item whose
/// length is one less (the top of the previous pile when the item was placed; its value is smaller).
/// Within a run that is simply the previous item, so the chosen subsequence holds a prefix of each run
/// it meets, and following it back costs one step per run (`keptPrefixes`).
@usableFromInline
enum RunSubsequence {
    /// A run of new items at `new…` that were at `old…`, `count` of them.
    @usableFromInline
    struct Run: Equatable, Sendable {
        @usableFromInline var old: Int
        @usableFromInline var new: Int
        @usableFromInline var count: Int

        @inlinable
        init(old: Int, new: Int, count: Int) {
            self.old = old
            self.new = new
            self.count = count
        }
    }

    /// For each run, in order, how many of its first items the full engine's subsequence keeps
    /// (`count` for all of them, 0 for none); the others move.
    /// - Complexity: O(r) when the runs are already in increasing order, else O(r log r) for r runs.
    @inlinable
    static func keptPrefixes(_ runs: [Run]) -> [Int] {
        var increasing = true
        for k in runs.indices.dropFirst() where runs[k].old < runs[k - 1].old {
            increasing = false
            break
        }
        if increasing { return runs.map(\.count) }
        let bases = lengths(runs)
        var best = 0
        for k in runs.indices { best = Swift.max(best, bases[k] + runs[k].count) }
        var kept = [Int](repeating: 0, count: runs.count)
        // The latest run whose last item has the greatest length: all of it is kept.
        var k = runs.count - 1
        while bases[k] + runs[k].count != best { k -= 1 }
        kept[k] = runs[k].count
        var target = bases[k]
        // Back from a run's first item: the latest earlier item of length `target`, and the items of
        // its run before it.
        while target > 0 {
            k -= 1
            while !(bases[k] < target && target <= bases[k] + runs[k].count) { k -= 1 }
            kept[k] = target - bases[k]
            target = bases[k]
        }
        return kept
    }

    /// For each run, the length of the longest increasing subsequence ending just before its first
    /// item: the longest ending at the last item of an earlier run that starts lower (0 if none).
    /// A Fenwick tree of maxima over the runs' ranks by old index answers each in O(log r).
    /// - Complexity: O(r log r) for r runs.
    @inlinable
    static func lengths(_ runs: [Run]) -> [Int] {
        let count = runs.count
        var rank = [Int](repeating: 0, count: count)
        for (position, k) in runs.indices.sorted(by: { runs[$0].old < runs[$1].old }).enumerated() {
            rank[k] = position
        }
        var tree = [Int](repeating: 0, count: count + 1)
        var bases = [Int](repeating: 0, count: count)
        for k in 0..<count {
            var index = rank[k], base = 0
            while index > 0 {
                base = Swift.max(base, tree[index])
                index -= index & -index
            }
            bases[k] = base
            let end = base + runs[k].count
            index = rank[k] + 1
            while index <= count {
                tree[index] = Swift.max(tree[index], end)
                index += index & -index
            }
        }
        return bases
    }
}

/// Picks, among elements that kept their identity, the largest set that also kept its order: a longest
/// strictly increasing subsequence of their old positions taken in new order. Everything outside it is
/// what must move, so the moves reported are as few as possible.
///
/// Patience sorting with predecessor links: O(p log p) for p values, O(p) when the values are already
/// increasing (each one extends the last pile, checked first), which is the common case of a list
/// where few items moved. The buffers are reused from one call to the next.
@usableFromInline
struct LongestIncreasingSubsequence {
    @usableFromInline init() {}

    private var tails = ContiguousArray<Int>()
    private var previous = ContiguousArray<Int>()

    /// Sets `keep[i]` to true for the members of one longest strictly increasing subsequence of
    /// `values`, false for the others.
    @usableFromInline
    mutating func mark(_ values: UnsafeBufferPointer<Int>, into keep: UnsafeMutableBufferPointer<Bool>) {
        let count = values.count
        precondition(keep.count == count)
        guard count > 0 else { return }
        if tails.count < count {
            tails = ContiguousArray(repeating: 0, count: count)
            previous = ContiguousArray(repeating: -1, count: count)
        }
        tails.withUnsafeMutableBufferPointer { tails in
            previous.withUnsafeMutableBufferPointer { previous in
                // tails[0..<length]: for each subsequence length, the index of its smallest last value.
                var length = 0
                for index in 0..<count {
                    let value = values[index]
                    if length == 0 || values[tails[length &- 1]] < value {
                        previous[index] = length == 0 ? -1 : tails[length &- 1]
                        tails[length] = index
                        length &+= 1
                        continue
                    }
                    var low = 0, high = length &- 1
                    while low < high {
                        let middle = (low &+ high) >> 1
                        if values[tails[middle]] < value { low = middle &+ 1 } else { high = middle }
                    }
                    previous[index] = low > 0 ? tails[low &- 1] : -1
                    tails[low] = index
                }
                keep.update(repeating: false)
                var index = tails[length &- 1]
                while index >= 0 {
                    keep[index] = true
                    index = previous[index]
                }
            }
        }
    }

    /// The same over an array, returning the flags.
    @usableFromInline
    mutating func mark(_ values: ContiguousArray<Int>) -> ContiguousArray<Bool> {
        var keep = ContiguousArray<Bool>(repeating: false, count: values.count)
        values.withUnsafeBufferPointer { values in
            keep.withUnsafeMutableBufferPointer { keep in mark(values, into: keep) }
        }
        return keep
    }
}

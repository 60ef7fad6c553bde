/// Picks, among elements that kept their identity, the largest set that also kept its order: a longest
/// strictly increasing subsequence of their old positions taken in new order. Everything outside it is
/// what must move, so the moves reported are as few as possible.
///
/// Patience sorting with predecessor links: O(p log p) for p values, O(p) when the values are already
/// increasing (each one extends the last pile, checked first), which is the common case of a list
/// where few items moved. The last value of each pile is kept beside its index, so that a binary
/// search reads one array, not an index and then a value. The work buffers are allocated for each
/// call and never filled in advance: every slot is written before it is read.
@usableFromInline
struct LongestIncreasingSubsequence {
    @usableFromInline init() {}

    /// Sets `keep[i]` to true for the members of one longest strictly increasing subsequence of
    /// `values`, false for the others; returns how many are kept.
    @usableFromInline @discardableResult
    func mark(_ values: UnsafeBufferPointer<Int>, into keep: UnsafeMutableBufferPointer<Bool>) -> Int {
        let count = values.count
        precondition(keep.count == count)
        guard count > 0 else { return 0 }
        let tails = UnsafeMutableBufferPointer<Int>.allocate(capacity: count)
        let tailValues = UnsafeMutableBufferPointer<Int>.allocate(capacity: count)
        let previous = UnsafeMutableBufferPointer<Int>.allocate(capacity: count)
        defer {
            tails.deallocate()
            tailValues.deallocate()
            previous.deallocate()
        }
        // tails[0..<length]: for each subsequence length, the index of its smallest last value, and
        // that value in tailValues.
        var length = 0, top = Int.min
        for index in 0..<count {
            let value = values[index]
            if length == 0 || top < value {
                previous[index] = length == 0 ? -1 : tails[length &- 1]
                tails[length] = index
                tailValues[length] = value
                length &+= 1
                top = value
                continue
            }
            // Just under the top (the item after one that moved far ahead): no search.
            var low = 0, high = length &- 1
            if length >= 2 && tailValues[length &- 2] < value { low = high }
            while low < high {
                let middle = (low &+ high) >> 1
                if tailValues[middle] < value { low = middle &+ 1 } else { high = middle }
            }
            previous[index] = low > 0 ? tails[low &- 1] : -1
            tails[low] = index
            tailValues[low] = value
            if low == length &- 1 { top = value }
        }
        keep.update(repeating: false)
        var index = tails[length &- 1]
        while index >= 0 {
            keep[index] = true
            index = previous[index]
        }
        return length
    }

    /// The same over an array, returning the flags.
    @usableFromInline
    func mark(_ values: ContiguousArray<Int>) -> ContiguousArray<Bool> {
        var keep = ContiguousArray<Bool>(repeating: false, count: values.count)
        values.withUnsafeBufferPointer { values in
            keep.withUnsafeMutableBufferPointer { keep in mark(values, into: keep) }
        }
        return keep
    }
}

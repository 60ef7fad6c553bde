/// Picks, among elements that kept their identity, the largest set that also kept its order: a longest
/// strictly increasing subsequence of their old positions taken in new order. Everything outside it is
/// what must move, so the moves reported are as few as possible.
///
/// Patience sorting with predecessor links: O(p log p) for p values, O(p) when the values are already
/// increasing (each one extends the last pile, checked first), which is the common case of a list
/// where few items moved. The last value of each pile is kept beside its index, so that a binary
/// search reads one array, not an index and then a value; indices are kept as 32 bits, halving the
/// memory the pass writes and reads back. A link to the item just before is stored as
/// the start of that run of neighbours instead, so the walk back marks each run at once rather than
/// waiting on one dependent load per kept item. The work buffers are allocated for each
/// call and never filled in advance: every slot is written before it is read.
@usableFromInline
struct LongestIncreasingSubsequence {
    @usableFromInline init() {}

    /// Sets `keep[i]` to true for the members of one longest strictly increasing subsequence of
    /// `values`, false for the others; returns how many are kept.
    @usableFromInline @discardableResult
    func mark(_ values: UnsafeBufferPointer<Int>, into keep: UnsafeMutableBufferPointer<Bool>) -> Int {
        mark(of: values, into: keep)
    }

    /// The same over 32-bit values (an item's index in its section): less memory to read and keep.
    @usableFromInline @discardableResult
    func mark(_ values: UnsafeBufferPointer<Int32>, into keep: UnsafeMutableBufferPointer<Bool>) -> Int {
        mark(of: values, into: keep)
    }

    @inline(__always)
    func mark<Value: FixedWidthInteger>(
        of values: UnsafeBufferPointer<Value>, into keep: UnsafeMutableBufferPointer<Bool>
    ) -> Int {
        let count = values.count
        precondition(keep.count == count)
        guard count > 0 else { return 0 }
        precondition(count < Int(Int32.max), "LongestIncreasingSubsequence: too many values")
        // Indices as 32 bits: less memory to write and read back than words.
        let tails = UnsafeMutableBufferPointer<Int32>.allocate(capacity: count)
        let tailValues = UnsafeMutableBufferPointer<Value>.allocate(capacity: count)
        let previous = UnsafeMutableBufferPointer<Int32>.allocate(capacity: count)
        defer {
            tails.deallocate()
            tailValues.deallocate()
            previous.deallocate()
        }
        // tails[0..<length]: for each subsequence length, the index of its smallest last value, and
        // that value in tailValues.
        // previous[i]: the index before i in its subsequence (-1: none); or, when that is i − 1 (a
        // run of neighbours, the common case), -2 − the first index of the run, so that the walk back
        // marks the run at once instead of following one link per item.
        var length = 0, top = Value.min, runStart = 0
        for index in 0..<count {
            let value = values[index]
            if length == 0 || top < value {
                let before = length == 0 ? -1 : Int(tails[length &- 1])
                runStart = before == index &- 1 && index > 0 ? runStart : index
                previous[index] = Int32(truncatingIfNeeded: before == index &- 1 && index > 0 ? -2 &- runStart : before)
                tails[length] = Int32(truncatingIfNeeded: index)
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
            let before = low > 0 ? Int(tails[low &- 1]) : -1
            runStart = before == index &- 1 && index > 0 ? runStart : index
            previous[index] = Int32(truncatingIfNeeded: before == index &- 1 && index > 0 ? -2 &- runStart : before)
            tails[low] = Int32(truncatingIfNeeded: index)
            tailValues[low] = value
            if low == length &- 1 { top = value }
        }
        keep.update(repeating: false)
        var index = Int(tails[length &- 1])
        while index >= 0 {
            let link = Int(previous[index])
            let start = link < -1 ? -2 &- link : index
            for k in start...index { keep[k] = true }
            index = link < -1 ? Int(previous[start]) : link
        }
        return length
    }

    /// The same over an array, returning the flags.
    @usableFromInline
    func mark(_ values: ContiguousArray<Int>) -> ContiguousArray<Bool> {
        var keep = ContiguousArray<Bool>(repeating: false, count: values.count)
        _ = values.withUnsafeBufferPointer { values in
            keep.withUnsafeMutableBufferPointer { keep in mark(values, into: keep) }
        }
        return keep
    }
}

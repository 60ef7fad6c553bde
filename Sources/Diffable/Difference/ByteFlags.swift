// ByteFlags: visiting the flags of a `Bool` buffer that hold one value, eight at a time. Swift's
// `Bool` is one byte, 0 or 1, so eight flags load as one word whose set bits are exactly the set
// flags (bit 0 of each byte); a word with none is skipped whole. The diff uses it for the deleted
// old items and for the stayers the longest-increasing-subsequence pass left out.

extension UnsafeMutableBufferPointer where Element == Bool {
    /// Calls `body` with the index of each flag in `range` equal to `value`, in increasing order.
    /// - Complexity: O(range.count / 8 + the flags visited).
    @inlinable @inline(__always)
    func forEachIndex(where value: Bool, in range: Range<Int>, _ body: (Int) -> Void) {
        let flags = UnsafeRawPointer(baseAddress!)
        let mask: UInt64 = value ? 0 : ~0
        var k = range.lowerBound
        while k &+ 8 <= range.upperBound {
            var word =
                (UInt64(littleEndian: flags.loadUnaligned(fromByteOffset: k, as: UInt64.self)) ^ mask)
                & 0x0101_0101_0101_0101
            while word != 0 {
                body(k &+ word.trailingZeroBitCount >> 3)
                word &= word &- 1
            }
            k &+= 8
        }
        while k < range.upperBound {
            if self[k] == value { body(k) }
            k &+= 1
        }
    }
}

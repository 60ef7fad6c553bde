import Foundation

extension UUID {
    /// A version 7 UUID (RFC 9562): 48 bits of Unix milliseconds, then random bits, with a counter
    /// in the 12 "rand_a" bits so ids made within one millisecond by one process still ascend.
    /// Ids made in order sort in order, so appending rows writes only the right edge of the id index.
    public static func timeOrdered(now: Date = Date()) -> UUID {
        let milliseconds = UInt64(max(0, now.timeIntervalSince1970 * 1000))
        let counter = TimeOrderedCounter.next(milliseconds: milliseconds)
        var random = SystemRandomNumberGenerator()
        let high = counter.milliseconds << 16 | 0x7000 | UInt64(counter.sequence & 0xFFF)
        let low = random.next() & 0x3FFF_FFFF_FFFF_FFFF | 0x8000_0000_0000_0000
        var value = uuid_t(0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        withUnsafeMutableBytes(of: &value) { bytes in
            bytes.storeBytes(of: high.bigEndian, toByteOffset: 0, as: UInt64.self)
            bytes.storeBytes(of: low.bigEndian, toByteOffset: 8, as: UInt64.self)
        }
        return UUID(uuid: value)
    }
}

/// The last (millisecond, sequence) handed out by this process, guarded by a lock.
private enum TimeOrderedCounter {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var last: (milliseconds: UInt64, sequence: UInt16) = (0, 0)

    static func next(milliseconds: UInt64) -> (milliseconds: UInt64, sequence: UInt16) {
        lock.withLock {
            if milliseconds > last.milliseconds {
                last = (milliseconds, UInt16.random(in: 0...0x3FF))
            } else if last.sequence < 0xFFF {
                last.sequence += 1
            } else {
                last = (last.milliseconds + 1, 0)
            }
            return last
        }
    }
}

// Why this type exists: a listing of a million restaurants must start at once and must not hold its
// whole text in memory; one `write(2)` per line would cost a system call per restaurant. Text goes
// out in 64 KiB chunks, the first as soon as a caller says it is worth seeing (`flush()`), and every
// failure is the caller's to report, as with `StandardStreams`.

/// Standard output written in chunks as it is produced, in constant memory.
///
/// Threading: a value; use it from one thread.
public struct BufferedOutput {
    private var buffer: [UInt8] = []
    private let capacity: Int
    private let stream: StandardStreams.Stream

    /// - Parameter capacity: bytes gathered before a `write(2)`.
    public init(to stream: StandardStreams.Stream = .output, capacity: Int = 65_536) {
        self.stream = stream
        self.capacity = capacity
        buffer.reserveCapacity(capacity)
    }

    /// Adds `text`, writing what has gathered once it reaches the capacity.
    /// - Throws: `StandardStreams.WriteError` when a write fails (disk full, closed, reader gone).
    /// - Complexity: amortised O(n) in the UTF-8 length of `text`.
    public mutating func write(_ text: String) throws(StandardStreams.WriteError) {
        buffer.append(contentsOf: text.utf8)
        if buffer.count >= capacity { try flush() }
    }

    /// Writes what has gathered.
    /// - Throws: `StandardStreams.WriteError` when the write fails.
    public mutating func flush() throws(StandardStreams.WriteError) {
        guard !buffer.isEmpty else { return }
        let failure: StandardStreams.WriteError? = buffer.withUnsafeBufferPointer { bytes in
            do throws(StandardStreams.WriteError) {
                try StandardStreams.write(bytes, to: stream)
                return nil
            } catch {
                return error
            }
        }
        if let failure { throw failure }
        buffer.removeAll(keepingCapacity: true)
    }
}

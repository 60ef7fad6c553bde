// Why this type exists: a command's output is part of its result. `foodpin list > /dev/full`, a closed
// stdout or a reader that went away must end in exit 1 and one line on stderr — never a trap (Foundation's
// `FileHandle.write` traps on any failure) and never a signal (SIGPIPE, SIGXFSZ). Every byte goes out
// through `write(2)` here, and every failure is reported to the caller.
import Foundation
import Localization

/// The process's standard output and error, written with checked `write(2)` calls.
///
/// Threading: call from one thread (the command line runs on the main thread and exits).
public enum StandardStreams {
    /// One of the two output streams.
    public enum Stream: Int32, Sendable {
        case output = 1
        case error = 2

        /// How messages name it: "standard output".
        public var name: String { self == .output ? localized("standard output") : localized("standard error") }
    }

    /// Why a stream could not be written.
    public struct WriteError: Error, Sendable, Equatable, CustomStringConvertible {
        public var stream: Stream
        /// The system's reason ("No space left on device", "it is closed").
        public var reason: String

        public var description: String {
            // Translators: {stream} is "standard output" or "standard error"; {reason} is the system's
            // own words (e.g. "No space left on device").
            localized("cannot write to {stream}: {reason}", ["stream": stream.name, "reason": reason])
        }
    }

    /// Streams that were closed when the process started (now held by /dev/null, see `prepare()`).
    nonisolated(unsafe) private static var closedAtStart: Set<Int32> = []

    /// Makes the process safe to write from: SIGPIPE and SIGXFSZ become errors of `write(2)` instead
    /// of killing the process, and a standard descriptor that was closed at start is filled with
    /// /dev/null (so no file opened later — a database — can become "standard output") while writes
    /// to it still fail as they should. Call once, first thing in `main`.
    public static func prepare() {
        signal(SIGPIPE, SIG_IGN)
        signal(SIGXFSZ, SIG_IGN)
        for descriptor: Int32 in 0...2 where fcntl(descriptor, F_GETFD) == -1 && errno == EBADF {
            let null = open("/dev/null", O_RDWR | O_CLOEXEC)
            if null >= 0, null != descriptor {
                dup2(null, descriptor)
                close(null)
            }
            closedAtStart.insert(descriptor)
        }
    }

    /// Writes all of `text` to `stream`.
    /// - Throws: `WriteError` when the stream is closed or any `write(2)` fails (disk full, EPIPE, …).
    /// - Complexity: O(n) in the UTF-8 length of `text`.
    public static func write(_ text: String, to stream: Stream) throws(WriteError) {
        var text = text
        let failure: WriteError? = text.withUTF8 { bytes in
            do throws(WriteError) {
                try write(bytes, to: stream)
                return nil
            } catch {
                return error
            }
        }
        if let failure { throw failure }
    }

    /// Writes all of `bytes` to `stream`.
    /// - Throws: `WriteError` as `write(_:to:)` does.
    /// - Complexity: O(n) in the number of bytes.
    public static func write(_ bytes: UnsafeBufferPointer<UInt8>, to stream: Stream) throws(WriteError) {
        guard !closedAtStart.contains(stream.rawValue) else {
            throw WriteError(stream: stream, reason: localized("it is closed"))
        }
        let failure: Int32? = {
            guard !bytes.isEmpty else { return nil }
            var offset = 0
            while offset < bytes.count {
                let written = Glibc.write(stream.rawValue, bytes.baseAddress! + offset, bytes.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return errno
                }
                offset += written
            }
            return nil
        }()
        if let failure { throw WriteError(stream: stream, reason: String(cString: strerror(failure))) }
    }
}

import CSQLite
import Foundation

/// The last failed system call SQLite reported on this thread: which file, which call, which errno.
///
/// Why it exists: SQLite's result codes say "unable to open database file" or "disk I/O error" whatever
/// the file — the database, its `-wal` or its `-shm`. Its error log says which (`os_unix.c:…: (28)
/// open(/home/…/foodpin.sqlite3-wal) - No space left on device`), so a message can name the side file
/// and the cause. The log is process-wide and installed before SQLite initialises; each entry is kept
/// per thread, because a connection is confined to one thread and its error is read on that thread.
package struct OSFailure: Sendable, Equatable {
    /// The system call SQLite names (`open`, `write`, `ftruncate`, …).
    package var call: String
    /// The file it was made on.
    package var file: String
    /// The operating system's error number.
    package var errno: Int32

    /// Parses one line of SQLite's log, or nil when it is not a failed system call.
    /// - Complexity: O(length of the line).
    init?(logLine line: String) {
        // "os_unix.c:43176: (28) open(/path/to/file-wal) - No space left on device"
        guard let open = line.range(of: ": ("), let close = line[open.upperBound...].firstIndex(of: ")"),
            let number = Int32(line[open.upperBound..<close])
        else { return nil }
        let rest = line[line.index(after: close)...].drop { $0 == " " }
        guard let parenthesis = rest.firstIndex(of: "("), let end = rest.range(of: ") - ", options: .backwards)
        else { return nil }
        call = String(rest[..<parenthesis])
        file = String(rest[rest.index(after: parenthesis)..<end.lowerBound])
        errno = number
    }

    init(call: String, file: String, errno: Int32) {
        self.call = call
        self.file = file
        self.errno = errno
    }

    private static let key = "foodpin.sqlite.os-failure"

    /// Installs the log once; later calls do nothing. Call before any connection opens.
    static let install: Void = {
        _ = csqlite_config_log { _, _, message in
            guard let message, let failure = OSFailure(logLine: String(cString: message)) else { return }
            Thread.current.threadDictionary[OSFailure.key] = failure.encoded
        }
    }()

    /// The failure logged on this thread since the last call, which it clears.
    static func take() -> OSFailure? {
        let dictionary = Thread.current.threadDictionary
        defer { dictionary.removeObject(forKey: key) }
        return (dictionary[key] as? [String]).flatMap(OSFailure.init(encoded:))
    }

    /// Clears what an earlier, handled failure left on this thread.
    static func clear() {
        Thread.current.threadDictionary.removeObject(forKey: key)
    }

    // The thread dictionary holds Foundation values: the failure as three strings.
    private var encoded: [String] { [call, file, String(errno)] }

    private init?(encoded: [String]) {
        guard encoded.count == 3, let number = Int32(encoded[2]) else { return nil }
        self.init(call: encoded[0], file: encoded[1], errno: number)
    }
}

import CSQLite

/// A failure reported by SQLite, with its (extended) result code, its message and the database path.
public struct SQLiteError: Error, CustomStringConvertible, Sendable, Equatable {
    /// SQLite's extended result code (`SQLITE_BUSY`, `SQLITE_CORRUPT`, …).
    public var code: Int32
    /// SQLite's message for the failure.
    public var message: String
    /// The database file the failure concerns.
    public var path: String
    /// The system call that failed underneath, when SQLite logged one: it names the file (the
    /// database, or its `-wal` or `-shm`) and the errno.
    package var osFailure: OSFailure?

    public init(code: Int32, message: String, path: String) {
        self.code = code
        self.message = message
        self.path = path
    }

    /// The primary result code (the extended code without its detail bits).
    public var primaryCode: Int32 { code & 0xFF }

    public var description: String { "\(path): \(message) (SQLite error \(code))" }

    /// Whether SQLite found the file damaged or not a database at all.
    public var isDamage: Bool { primaryCode == SQLITE_CORRUPT || primaryCode == SQLITE_NOTADB }
}

extension SQLiteError {
    /// The error for `code` on `handle`, using the connection's message when it has one.
    init(code: Int32, handle: OpaquePointer?, path: String) {
        let message: String
        if let handle, let text = sqlite3_errmsg(handle) {
            message = String(cString: text)
        } else {
            message = String(cString: sqlite3_errstr(code))
        }
        self.init(code: code, message: message, path: path)
        osFailure = OSFailure.take()
        // A failure SQLite reports without logging it (SQLITE_FULL from a write): the errno alone.
        if osFailure == nil, let handle, sqlite3_system_errno(handle) != 0 {
            osFailure = OSFailure(call: "", file: "", errno: sqlite3_system_errno(handle))
        }
    }
}

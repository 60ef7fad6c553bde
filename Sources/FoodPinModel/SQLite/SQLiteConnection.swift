import CSQLite
import Foundation

/// One connection to one SQLite file, configured for this app: WAL journal, foreign keys on,
/// a busy timeout so that a second process waits instead of failing with "database is locked".
///
/// Threading: confined. A connection (and its statements) is used from one thread at a time; it is
/// opened with `SQLITE_OPEN_NOMUTEX`, so SQLite does no locking of its own for it.
package final class SQLiteConnection {
    let handle: OpaquePointer
    /// The file this connection opened.
    package let path: String
    private var cache: [String: SQLiteStatement] = [:]
    private let file: OpenFiles.FileID?

    /// How long a writer waits for another process's lock before giving up.
    package static let busyTimeoutMilliseconds: Int32 = 5_000

    /// Opens an existing file read-write (the caller creates and checks the file first).
    /// - Note: No pragma is run here: nothing touches the file until the caller has checked it.
    package init(path: String) throws {
        var db: OpaquePointer?
        let flags = SQLITE_OPEN_READWRITE | SQLITE_OPEN_NOMUTEX | SQLITE_OPEN_EXRESCODE
        let code = sqlite3_open_v2(path, &db, flags, nil)
        guard code == SQLITE_OK, let db else {
            let error = SQLiteError(code: code, handle: db, path: path)
            sqlite3_close_v2(db)
            throw error
        }
        self.handle = db
        self.path = path
        self.file = OpenFiles.opened(path)
        sqlite3_busy_timeout(db, Self.busyTimeoutMilliseconds)
    }

    deinit {
        cache.removeAll()
        sqlite3_close_v2(handle)
        OpenFiles.closed(file)
    }

    func error(_ code: Int32) -> SQLiteError {
        SQLiteError(code: code, handle: handle, path: path)
    }

    // MARK: - Statements

    /// Compiles `sql` (a constant written in this module; never text built from user input).
    package func prepare(_ sql: String) throws -> SQLiteStatement {
        try SQLiteStatement(connection: self, sql: sql)
    }

    /// A compiled statement kept for reuse on this connection.
    package func cached(_ sql: String) throws -> SQLiteStatement {
        if let statement = cache[sql] { return statement }
        let statement = try prepare(sql)
        cache[sql] = statement
        return statement
    }

    /// Runs one or more constant statements that take no parameters.
    package func execute(_ sql: String) throws {
        let code = sqlite3_exec(handle, sql, nil, nil, nil)
        guard code == SQLITE_OK else { throw error(code) }
    }

    /// The first column of the first row of a constant query, as an integer (0 when there is no row).
    package func integer(_ sql: String) throws -> Int {
        try prepare(sql).first { $0.int(0) } ?? 0
    }

    /// Rows changed by the last INSERT, UPDATE or DELETE on this connection.
    package var changes: Int { Int(sqlite3_changes(handle)) }

    // MARK: - Transactions

    /// Runs `body` in a write transaction (`BEGIN IMMEDIATE`: the write lock is taken up front, so the
    /// busy timeout applies and two writers never deadlock). Rolls back when `body` throws.
    package func write<T>(_ body: () throws -> T) throws -> T {
        try transaction("BEGIN IMMEDIATE", body)
    }

    /// Runs `body` in a read transaction: every query in it sees one consistent snapshot.
    package func read<T>(_ body: () throws -> T) throws -> T {
        try transaction("BEGIN DEFERRED", body)
    }

    private func transaction<T>(_ begin: String, _ body: () throws -> T) throws -> T {
        try cached(begin).run()
        do {
            let result = try body()
            try cached("COMMIT").run()
            return result
        } catch {
            if sqlite3_get_autocommit(handle) == 0 {
                try? cached("ROLLBACK").run()
            }
            throw error
        }
    }
}

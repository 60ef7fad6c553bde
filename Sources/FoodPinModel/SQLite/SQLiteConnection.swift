import CSQLite
import Foundation
import Localization

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
    /// Whether `SQLITE_CORRUPT` / `SQLITE_NOTADB` met here mark the file damaged (`FileHealth`).
    private let reportsDamage: Bool

    /// How long a writer waits for another process's lock before giving up.
    package static let busyTimeoutMilliseconds: Int32 = 5_000

    /// How a connection opens its file.
    package enum Mode: Sendable {
        /// Read-write: the stores' connections.
        case readWrite
        /// Read-only, seeing the WAL: `foodpin check`. It cannot write the database file.
        case readOnly
        /// Read-only and `immutable=1`: SQLite takes no lock, reads no WAL, creates no side file and
        /// never rolls back a journal, so a file that is not ours stays exactly as it was. For looking
        /// at a file before deciding whether to open it; what it reads may be stale, and its errors
        /// do not count as damage.
        case inspection
    }

    /// Opens an existing file (the caller creates and checks the file first).
    /// - Note: No pragma is run here: nothing touches the file until the caller has checked it.
    package init(path: String, mode: Mode = .readWrite) throws {
        var db: OpaquePointer?
        var flags = SQLITE_OPEN_NOMUTEX | SQLITE_OPEN_EXRESCODE
        flags |= mode == .readWrite ? SQLITE_OPEN_READWRITE : SQLITE_OPEN_READONLY
        let name = mode == .inspection ? Self.immutableURI(path) : path
        if mode == .inspection { flags |= SQLITE_OPEN_URI }
        let code = sqlite3_open_v2(name, &db, flags, nil)
        guard code == SQLITE_OK, let db else {
            let error = SQLiteError(code: code, handle: db, path: path)
            sqlite3_close_v2(db)
            throw error
        }
        self.handle = db
        self.path = path
        self.reportsDamage = mode != .inspection
        self.file = OpenFiles.opened(path)
        sqlite3_busy_timeout(db, Self.busyTimeoutMilliseconds)
    }

    private static func walHasFrames(_ path: String) -> Bool {
        var status = stat()
        return stat(path + "-wal", &status) == 0 && status.st_size > 0
    }

    /// `file:<path, percent-encoded>?immutable=1`.
    private static func immutableURI(_ path: String) -> String {
        var allowed = CharacterSet.alphanumerics.intersection(
            CharacterSet(charactersIn: Unicode.Scalar(0)...Unicode.Scalar(127)))
        allowed.insert(charactersIn: "/-._~")
        let encoded = path.addingPercentEncoding(withAllowedCharacters: allowed) ?? path
        return "file:" + encoded + "?immutable=1"
    }

    deinit {
        cache.removeAll()
        // A damaged file gets no checkpoint either: a WAL holding frames stays beside it as it was,
        // and the main file is not written. (An empty WAL is removed as usual: nothing to copy.)
        if FileHealth.state(of: file) == .damaged, Self.walHasFrames(path) { csqlite_no_checkpoint_on_close(handle) }
        sqlite3_close_v2(handle)
        // What is known of a file lasts while this process holds it: once it is closed, its inode
        // may be reused by another file, which must not inherit the verdict.
        if OpenFiles.closed(file) { FileHealth.forget(file) }
    }

    /// The error for `code`; damage it reports is recorded for the whole process (`FileHealth`).
    func error(_ code: Int32) -> SQLiteError {
        let error = SQLiteError(code: code, handle: handle, path: path)
        if reportsDamage, error.isDamage { FileHealth.markDamaged(file) }
        return error
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
    /// - Throws: `SQLiteError` with `SQLITE_CORRUPT`, writing nothing, when this process has found the
    ///   file damaged; the first write to a file not yet checked runs `quickCheck()` first.
    package func write<T>(_ body: () throws -> T) throws -> T {
        switch FileHealth.state(of: file) {
        case .damaged: throw refusal()
        case .unknown: if try !quickCheck().isEmpty { throw refusal() }
        case .sound: break
        }
        return try transaction("BEGIN IMMEDIATE", body)
    }

    /// `PRAGMA quick_check`: the problems found (empty when the file is sound), recorded in `FileHealth`.
    /// - Complexity: O(size of the file).
    package func quickCheck() throws -> [String] {
        let rows = try prepare("PRAGMA quick_check").map { $0.string(0) }
        let problems = rows == ["ok"] ? [] : rows
        if problems.isEmpty { FileHealth.markSound(file) } else if reportsDamage { FileHealth.markDamaged(file) }
        return problems
    }

    private func refusal() -> SQLiteError {
        SQLiteError(
            code: SQLITE_CORRUPT, message: localized("the database is damaged; nothing was written to it"), path: path)
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

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
    /// `path` with symbolic links resolved: SQLite names the `-wal` and `-shm` from it.
    package let realPath: String
    let mode: Mode
    private var cache: [String: SQLiteStatement] = [:]
    /// The identity of the file opened (device and inode), to tell when `path` names another one.
    package let file: OpenFiles.FileID?
    /// Whether `SQLITE_CORRUPT` / `SQLITE_NOTADB` met here mark the file damaged (`FileHealth`).
    private let reportsDamage: Bool
    /// The `-wal` and `-shm` this connection uses, once noted (`noteJournal()`).
    private var journal: (wal: OpenFiles.FileID?, shm: OpenFiles.FileID?)?
    /// Why this connection was closed (`close(because:)`); every later call throws it.
    private var closedBecause: StoreError?
    private var isClosed = false
    /// Why a write must not even start (the database or its place is read-only), set by `Database`.
    package var writeRefusal: StoreError?
    /// Whether closing takes away the empty `-shm` made for this read-only connection (`Database`).
    var removesEmptySharedMemoryOnClose = false

    /// How long a writer waits for another process's lock before giving up.
    package static let busyTimeoutMilliseconds: Int32 = 5_000

    /// How a connection opens its file.
    package enum Mode: Sendable {
        /// Read-write: the stores' connections.
        case readWrite
        /// Read-only, seeing the WAL, and `readonly_shm=1`: it never writes the database, its `-wal`
        /// or its `-shm`, and creates neither (the `-shm` must exist; an empty one will do). Reading a
        /// database FoodPin may not write, and judging a WAL found beside a file before a connection
        /// that could write (and checkpoint it on close) is opened.
        case readOnly
        /// Read-only and `immutable=1`: SQLite takes no lock, reads no WAL, creates no side file and
        /// never rolls back a journal, so a file that is not ours stays exactly as it was. For looking
        /// at a file before deciding whether to open it, and for reading a file with no WAL that
        /// FoodPin may not write; what it reads may be stale if someone writes meanwhile, and its
        /// errors do not count as damage.
        case inspection
    }

    /// Opens an existing file (the caller creates and checks the file first).
    /// - Note: No pragma is run here: nothing touches the file until the caller has checked it.
    /// - Throws: `StoreError.replaced` when `path` named another file once SQLite had opened it.
    /// - Parameter countsDamage: whether damage met here counts for the process (`FileHealth`); by
    ///   default every mode but `.inspection`, whose reads judge files that may not be ours.
    package init(path: String, mode: Mode = .readWrite, countsDamage: Bool? = nil) throws {
        OSFailure.install
        OSFailure.clear()
        var db: OpaquePointer?
        var flags = SQLITE_OPEN_NOMUTEX | SQLITE_OPEN_EXRESCODE
        flags |= mode == .readWrite ? SQLITE_OPEN_READWRITE : SQLITE_OPEN_READONLY
        let name: String
        switch mode {
        case .readWrite: name = path
        case .readOnly: name = Self.uri(path, "mode=ro&readonly_shm=1")
        case .inspection: name = Self.uri(path, "immutable=1")
        }
        if mode != .readWrite { flags |= SQLITE_OPEN_URI }
        // The identity is taken on both sides of the open: equal, it is the file SQLite opened.
        let before = OpenFiles.id(of: path)
        let code = sqlite3_open_v2(name, &db, flags, nil)
        guard code == SQLITE_OK, let db else {
            let error = SQLiteError(code: code, handle: db, path: path)
            sqlite3_close_v2(db)
            throw error
        }
        guard before == OpenFiles.id(of: path) else {
            sqlite3_close_v2(db)
            throw StoreError.replaced(path: path)
        }
        self.handle = db
        self.path = path
        self.realPath = Self.resolved(path)
        self.mode = mode
        self.reportsDamage = countsDamage ?? (mode != .inspection)
        self.file = OpenFiles.opened(before)
        sqlite3_busy_timeout(db, Self.busyTimeoutMilliseconds)
    }

    /// How this connection was opened, for a second connection on another thread (`Database.openSecondary`).
    package struct Template: Sendable {
        package let path: String
        let realPath: String
        let mode: Mode
        let file: OpenFiles.FileID?
        let writeRefusal: StoreError?
        let removesEmptySharedMemoryOnClose: Bool
    }

    package var template: Template {
        Template(
            path: path, realPath: realPath, mode: mode, file: file, writeRefusal: writeRefusal,
            removesEmptySharedMemoryOnClose: removesEmptySharedMemoryOnClose)
    }

    /// `path` with every symbolic link resolved, or `path` itself when it cannot be.
    static func resolved(_ path: String) -> String {
        guard let real = realpath(path, nil) else { return path }
        defer { free(real) }
        return String(cString: real)
    }

    private var walHasFrames: Bool {
        var status = stat()
        return stat(realPath + "-wal", &status) == 0 && status.st_size > 0
    }

    /// `file:<path, percent-encoded>?<query>`.
    private static func uri(_ path: String, _ query: String) -> String {
        var allowed = CharacterSet.alphanumerics.intersection(
            CharacterSet(charactersIn: Unicode.Scalar(0)...Unicode.Scalar(127)))
        allowed.insert(charactersIn: "/-._~")
        let encoded = path.addingPercentEncoding(withAllowedCharacters: allowed) ?? path
        return "file:" + encoded + "?" + query
    }

    deinit { close() }

    // MARK: - Identity

    /// Nil while `path` still names the file this connection opened; `.replaced` once another file
    /// was renamed over it (a restored backup, a sync tool's new copy), `.deleted` once it is gone.
    /// - Complexity: one `stat`.
    package var replacement: StoreError? {
        guard let file else { return nil }
        var status = stat()
        guard stat(path, &status) == 0 else { return errno == ENOENT ? .deleted(path: path) : nil }
        let now = OpenFiles.FileID(device: UInt64(status.st_dev), inode: UInt64(status.st_ino))
        return now == file ? nil : .replaced(path: path)
    }

    /// Records which `-wal` and `-shm` this connection uses (call once it has read in WAL mode); from
    /// then on `journalReplaced` compares them with what the names hold.
    package func noteJournal() {
        guard mode == .readWrite, journal == nil else { return }
        journal = (OpenFiles.id(of: realPath + "-wal"), OpenFiles.id(of: realPath + "-shm"))
    }

    /// Whether the `-wal` or `-shm` beside the file is no longer the one this connection uses (another
    /// program, or a sync tool, put a file of its own under that name).
    package var journalReplaced: Bool {
        guard let journal else { return false }
        return (journal.wal.map { OpenFiles.id(of: realPath + "-wal") != $0 } ?? false)
            || (journal.shm.map { OpenFiles.id(of: realPath + "-shm") != $0 } ?? false)
    }

    /// Closes the connection now; every later call throws `reason` (or a plain refusal).
    ///
    /// SQLite's own close, when it is the last connection, checkpoints the WAL into the file and
    /// deletes the `-wal` and `-shm`; it skips both once the file was moved or deleted, which leaves
    /// the old file's WAL under the names the new file at the path will use — the next program to open
    /// that file would replay it into the new one. So once the path names another file (or none), or
    /// the journal under the names is not this connection's any more, this connection copies what its
    /// own WAL holds into its own file, takes its `-wal` and `-shm` away from the names (only while they
    /// are still its own and no other process uses them: `SharedLocks`), and closes without touching
    /// the names. A damaged file gets no checkpoint at all: a WAL holding frames stays beside it as it
    /// was, and the main file is not written.
    package func close(because reason: StoreError? = nil) {
        guard !isClosed else { return }
        isClosed = true
        closedBecause = reason
        cache.removeAll()
        if mode == .readWrite {
            let damaged = FileHealth.state(of: file) == .damaged && walHasFrames
            let moved = replacement != nil
            if damaged {
                csqlite_no_checkpoint_on_close(handle)
            } else if moved || journalReplaced {
                _ = try? execute("PRAGMA wal_checkpoint(TRUNCATE)", evenIfClosed: true)
                if moved, !SharedLocks.othersUseSharedMemory(of: realPath) { releaseJournalNames() }
                csqlite_no_checkpoint_on_close(handle)
            }
        }
        sqlite3_close_v2(handle)
        if removesEmptySharedMemoryOnClose { SideFiles.removeUnusedEmptySharedMemory(realPath) }
        // What is known of a file lasts while this process holds it: once it is closed, its inode
        // may be reused by another file, which must not inherit the verdict.
        if OpenFiles.closed(file), let file {
            FileHealth.forget(file)
            LockKeeper.forget(file)
        }
    }

    /// Unlinks the `-wal` and `-shm` beside the path while each is still the one this connection uses.
    private func releaseJournalNames() {
        guard let journal else { return }
        if let wal = journal.wal, OpenFiles.id(of: realPath + "-wal") == wal { unlink(realPath + "-wal") }
        if let shm = journal.shm, OpenFiles.id(of: realPath + "-shm") == shm { unlink(realPath + "-shm") }
    }

    private func checkOpen() throws {
        guard isClosed else { return }
        throw closedBecause
            ?? SQLiteError(code: SQLITE_MISUSE, message: localized("the database was closed"), path: path)
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
        try checkOpen()
        return try SQLiteStatement(connection: self, sql: sql)
    }

    /// A compiled statement kept for reuse on this connection.
    package func cached(_ sql: String) throws -> SQLiteStatement {
        try checkOpen()
        if let statement = cache[sql] { return statement }
        let statement = try prepare(sql)
        cache[sql] = statement
        return statement
    }

    /// Runs one or more constant statements that take no parameters.
    package func execute(_ sql: String) throws {
        try execute(sql, evenIfClosed: false)
    }

    private func execute(_ sql: String, evenIfClosed: Bool) throws {
        if !evenIfClosed { try checkOpen() }
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
    /// - Throws: `writeRefusal` when the database may not be written, and `StoreError.replaced` or
    ///   `.deleted` when `path` no longer names this file — checked again under the write lock, just
    ///   before the commit, so a change is never reported done that went to a replaced or deleted file.
    package func write<T>(_ body: () throws -> T) throws -> T {
        try checkOpen()
        if let writeRefusal { throw writeRefusal }
        if let replacement { throw replacement }
        switch FileHealth.state(of: file) {
        case .damaged: throw refusal()
        case .unknown: if try !quickCheck().isEmpty { throw refusal() }
        case .sound: break
        }
        return try transaction("BEGIN IMMEDIATE") {
            let result = try body()
            if let replacement { throw replacement }
            return result
        }
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

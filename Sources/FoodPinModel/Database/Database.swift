import CSQLite
import Foundation
import Localization

/// Opens the shared database file safely: checks the file and what lies beside it, judges it through
/// its WAL before any connection that could write, then configures and migrates. Every store owns one
/// `Database` (its connection) and the observers open their own.
///
/// The order matters, and each step only reads:
/// 1. `DatabaseFile.prepare`: a symbolic link to nothing is refused; a new file is made 0600; an
///    existing one must look like an SQLite database (header, size).
/// 2. `SideFiles.inspect`: a `-wal`, `-shm` or `-journal` that is not a regular file, or a rollback
///    journal SQLite would roll back into the file, is refused.
/// 3. `SideFiles.waitWhileUsedForAnotherFile`: nobody may be using these side files for another file.
/// 4. `DatabaseOwnership.inspect`: the main file alone, through an `immutable` connection.
/// 5. `DatabaseAccess.decide`: read-write, or read-only and why.
/// 6. `judgeJournal`: a WAL holding frames is read through a `.readOnly` connection — which never
///    writes or checkpoints — and must be FoodPin's; a WAL nobody has open (left by a crash, or by a
///    copy of the files) must also make a sound database with the file, or both are left as they are.
/// 7. The connection: read-write (WAL, pragmas, migrations), or one that cannot write.
enum Database {
    /// Opens, checks and migrates `path`, creating an empty file (mode 0600) when it does not exist. A
    /// database this user may not write (a read-only file, folder or file system) opens for reading:
    /// the connection's `writeRefusal` says why every write fails.
    /// - Throws: `StoreError` naming the path; a foreign, damaged or newer file is not written, nor is
    ///   anything beside it.
    static func open(path: String) throws(StoreError) -> SQLiteConnection {
        let real = try DatabaseFile.prepare(path)
        // A file this process holds was checked when first opened; opening its side files here would
        // drop this process's locks on them (`OpenFiles`).
        if OpenFiles.contains(path) {
            switch DatabaseAccess.decide(path, real: real) {
            case .readWrite: return try StoreError.wrapping { try openWritable(path) }
            case .readOnly(let refusal): return try openReadOnly(path, real: real, refusal: refusal)
            }
        }
        try SideFiles.inspect(real, shownAs: path)
        try SideFiles.waitWhileUsedForAnotherFile(real, shownAs: path)
        // Another program's file is refused before SQLite locks, journals or reads its WAL.
        try DatabaseOwnership.inspect(path)
        let access = DatabaseAccess.decide(path, real: real)
        let checked = try judgeJournal(path, real: real)
        let connection =
            switch access {
            case .readWrite: try StoreError.wrapping { try openWritable(path) }
            case .readOnly(let refusal): try openReadOnly(path, real: real, refusal: refusal)
            }
        // The check that passed spares the first write its own (`FileHealth`).
        if checked { FileHealth.markSound(connection.file) }
        return connection
    }

    /// Opens `path`, which must exist, for reading only — `foodpin check` — after the same checks as
    /// `open(path:)`; an older schema is read as it is. Nothing is created or left beside the file.
    static func openForReading(path: String) throws(StoreError) -> SQLiteConnection {
        let real = try DatabaseFile.prepare(path)
        if !OpenFiles.contains(path) {
            try SideFiles.inspect(real, shownAs: path)
            try SideFiles.waitWhileUsedForAnotherFile(real, shownAs: path)
            try DatabaseOwnership.inspect(path)
        }
        if !OpenFiles.contains(path) { _ = try judgeJournal(path, real: real) }
        return try openReadOnly(path, real: real, refusal: .readOnly(path: path), anySchema: true)
    }

    /// Opens a second connection to a file `open(path:)` has already checked, as `primary` opened it.
    /// - Throws: `StoreError.replaced` (or `.deleted`) when the path names another file by now.
    static func openSecondary(like primary: SQLiteConnection.Template) throws -> SQLiteConnection {
        guard let current = OpenFiles.id(of: primary.path) else { throw StoreError.deleted(path: primary.path) }
        guard primary.file == nil || current == primary.file else { throw StoreError.replaced(path: primary.path) }
        let connection = try SQLiteConnection(path: primary.path, mode: primary.mode, countsDamage: true)
        guard connection.file == primary.file else { throw StoreError.replaced(path: primary.path) }
        if primary.mode == .readWrite {
            try configure(connection)
            connection.noteJournal()
        } else {
            try Collation.install(on: connection)
        }
        connection.writeRefusal = primary.writeRefusal
        connection.removesEmptySharedMemoryOnClose = primary.removesEmptySharedMemoryOnClose
        return connection
    }

    private static func openWritable(_ path: String) throws -> SQLiteConnection {
        let connection = try SQLiteConnection(path: path)
        try verifyReadable(connection)
        // Again with what the WAL holds, before the first write (switching to WAL writes the header).
        try DatabaseOwnership.judge(DatabaseOwnership.read(connection), path: path)
        try configure(connection)
        try Schema.migrate(connection)
        connection.noteJournal()
        return connection
    }

    /// A connection that cannot write: through the WAL when it holds frames (with an empty `-shm`
    /// made for the purpose and taken away again), else straight from the file, leaving nothing
    /// beside it either way.
    private static func openReadOnly(
        _ path: String, real: String, refusal: StoreError, anySchema: Bool = false
    ) throws(StoreError) -> SQLiteConnection {
        let throughWAL = SideFiles.walHasFrames(real)
        let madeSharedMemory = throughWAL && SideFiles.makeSharedMemoryIfMissing(real)
        defer { if madeSharedMemory { SideFiles.removeUnusedEmptySharedMemory(real) } }
        if throughWAL, !madeSharedMemory, access(real + "-shm", F_OK) != 0 {
            throw .sideFile(path: path, file: real + "-wal", problem: .unreadableJournal)
        }
        return try StoreError.wrapping {
            let connection = try SQLiteConnection(
                path: path, mode: throughWAL ? .readOnly : .inspection, countsDamage: true)
            if madeSharedMemory { connection.removesEmptySharedMemoryOnClose = true }
            try verifyReadable(connection)
            let facts = try DatabaseOwnership.read(connection)
            try DatabaseOwnership.judge(facts, path: path)
            // Reading needs this build's schema; bringing an older one up to it is a write.
            guard anySchema || facts.version == Schema.current else { throw StoreError.outdatedReadOnly(path: path) }
            try Collation.install(on: connection)
            connection.writeRefusal = refusal
            return connection
        }
    }

    /// Judges the file through its WAL, when that holds frames, on a connection that can neither write
    /// nor checkpoint: another program's WAL beside a FoodPin file is refused before anything could
    /// replay it into the file. A WAL no process has open is also checked with the file
    /// (`PRAGMA quick_check`): a crash leaves one that fits, but a backup or sync tool that copied the
    /// file and its WAL at different moments, or put another copy's WAL beside it, leaves one that
    /// does not — replaying it would damage a file that is sound on its own.
    ///
    /// The look is closed before the real connection opens: SQLite shares one `-shm` mapping among a
    /// process's connections to a file, and the look's is read-only.
    /// - Returns: whether the file passed a check with its WAL.
    private static func judgeJournal(_ path: String, real: String) throws(StoreError) -> Bool {
        guard SideFiles.walHasFrames(real) else { return false }
        let leftover = SharedLocks.users(ofDatabaseAt: real).ofSharedMemory.isEmpty
        let madeSharedMemory = SideFiles.makeSharedMemoryIfMissing(real)
        let wal = real + "-wal"
        do {
            // No `-shm` and none can be made (a read-only folder, no free inode): the real open
            // cannot read the WAL either, and says why.
            guard madeSharedMemory || access(real + "-shm", F_OK) == 0 else { return false }
            let look = try SQLiteConnection(path: path, mode: .readOnly, countsDamage: true)
            look.removesEmptySharedMemoryOnClose = madeSharedMemory
            do {
                try DatabaseOwnership.judge(DatabaseOwnership.read(look), path: path)
            } catch StoreError.notADatabase {
                throw StoreError.sideFile(path: path, file: wal, problem: .foreignJournal)
            }
            if leftover, try !look.quickCheck().isEmpty { throw try mismatch(path, wal: wal) }
            return leftover
        } catch let error as StoreError {
            if madeSharedMemory { SideFiles.removeUnusedEmptySharedMemory(real) }
            throw error
        } catch let error as SQLiteError where error.isDamage {
            if madeSharedMemory { SideFiles.removeUnusedEmptySharedMemory(real) }
            throw (try? mismatch(path, wal: wal)) ?? .damaged(path: path)
        } catch {
            if madeSharedMemory { SideFiles.removeUnusedEmptySharedMemory(real) }
            // Unreadable for another reason (busy, I/O): the real open reports it.
            return false
        }
    }

    /// Damage seen through the WAL: the WAL's fault when the file alone is sound.
    private static func mismatch(_ path: String, wal: String) throws -> StoreError {
        let alone = try SQLiteConnection(path: path, mode: .inspection)
        return try alone.quickCheck().isEmpty
            ? .sideFile(path: path, file: wal, problem: .mismatchedJournal) : .damaged(path: path)
    }

    /// Reads the schema, which makes SQLite parse page 1: a damaged file fails here, unwritten
    /// (`SQLITE_CORRUPT` becomes `StoreError.damaged`).
    private static func verifyReadable(_ connection: SQLiteConnection) throws {
        do {
            _ = try connection.integer("SELECT count(*) FROM sqlite_schema")
        } catch let error as SQLiteError where error.primaryCode == SQLITE_NOTADB {
            throw StoreError.notADatabase(path: connection.path, reason: localized("SQLite cannot read it"))
        }
    }

    /// `PRAGMA journal_mode = WAL`, tried again while another process holds the file: the switch
    /// needs an exclusive lock and SQLite answers it busy at once, without the busy handler, so two
    /// first launches of a new file failed one of them ("stayed locked for 5 seconds" in no time).
    /// Waits as long as the busy timeout would.
    private static func switchToWAL(_ connection: SQLiteConnection) throws -> String? {
        let deadline = Date().addingTimeInterval(Double(SQLiteConnection.busyTimeoutMilliseconds) / 1000)
        while true {
            do {
                return try connection.prepare("PRAGMA journal_mode = WAL").first { $0.string(0) }
            } catch let error as SQLiteError where error.primaryCode == SQLITE_BUSY && Date() < deadline {
                usleep(5_000)
            }
        }
    }

    private static func configure(_ connection: SQLiteConnection) throws {
        // WAL: readers never block the writer and a killed writer loses only its open transaction.
        // synchronous=NORMAL is durable against a process crash (SIGKILL); only a power cut may lose
        // the last commits, never the database's integrity.
        let mode = try switchToWAL(connection)
        guard mode?.lowercased() == "wal" else {
            throw SQLiteError(
                code: SQLITE_ERROR, message: "cannot switch to WAL mode (got \(mode ?? "nothing"))",
                path: connection.path)
        }
        // mmap: reading the whole list copies no pages through read(2).
        try connection.execute("PRAGMA synchronous = NORMAL; PRAGMA foreign_keys = ON; PRAGMA mmap_size = 268435456")
        try Collation.install(on: connection)
    }
}

import CSQLite
import Foundation
import Localization

/// Opens the shared database file safely: checks the file, then configures the connection, then
/// migrates. Every store owns one `Database` (its connection) and the observers open their own.
enum Database {
    /// Opens, checks and migrates `path`, creating an empty file (mode 0600) when it does not exist.
    /// - Throws: `StoreError` naming the path; a foreign, damaged or newer file is not written.
    static func open(path: String) throws(StoreError) -> SQLiteConnection {
        try DatabaseFile.prepare(path)
        // Another program's file is refused before SQLite locks, journals or reads its WAL.
        if !OpenFiles.contains(path) { try DatabaseOwnership.inspect(path) }
        return try StoreError.wrapping {
            let connection = try SQLiteConnection(path: path)
            try verifyReadable(connection)
            // Again with what the WAL holds, before the first write (switching to WAL writes the header).
            try DatabaseOwnership.judge(DatabaseOwnership.read(connection), path: path)
            try configure(connection)
            try Schema.migrate(connection)
            return connection
        }
    }

    /// Opens a second connection to a file `open(path:)` has already checked and migrated.
    static func openSecondary(path: String) throws -> SQLiteConnection {
        let connection = try SQLiteConnection(path: path)
        try configure(connection)
        return connection
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

    private static func configure(_ connection: SQLiteConnection) throws {
        // WAL: readers never block the writer and a killed writer loses only its open transaction.
        // synchronous=NORMAL is durable against a process crash (SIGKILL); only a power cut may lose
        // the last commits, never the database's integrity.
        let mode = try connection.prepare("PRAGMA journal_mode = WAL").first { $0.string(0) }
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

import CSQLite
import Foundation
import Localization

/// Why the model refused or failed an operation. `description` is one line for a person to read, in
/// the user's terms: what happened to which file, never an SQLite result code.
public enum StoreError: Error, CustomStringConvertible, Sendable, Equatable {
    /// The file exists but is not a FoodPin database (another program's, or not SQLite at all); it was
    /// left untouched.
    case notADatabase(path: String, reason: String)
    /// The database was written by a newer FoodPin; it was left untouched.
    case newerSchema(path: String, found: Int, supported: Int)
    /// The database carries a schema version no FoodPin ever wrote (negative, or one its tables
    /// contradict); it was left untouched.
    case unknownSchema(path: String, found: Int)
    /// The database is damaged: this process will not write to it again.
    case damaged(path: String)
    /// `DatabaseCheck` found these problems (SQLite's words, at least one).
    case failedCheck(path: String, problems: [String])
    /// There is no database at the path (for commands that only read, such as `check`).
    case noDatabase(path: String)
    /// The directory meant to hold the database is missing or is not a directory.
    case directoryMissing(path: String)
    /// The database or its directory could not be created or opened for writing.
    case cannotCreate(path: String, reason: String)
    /// The disk (or the user's quota) is full; the change was not made.
    case diskFull(path: String)
    /// Another program kept the database locked for longer than the busy timeout.
    case busy(path: String)
    /// The database or its folder cannot be written (permissions, read-only file system); `place` says
    /// which, when known. Reads still work.
    case readOnly(path: String, place: ReadOnlyPlace? = nil)
    /// The database must be brought up to this build's schema to be read, and cannot be written.
    case outdatedReadOnly(path: String)
    /// `path` is a symbolic link to `target`, which does not exist. FoodPin does not create it: the
    /// link usually points into a drive that is not mounted or a folder not synced yet.
    case danglingLink(path: String, target: String)
    /// A file SQLite keeps beside the database (`-wal`, `-shm`, `-journal`) stops FoodPin from using it;
    /// the database and `file` were left untouched.
    case sideFile(path: String, file: String, problem: SideFileProblem)
    /// The disk holding the database has no room (or no free inode) for `file`, one of its side files.
    case noSpace(path: String, file: String, inodes: Bool)
    /// Another file was renamed over the database while FoodPin had it open (a restored backup, a
    /// sync tool's new copy): a change made now would go to the old file, which nobody will see again.
    case replaced(path: String)
    /// The database was deleted while FoodPin had it open.
    case deleted(path: String)
    /// An environment variable that names the database or its folder is not valid UTF-8.
    case undecodablePath(variable: String)
    /// Reading or writing the file failed in the operating system.
    case ioFailure(path: String, reason: String)
    /// SQLite failed in a way none of the above describes.
    case sqlite(SQLiteError)
    /// No restaurant matches the name or id given.
    case notFound(query: String)
    /// Several restaurants match the name given.
    case ambiguous(query: String, candidates: [Restaurant])
    /// A required text field is empty or whitespace only.
    case emptyField(name: String)
    /// A photo given for a restaurant is not a readable image file.
    case badImage(path: String, reason: String)
    /// The to-do list refused the change (empty text, no such item); nothing was stored.
    case todo(TodoError)

    /// Where a database is read-only.
    public enum ReadOnlyPlace: Sendable, Equatable {
        /// The file system is mounted read-only.
        case fileSystem
        /// The folder holding the file cannot be written by this user (SQLite makes its `-wal` and
        /// `-shm` there).
        case folder
        /// The file itself cannot be written by this user.
        case file
    }

    /// What is wrong with a side file.
    public enum SideFileProblem: Sendable, Equatable {
        /// It is a folder, a FIFO, a link, a device (`kind` says which, in words).
        case notARegularFile(kind: String)
        /// A rollback journal another program left unfinished: SQLite would write it back into the
        /// database. FoodPin never writes one.
        case unfinishedJournal
        /// A WAL of another program's database.
        case foreignJournal
        /// A WAL that does not fit the database: together they read as a damaged database, while the
        /// file alone is sound (a copy taken while the database was open, another copy's WAL).
        case mismatchedJournal
        /// It cannot be written by this user (left by a program that read the database as another user).
        case unwritable
        /// A WAL holding changes not yet in the file, which cannot be read here: reading it needs a
        /// `-shm` beside it, and the place is read-only.
        case unreadableJournal
        /// Process `pid` uses the side files for another file: the one the database replaced while it
        /// was open.
        case heldForAnotherFile(pid: Int)
    }

    public var description: String {
        switch self {
        case let .notADatabase(path, reason):
            localized(
                // Translators: {reason} is one of the reasons below, e.g. "it is truncated".
                "{path} is not a FoodPin database ({reason}); the file was left untouched",
                ["path": path, "reason": reason])
        case let .newerSchema(path, found, supported):
            localized(
                "{path} was written by a newer FoodPin (schema {found}, this version knows up to {supported}); the file was left untouched",
                ["path": path, "found": localizedNumber(found), "supported": localizedNumber(supported)])
        case let .unknownSchema(path, found):
            localized(
                "{path} has a schema version no FoodPin wrote ({found}); the file was left untouched",
                ["path": path, "found": localizedNumber(found)])
        case let .damaged(path):
            localized("{path} is damaged; FoodPin will not write to it", ["path": path])
        case let .failedCheck(path, problems):
            Self.failedCheck(path: path, problems: problems)
        case let .noDatabase(path):
            localized("there is no database at {path}", ["path": path])
        case let .directoryMissing(path):
            localized("the directory {path} does not exist", ["path": path])
        case let .cannotCreate(path, reason):
            localized("cannot create {path}: {reason}", ["path": path, "reason": reason])
        case let .diskFull(path):
            localized("the disk holding {path} is full; nothing was changed", ["path": path])
        case let .busy(path):
            localizedPlural(
                one: "{path} stayed locked by another program for {count} second; nothing was changed",
                other: "{path} stayed locked by another program for {count} seconds; nothing was changed",
                count: Int(SQLiteConnection.busyTimeoutMilliseconds / 1000), ["path": path])
        case let .readOnly(path, place):
            Self.readOnly(path, place)
        case let .outdatedReadOnly(path):
            localized(
                "{path} must be upgraded by this FoodPin before it can be read, and it cannot be written; nothing was changed",
                ["path": path])
        case let .danglingLink(path, target):
            localized(
                "{path} is a symbolic link to {target}, which does not exist; FoodPin does not create a database there (connect the drive or folder it points into, or remove the link)",
                ["path": path, "target": target])
        case let .sideFile(path, file, problem):
            Self.sideFile(path, file, problem)
        case let .noSpace(path, file, inodes):
            inodes
                ? localized(
                    "{path} cannot be opened: its file system has no free inodes left, so {file} cannot be created; nothing was changed",
                    ["path": path, "file": file])
                : localized(
                    "{path} cannot be opened: the disk is full, so {file} cannot be written; nothing was changed",
                    ["path": path, "file": file])
        case let .replaced(path):
            localized(
                "{path} was replaced by another file while FoodPin had it open; nothing was changed", ["path": path])
        case let .deleted(path):
            localized("{path} was deleted while FoodPin had it open; nothing was changed", ["path": path])
        case let .undecodablePath(variable):
            localized(
                "${variable} is not valid UTF-8, so FoodPin cannot use the path it holds; nothing was changed",
                ["variable": variable])
        case let .ioFailure(path, reason):
            localized("reading or writing {path} failed ({reason})", ["path": path, "reason": reason])
        case let .sqlite(error):
            "\(error.path): \(error.message)"
        case let .notFound(query):
            localized("no restaurant named or with id \"{query}\"", ["query": query])
        case let .ambiguous(query, candidates):
            localizedPlural(
                // Translators: {restaurants} lists each match as "Name (id)", separated by commas.
                one: "\"{query}\" matches {count} restaurant: {restaurants}; give an id instead",
                other: "\"{query}\" matches {count} restaurants: {restaurants}; give an id instead",
                count: candidates.count,
                [
                    "query": query,
                    "restaurants": candidates.map { "\($0.name) (\($0.id.uuidString.lowercased()))" }
                        .joined(separator: ", "),
                ])
        case let .emptyField(name):
            switch name {
            case "type": localized("the type cannot be empty")
            case "location": localized("the location cannot be empty")
            default: localized("the name cannot be empty")
            }
        case let .badImage(path, reason):
            localized("{path} cannot be a photo: {reason}", ["path": path, "reason": reason])
        case let .todo(error):
            error.description
        }
    }

    /// The user's terms for an SQLite failure: the file and the cause when SQLite logged the system
    /// call that failed (`OSFailure`).
    init(_ error: SQLiteError) {
        let path = error.path
        if let named = Self.naming(error.osFailure, path: path) {
            self = named
            return
        }
        switch error.primaryCode {
        case SQLITE_CORRUPT, SQLITE_NOTADB: self = .damaged(path: path)
        case SQLITE_FULL: self = .diskFull(path: path)
        case SQLITE_BUSY, SQLITE_LOCKED: self = .busy(path: path)
        case SQLITE_READONLY, SQLITE_PERM: self = .readOnly(path: path)
        case SQLITE_IOERR, SQLITE_CANTOPEN: self = .ioFailure(path: path, reason: Self.ioReason(error))
        default: self = .sqlite(error)
        }
    }

    /// The error for a failed system call on `path` or one of its side files, when its errno says more
    /// than SQLite's result code.
    private static func naming(_ failure: OSFailure?, path: String) -> StoreError? {
        guard let failure, failure.errno != 0 else { return nil }
        let isSideFile = !failure.file.isEmpty && ["-wal", "-shm", "-journal"].contains { failure.file.hasSuffix($0) }
        let file = isSideFile ? failure.file : path
        // SQLite retries a `-shm` it could not create read-only, and logs that second errno (ENOENT).
        var code = failure.errno
        if code == ENOENT, isSideFile, failure.call == "open", FileSystemSpace.isFull(at: file) { code = ENOSPC }
        switch code {
        case ENOSPC:
            let inodes = FileSystemSpace.outOfInodes(at: file)
            return isSideFile || inodes ? .noSpace(path: path, file: file, inodes: inodes) : .diskFull(path: path)
        case EISDIR:
            return isSideFile
                ? .sideFile(path: path, file: file, problem: .notARegularFile(kind: localized("a folder"))) : nil
        case EROFS:
            return .readOnly(path: path, place: .fileSystem)
        case EACCES, EPERM:
            return isSideFile ? .sideFile(path: path, file: file, problem: .unwritable) : nil
        default:
            return nil
        }
    }

    /// The operating system's reason behind an I/O failure (SQLite only says "disk I/O error").
    private static func ioReason(_ error: SQLiteError) -> String {
        // The extended code's detail (SQLITE_IOERR_READ is 1 << 8 | SQLITE_IOERR, …; macros C only).
        guard error.primaryCode == SQLITE_IOERR else { return localized("it cannot be opened") }
        return switch error.code >> 8 {
        case 1, 2: localized("a read failed")
        case 3, 4, 6: localized("a write failed")
        default: localized("input/output error")
        }
    }

    /// "PATH is damaged: " and at most three of SQLite's problems (its own words, in English).
    private static func failedCheck(path: String, problems: [String]) -> String {
        let shown = problems.prefix(3).joined(separator: "; ")
        guard problems.count > 3 else {
            return localized("{path} is damaged: {problems}", ["path": path, "problems": shown])
        }
        return localizedPlural(
            // Translators: {problems} are SQLite's own descriptions, in English, separated by semicolons.
            one: "{path} is damaged: {problems} (and {count} more problem)",
            other: "{path} is damaged: {problems} (and {count} more problems)",
            count: problems.count - 3, ["path": path, "problems": shown])
    }
}

extension StoreError {
    /// Runs `body`, turning SQLite failures into the matching `StoreError`.
    static func wrapping<T>(_ body: () throws -> T) throws(StoreError) -> T {
        do {
            return try body()
        } catch let error as StoreError {
            throw error
        } catch let error as SQLiteError {
            throw StoreError(error)
        } catch let error as TodoError {
            throw .todo(error)
        } catch {
            throw .cannotCreate(path: "", reason: "\(error)")
        }
    }

    /// Runs `body`, turning SQLite failures into `StoreError`s and passing other errors through.
    static func mapping<T>(_ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch let error as SQLiteError {
            throw StoreError(error)
        }
    }
}

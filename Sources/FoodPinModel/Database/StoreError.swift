import CSQLite
import Foundation

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
    /// The database or its folder cannot be written (permissions, read-only file system).
    case readOnly(path: String)
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

    public var description: String {
        switch self {
        case let .notADatabase(path, reason):
            "\(path) is not a FoodPin database (\(reason)); the file was left untouched"
        case let .newerSchema(path, found, supported):
            "\(path) was written by a newer FoodPin (schema \(found), this version knows up to \(supported)); the file was left untouched"
        case let .unknownSchema(path, found):
            "\(path) has a schema version no FoodPin wrote (\(found)); the file was left untouched"
        case let .damaged(path):
            "\(path) is damaged; FoodPin will not write to it"
        case let .failedCheck(path, problems):
            "\(path) is damaged: " + problems.prefix(3).joined(separator: "; ")
                + (problems.count > 3 ? " (and \(problems.count - 3) more problems)" : "")
        case let .noDatabase(path):
            "there is no database at \(path)"
        case let .directoryMissing(path):
            "the directory \(path) does not exist"
        case let .cannotCreate(path, reason):
            "cannot create \(path): \(reason)"
        case let .diskFull(path):
            "the disk holding \(path) is full; nothing was changed"
        case let .busy(path):
            "\(path) stayed locked by another program for \(SQLiteConnection.busyTimeoutMilliseconds / 1000) seconds; nothing was changed"
        case let .readOnly(path):
            "\(path) cannot be written (the file or its folder is read-only); nothing was changed"
        case let .ioFailure(path, reason):
            "reading or writing \(path) failed (\(reason))"
        case let .sqlite(error):
            "\(error.path): \(error.message)"
        case let .notFound(query):
            "no restaurant named or with id \"\(query)\""
        case let .ambiguous(query, candidates):
            "\"\(query)\" matches \(candidates.count) restaurants: "
                + candidates.map { "\($0.name) (\($0.id.uuidString.lowercased()))" }.joined(separator: ", ")
                + "; give an id instead"
        case let .emptyField(name):
            "the \(name) cannot be empty"
        case let .badImage(path, reason):
            "\(path) cannot be a photo: \(reason)"
        case let .todo(error):
            error.description
        }
    }

    /// The user's terms for an SQLite failure.
    init(_ error: SQLiteError) {
        let path = error.path
        switch error.primaryCode {
        case SQLITE_CORRUPT, SQLITE_NOTADB: self = .damaged(path: path)
        case SQLITE_FULL: self = .diskFull(path: path)
        case SQLITE_BUSY, SQLITE_LOCKED: self = .busy(path: path)
        case SQLITE_READONLY, SQLITE_PERM: self = .readOnly(path: path)
        case SQLITE_IOERR, SQLITE_CANTOPEN: self = .ioFailure(path: path, reason: Self.ioReason(error))
        default: self = .sqlite(error)
        }
    }

    /// The operating system's reason behind an I/O failure (SQLite only says "disk I/O error").
    private static func ioReason(_ error: SQLiteError) -> String {
        // The extended code's detail (SQLITE_IOERR_READ is 1 << 8 | SQLITE_IOERR, …; macros C only).
        guard error.primaryCode == SQLITE_IOERR else { return "it cannot be opened" }
        return switch error.code >> 8 {
        case 1, 2: "a read failed"
        case 3, 4, 6: "a write failed"
        default: "input/output error"
        }
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

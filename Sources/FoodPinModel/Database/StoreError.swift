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
        case let .readOnly(path):
            localized(
                "{path} cannot be written (the file or its folder is read-only); nothing was changed", ["path": path])
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

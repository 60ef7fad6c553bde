import Foundation

/// Why the model refused or failed an operation. `description` is one line for a person to read.
public enum StoreError: Error, CustomStringConvertible, Sendable, Equatable {
    /// The file exists but is not an SQLite database (or is damaged); it was left untouched.
    case notADatabase(path: String, reason: String)
    /// The database was written by a newer FoodPin; it was left untouched.
    case newerSchema(path: String, found: Int, supported: Int)
    /// The directory meant to hold the database is missing or is not a directory.
    case directoryMissing(path: String)
    /// The database or its directory could not be created or opened for writing.
    case cannotCreate(path: String, reason: String)
    /// SQLite failed.
    case sqlite(SQLiteError)
    /// No restaurant matches the name or id given.
    case notFound(query: String)
    /// Several restaurants match the name given.
    case ambiguous(query: String, candidates: [Restaurant])
    /// A required text field is empty or whitespace only.
    case emptyField(name: String)

    public var description: String {
        switch self {
        case let .notADatabase(path, reason):
            "\(path) is not a FoodPin database (\(reason)); the file was left untouched"
        case let .newerSchema(path, found, supported):
            "\(path) was written by a newer FoodPin (schema \(found), this version knows up to \(supported)); the file was left untouched"
        case let .directoryMissing(path):
            "the directory \(path) does not exist"
        case let .cannotCreate(path, reason):
            "cannot create \(path): \(reason)"
        case let .sqlite(error):
            error.description
        case let .notFound(query):
            "no restaurant named or with id \"\(query)\""
        case let .ambiguous(query, candidates):
            "\"\(query)\" matches \(candidates.count) restaurants: "
                + candidates.map { "\($0.name) (\($0.id.uuidString.lowercased()))" }.joined(separator: ", ")
                + "; give an id instead"
        case let .emptyField(name):
            "the \(name) cannot be empty"
        }
    }
}

extension StoreError {
    /// Runs `body`, turning SQLite failures into `StoreError.sqlite`.
    static func wrapping<T>(_ body: () throws -> T) throws(StoreError) -> T {
        do {
            return try body()
        } catch let error as StoreError {
            throw error
        } catch let error as SQLiteError {
            throw .sqlite(error)
        } catch {
            throw .cannotCreate(path: "", reason: "\(error)")
        }
    }

    /// Runs `body`, turning SQLite failures into `StoreError.sqlite` and passing other errors through.
    static func mapping<T>(_ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch let error as SQLiteError {
            throw StoreError.sqlite(error)
        }
    }
}

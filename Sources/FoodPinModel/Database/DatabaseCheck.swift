import CSQLite
import Foundation
import Localization

/// `foodpin check` and `todo check`: whether a database file is sound, answered without writing to it.
public enum DatabaseCheck {
    /// What `PRAGMA integrity_check` found.
    public struct Report: Sendable, Equatable {
        /// SQLite's descriptions of the problems found; empty when the file is sound.
        public var problems: [String]

        /// Whether the file passed.
        public var isSound: Bool { problems.isEmpty }
    }

    /// `run(path:)` for a command line: the sentence to print when the file is sound.
    /// - Throws: `StoreError.failedCheck` with the problems when it is not, and what `run` throws.
    public static func verify(path: String) throws(StoreError) -> String {
        let report = try run(path: path)
        guard report.isSound else { throw .failedCheck(path: path, problems: report.problems) }
        return localized("{path} is sound", ["path": path])
    }

    /// What a command that runs the check says of itself in its help.
    public static var abstract: String {
        localized("Check that the database is sound (it is only read, never written).")
    }
    public static var discussion: String {
        localized("Exit status 0 when it is sound, 1 when it is damaged or cannot be read.")
    }

    /// Checks every page, index and constraint of the FoodPin database at `path`, through a
    /// read-only connection: the file is never written, whatever it holds, and no side file is left
    /// unless a WAL was already there.
    /// - Throws: `StoreError.noDatabase` when there is no file, the refusals of opening (another
    ///   program's file, an unknown schema version) and read failures; damage SQLite reports while
    ///   reading is a `Report` with problems, not an error.
    /// - Complexity: O(size of the file).
    public static func run(path: String) throws(StoreError) -> Report {
        let real = try DatabaseFile.resolve(path)
        var status = stat()
        guard stat(real, &status) == 0 else {
            if errno == ENOENT { throw .noDatabase(path: path) }
            throw .ioFailure(path: path, reason: String(cString: strerror(errno)))
        }
        guard (status.st_mode & S_IFMT) == S_IFREG else {
            throw .notADatabase(path: path, reason: localized("not a regular file"))
        }
        if status.st_size == 0 { return Report(problems: []) }
        do {
            // Through the WAL when it holds frames, else the file as it is on disk; either way
            // read-only, leaving nothing beside the file.
            let connection = try Database.openForReading(path: path)
            let rows = try connection.prepare("PRAGMA integrity_check").map { $0.string(0) }
            return Report(problems: rows == ["ok"] ? [] : rows)
        } catch let error as SQLiteError where error.isDamage {
            return Report(problems: [error.message])
        } catch StoreError.damaged {
            return Report(problems: [String(cString: sqlite3_errstr(SQLITE_CORRUPT))])
        } catch let error as StoreError {
            throw error
        } catch let error as SQLiteError {
            throw StoreError(error)
        } catch {
            throw .ioFailure(path: path, reason: "\(error)")
        }
    }
}

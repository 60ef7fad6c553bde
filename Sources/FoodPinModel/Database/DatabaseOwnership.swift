import CSQLite
import Foundation
import Localization

/// Whether a valid SQLite file is FoodPin's to write: another program's database must come out of a
/// refused open byte-identical, with no `-wal` or `-shm` beside it.
///
/// A file is ours when it is empty (new: no table, version 0), carries FoodPin's application id with
/// a known schema version, or — made before the application id existed — has schema version 1…3 and
/// that version's tables. Anything else is refused: another application id, tables FoodPin did not
/// make, a version out of range (negative included).
///
/// It is asked twice: first through an `immutable` connection, which reads the main file only and
/// leaves no trace (a foreign file is refused before SQLite has locked, journalled or checkpointed
/// anything); then on the real connection, which also sees what is still in the WAL.
enum DatabaseOwnership {
    /// FoodPin's `PRAGMA application_id`: "FdPn".
    static let applicationID = 0x4664_506E

    /// The schema versions written before FoodPin stamped its application id.
    static let unstampedVersions = 1...3

    /// The tables each schema version has (a version has those of every earlier one).
    static func tables(ofVersion version: Int) -> Set<String> {
        var tables: Set<String> = []
        if version >= 1 { tables.formUnion(["meta", "restaurant"]) }
        if version >= 2 { tables.insert("todo_item") }
        return tables
    }

    /// What decides ownership, read from the file.
    struct Facts: Equatable {
        var applicationID: Int
        var version: Int
        var tables: Set<String>
    }

    /// Looks at the file through an immutable connection and refuses it if it is not ours. A file
    /// that cannot be read this way (damaged, or changing under a checkpoint) is left to the real
    /// open, which reports what it finds.
    static func inspect(_ path: String) throws(StoreError) {
        let facts: Facts
        do {
            facts = try read(SQLiteConnection(path: path, mode: .inspection))
        } catch {
            return
        }
        try judge(facts, path: path)
    }

    /// The file's facts, read in one statement and so from one snapshot: read apart, another process
    /// creating the file could commit its migrations in between, and a new FoodPin file was judged
    /// another program's (no tables read before the commit, its version after).
    static func read(_ connection: SQLiteConnection) throws -> Facts {
        let rows = try connection.prepare(
            """
            SELECT a.application_id, v.user_version, s.name FROM pragma_application_id AS a, pragma_user_version AS v
            LEFT JOIN (SELECT name FROM sqlite_schema WHERE type = 'table') AS s
            """
        ).map { (applicationID: $0.int(0), version: $0.int(1), table: $0.optionalString(2)) }
        return Facts(
            applicationID: rows.first?.applicationID ?? 0, version: rows.first?.version ?? 0,
            tables: Set(rows.compactMap(\.table)))
    }

    /// Refuses `facts` unless they describe a FoodPin database this build can open.
    static func judge(_ facts: Facts, path: String) throws(StoreError) {
        let version = facts.version
        switch facts.applicationID {
        case applicationID:
            if version > Schema.current { throw .newerSchema(path: path, found: version, supported: Schema.current) }
            if version < 1 { throw .unknownSchema(path: path, found: version) }
        case 0:
            if facts.tables.isEmpty, version == 0 { return }
            if version > Schema.current, facts.tables.isSuperset(of: tables(ofVersion: 1)) {
                throw .newerSchema(path: path, found: version, supported: Schema.current)
            }
            if unstampedVersions.contains(version), facts.tables.isSuperset(of: tables(ofVersion: version)) { return }
            if facts.tables.isSuperset(of: tables(ofVersion: 1)) { throw .unknownSchema(path: path, found: version) }
            throw .notADatabase(path: path, reason: localized("it is another program’s SQLite database"))
        default:
            throw .notADatabase(path: path, reason: localized("it is another program’s SQLite database"))
        }
    }
}

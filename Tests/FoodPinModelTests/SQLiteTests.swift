import CSQLite
import Foundation
import Testing

@testable import FoodPinModel

@Suite("SQLite layer")
struct SQLiteTests {
    let directory = TemporaryDirectory()

    func connection() throws -> SQLiteConnection {
        let path = directory.file()
        try DatabaseFile.prepare(path)
        let connection = try SQLiteConnection(path: path)
        try connection.execute("CREATE TABLE t (i INTEGER, r REAL, s TEXT, b BLOB, n TEXT)")
        return connection
    }

    @Test func bindsAndReadsEveryType() throws {
        let db = try connection()
        let id = UUID()
        let blob = Data([0, 1, 2, 255])
        try db.prepare("INSERT INTO t VALUES (?, ?, ?, ?, ?)").bind(42, 2.5, "héllo", blob, Optional<String>.none).run()
        try db.prepare("INSERT INTO t VALUES (?, ?, ?, ?, ?)").bind(-1, 0.0, "", Data(), id).run()
        let rows = try db.prepare("SELECT i, r, s, b, n, typeof(s), typeof(b) FROM t ORDER BY rowid").map {
            ($0.int(0), $0.double(1), $0.string(2), $0.data(3), $0.optionalString(4), $0.string(5), $0.string(6))
        }
        #expect(rows.count == 2)
        #expect(rows[0].0 == 42 && rows[0].1 == 2.5 && rows[0].2 == "héllo" && rows[0].3 == blob && rows[0].4 == nil)
        // An empty string stays TEXT (not NULL); an empty Data stays a BLOB.
        #expect(rows[1].2 == "" && rows[1].5 == "text" && rows[1].6 == "blob")
        let readBack = try db.prepare("SELECT n FROM t WHERE i = -1").first { $0.uuid(0) }
        #expect(readBack == id)
    }

    @Test func hostileTextRoundTripsThroughParameters() throws {
        let db = try connection()
        let insert = try db.prepare("INSERT INTO t (s) VALUES (?)")
        for text in hostileTexts { try insert.bind(text).run() }
        let back = try db.prepare("SELECT s FROM t ORDER BY rowid").map { $0.string(0) }
        #expect(back == hostileTexts)
        #expect(try db.integer("SELECT count(*) FROM sqlite_schema WHERE name = 't'") == 1)
    }

    @Test func errorsCarryCodeMessageAndPath() throws {
        let db = try connection()
        do {
            _ = try db.prepare("SELECT nope FROM t")
            Issue.record("expected an error")
        } catch let error as SQLiteError {
            #expect(error.primaryCode == SQLITE_ERROR)
            #expect(error.message.contains("nope"))
            #expect(error.path == directory.file())
            #expect(error.description.contains(directory.file()))
        }
    }

    @Test func writeTransactionRollsBackWhenBodyThrows() throws {
        let db = try connection()
        struct Stop: Error {}
        #expect(throws: Stop.self) {
            try db.write {
                try db.prepare("INSERT INTO t (i) VALUES (1)").run()
                throw Stop()
            }
        }
        #expect(try db.integer("SELECT count(*) FROM t") == 0)
        try db.write { try db.prepare("INSERT INTO t (i) VALUES (1)").run() }
        #expect(try db.integer("SELECT count(*) FROM t") == 1)
    }

    @Test func constraintViolationIsReportedAndStatementReusable() throws {
        let db = try connection()
        try db.execute("CREATE UNIQUE INDEX u ON t (i)")
        let insert = try db.cached("INSERT INTO t (i) VALUES (?)")
        try insert.bind(1).run()
        #expect(throws: SQLiteError.self) { try insert.bind(1).run() }
        try insert.bind(2).run()
        #expect(try db.integer("SELECT count(*) FROM t") == 2)
    }

    /// A file renamed while open must leave `OpenFiles` when its connection closes: a stale entry made
    /// a later file reusing the inode skip the safety checks (CI once opened random bytes that way).
    @Test func closingForgetsAFileRenamedWhileOpen() throws {
        var db: SQLiteConnection? = try connection()
        let moved = directory.file("moved")
        #expect(rename(directory.file(), moved) == 0)
        #expect(OpenFiles.contains(moved))
        db = nil
        #expect(!OpenFiles.contains(moved), "the entry outlived its connection")
        withExtendedLifetime(db) {}
    }
}

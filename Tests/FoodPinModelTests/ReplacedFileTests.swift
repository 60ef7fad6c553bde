import Foundation
import XCTest

@testable import FoodPinModel

/// Issue 33, row 3 and its class: the database renamed over (a backup restored, a sync tool's new copy)
/// or deleted while a store has it open. The store notices within its usual interval, lets go of the
/// old file without touching the names its journal lives under, refuses every write, and a store
/// opened on the path sees the new file. XCTest runs on the main thread, so the main queue is drained
/// here as the windows' loop does (see MainActorObservationTests).
final class ReplacedFileTests: XCTestCase {
    private var directory: TemporaryDirectory!
    private var path: String { directory.file() }

    override func setUp() {
        directory = TemporaryDirectory()
    }

    /// A closed database at `name` holding the samples and one restaurant called `marker`.
    private func backup(_ name: String, marker: String) throws -> String {
        try Self.backup(directory.file(name), marker: marker)
    }

    private static func backup(_ file: String, marker: String) throws -> String {
        try RestaurantStore(path: file).add(name: marker, type: "Backup", location: "Disk")
        return file
    }

    /// Runs the main queue until `condition` holds, at most `timeout` (scaled) seconds.
    private static func drainMainQueue(until condition: () -> Bool, timeout: TimeInterval = 5) {
        runMainLoop(timeout: timeout, until: condition)
    }

    func testAStoreLetsGoOfAFileRenamedOverWithinASecondAndTheNewOneOpens() throws {
        let (path, restoredPath) = (path, directory.file("restored.sqlite3"))
        try MainActor.assumeIsolated { try Self.letsGoOfAFileRenamedOver(path, restoredPath) }
    }

    @MainActor
    private static func letsGoOfAFileRenamedOver(_ path: String, _ restoredPath: String) throws {
        do {
            let old = try RestaurantStore(path: path)
            let ids = old.observeIdentifiersOnMain { _ in }
            var problem: StoreError?
            var reopened: RestaurantStore?
            let watch = old.observeReplacementOnMain { error in
                problem = error
                reopened = try? RestaurantStore(path: path)
            }
            let restored = try backup(restoredPath, marker: "Restored")
            let noticed = Date()
            XCTAssertEqual(rename(restored, path), 0)
            Self.drainMainQueue { problem != nil }
            XCTAssertEqual(problem, .replaced(path: path))
            XCTAssertLessThan(Date().timeIntervalSince(noticed), 1.5, "not noticed within the poll's interval")
            // The old store refuses everything; the new one reads and writes the new file.
            XCTAssertThrowsError(try old.add(name: "Lost", type: "T", location: "L")) {
                XCTAssertEqual($0 as? StoreError, .replaced(path: path))
            }
            let new = try XCTUnwrap(reopened)
            XCTAssertEqual(try new.all().last?.name, "Restored")
            try new.add(name: "After", type: "T", location: "L")
            XCTAssertEqual(try new.integrityCheck(), ["ok"])
            XCTAssertEqual(try RestaurantStore(path: path).all().suffix(2).map(\.name), ["Restored", "After"])
            withExtendedLifetime((ids, watch)) {}
        }
    }

    /// To-Do's list shares the monitoring: it notices too, and refuses its writes.
    func testAToDoListLetsGoOfAFileRenamedOver() throws {
        let (path, restoredPath) = (path, directory.file("restored.sqlite3"))
        try MainActor.assumeIsolated { try Self.toDoListLetsGo(path, restoredPath) }
    }

    @MainActor
    private static func toDoListLetsGo(_ path: String, _ restoredPath: String) throws {
        let list = try TodoList(path: path)
        try list.add("before")
        let others = list.observeChangesByOthersOnMain { _ in }
        var problem: StoreError?
        let watch = list.observeReplacementOnMain { problem = $0 }
        _ = try backup(restoredPath, marker: "Restored")
        XCTAssertEqual(rename(restoredPath, path), 0)
        drainMainQueue { problem != nil }
        XCTAssertEqual(problem, .replaced(path: path))
        XCTAssertThrowsError(try list.add("lost")) { XCTAssertEqual($0 as? StoreError, .replaced(path: path)) }
        XCTAssertEqual(try TodoList(path: path).items.map(\.text), [])
        withExtendedLifetime((others, watch)) {}
    }

    /// Without waiting for the poll: a write checks under the write lock that the path still names
    /// its file, so it is refused, and neither the new file nor its folder is written.
    func testAWriteToAFileRenamedOverIsRefusedAndTouchesNothingOfTheNewOne() throws {
        var old: RestaurantStore? = try RestaurantStore(path: path)
        let favourite = try XCTUnwrap(old?.find(nameOrID: "Homei"))
        let restored = try backup("restored.sqlite3", marker: "Restored")
        XCTAssertEqual(rename(path, directory.file("moved-away.sqlite3")), 0)
        XCTAssertEqual(rename(restored, path), 0)
        let before = try XCTUnwrap(fileBytes(path))
        XCTAssertThrowsError(try old?.setFavorite(true, for: favourite.id)) {
            XCTAssertEqual($0 as? StoreError, .replaced(path: path))
        }
        old = nil
        XCTAssertEqual(fileBytes(path), before, "closing the old store wrote into the new file")
        XCTAssertFalse(
            FileManager.default.fileExists(atPath: path + "-wal"), "the old journal was left beside the new file")
        // The old file did not take the change either (rolled back, not reported done), and kept
        // everything else (its WAL was copied into it before it let go).
        let movedAway = try RestaurantStore(path: directory.file("moved-away.sqlite3"))
        XCTAssertEqual(try movedAway.find(nameOrID: "Homei").isFavorite, false)
        XCTAssertEqual(try movedAway.count(), 21)
        XCTAssertEqual(try RestaurantStore(path: path).all().last?.name, "Restored")
    }

    func testADeletedFileIsReportedAndNeverWritten() throws {
        let path = path
        try MainActor.assumeIsolated { try Self.deletedFileIsReported(path) }
    }

    @MainActor
    private static func deletedFileIsReported(_ path: String) throws {
        do {
            let store = try RestaurantStore(path: path)
            var problem: StoreError?
            let watch = store.observeReplacementOnMain { problem = $0 }
            XCTAssertEqual(unlink(path), 0)
            XCTAssertThrowsError(try store.add(name: "Lost", type: "T", location: "L")) {
                XCTAssertEqual($0 as? StoreError, .deleted(path: path))
            }
            Self.drainMainQueue { problem != nil }
            XCTAssertEqual(problem, .deleted(path: path))
            XCTAssertFalse(FileManager.default.fileExists(atPath: path), "a deleted database was made anew")
            withExtendedLifetime(watch) {}
        }
    }

    /// Another program still holds the old file and writes its journal under the names the new file
    /// uses: opening now would read that journal as the new file's (and checkpoint it into it on
    /// close). The open waits the busy timeout (5 s, SQLite's own for a lock held elsewhere), then
    /// refuses naming the process; both files are left as they were.
    func testAnotherProgramStillUsingTheOldFileMakesAnOpenWaitAndRefuse() throws {
        _ = try RestaurantStore(path: path)
        let holder = try AnotherProgram.reading(path)
        defer { holder.release() }
        let restored = try backup("restored.sqlite3", marker: "Restored")
        XCTAssertEqual(rename(restored, path), 0)
        let before = try XCTUnwrap(fileBytes(path))
        XCTAssertThrowsError(try RestaurantStore(path: path)) {
            XCTAssertEqual(
                $0 as? StoreError,
                .sideFile(
                    path: path, file: path + "-wal", problem: .heldForAnotherFile(pid: Int(holder.processIdentifier))))
        }
        XCTAssertEqual(fileBytes(path), before)
        // Once the other program has closed (and cleaned up its journal), the new file opens.
        holder.release()
        XCTAssertEqual(try RestaurantStore(path: path).all().last?.name, "Restored")
    }

    /// A sync tool renamed its own copy over the `-wal` of an open database: the store notices, copies
    /// what its own journal holds into its file, and lets go without deleting the other file.
    func testAJournalReplacedUnderAnOpenStoreIsNoticedAndItsChangesKept() throws {
        let (path, synced) = (path, directory.file("synced-wal"))
        try MainActor.assumeIsolated { try Self.journalReplaced(path, synced) }
    }

    @MainActor
    private static func journalReplaced(_ path: String, _ synced: String) throws {
        do {
            let store = try RestaurantStore(path: path)
            try store.connection.execute("PRAGMA wal_autocheckpoint = 0")
            try store.add(name: "Only In The Journal", type: "T", location: "L")
            var problem: StoreError?
            let watch = store.observeReplacementOnMain { problem = $0 }
            XCTAssertTrue(FileManager.default.createFile(atPath: synced, contents: Data(repeating: 7, count: 4096)))
            XCTAssertEqual(rename(synced, path + "-wal"), 0)
            Self.drainMainQueue { problem != nil }
            XCTAssertEqual(problem, .replaced(path: path))
            XCTAssertEqual(fileBytes(path + "-wal"), Data(repeating: 7, count: 4096), "the other file was touched")
            // The change made before is in the file itself now.
            let alone = try SQLiteConnection(path: path, mode: .inspection)
            XCTAssertEqual(
                try alone.prepare("SELECT count(*) FROM restaurant WHERE name = 'Only In The Journal'").first {
                    $0.int(0)
                }, 1)
            withExtendedLifetime(watch) {}
        }
    }
}

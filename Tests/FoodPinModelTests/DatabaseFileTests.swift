import Foundation
import Synchronization
import Testing

@testable import FoodPinModel

@Suite("Opening never damages a file")
struct DatabaseFileTests {
    let directory = TemporaryDirectory()

    /// Opening `contents` must fail with `notADatabase` naming the path, leaving the bytes as they were.
    func expectRefused(_ contents: Data, sourceLocation: SourceLocation = #_sourceLocation) {
        let path = directory.file("foreign")
        _ = FileManager.default.createFile(atPath: path, contents: contents)
        do {
            _ = try RestaurantStore(path: path)
            Issue.record("opened a foreign file", sourceLocation: sourceLocation)
        } catch let error {
            guard case .notADatabase(let reported, _) = error else {
                Issue.record("unexpected error \(error)", sourceLocation: sourceLocation)
                return
            }
            #expect(reported == path, sourceLocation: sourceLocation)
            #expect(error.description.contains(path), sourceLocation: sourceLocation)
        }
        #expect(fileBytes(path) == contents, sourceLocation: sourceLocation)
        #expect(!FileManager.default.fileExists(atPath: path + "-wal"), sourceLocation: sourceLocation)
    }

    @Test func textFileIsRefusedUntouched() {
        expectRefused(Data("Dear diary,\nthis is not a database.\n".utf8))
    }

    @Test func randomBytesAreRefusedUntouched() {
        var generator = SystemRandomNumberGenerator()
        for size in [1, 15, 16, 100, 4096, 65_536] {
            expectRefused(Data((0..<size).map { _ in UInt8.random(in: 0...255, using: &generator) }))
        }
    }

    @Test func headerWithGarbageAfterIsRefusedUntouched() {
        var bytes = Data(DatabaseFile.header)
        bytes.append(Data(repeating: 0xAB, count: 4080))
        expectRefused(bytes)
    }

    @Test func truncatedDatabaseIsRefusedUntouched() throws {
        let path = directory.file("full")
        let store = try RestaurantStore(path: path)
        try store.addSynthetic(count: 2_000)
        _ = consume store
        let full = try #require(fileBytes(path))
        #expect(full.count > 8192)
        expectRefused(full.prefix(4096))  // whole pages, but fewer than the header counts
        expectRefused(full.prefix(5000))  // not a whole number of pages
        expectRefused(full.prefix(50))  // not even a whole header
    }

    /// A file that reads as truncated while another process holds its RESERVED lock is being written
    /// (a first launch between writing its pages and deleting its journal): the open waits for the
    /// writer, as SQLite would, instead of calling it "not a FoodPin database". Without the wait the
    /// open failed at once — one first launch in about a hundred, when six started together.
    @Test func aFileBeingWrittenIsWaitedFor() throws {
        let source = directory.file("full")
        let store = try RestaurantStore(path: source)
        try store.addSynthetic(count: 2_000)
        let rows = try store.count()
        _ = consume store
        let full = try #require(fileBytes(source))
        #expect(full.count > 8192)
        let path = directory.file("being-written")
        _ = FileManager.default.createFile(atPath: path, contents: full.prefix(4096))
        let writer = try AnotherProgram(
            "import fcntl, os\nfd = os.open(sys.argv[1], os.O_RDWR)\nfcntl.lockf(fd, fcntl.LOCK_EX | fcntl.LOCK_NB, 1, 0x40000001, 0)",
            path: path)
        let opened = Mutex<Result<Int, StoreError>?>(nil)
        Thread.detachNewThread {
            let result = Result { () throws(StoreError) in try RestaurantStore(path: path).count() }
            opened.withLock { $0 = result }
        }
        holdStill(for: 0.5, because: "an open that does not wait fails within this time")
        #expect(opened.withLock { $0 } == nil, "the open ended while the file was being written")
        let handle = try #require(FileHandle(forWritingAtPath: path))
        try handle.write(contentsOf: full)
        try handle.close()
        writer.release()
        #expect(waitUntil { opened.withLock { $0 } != nil })
        #expect(try opened.withLock { $0 }?.get() == rows)
    }

    @Test func newerSchemaIsRefusedUntouched() throws {
        let path = directory.file()
        _ = try RestaurantStore(path: path)
        let connection = try SQLiteConnection(path: path)
        try connection.execute("PRAGMA user_version = 99")
        _ = consume connection
        let before = try #require(fileBytes(path))
        #expect(throws: StoreError.newerSchema(path: path, found: 99, supported: Schema.current)) {
            _ = try RestaurantStore(path: path)
        }
        #expect(throws: StoreError.newerSchema(path: path, found: 99, supported: Schema.current)) {
            _ = try TodoList(path: path)
        }
        #expect(fileBytes(path) == before)
    }

    @Test func missingDirectoryIsAClearError() {
        let path = directory.path + "/no/such/dir/db.sqlite3"
        #expect(throws: StoreError.directoryMissing(path: directory.path + "/no/such/dir")) {
            _ = try RestaurantStore(path: path)
        }
        #expect(!FileManager.default.fileExists(atPath: directory.path + "/no"))
    }

    @Test func readOnlyDirectoryIsAClearError() throws {
        // As root, permission bits do not stop writes; sysfs refuses new files even to root.
        let parent: String
        if geteuid() == 0 {
            parent = "/sys"
        } else {
            parent = directory.path + "/locked"
            try FileManager.default.createDirectory(atPath: parent, withIntermediateDirectories: false)
            chmod(parent, 0o500)
        }
        do {
            _ = try RestaurantStore(path: parent + "/db.sqlite3")
            Issue.record("opened a database in a read-only directory")
        } catch {
            guard case .cannotCreate(let path, let reason) = error else {
                Issue.record("unexpected error \(error)")
                return
            }
            #expect(path == parent + "/db.sqlite3")
            #expect(!reason.isEmpty)
        }
    }

    @Test func directoryAsDatabaseIsRefused() throws {
        #expect(throws: StoreError.notADatabase(path: directory.path, reason: "not a regular file")) {
            _ = try RestaurantStore(path: directory.path)
        }
    }

    @Test func newFilesArePrivate() throws {
        let path = directory.file()
        let store = try RestaurantStore(path: path)
        try store.add(name: "A", type: "B", location: "C")
        #expect(permissions(path) == 0o600)
        #expect(permissions(path + "-wal") == 0o600)
        #expect(permissions(path + "-shm") == 0o600)
    }

    @Test func walModeAndForeignKeysAreOn() throws {
        let store = try directory.store()
        #expect(try store.connection.prepare("PRAGMA journal_mode").first { $0.string(0) } == "wal")
        #expect(try store.connection.integer("PRAGMA foreign_keys") == 1)
    }
}

@Suite("A damaged file is not written even on close")
struct DamagedCloseTests {
    let directory = TemporaryDirectory()

    /// The last connection to close would checkpoint the WAL into the main file; once the file is
    /// known damaged it must not.
    @Test func closingTheLastConnectionDoesNotCheckpointADamagedFile() throws {
        let path = directory.file()
        var store: RestaurantStore? = try RestaurantStore(path: path)
        try store!.connection.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        try store!.addSynthetic(count: 2_000)  // committed frames in the WAL, not yet in the file
        let page = try #require(
            try store!.connection.prepare("SELECT pageno FROM dbstat WHERE name = 'todo_item'").first { $0.int(0) })
        let handle = try #require(FileHandle(forUpdatingAtPath: path))
        try handle.seek(toOffset: UInt64((page - 1) * 4096))
        try handle.write(contentsOf: Data(repeating: 0xEE, count: 4096))
        try handle.close()
        _ = try? store!.connection.quickCheck()  // problems listed, or SQLITE_CORRUPT: damage either way
        #expect(FileHealth.state(ofFileAt: path) == .damaged)
        let before = try #require(fileBytes(path))
        store = nil
        #expect(fileBytes(path) == before, "closing wrote the WAL into the damaged file")
        #expect(FileManager.default.fileExists(atPath: path + "-wal"))
    }
}

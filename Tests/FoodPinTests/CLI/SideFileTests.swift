import Foundation
import Testing
import UITestSupport

@testable import FoodPinModel

/// Issue 33, rows 2 and 10 and their class: what backup tools, sync tools and second programs leave
/// beside a FoodPin database (`-wal`, `-shm`, `-journal`). SQLite trusts whatever lies under those
/// names; FoodPin judges each before any connection that could write, and a refusal leaves every
/// byte as it was (SHA-256 before and after).
@Suite("What lies beside the database is judged before SQLite may use it", .serialized)
struct SideFileTests {
    let scratch = ScratchDirectory()
    var db: String { scratch.path + "/foodpin.sqlite3" }
    var sideFiles: [String] { [db, db + "-wal", db + "-shm", db + "-journal"] }

    func foodpin(_ arguments: [String]) throws -> CommandRunner.Result {
        try CommandRunner("foodpin", home: scratch.path).run(arguments)
    }

    func todo(_ arguments: [String]) throws -> CommandRunner.Result {
        try CommandRunner("todo", home: scratch.path).run(arguments)
    }

    /// Another program's database in WAL mode whose one table and row are still in its WAL; the
    /// connection is returned open (closing it would checkpoint and delete the WAL).
    func foreignDatabaseWithWAL(_ path: String) throws -> SQLiteConnection {
        _ = FileManager.default.createFile(atPath: path, contents: nil)
        let connection = try SQLiteConnection(path: path)
        try connection.execute(
            "PRAGMA journal_mode = WAL; PRAGMA wal_autocheckpoint = 0; CREATE TABLE x (a); INSERT INTO x VALUES ('theirs')"
        )
        return connection
    }

    // MARK: - Row 2: another program's -wal (and -shm)

    @Test(arguments: [false, true])
    func anotherProgramsWALBesideTheDatabaseLeavesEveryByteAsItWas(withSharedMemory: Bool) throws {
        #expect(try foodpin(["list", "--db", db]).status == 0)
        let other = scratch.path + "/other.db"
        let foreign = try foreignDatabaseWithWAL(other)
        try FileManager.default.copyItem(atPath: other + "-wal", toPath: db + "-wal")
        if withSharedMemory { try FileManager.default.copyItem(atPath: other + "-shm", toPath: db + "-shm") }
        let before = try FileFingerprints(sideFiles)
        let line =
            "\(db) cannot be opened: \(db)-wal beside it holds another program’s database; both were left untouched (move \(db)-wal away to open it)\n"
        for command in [
            ["list"], ["add", "--name", "N", "--type", "T", "--location", "L"], ["search", "cafe"], ["check"],
        ] {
            #expect(try foodpin(command + ["--db", db]) == .init(status: 1, stdout: "", stderr: "foodpin: " + line))
        }
        for command in [["list"], ["add", "x"]] {
            #expect(try todo(command + ["--db", db]) == .init(status: 1, stdout: "", stderr: "todo: " + line))
        }
        #expect(try FileFingerprints(sideFiles) == before)
        // Nothing was lost: without the foreign WAL the samples are all there.
        try FileManager.default.removeItem(atPath: db + "-wal")
        if withSharedMemory { try FileManager.default.removeItem(atPath: db + "-shm") }
        #expect(try foodpin(["list", "--db", db]).stdout.split(separator: "\n").count == 21)
        withExtendedLifetime(foreign) {}
    }

    // MARK: - The class: a rollback journal, a WAL of another moment, a WAL a crash left

    /// Another program's rollback journal, left hot (its transaction never ended): SQLite would write
    /// its pages back into the database. FoodPin never writes one, so one beside its file is refused.
    @Test func aRollbackJournalAnotherProgramLeftIsNotRolledBackIntoTheFile() throws {
        #expect(try foodpin(["add-synthetic", "500", "--db", db]).status == 0)
        let other = scratch.path + "/other.db"
        _ = FileManager.default.createFile(atPath: other, contents: nil)
        let foreign = try SQLiteConnection(path: other)
        try foreign.execute(
            """
            PRAGMA journal_mode = DELETE; PRAGMA cache_size = 2; CREATE TABLE x (a);
            WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 2000)
            INSERT INTO x SELECT randomblob(200) FROM n;
            BEGIN; UPDATE x SET a = randomblob(200);
            """)
        try FileManager.default.copyItem(atPath: other + "-journal", toPath: db + "-journal")
        try foreign.execute("ROLLBACK")
        let before = try FileFingerprints(sideFiles)
        let line =
            "\(db) cannot be opened: \(db)-journal beside it is a journal another program left unfinished, which SQLite would write back into the database; both were left untouched (open the database once with that program, or move \(db)-journal away)\n"
        #expect(try foodpin(["list", "--db", db]) == .init(status: 1, stdout: "", stderr: "foodpin: " + line))
        #expect(try foodpin(["check", "--db", db]) == .init(status: 1, stdout: "", stderr: "foodpin: " + line))
        #expect(try todo(["list", "--db", db]) == .init(status: 1, stdout: "", stderr: "todo: " + line))
        #expect(try FileFingerprints(sideFiles) == before)
    }

    /// A backup or sync tool that copied the file, then — after a checkpoint had moved pages into the
    /// file and restarted the WAL — the WAL: the pair reads as a damaged database, while the file alone
    /// is sound. Replaying it would damage the file for good; both are left as they were.
    @Test func aWALCopiedAtAnotherMomentThanTheFileIsNotReplayed() throws {
        let live = scratch.path + "/live.sqlite3"
        let store = try RestaurantStore(path: live)
        let copy = scratch.path + "/copy"
        try FileManager.default.createDirectory(atPath: copy, withIntermediateDirectories: false)
        let restored = copy + "/foodpin.sqlite3"
        try store.connection.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        try FileManager.default.copyItem(atPath: live, toPath: restored)  // the file, at 21 restaurants
        try store.addSynthetic(count: 3_000)
        try store.connection.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        try store.setFavorite(true, for: try store.identifiers()[1_500])
        try store.addSynthetic(count: 100)
        try FileManager.default.copyItem(atPath: live + "-wal", toPath: restored + "-wal")  // the WAL, later
        let files = [restored, restored + "-wal", restored + "-shm"]
        let before = try FileFingerprints(files)
        let line =
            "\(restored) cannot be opened: \(restored)-wal beside it holds changes that do not fit this database (a copy taken while it was open?); both were left untouched (move \(restored)-wal away to open the database as it is on its own)\n"
        #expect(try foodpin(["list", "--db", restored]) == .init(status: 1, stdout: "", stderr: "foodpin: " + line))
        #expect(try foodpin(["check", "--db", restored]) == .init(status: 1, stdout: "", stderr: "foodpin: " + line))
        #expect(try FileFingerprints(files) == before)
        try FileManager.default.removeItem(atPath: restored + "-wal")
        #expect(try foodpin(["list", "--db", restored]).stdout.split(separator: "\n").count == 21)
    }

    /// What a crash leaves — the file and the WAL of one moment, nobody holding them — is FoodPin's
    /// own journal: it is judged, checked, and kept (the committed change is there).
    @Test func theWALACrashLeftIsReplayed() throws {
        let live = scratch.path + "/live.sqlite3"
        let store = try RestaurantStore(path: live)
        try store.connection.execute("PRAGMA wal_autocheckpoint = 0")
        try store.add(name: "After The Crash", type: "Diner", location: "Here")
        let copy = scratch.path + "/copy"
        try FileManager.default.createDirectory(atPath: copy, withIntermediateDirectories: false)
        for suffix in ["", "-wal"] {
            try FileManager.default.copyItem(atPath: live + suffix, toPath: copy + "/foodpin.sqlite3" + suffix)
        }
        let listed = try foodpin(["list", "--db", copy + "/foodpin.sqlite3"])
        #expect(listed.status == 0 && listed.stdout.hasSuffix("  After The Crash — Diner — Here\n"), "\(listed)")
        #expect(try foodpin(["check", "--db", copy + "/foodpin.sqlite3"]).status == 0)
    }

    // MARK: - Row 10: a side file that is not a file

    @Test func aSideFileThatIsNotARegularFileIsNamedAndNeverBlocks() throws {
        #expect(try foodpin(["list", "--db", db]).status == 0)
        let cases: [(String, () throws -> Void, String)] = [
            (
                "-wal",
                { try FileManager.default.createDirectory(atPath: db + "-wal", withIntermediateDirectories: false) },
                "a folder"
            ),
            ("-shm", { #expect(mkfifo(db + "-shm", 0o600) == 0) }, "a FIFO"),
            (
                "-journal",
                {
                    try FileManager.default.createSymbolicLink(
                        atPath: db + "-journal", withDestinationPath: "/etc/passwd")
                },
                "a symbolic link"
            ),
        ]
        for (suffix, make, kind) in cases {
            try make()
            let before = try FileFingerprints([db])
            let runner = try CommandRunner("foodpin", home: scratch.path)
            let result = try #require(try runner.start(["list", "--db", db]).wait(timeout: 20), "blocked on \(suffix)")
            #expect(
                result
                    == .init(
                        status: 1, stdout: "",
                        stderr:
                            "foodpin: \(db) cannot be opened: \(db)\(suffix) beside it is \(kind), where SQLite keeps a file of the database; nothing was changed\n"
                    ))
            #expect(try FileFingerprints([db]) == before)
            try FileManager.default.removeItem(atPath: db + suffix)
        }
    }

    // MARK: - Row 10: no room at first open

    /// A tmpfs of `options` mounted in the scratch folder (needs root; nil otherwise), unmounted when
    /// the test ends.
    func smallFileSystem(_ options: String) -> String? {
        let mountPoint = scratch.path + "/small-\(UUID().uuidString.prefix(8))"
        try? FileManager.default.createDirectory(atPath: mountPoint, withIntermediateDirectories: false)
        guard asRoot("mount", ["-t", "tmpfs", "-o", options, "tmpfs", mountPoint])?.status == 0 else { return nil }
        return mountPoint
    }

    func unmount(_ mountPoint: String) { _ = asRoot("umount", [mountPoint]) }

    @Test func noFreeInodeAtFirstOpenNamesTheSideFileAndTheCause() throws {
        // Three inodes: the root folder, the database and its -wal; the -shm cannot be made.
        guard let small = smallFileSystem("size=2m,nr_inodes=3") else { return }
        defer { unmount(small) }
        let path = small + "/foodpin.sqlite3"
        #expect(
            try foodpin(["list", "--db", path])
                == .init(
                    status: 1, stdout: "",
                    stderr:
                        "foodpin: \(path) cannot be opened: its file system has no free inodes left, so \(path)-shm cannot be created; nothing was changed\n"
                ))
    }

    @Test func aFullDiskAtFirstOpenNamesTheSideFileAndTheCause() throws {
        // 16 KiB free: the database's first page and its -wal fit, the -shm's 32 KiB do not.
        guard let small = smallFileSystem("size=400k") else { return }
        defer { unmount(small) }
        #expect(FileManager.default.createFile(atPath: small + "/filler", contents: Data(count: (400 - 16) * 1024)))
        let path = small + "/foodpin.sqlite3"
        #expect(
            try foodpin(["list", "--db", path])
                == .init(
                    status: 1, stdout: "",
                    stderr:
                        "foodpin: \(path) cannot be opened: the disk is full, so \(path)-shm cannot be written; nothing was changed\n"
                ))
    }
}

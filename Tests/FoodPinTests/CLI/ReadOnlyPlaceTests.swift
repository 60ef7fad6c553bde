import Foundation
import Testing
import UITestSupport

/// Issue 33, rows 6 and 7: a database on a read-only file system, in a folder or file this user may
/// not write, is read — leaving nothing beside it — and a write says plainly which place is
/// read-only; side files a read-only session of an older FoodPin left behind do not stop a later write.
/// Permissions mean nothing to root, so as root these commands run as `nobody` (setpriv).
@Suite("Reading where nothing may be written", .serialized)
struct ReadOnlyPlaceTests {
    let scratch = ScratchDirectory()

    /// A folder for the database that `nobody` owns when this is root (else this user's own).
    func folder(_ name: String) throws -> String {
        let folder = scratch.path + "/" + name
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
        chmod(scratch.path, 0o755)
        return folder
    }

    /// Hands `paths` to `nobody` when this is root.
    func giveAway(_ paths: [String]) {
        guard geteuid() == 0 else { return }
        for path in paths { _ = try? Subprocess.run("chown", ["nobody:nogroup", path]) }
    }

    /// Runs as `nobody` when this is root, so that permissions apply.
    var unprivileged: [String] {
        geteuid() == 0 ? ["/usr/bin/setpriv", "--reuid=nobody", "--regid=nogroup", "--clear-groups"] : []
    }

    func foodpin(_ arguments: [String], prefix: [String] = []) throws -> CommandRunner.Result {
        try CommandRunner("foodpin", home: scratch.path).run(arguments, prefix: prefix)
    }

    func todo(_ arguments: [String], prefix: [String] = []) throws -> CommandRunner.Result {
        try CommandRunner("todo", home: scratch.path).run(arguments, prefix: prefix)
    }

    /// The samples and one to-do, closed.
    func makeDatabase(_ path: String) throws {
        #expect(try foodpin(["list", "--db", path]).status == 0)
        #expect(try todo(["add", "Buy milk", "--db", path]).status == 0)
    }

    /// Every read works and prints what the file holds; every write is refused with `line`.
    func expectReadsWorkAndWritesSay(_ line: String, db: String, prefix: [String] = []) throws {
        let listed = try foodpin(["list", "--db", db], prefix: prefix)
        #expect(listed.status == 0 && listed.stdout.split(separator: "\n").count == 21, "\(listed)")
        #expect(try foodpin(["search", "cafe", "--db", db], prefix: prefix).stdout.contains("Cafe Deadend"))
        #expect(try foodpin(["show", "Homei", "--db", db], prefix: prefix).status == 0)
        #expect(
            try todo(["list", "--db", db], prefix: prefix) == .init(status: 0, stdout: "1. Buy milk\n", stderr: ""))
        #expect(try foodpin(["check", "--db", db], prefix: prefix).status == 0)
        #expect(
            try foodpin(["add", "--name", "N", "--type", "T", "--location", "L", "--db", db], prefix: prefix)
                == .init(status: 1, stdout: "", stderr: "foodpin: " + line))
        #expect(
            try todo(["add", "x", "--db", db], prefix: prefix) == .init(status: 1, stdout: "", stderr: "todo: " + line))
    }

    @Test func aDatabaseOnAReadOnlyFileSystemIsReadAndWritesSaySo() throws {
        let mountPoint = try folder("mnt")
        guard geteuid() == 0,
            (try? Subprocess.check("mount", ["-t", "tmpfs", "-o", "size=4m", "tmpfs", mountPoint], timeout: 10)) != nil
        else { return }
        defer { _ = try? Subprocess.check("umount", [mountPoint], timeout: 10) }
        let db = mountPoint + "/foodpin.sqlite3"
        try makeDatabase(db)
        try Subprocess.check("mount", ["-o", "remount,ro", mountPoint], timeout: 10)
        let before = try FileFingerprints([db, db + "-wal", db + "-shm"])
        try expectReadsWorkAndWritesSay(
            "\(db) cannot be written: the file system holding it is read-only; nothing was changed\n", db: db)
        #expect(try FileFingerprints([db, db + "-wal", db + "-shm"]) == before)
    }

    @Test func aDatabaseInAFolderThisUserCannotWriteIsReadAndWritesSaySo() throws {
        let folder = try folder("locked")
        let db = folder + "/foodpin.sqlite3"
        try makeDatabase(db)
        giveAway([folder, db])
        chmod(folder, 0o555)
        defer { chmod(folder, 0o755) }
        let before = try FileFingerprints([db, db + "-wal", db + "-shm"])
        try expectReadsWorkAndWritesSay(
            "\(db) cannot be written: its folder is read-only for you; nothing was changed\n", db: db,
            prefix: unprivileged)
        #expect(try FileFingerprints([db, db + "-wal", db + "-shm"]) == before)
    }

    /// Row 7: a 0400 file read by its owner, then made writable and written to. The read used to leave
    /// a 0400 `-wal` and `-shm` behind, and every later write failed blaming the file or its folder.
    @Test func aReadOnlyFileIsReadLeavingNothingBesideItAndIsWrittenOnceMadeWritable() throws {
        let folder = try folder("mine")
        let db = folder + "/foodpin.sqlite3"
        try makeDatabase(db)
        giveAway([folder, db])
        chmod(db, 0o400)
        let before = try FileFingerprints([db, db + "-wal", db + "-shm"])
        try expectReadsWorkAndWritesSay(
            "\(db) cannot be written: the file is read-only for you; nothing was changed\n", db: db,
            prefix: unprivileged)
        #expect(try FileFingerprints([db, db + "-wal", db + "-shm"]) == before)
        chmod(db, 0o600)
        let added = try foodpin(
            ["add", "--name", "Later", "--type", "T", "--location", "L", "--db", db], prefix: unprivileged)
        #expect(added.status == 0, "\(added)")
    }

    /// Row 7, as an older FoodPin left it: a read-only session's `-wal` and `-shm` with the file's
    /// 0400 mode. Nobody uses them, and they are the user's own: made writable again, not blamed.
    @Test func staleReadOnlySideFilesOfOnesOwnDoNotStopAWrite() throws {
        let folder = try folder("stale")
        let db = folder + "/foodpin.sqlite3"
        try makeDatabase(db)
        #expect(FileManager.default.createFile(atPath: db + "-wal", contents: Data()))
        #expect(FileManager.default.createFile(atPath: db + "-shm", contents: Data(count: 32_768)))
        giveAway([folder, db, db + "-wal", db + "-shm"])
        chmod(db + "-wal", 0o400)
        chmod(db + "-shm", 0o400)
        let added = try foodpin(
            ["add", "--name", "Later", "--type", "T", "--location", "L", "--db", db], prefix: unprivileged)
        #expect(added.status == 0, "\(added)")
        #expect(try foodpin(["list", "--db", db], prefix: unprivileged).stdout.hasSuffix("  Later — T — L\n"))
    }

    /// Another user's stale side files cannot be made writable: the write names the file.
    @Test func anotherUsersStaleSideFileIsNamed() throws {
        guard geteuid() == 0 else { return }
        let folder = try folder("theirs")
        let db = folder + "/foodpin.sqlite3"
        try makeDatabase(db)
        #expect(FileManager.default.createFile(atPath: db + "-shm", contents: Data(count: 32_768)))
        giveAway([folder, db])
        chmod(db + "-shm", 0o644)  // root's, readable by all, writable by root alone
        let before = try FileFingerprints([db, db + "-wal", db + "-shm"])
        #expect(
            try foodpin(["add", "--name", "N", "--type", "T", "--location", "L", "--db", db], prefix: unprivileged)
                == .init(
                    status: 1, stdout: "",
                    stderr:
                        "foodpin: \(db) cannot be written: \(db)-shm beside it cannot be written by you (another user left it there); nothing was changed\n"
                ))
        #expect(try foodpin(["list", "--db", db], prefix: unprivileged).status == 0)
        #expect(try FileFingerprints([db, db + "-wal", db + "-shm"]) == before)
    }
}

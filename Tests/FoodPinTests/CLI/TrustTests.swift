import Foundation
import Testing
import UITestSupport

@testable import FoodPinModel

/// Issue 9, as a hostile or clumsy user tries it: files that are not ours, damaged files, FIFOs,
/// output that cannot be written, photos that are not photos, text that drives the terminal. Each
/// test names the exact command, its exit status and stderr line, and checks the files byte for byte.
@Suite("foodpin and todo never touch what is not theirs, never trap", .serialized)
struct TrustTests {
    let scratch = ScratchDirectory()
    var db: String { scratch.path + "/foodpin.sqlite3" }

    func foodpin(_ arguments: [String], prefix: [String] = []) throws -> CommandRunner.Result {
        try CommandRunner("foodpin", home: scratch.path).run(arguments, prefix: prefix)
    }

    func todo(_ arguments: [String], prefix: [String] = []) throws -> CommandRunner.Result {
        try CommandRunner("todo", home: scratch.path).run(arguments, prefix: prefix)
    }

    /// Every file of the scratch directory with its bytes: a refused open must leave it identical,
    /// with no `-wal` or `-shm` beside the file.
    func directoryContents() -> [String: Data] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: scratch.path)) ?? []
        return Dictionary(
            uniqueKeysWithValues: names.map {
                ($0, FileManager.default.contents(atPath: scratch.path + "/" + $0) ?? Data())
            })
    }

    /// An SQLite database of another program: one table, one row, in `journal` mode.
    func makeForeignDatabase(_ path: String, journal: String) throws {
        _ = FileManager.default.createFile(atPath: path, contents: nil)
        let connection = try SQLiteConnection(path: path)
        try connection.execute("PRAGMA journal_mode = \(journal); CREATE TABLE x (a); INSERT INTO x VALUES ('theirs')")
    }

    // MARK: - 1. Another program's SQLite database

    @Test(arguments: ["DELETE", "WAL"])
    func anotherProgramsDatabaseIsRefusedByteIdentical(journal: String) throws {
        let path = scratch.path + "/o.sqlite3"
        try makeForeignDatabase(path, journal: journal)
        let before = directoryContents()
        let line =
            "\(path) is not a FoodPin database (it is another program’s SQLite database); the file was left untouched\n"
        for command in [
            ["list"], ["add", "--name", "N", "--type", "T", "--location", "L"], ["restore-samples"], ["check"],
        ] {
            #expect(try foodpin(command + ["--db", path]) == .init(status: 1, stdout: "", stderr: "foodpin: " + line))
        }
        for command in [["list"], ["add", "x"], ["clear"], ["check"]] {
            #expect(try todo(command + ["--db", path]) == .init(status: 1, stdout: "", stderr: "todo: " + line))
        }
        #expect(directoryContents() == before)
    }

    // MARK: - 2 and 11. Schema versions no FoodPin wrote

    @Test(arguments: [-1, 0])
    func unknownSchemaVersionIsRefusedByteIdentical(version: Int) throws {
        #expect(try foodpin(["list", "--db", db]).status == 0)
        try SQLiteConnection(path: db).execute("PRAGMA user_version = \(version)")
        let before = directoryContents()
        let line = "\(db) has a schema version no FoodPin wrote (\(version)); the file was left untouched\n"
        // A listing is streamed (issue 33): what it printed before it met the damage is the list's
        // head, whole lines of restaurants the file holds; the exit status says the rest is missing.
        let listed = try foodpin(["list", "--db", db])
        #expect(listed.status == 1 && listed.stderr == "foodpin: " + line, "\(listed)")
        #expect(
            listed.stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast().allSatisfy {
                ($0.hasPrefix("  ") || $0.hasPrefix("♥ ")) && $0.components(separatedBy: " — ").count == 3
            } && (listed.stdout.isEmpty || listed.stdout.hasSuffix("\n")), "\(listed)")
        #expect(
            try foodpin(["add", "--name", "N", "--type", "T", "--location", "L", "--db", db])
                == .init(status: 1, stdout: "", stderr: "foodpin: " + line))
        #expect(try todo(["add", "x", "--db", db]) == .init(status: 1, stdout: "", stderr: "todo: " + line))
        #expect(directoryContents() == before)
    }

    // MARK: - 3. A damaged database is never written again

    /// A database of 3,000 restaurants with one b-tree page in the middle overwritten.
    func makeDamagedDatabase() throws {
        #expect(try foodpin(["add-synthetic", "3000", "--db", db]).status == 0)
        let handle = try #require(FileHandle(forUpdatingAtPath: db))
        let pages = try handle.seekToEnd() / 4096
        try handle.seek(toOffset: pages / 2 * 4096)
        var generator = SystemRandomNumberGenerator()
        try handle.write(contentsOf: Data((0..<4096).map { _ in UInt8.random(in: 0...255, using: &generator) }))
        try handle.close()
    }

    @Test func damagedDatabaseIsReadButNeverWritten() throws {
        try makeDamagedDatabase()
        let before = directoryContents()
        let line = "\(db) is damaged; FoodPin will not write to it\n"
        // A listing is streamed (issue 33): what it printed before it met the damage is the list's
        // head, whole lines of restaurants the file holds; the exit status says the rest is missing.
        let listed = try foodpin(["list", "--db", db])
        #expect(listed.status == 1 && listed.stderr == "foodpin: " + line, "\(listed)")
        #expect(
            listed.stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast().allSatisfy {
                ($0.hasPrefix("  ") || $0.hasPrefix("♥ ")) && $0.components(separatedBy: " — ").count == 3
            } && (listed.stdout.isEmpty || listed.stdout.hasSuffix("\n")), "\(listed)")
        #expect(
            try foodpin(["add", "--name", "N", "--type", "T", "--location", "L", "--db", db])
                == .init(status: 1, stdout: "", stderr: "foodpin: " + line))
        #expect(
            try foodpin(["restore-samples", "--db", db]) == .init(status: 1, stdout: "", stderr: "foodpin: " + line))
        #expect(try todo(["add", "x", "--db", db]) == .init(status: 1, stdout: "", stderr: "todo: " + line))
        let check = try foodpin(["check", "--db", db])
        #expect(
            check.status == 1 && check.stdout.isEmpty && check.stderr.hasPrefix("foodpin: \(db) is damaged: "),
            "\(check)")
        #expect(directoryContents() == before)
    }

    @Test func checkSaysASoundFileIsSound() throws {
        #expect(try foodpin(["restore-samples", "--db", db]).status == 0)
        #expect(try foodpin(["check", "--db", db]) == .init(status: 0, stdout: "\(db) is sound\n", stderr: ""))
        #expect(try todo(["check", "--db", db]) == .init(status: 0, stdout: "\(db) is sound\n", stderr: ""))
        let missing = scratch.path + "/none.sqlite3"
        #expect(
            try foodpin(["check", "--db", missing])
                == .init(status: 1, stdout: "", stderr: "foodpin: there is no database at \(missing)\n"))
        #expect(!FileManager.default.fileExists(atPath: missing))
    }

    // MARK: - 4. FIFOs never block

    @Test func fifoAsDatabaseOrPhotoIsRefusedAtOnce() throws {
        let fifo = scratch.path + "/fifo"
        #expect(mkfifo(fifo, 0o600) == 0)
        let runner = try CommandRunner("foodpin", home: scratch.path)
        let asDatabase = try #require(
            try runner.start(["list", "--db", fifo]).wait(timeout: 10), "blocked on the FIFO")
        #expect(
            asDatabase
                == .init(
                    status: 1, stdout: "",
                    stderr:
                        "foodpin: \(fifo) is not a FoodPin database (not a regular file); the file was left untouched\n"
                ))
        let asPhoto = try #require(
            try runner.start(["add", "--name", "N", "--type", "T", "--location", "L", "--image", fifo, "--db", db])
                .wait(timeout: 10), "blocked on the FIFO")
        #expect(
            asPhoto
                == .init(
                    status: 1, stdout: "", stderr: "foodpin: \(fifo) cannot be a photo: it is not a regular file\n"))
    }

    // MARK: - 5. Output that cannot be written

    /// Runs the command through `sh` with `redirection` applied to it.
    func shell(_ redirection: String) -> [String] { ["/bin/sh", "-c", "exec \"$0\" \"$@\" \(redirection)"] }

    @Test func unwritableOutputExitsOneWithoutATrap() throws {
        let full = "foodpin: cannot write to standard output: No space left on device\n"
        #expect(
            try foodpin(["list", "--db", db], prefix: shell(">/dev/full")) == .init(status: 1, stdout: "", stderr: full)
        )
        #expect(try foodpin(["--help"], prefix: shell(">/dev/full")) == .init(status: 1, stdout: "", stderr: full))
        #expect(
            try foodpin(["list", "--json", "--db", db], prefix: shell(">&-"))
                == .init(status: 1, stdout: "", stderr: "foodpin: cannot write to standard output: it is closed\n"))
        #expect(
            try todo(["list", "--db", db], prefix: shell(">&-"))
                == .init(status: 1, stdout: "", stderr: "todo: cannot write to standard output: it is closed\n"))
        // Nowhere to report at all: still a plain exit status, never a signal.
        #expect(try foodpin(["list", "--db", db], prefix: shell(">/dev/full 2>/dev/full")).status == 1)
        #expect(try foodpin(["nap"], prefix: shell("2>/dev/full")).status == 2)
        #expect(try todo(["list", "--db", db], prefix: shell(">&- 2>&-")).status == 1)
    }

    @Test func aChangeThatCannotBeReportedIsTakenBack() throws {
        #expect(try foodpin(["list", "--db", db]).status == 0)
        let unreported = "cannot write to standard output: No space left on device; nothing was changed\n"
        #expect(
            try foodpin(
                ["add", "--name", "Twice", "--type", "T", "--location", "L", "--db", db], prefix: shell(">/dev/full"))
                == .init(status: 1, stdout: "", stderr: "foodpin: " + unreported))
        #expect(try foodpin(["delete", "Homei", "--db", db], prefix: shell(">/dev/full")).status == 1)
        #expect(try foodpin(["favorite", "Traif", "--db", db], prefix: shell(">/dev/full")).status == 1)
        #expect(
            try foodpin(["list", "--db", db]).stdout
                == FoodPinCommandTests.samples.map { "  \($0.0) — \($0.1) — \($0.2)\n" }.joined())
        #expect(
            try todo(["add", "once", "--db", db], prefix: shell(">/dev/full"))
                == .init(status: 1, stdout: "", stderr: "todo: " + unreported))
        #expect(try todo(["list", "--db", db]).stdout == "The list is empty.\n")
    }

    // MARK: - A full disk

    /// On a 600 KB file system (tmpfs; needs root, else the test has nothing to run on), writes go
    /// on until one no longer fits: it is refused in words, changes nothing, and the file stays sound.
    @Test func aFullDiskRefusesTheWriteAndLeavesTheDatabaseSound() throws {
        let mountPoint = scratch.path + "/small"
        try FileManager.default.createDirectory(atPath: mountPoint, withIntermediateDirectories: false)
        guard geteuid() == 0,
            (try? Subprocess.check("mount", ["-t", "tmpfs", "-o", "size=600k", "tmpfs", mountPoint], timeout: 10))
                != nil
        else { return }
        defer { _ = try? Subprocess.check("umount", [mountPoint], timeout: 10) }
        let small = mountPoint + "/foodpin.sqlite3"
        var stored = 21
        var refusal: CommandRunner.Result?
        for _ in 0..<40 {
            let result = try foodpin(["add-synthetic", "200", "--db", small])
            guard result.status == 0 else { refusal = result; break }
            stored += 200
        }
        #expect(
            refusal
                == .init(
                    status: 1, stdout: "", stderr: "foodpin: the disk holding \(small) is full; nothing was changed\n"))
        #expect(try foodpin(["list", "--db", small]).stdout.split(separator: "\n").count == stored)
        #expect(try foodpin(["check", "--db", small]) == .init(status: 0, stdout: "\(small) is sound\n", stderr: ""))
    }

    // MARK: - 7. Photos must be readable images, stored as absolute paths

    @Test func photoMustBeAReadableImage() throws {
        let directory = scratch.path
        _ = FileManager.default.createFile(atPath: directory + "/empty.png", contents: Data())
        _ = FileManager.default.createFile(atPath: directory + "/notes.png", contents: Data("not a picture\n".utf8))
        let notAnImage = "it is not an image in a format FoodPin shows (PNG, JPEG, GIF, WebP, BMP)"
        let refusals: [(String, String)] = [
            (directory + "/nonexistent.png", directory + "/nonexistent.png cannot be a photo: there is no such file"),
            (directory, directory + " cannot be a photo: it is not a regular file"),
            (directory + "/empty.png", directory + "/empty.png cannot be a photo: " + notAnImage),
            (directory + "/notes.png", directory + "/notes.png cannot be a photo: " + notAnImage),
            ("/dev/zero", "/dev/zero cannot be a photo: it is not a regular file"),
            ("/etc/shadow", "/etc/shadow cannot be a photo: " + notAnImage),
        ]
        for (image, message) in refusals {
            #expect(
                try foodpin(["add", "--name", "N", "--type", "T", "--location", "L", "--image", image, "--db", db])
                    == .init(status: 1, stdout: "", stderr: "foodpin: \(message)\n"))
        }
        // A relative path is stored absolute; "" means no photo.
        _ = FileManager.default.createFile(
            atPath: directory + "/real.png", contents: TestImages.png(width: 4, height: 3))
        let runner = try CommandRunner("foodpin", home: scratch.path)
        let relative = try runner.run(
            ["add", "--name", "Rel", "--type", "T", "--location", "L", "--image", "real.png", "--db", db],
            prefix: ["/bin/sh", "-c", "cd \"\(directory)\" && exec \"$0\" \"$@\""])
        #expect(relative.status == 0, "\(relative)")
        #expect(
            try foodpin(["add", "--name", "None", "--type", "T", "--location", "L", "--image", "", "--db", db]).status
                == 0)
        let objects = try #require(
            JSONSerialization.jsonObject(with: Data(try foodpin(["list", "--json", "--db", db]).stdout.utf8))
                as? [[String: Any]])
        #expect(objects.count == 21 + 2)
        #expect(objects[21]["image"] as? String == directory + "/real.png")
        #expect(objects[22]["image"] is NSNull)
    }

    // MARK: - 9. An empty database path is a usage error

    @Test func emptyDatabasePathIsAUsageError() throws {
        #expect(
            try foodpin(["list", "--db", ""])
                == .init(
                    status: 2, stdout: "",
                    stderr: """
                        foodpin: option '--db' needs a value PATH, not an empty one
                        Try 'foodpin list --help'.

                        """))
        #expect(try foodpin(["--db=", "list"]).status == 2)
        #expect(try todo(["--db=", "list"]).status == 2)
        // With no command the window would open the default database: it must not even start.
        let window = try CommandRunner("todo", home: scratch.path).start(["--db", ""]).wait(timeout: 10)
        #expect(window?.status == 2, "the window opened")
        #expect(!FileManager.default.fileExists(atPath: scratch.path + "/data/foodpin/foodpin.sqlite3"))
    }

    // MARK: - 10. Control characters are shown, not obeyed

    @Test func controlCharactersAreShownEscaped() throws {
        let name = "Evil\u{1B}[2J\rName\nSecond\u{7}\u{202E}"
        #expect(
            try foodpin(["add", "--name", name, "--type", "T", "--location", "L\u{9B}31m", "--db", db]).stdout
                .hasPrefix("Added Evil\\e[2J\\rName\\nSecond\\u{7}\\u{202E} ("))
        let listed = try foodpin(["list", "--db", db]).stdout
        #expect(listed.split(separator: "\n").count == 22)
        #expect(listed.hasSuffix("  Evil\\e[2J\\rName\\nSecond\\u{7}\\u{202E} — T — L\\u{9B}31m\n"))
        #expect(!listed.unicodeScalars.contains { $0.value == 0x1B || $0 == "\r" || $0.value == 0x9B })
        // The JSON keeps the text exact.
        let objects = try #require(
            JSONSerialization.jsonObject(with: Data(try foodpin(["list", "--json", "--db", db]).stdout.utf8))
                as? [[String: Any]])
        #expect(objects.last?["name"] as? String == name)
        #expect(
            try foodpin(["delete", "x\u{1B}[2J", "--db", db])
                == .init(status: 1, stdout: "", stderr: "foodpin: no restaurant named or with id \"x\\e[2J\"\n"))
        #expect(
            try todo(["remove", "1\n2", "--db", db])
                == .init(
                    status: 2, stdout: "",
                    stderr: """
                        todo: N must be a whole number from 1 (got '1\\n2')
                        Try 'todo remove --help'.

                        """))
    }

    // MARK: - 11. Numbers out of range

    @Test func numbersOutOfRangeExitOne() throws {
        #expect(try todo(["add", "only", "--db", db]).status == 0)
        for number in ["0", "2", "9223372036854775807", "99999999999999999999"] {
            #expect(
                try todo(["remove", number, "--db", db])
                    == .init(status: 1, stdout: "", stderr: "todo: There is no item \(number): the list has 1 item.\n"))
        }
        #expect(try todo(["list", "--db", db]).stdout == "1. only\n")
    }
}

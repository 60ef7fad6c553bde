import Foundation
import Testing
import UITestSupport

/// Issue 33, rows 1 and 5: what the database's path can be. A symbolic link to nothing is refused
/// naming the link and its missing target (never followed to create one, never a signal); a link to
/// a database works, with its side files beside the target; a path that is not UTF-8 is refused,
/// never turned into another file's name.
@Suite("The database's path is the one the user named", .serialized)
struct DatabasePathTests {
    let scratch = ScratchDirectory()

    func run(_ tool: String, _ arguments: [String], environment: [String: String] = [:]) throws -> CommandRunner.Result
    {
        var runner = try CommandRunner(tool, home: scratch.path)
        runner.environment.merge(environment) { $1 }
        return try runner.run(arguments)
    }

    func names() -> [String] { ((try? FileManager.default.contentsOfDirectory(atPath: scratch.path)) ?? []).sorted() }

    // MARK: - Row 1: symbolic links

    @Test func aLinkToNothingIsRefusedNamingItsTarget() throws {
        let link = scratch.path + "/foodpin.sqlite3"
        let target = scratch.path + "/unmounted/drive/foodpin.sqlite3"
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)
        let line =
            "\(link) is a symbolic link to \(target), which does not exist; FoodPin does not create a database there (connect the drive or folder it points into, or remove the link)\n"
        for command in [["list"], ["add", "--name", "N", "--type", "T", "--location", "L"], ["check"]] {
            #expect(
                try run("foodpin", command + ["--db", link]) == .init(status: 1, stdout: "", stderr: "foodpin: " + line)
            )
        }
        #expect(try run("todo", ["list", "--db", link]) == .init(status: 1, stdout: "", stderr: "todo: " + line))
        // The default database, a link to nothing (a sync folder not there yet): the same.
        let data = scratch.path + "/data/foodpin"
        try FileManager.default.createDirectory(atPath: data, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: data + "/foodpin.sqlite3", withDestinationPath: "../../Sync/foodpin.sqlite3")
        let defaultLine =
            "\(data)/foodpin.sqlite3 is a symbolic link to \(data)/../../Sync/foodpin.sqlite3, which does not exist; FoodPin does not create a database there (connect the drive or folder it points into, or remove the link)\n"
        #expect(try run("foodpin", ["list"]) == .init(status: 1, stdout: "", stderr: "foodpin: " + defaultLine))
        #expect(!FileManager.default.fileExists(atPath: scratch.path + "/Sync"))
        #expect(!FileManager.default.fileExists(atPath: target))
    }

    @Test func aLoopOfLinksIsRefusedInWords() throws {
        let first = scratch.path + "/a.sqlite3", second = scratch.path + "/b.sqlite3"
        try FileManager.default.createSymbolicLink(atPath: first, withDestinationPath: second)
        try FileManager.default.createSymbolicLink(atPath: second, withDestinationPath: first)
        #expect(
            try run("foodpin", ["list", "--db", first])
                == .init(
                    status: 1, stdout: "",
                    stderr: "foodpin: cannot create \(first): Too many levels of symbolic links\n"))
    }

    /// A link to a database: SQLite keeps the `-wal` and `-shm` beside the target, and FoodPin looks
    /// for them there — another program's WAL beside the target is judged, not missed.
    @Test func aLinkToADatabaseWorksAndItsSideFilesAreJudgedBesideTheTarget() throws {
        let folder = scratch.path + "/real"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
        let target = folder + "/foodpin.sqlite3", link = scratch.path + "/link.sqlite3"
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "real/foodpin.sqlite3")
        #expect(FileManager.default.createFile(atPath: target, contents: Data()))
        #expect(
            try run("foodpin", ["add", "--name", "Linked", "--type", "T", "--location", "L", "--db", link]).status == 0)
        #expect(try run("foodpin", ["list", "--db", target]).stdout.hasSuffix("  Linked — T — L\n"))
        #expect(!FileManager.default.fileExists(atPath: link + "-wal"))
        try FileManager.default.createDirectory(atPath: target + "-wal", withIntermediateDirectories: false)
        #expect(
            try run("foodpin", ["list", "--db", link])
                == .init(
                    status: 1, stdout: "",
                    stderr:
                        "foodpin: \(link) cannot be opened: \(target)-wal beside it is a folder, where SQLite keeps a file of the database; nothing was changed\n"
                ))
    }

    // MARK: - Row 5: paths that are not UTF-8

    @Test func aPathThatIsNotUTF8IsRefusedNotRenamed() throws {
        let before = names()
        // The shell writes the byte E9 (Latin-1 é); Swift would have read it as U+FFFD.
        let runner = try CommandRunner("foodpin", home: scratch.path)
        let result = try runner.run(
            ["list", "--db", scratch.path + "/caf"],
            prefix: ["/bin/sh", "-c", "exec \"$0\" \"$1\" \"$2\" \"$3\"$(printf '\\351').sqlite3"])
        #expect(
            result
                == .init(
                    status: 2, stdout: "",
                    stderr: """
                        foodpin: argument 3 is not valid UTF-8 text: \(scratch.path)/caf\\x{E9}.sqlite3; paths and names must be UTF-8
                        Try 'foodpin --help'.

                        """))
        #expect(names() == before, "a file was made under another name")
        let todo = try CommandRunner("todo", home: scratch.path).run(
            ["add"], prefix: ["/bin/sh", "-c", "exec \"$0\" \"$1\" \"$(printf 'caf\\351')\""])
        #expect(todo.status == 2 && todo.stderr.hasPrefix("todo: argument 2 is not valid UTF-8 text: caf\\x{E9};"))
    }

    @Test func aPathVariableThatIsNotUTF8IsRefused() throws {
        let runner = try CommandRunner("foodpin", home: scratch.path)
        let result = try runner.run(
            ["list"],
            prefix: ["/bin/sh", "-c", "FOODPIN_DB=\"$(printf '\(scratch.path)/caf\\351.sqlite3')\" exec \"$0\" \"$@\""])
        #expect(
            result
                == .init(
                    status: 1, stdout: "",
                    stderr:
                        "foodpin: $FOODPIN_DB is not valid UTF-8, so FoodPin cannot use the path it holds; nothing was changed\n"
                ))
        #expect(names().isEmpty)
    }
}

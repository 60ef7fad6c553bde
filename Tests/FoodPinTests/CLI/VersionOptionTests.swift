import FoodPinModel
import Foundation
import Testing
import UITestSupport

/// `--version` of both executables: the one version (`FoodPinRelease`), in the `NAME VERSION` line that
/// help2man and scripts expect, wherever the option stands before `--`, without opening a database.
@Suite("--version")
struct VersionOptionTests {
    let scratch = ScratchDirectory()

    @Test(arguments: ["foodpin", "todo"])
    func printsTheOneVersionAndTouchesNoFile(program: String) throws {
        let runner = try CommandRunner(program, home: scratch.path)
        let db = scratch.path + "/foodpin.sqlite3"
        let expected = CommandRunner.Result(status: 0, stdout: "\(program) \(FoodPinRelease.version)\n", stderr: "")
        for arguments in [["--version"], ["--db", db, "--version"], ["list", "--version"], ["--help", "--version"]] {
            #expect(try runner.run(arguments) == expected, "\(program) \(arguments)")
        }
        #expect(!FileManager.default.fileExists(atPath: db), "--version must not create a database")
        #expect(!FileManager.default.fileExists(atPath: scratch.path + "/data"))
    }

    @Test func isListedInTheRootHelpOnly() throws {
        let foodpin = try CommandRunner("foodpin", home: scratch.path)
        #expect(try foodpin.run(["--help"]).stdout.contains("\n  --version "))
        #expect(try !foodpin.run(["list", "--help"]).stdout.contains("--version"))
    }

    @Test func afterDoubleDashItIsText() throws {
        let todo = try CommandRunner("todo", home: scratch.path)
        let db = scratch.path + "/foodpin.sqlite3"
        #expect(try todo.run(["--db", db, "add", "--", "--version"]).status == 0)
        #expect(try todo.run(["--db", db, "list"]).stdout == "1. --version\n")
    }

    /// `make deb` reads the version with scripts/version.sh; this keeps its reading and the Swift line one.
    @Test func packagingReadsTheSameVersion() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let process = Process()
        process.executableURL = root.appendingPathComponent("scripts/version.sh")
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let printed = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        #expect(printed == FoodPinRelease.version + "\n")
        #expect(FoodPinRelease.version.wholeMatch(of: /[0-9]+(\.[0-9]+)*/) != nil)
    }
}

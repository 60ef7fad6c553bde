import Foundation
import TestSupport
import Testing
import UITestSupport

@testable import FoodPinModel

/// Seeded fuzzing of both command lines: argv drawn from their grammar, mixed with hostile words and
/// random text. Whatever comes, the process ends on its own with status 0, 1 or 2 — never a signal,
/// never a hang — and a command that fails leaves the database's content as it was.
@Suite("command lines under fuzzing", .serialized)
struct CommandLineFuzzTests {
    let scratch = ScratchDirectory()
    var db: String { scratch.path + "/foodpin.sqlite3" }

    /// The restaurants and to-dos stored, read as another process would.
    func content() throws -> String {
        let restaurants = try RestaurantStore(path: db, seedingSamples: false).all()
        let items = try TodoList(path: db).items
        return restaurants.map { "\($0)" }.joined(separator: "\n") + "\n--\n"
            + items.map { "\($0)" }.joined(separator: "\n")
    }

    /// Places a fuzzed `--db` or `--image` may name: each either ours or refused, never somewhere new
    /// outside the scratch directory.
    func paths() -> [String] {
        let foreign = scratch.path + "/foreign.sqlite3"
        if !FileManager.default.fileExists(atPath: foreign) {
            _ = FileManager.default.createFile(atPath: foreign, contents: nil)
            try? SQLiteConnection(path: foreign).execute("CREATE TABLE x (a); INSERT INTO x VALUES (1)")
            _ = FileManager.default.createFile(atPath: scratch.path + "/notes.txt", contents: Data("notes\n".utf8))
            _ = FileManager.default.createFile(
                atPath: scratch.path + "/photo.png", contents: TestImages.png(width: 2, height: 2))
            mkfifo(scratch.path + "/fifo", 0o600)
        }
        return [
            db, foreign, scratch.path + "/notes.txt", scratch.path + "/photo.png", scratch.path + "/fifo",
            scratch.path, scratch.path + "/new.sqlite3", "/dev/zero", "/dev/null", "/etc/shadow", "", "relative.png",
        ]
    }

    static let words = [
        "list", "add", "delete", "favorite", "share", "restore-samples", "check", "add-synthetic",
        "remove", "clear", "nap", "--json", "--favorites", "--off", "--help", "-h", "--", "-x", "---",
        "--name", "--type", "--location", "--image", "--phone", "--summary", "--db", "--name=",
        "--db=", "--image=", "Homei", "homei", "5a3b1e00", "5a3b", "0", "1", "2", "-1", "3",
        "9223372036854775807", "99999999999999999999", "1e3", " 1", "Cafe Deadend",
    ]

    /// The words of `show`, `edit` and `search` (issue 13), with their hostile values: control
    /// characters (no NUL: argv cannot hold one), text near the kernel's 128 KiB limit for one
    /// argument, empty values, unknown options, `--image` with `--no-image`.
    static let detailWords = [
        "show", "edit", "search", "--json", "--favorites", "--name", "--type", "--location", "--phone",
        "--summary", "--image", "--no-image", "--no-image=1", "--image=", "--name=", "--phone=", "--summary=",
        "--type=", "--location=", "--colour", "-p", "--", "", " ", "\u{01}\u{1B}[2J\u{7F}\r", "\u{1B}]0;title\u{07}",
        "\t\n\u{0B}\u{0C}", String(repeating: "x", count: 120_000), String(repeating: "é ", count: 30_000),
        "Homei", "homei", "HOMEI", "Cafe", "cafe deadend", "5a3b1e00", "%", "_", "*", "\"", "NEAR(", "a OR b",
        "+1 (555) 010-9999", "tel:+1555",
    ]

    /// One random argument: a grammar word, a path, a hostile text or random Unicode (no NUL).
    func word(_ random: inout SeededGenerator, paths: [String], words: [String] = Self.words) -> String {
        switch Int.random(in: 0..<10, using: &random) {
        case 0...4: return words.randomElement(using: &random)!
        case 5, 6: return paths.randomElement(using: &random)!
        case 7: return hostileTexts.randomElement(using: &random)!
        default:
            let scalars = (0..<Int.random(in: 0...12, using: &random)).map { _ -> Unicode.Scalar in
                let ranges: [ClosedRange<UInt32>] = [
                    1...0x7F, 0x80...0x9F, 0x202A...0x202E, 0x4E00...0x4E10, 0x1F600...0x1F610,
                ]
                return Unicode.Scalar(UInt32.random(in: ranges.randomElement(using: &random)!, using: &random))!
            }
            return String(String.UnicodeScalarView(scalars))
        }
    }

    func fuzz(
        _ executable: String, commands: [String], words: [String] = Self.words, seed: UInt64, rounds: Int
    ) throws {
        var runner = try CommandRunner(executable, home: scratch.path)
        runner.environment["DISPLAY"] = nil  // no window can open even if a command line asked for one
        runner.environment["WAYLAND_DISPLAY"] = nil
        runner.currentDirectory = scratch.path  // a fuzzed relative --db lands in the scratch directory
        var random = SeededGenerator(seed: seed)
        let paths = paths()
        var expected = try content()
        for round in 0..<rounds {
            // A subcommand first (an unknown one too): with none the window would start.
            var arguments = [commands.randomElement(using: &random)!]
            arguments += (0..<Int.random(in: 0...5, using: &random)).map { _ in
                word(&random, paths: paths, words: words)
            }
            if !arguments.contains(where: { $0 == "--db" || $0.hasPrefix("--db=") }) || Bool.random(using: &random) {
                arguments += ["--db", db]
            }
            let shown = arguments.map { $0.debugDescription }.joined(separator: " ")
            let result = try #require(
                try runner.start(arguments).wait(timeout: 30), "round \(round): \(executable) \(shown) hung")
            #expect([0, 1, 2].contains(result.status), "round \(round): \(executable) \(shown) → \(result)")
            let now = try content()
            if result.status == 1 || result.status == 2 {
                #expect(
                    !result.stderr.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty,
                    "round \(round): \(executable) \(shown) failed (\(result.status)) without saying why")
            }
            if result.status != 0 {
                #expect(
                    now == expected,
                    "round \(round): \(executable) \(shown) failed (\(result.status)) yet changed the data")
            }
            expected = now
        }
    }

    @Test func foodpinCommandLine() throws {
        try fuzz(
            "foodpin",
            commands: [
                "list", "add", "delete", "favorite", "share", "restore-samples", "check",
                "add-synthetic", "nap", "--help",
            ], seed: 0xF00D, rounds: 150)
    }

    /// `show`, `edit` and `search` (issue 13). Both kinds of `--image` file are on offer: `paths()`
    /// holds a photo and hostile files (a FIFO, a directory, /dev/zero, a SQLite file, text).
    @Test func foodpinShowEditSearch() throws {
        #expect(try CommandRunner("foodpin", home: scratch.path).run(["restore-samples", "--db", db]).status == 0)
        try fuzz(
            "foodpin", commands: ["show", "edit", "search", "edit", "edit"], words: Self.detailWords,
            seed: 0x5EA4C4, rounds: 150)
    }

    /// `--image` and `--no-image` together are refused before anything is read or written.
    @Test func editRefusesImageWithNoImage() throws {
        let runner = try CommandRunner("foodpin", home: scratch.path)
        #expect(try runner.run(["restore-samples", "--db", db]).status == 0)
        let before = try content()
        for image in paths() {
            let result = try runner.run(["edit", "Homei", "--image", image, "--no-image", "--db", db])
            #expect(result.status == 2, "\(image): \(result)")
            #expect(result.stderr.contains("--image and --no-image cannot be used together"), "\(result)")
        }
        #expect(try content() == before)
    }

    @Test func todoCommandLine() throws {
        #expect(try CommandRunner("todo", home: scratch.path).run(["add", "seed item", "--db", db]).status == 0)
        try fuzz(
            "todo", commands: ["list", "add", "remove", "done", "undone", "edit", "clear", "check", "nap", "--help"],
            seed: 0x70D0, rounds: 150)
    }
}

import FoodPinModel
import Foundation
import Testing
import UITestSupport

/// End to end: the real `todo` binary, a temporary database, exact output and exit status.
@Suite("todo command line")
struct TodoCommandTests {
    let scratch = ScratchDirectory()
    var db: String { scratch.path + "/foodpin.sqlite3" }

    func todo(_ arguments: String...) throws -> CommandRunner.Result {
        try CommandRunner("todo", home: scratch.path).run(["--db", db] + arguments)
    }

    @Test func addListRemoveClear() throws {
        #expect(try todo("list") == .init(status: 0, stdout: "The list is empty.\n", stderr: ""))
        #expect(try todo("add", "  Buy milk  ") == .init(status: 0, stdout: "Added item 1: Buy milk\n", stderr: ""))
        #expect(try todo("add", "Walk the dog") == .init(status: 0, stdout: "Added item 2: Walk the dog\n", stderr: ""))
        #expect(
            try todo("add", "--", "-5 degrees: wear a coat")
                == .init(status: 0, stdout: "Added item 3: -5 degrees: wear a coat\n", stderr: ""))
        #expect(
            try todo("list")
                == .init(status: 0, stdout: "1. Buy milk\n2. Walk the dog\n3. -5 degrees: wear a coat\n", stderr: ""))
        #expect(try todo("remove", "2") == .init(status: 0, stdout: "Removed item 2: Walk the dog\n", stderr: ""))
        #expect(try todo("list") == .init(status: 0, stdout: "1. Buy milk\n2. -5 degrees: wear a coat\n", stderr: ""))
        #expect(try todo("clear") == .init(status: 0, stdout: "Removed 2 items.\n", stderr: ""))
        #expect(try todo("clear") == .init(status: 0, stdout: "The list was already empty.\n", stderr: ""))
        #expect(try todo("list", "--json") == .init(status: 0, stdout: "[]\n", stderr: ""))
    }

    @Test func blankTextIsRefusedAndNotStored() throws {
        for text in ["", "   ", "\n\t"] {
            #expect(try todo("add", text) == .init(status: 1, stdout: "", stderr: "todo: An item needs some text.\n"))
        }
        #expect(try todo("list").stdout == "The list is empty.\n")
    }

    @Test func removeOutOfRangeOrNotANumber() throws {
        #expect(
            try todo("remove", "1")
                == .init(status: 1, stdout: "", stderr: "todo: There is no item 1: the list is empty.\n"))
        _ = try todo("add", "only")
        #expect(
            try todo("remove", "2")
                == .init(status: 1, stdout: "", stderr: "todo: There is no item 2: the list has 1 item.\n"))
        #expect(
            try todo("remove", "zero")
                == .init(
                    status: 2, stdout: "",
                    stderr: "todo: N must be a whole number from 1 (got 'zero')\nTry 'todo remove --help'.\n"))
        #expect(
            try todo("remove", "--", "-1")
                == .init(
                    status: 2, stdout: "",
                    stderr: "todo: N must be a whole number from 1 (got '-1')\nTry 'todo remove --help'.\n"))
        #expect(
            try todo("remove") == .init(status: 2, stdout: "", stderr: "todo: missing N\nTry 'todo remove --help'.\n"))
        #expect(try todo("list").stdout == "1. only\n")
    }

    @Test func jsonIsStable() throws {
        let before = Date()
        _ = try todo("add", "first")
        _ = try todo("add", "second \"quoted\"")
        let result = try todo("list", "--json")
        #expect(result.status == 0 && result.stderr.isEmpty)
        let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 5 && lines[0] == "[" && lines[3] == "]" && lines[4] == "")
        let first = try Regex(
            #"  \{"id":"[0-9a-f-]{36}","text":"first","createdAt":"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ","done":false\},"#)
        let second = try Regex(
            #"  \{"id":"[0-9a-f-]{36}","text":"second \\"quoted\\"","createdAt":"[0-9T:-]+Z","done":false\}"#)
        #expect(lines[1].wholeMatch(of: first) != nil)
        #expect(lines[2].wholeMatch(of: second) != nil)
        let objects = try #require(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
        let formatter = ISO8601DateFormatter()
        let createdText = objects.first?["createdAt"] as? String
        let created = try #require(createdText.flatMap { formatter.date(from: $0) })
        #expect(abs(created.timeIntervalSince(before)) < 60)
    }

    @Test func hostileTextRoundTripsIntact() throws {
        for text in hostileTexts {
            #expect(try todo("add", text).status == 0)
        }
        let result = try todo("list", "--json")
        let objects = try #require(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
        #expect(objects.map { $0["text"] as? String } == hostileTexts)
    }

    @Test func usageErrorsAndHelp() throws {
        #expect(try todo("add") == .init(status: 2, stdout: "", stderr: "todo: missing TEXT\nTry 'todo add --help'.\n"))
        #expect(
            try todo("add", "a", "b")
                == .init(status: 2, stdout: "", stderr: "todo: unexpected argument 'b'\nTry 'todo add --help'.\n"))
        #expect(
            try todo("nap") == .init(status: 2, stdout: "", stderr: "todo: unknown command 'nap'\nTry 'todo --help'.\n")
        )
        for command in [[], ["list"], ["add"], ["remove"], ["clear"]] {
            let result = try CommandRunner("todo", home: scratch.path).run(command + ["--help"])
            #expect(result.status == 0 && result.stderr.isEmpty)
            #expect(result.stdout.contains("Usage: todo \(command.joined(separator: " "))"))
        }
    }

    @Test func sharesTheDatabaseWithFoodPin() throws {
        // A restaurant added by foodpin and a to-do added by todo must end up in the one file.
        let foodpin = CommandRunner.self
        let added = try foodpin.init("foodpin", home: scratch.path)
            .run(["add", "--name", "Zuni Cafe", "--type", "Californian", "--location", "San Francisco", "--db", db])
        #expect(added.status == 0, "\(added)")
        _ = try todo("add", "Book a table at Zuni Cafe")
        let list = try foodpin.init("foodpin", home: scratch.path).run(["list", "--db", db])
        #expect(list.status == 0 && list.stdout.contains("Zuni Cafe"))
        #expect(try todo("list").stdout == "1. Book a table at Zuni Cafe\n")
        #expect(try TodoList(path: db).count == 1)
        #expect(try RestaurantStore(path: db).search(name: "Zuni").count == 1)
    }

    @Test func foreignFileIsRefusedUntouched() throws {
        let contents = Data("- [ ] not a database\n".utf8)
        _ = FileManager.default.createFile(atPath: db, contents: contents)
        #expect(
            try todo("add", "x")
                == .init(
                    status: 1, stdout: "",
                    stderr:
                        "todo: \(db) is not a FoodPin database (it does not start with the SQLite header); the file was left untouched\n"
                ))
        #expect(FileManager.default.contents(atPath: db) == contents)
    }

    /// `--new-todo` opens the window ready to type; a command took it too, before or after its name, and
    /// ignored it in silence. Fails if a subcommand accepts or shows it again.
    @Test func theLauncherFlagIsTheWindowsAlone() throws {
        let refused = CommandRunner.Result(
            status: 2, stdout: "", stderr: "todo: unknown option '--new-todo'\nTry 'todo list --help'.\n")
        #expect(try todo("list", "--new-todo") == refused)
        #expect(try todo("--new-todo", "list") == refused)
        #expect(try !todo("list", "--help").stdout.contains("--new-todo"))
        #expect(try todo("--help").stdout.contains("--new-todo"))
        #expect(!FileManager.default.fileExists(atPath: db), "a refused command line opens no database")
    }
}

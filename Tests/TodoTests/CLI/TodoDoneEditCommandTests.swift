import Foundation
import Testing
import UITestSupport

/// `todo done`, `undone`, `edit`, `clear --completed` and how `list` shows done items: exact output.
@Suite("todo command line: done, undone, edit, clear --completed")
struct TodoDoneEditCommandTests {
    let scratch = ScratchDirectory()
    var db: String { scratch.path + "/foodpin.sqlite3" }

    func todo(_ arguments: String...) throws -> CommandRunner.Result {
        try CommandRunner("todo", home: scratch.path).run(["--db", db] + arguments)
    }

    func fill() throws {
        for text in ["Buy milk", "Walk the dog", "Call mum"] { #expect(try todo("add", text).status == 0) }
    }

    @Test func doneAndUndoneKeepTheNumbering() throws {
        try fill()
        #expect(
            try todo("done", "3", "1", "3")
                == .init(status: 0, stdout: "Item 3 is done: Call mum\nItem 1 is done: Buy milk\n", stderr: ""))
        // Numbered as the window shows them: the open item first, then the done ones (issue 29).
        #expect(
            try todo("list") == .init(status: 0, stdout: "1. Walk the dog\n2. ✓ Buy milk\n3. ✓ Call mum\n", stderr: ""))
        #expect(try todo("done", "2") == .init(status: 0, stdout: "Item 2 was already done: Buy milk\n", stderr: ""))
        #expect(
            try todo("undone", "2", "1")
                == .init(
                    status: 0, stdout: "Item 2 is to do again: Buy milk\nItem 1 was not done: Walk the dog\n",
                    stderr: ""))
        #expect(
            try todo("list") == .init(status: 0, stdout: "1. Buy milk\n2. Walk the dog\n3. ✓ Call mum\n", stderr: ""))
        let lines = try todo("list", "--json").stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == 5)
        #expect(lines[1].hasPrefix("  {\"id\":") && lines[1].hasSuffix("\"done\":false},"))
        #expect(lines[2].contains("\"text\":\"Walk the dog\"") && lines[2].hasSuffix("\"done\":false},"))
        #expect(lines[3].contains("\"text\":\"Call mum\"") && lines[3].hasSuffix("Z\",\"done\":true}"))
    }

    @Test func oneBadNumberChangesNothing() throws {
        try fill()
        #expect(
            try todo("done", "1", "4")
                == .init(status: 1, stdout: "", stderr: "todo: There is no item 4: the list has 3 items.\n"))
        #expect(
            try todo("done", "0")
                == .init(status: 1, stdout: "", stderr: "todo: There is no item 0: the list has 3 items.\n"))
        #expect(
            try todo("undone", "2", "two")
                == .init(
                    status: 2, stdout: "",
                    stderr: "todo: N must be a whole number from 1 (got 'two')\nTry 'todo undone --help'.\n"))
        #expect(try todo("done") == .init(status: 2, stdout: "", stderr: "todo: missing N\nTry 'todo done --help'.\n"))
        #expect(
            try todo("done", "99999999999999999999999")
                == .init(
                    status: 1, stdout: "",
                    stderr: "todo: There is no item 99999999999999999999999: the list has 3 items.\n"))
        #expect(try todo("list").stdout == "1. Buy milk\n2. Walk the dog\n3. Call mum\n")
    }

    @Test func editRenamesTrimmedAndRefusesBlank() throws {
        try fill()
        #expect(
            try todo("edit", "2", "  Walk the cat \n")
                == .init(status: 0, stdout: "Item 2 is now: Walk the cat\n", stderr: ""))
        #expect(
            try todo("edit", "2", " \t ") == .init(status: 1, stdout: "", stderr: "todo: An item needs some text.\n"))
        #expect(
            try todo("edit", "4", "x")
                == .init(status: 1, stdout: "", stderr: "todo: There is no item 4: the list has 3 items.\n"))
        #expect(
            try todo("edit", "1")
                == .init(status: 2, stdout: "", stderr: "todo: missing TEXT\nTry 'todo edit --help'.\n"))
        #expect(
            try todo("edit", "1", "--", "-5 degrees")
                == .init(status: 0, stdout: "Item 1 is now: -5 degrees\n", stderr: ""))
        #expect(
            try todo("edit", "3", "\u{1B}[2Jgone")
                == .init(status: 0, stdout: "Item 3 is now: \\e[2Jgone\n", stderr: ""))
        #expect(try todo("list").stdout == "1. -5 degrees\n2. Walk the cat\n3. \\e[2Jgone\n")
    }

    @Test func clearCompletedRemovesOnlyDoneItems() throws {
        #expect(try todo("clear", "--completed") == .init(status: 0, stdout: "No item was done.\n", stderr: ""))
        try fill()
        _ = try todo("done", "1", "3")
        #expect(try todo("clear", "--completed") == .init(status: 0, stdout: "Removed 2 done items.\n", stderr: ""))
        #expect(try todo("list") == .init(status: 0, stdout: "1. Walk the dog\n", stderr: ""))
        _ = try todo("done", "1")
        #expect(try todo("clear", "--completed") == .init(status: 0, stdout: "Removed 1 done item.\n", stderr: ""))
        #expect(try todo("list") == .init(status: 0, stdout: "The list is empty.\n", stderr: ""))
    }

    @Test func helpNamesTheNewCommands() throws {
        for command in [["done"], ["undone"], ["edit"]] {
            let result = try CommandRunner("todo", home: scratch.path).run(command + ["--help"])
            #expect(result.status == 0 && result.stderr.isEmpty)
            #expect(result.stdout.contains("Usage: todo \(command.joined(separator: " "))"))
        }
        #expect(try CommandRunner("todo", home: scratch.path).run(["clear", "--help"]).stdout.contains("--completed"))
    }
}

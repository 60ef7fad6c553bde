import Foundation
import UITestSupport
import XCTest

/// Issue 29, rows 4, 5 and 9 for To-Do: Tab always reaches the list and the arrows walk every row of
/// both sections; the command line numbers the items as the window shows them; the window keeps its
/// size, and its Keyboard Shortcuts window is titled so.
final class TodoCurrentRowTests: TodoUITestCase {
    /// The one row that looks selected, if exactly one does.
    private func selectedTexts(_ app: TodoDriver) throws -> [String] {
        try app.rows().filter(\.isSelected).compactMap {
            $0.first(role: "label", onScreenOnly: true)?.displayedText
        }
    }

    /// Presses Tab until a row has the focus, each press waited for until the focus moves; returns
    /// the row's text.
    private func tabIntoList(_ app: TodoDriver, file: StaticString = #filePath, line: UInt = #line) throws -> String {
        try Input.press("Tab", in: app.window, atMost: 8, toReach: "a row", file: file, line: line) { _ in
            app.focusedRowText()
        }
    }

    /// Down walks every row, across “Completed” (it stopped at its heading); after Clear Completed
    /// (from the main menu, by keyboard) Tab reaches the list again (it never did until a restart),
    /// at the row that is current, and Delete acts on it.
    func testTabAndTheArrowsReachEveryRowAlsoAfterClearCompleted() throws {
        let app = try launch(seed: ["Buy milk", "Walk the dog", "Book tickets", "Call mum", "Pay rent"])
        try app.todo("done", "2", "4")
        try app.waitForRows(["Buy milk", "Book tickets", "Pay rent", "Completed", "Walk the dog", "Call mum"])
        try Input.click(app.entry)
        XCTAssertEqual(try tabIntoList(app), "Buy milk")
        var walked = ["Buy milk"]
        for _ in 0..<4 {
            try Input.key("Down")
            let next = try eventuallyValue("Down did not move on from \(walked.last!)") { () -> String? in
                guard let focused = app.focusedRowText(), focused != walked.last else { return nil }
                return focused
            }
            walked.append(next)
        }
        XCTAssertEqual(walked, ["Buy milk", "Book tickets", "Pay rent", "Walk the dog", "Call mum"])
        try eventually("the focused row is not the selected one") { try selectedTexts(app) == ["Call mum"] }

        try Input.key("Up")
        try app.waitForFocus(onRow: "Walk the dog")
        try Input.key("ctrl+d")  // Walk the dog is open again; Call mum alone is done
        try app.waitForStoredStates(["Buy milk", "Walk the dog", "Book tickets", "Pay rent", "Call mum ✓"])
        try app.waitForFocus(onRow: "Walk the dog")
        try Input.key("Down")
        try app.waitForFocus(onRow: "Book tickets")
        try Input.key("Down", "Down")
        try app.waitForFocus(onRow: "Call mum")
        try Input.key("F10")
        _ = try app.window.waitForFirst(role: "menu item", name: "Clear Completed")
        try Input.key("Return")
        try app.waitForStored(["Buy milk", "Walk the dog", "Book tickets", "Pay rent"])
        // Call mum went: the row that took its place (the last one) is current.
        try eventually("one row should be current after Clear Completed") { try selectedTexts(app) == ["Pay rent"] }
        let row = try tabIntoList(app)
        XCTAssertEqual(row, "Pay rent", "Tab enters the list at the current row")
        try Input.key("Delete")
        try app.waitForStored(["Buy milk", "Walk the dog", "Book tickets"])
    }

    /// `todo list` numbers the open items first, then the done ones, as the window shows them, and
    /// `todo remove 1` removes the first row on screen (it numbered in storage order: the fourth).
    func testTheCommandLineNumbersAsTheWindowShows() throws {
        let app = try launch(seed: ["Buy milk", "Walk the dog", "Book tickets", "Call mum"])
        try Input.click(app.entry)
        XCTAssertEqual(try tabIntoList(app), "Buy milk")
        try Input.key("ctrl+d")
        try app.waitForRows(["Walk the dog", "Book tickets", "Call mum", "Completed", "Buy milk"])
        XCTAssertEqual(
            try app.todo("list").stdout, "1. Walk the dog\n2. Book tickets\n3. Call mum\n4. ✓ Buy milk\n")
        let top = try XCTUnwrap(try app.rowTexts().first)
        try app.todo("remove", "1")
        try app.waitForRows(["Book tickets", "Call mum", "Completed", "Buy milk"])
        XCTAssertEqual(top, "Walk the dog")
        try app.todo("undone", "3")
        try app.waitForRows(["Buy milk", "Book tickets", "Call mum"])
        try app.todo("edit", "2", "Book the tickets")
        try app.waitForRows(["Buy milk", "Book the tickets", "Call mum"])
    }

    /// Resized, closed with Ctrl+W: the next launch opens at that size; Ctrl+? opens “Keyboard
    /// Shortcuts” (it was titled “todo”).
    func testTheWindowKeepsItsSizeAndTheShortcutsWindowIsTitled() throws {
        let app = try launch(seed: ["Buy milk"])
        try Input.click(app.entry)
        try Input.key("ctrl+question")
        _ = try eventuallyValue("no Keyboard Shortcuts window") {
            app.process.windows.first { $0.name == "Keyboard Shortcuts" }
        }
        try Input.key("Escape")
        try eventually("the shortcuts window did not close") {
            !app.process.windows.contains { $0.name == "Keyboard Shortcuts" }
        }
        try app.resize(width: 520, height: 700)
        try eventually("the window did not take 520 × 700") {
            app.process.mainWindowSize == AppProcess.Size(width: 520, height: 700)
        }
        try Input.click(app.entry)
        try Input.key("ctrl+w")
        try app.process.waitForExit(timeout: 10)
        let again = try AppProcess(product: "todo", databaseURL: app.databaseURL, sandbox: app.process.sandbox)
        addTeardownBlock { again.terminate() }
        _ = try again.waitForWindow(title: "To-Do")
        try eventually(
            "the window did not open at 520 × 700: \(again.mainWindowSize.map(String.init(describing:)) ?? "none")"
        ) {
            again.mainWindowSize == AppProcess.Size(width: 520, height: 700)
        }
    }
}

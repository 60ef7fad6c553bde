import Foundation
import TestSupport
import UITestSupport
import XCTest

/// Issue 29: a seeded random walk through To-Do with the keyboard alone — the arrows, Home and End,
/// Tab and Shift+Tab, Escape, Enter (edit mode), Ctrl+D, Alt+Up and Alt+Down, the main menu, Delete
/// and Undo — checking after every step that at most one row looks current, that the focus ring (on
/// a row) is on it, and that Ctrl+D ticks it, in either section. `KEYWALK_SEED=N` replays a walk;
/// every failure names its seed and the keys pressed so far.
final class TodoKeyboardWalkTests: TodoUITestCase {
    /// A bounded walk: about a second a step on a loaded machine, well under a minute in all.
    static let steps = 20

    enum Step: CaseIterable {
        case down, up, home, end, tab, shiftTab, escape, enter, tick, moveDown, moveUp, mainMenu, deleteAndUndo
    }

    func testASeededKeyboardWalkKeepsOneCurrentRow() throws {
        let seed =
            ProcessInfo.processInfo.environment["KEYWALK_SEED"].flatMap(UInt64.init) ?? UInt64.random(in: 1...999_999)
        print("TodoKeyboardWalkTests: seed \(seed) (replay with KEYWALK_SEED=\(seed))")
        var random = SeededGenerator(seed: seed)
        let app = try launch(seed: ["Buy milk", "Walk the dog", "Book tickets", "Call mum", "Pay rent", "Water plants"])
        try app.todo("done", "2", "5")
        try app.waitForRows([
            "Buy milk", "Book tickets", "Call mum", "Water plants", "Completed", "Walk the dog", "Pay rent",
        ])
        try Input.click(app.entry)
        var walk = Walk(app: app, seed: seed)
        try walk.press("Tab")
        try walk.press("Tab")
        try app.waitForFocus(onRow: "Buy milk")
        for _ in 0..<Self.steps {
            let step = Step.allCases.randomElement(using: &random)!
            try walk.take(step)
            try walk.check()
        }
        // Whatever the walk did, Tab still reaches the list, and Ctrl+D ticks the row it lands on.
        try walk.press("Escape")
        try eventually("Escape did not leave edit mode (\(walk.context))") { app.visibleButton("Done") == nil }
        try Input.click(app.entry)
        try walk.press("Tab")
        try walk.press("Tab")
        try walk.tickCurrent()
    }

    struct Walk {
        let app: TodoDriver
        let seed: UInt64
        var keys: [String] = []

        var context: String { "seed \(seed), after \(keys.joined(separator: " "))" }

        mutating func press(_ combination: String) throws {
            keys.append(combination)
            try Input.key(combination)
        }

        /// The rows that look selected.
        func selectedTexts() throws -> [String] {
            try app.rows().filter(\.isSelected).compactMap {
                $0.first(role: "label", onScreenOnly: true)?.displayedText
            }
        }

        /// At most one row looks current, and the focus, on a row, is on it. Returns it.
        @discardableResult
        func check(file: StaticString = #filePath, line: UInt = #line) throws -> String? {
            try eventuallyValue(
                "not one current row (\(context)): selected \((try? selectedTexts()) ?? []), focus on \(app.focusedRowText() ?? "no row")",
                file: file, line: line
            ) { () -> String?? in
                let selected = try selectedTexts()
                guard selected.count <= 1 else { return nil }
                if let focused = app.focusedRowText(), focused != selected.first { return nil }
                return .some(selected.first)
            } ?? nil
        }

        /// Ctrl+D ticks or unticks the current row and no other (the focus is on a row).
        mutating func tickCurrent(file: StaticString = #filePath, line: UInt = #line) throws {
            let row = try eventuallyValue("no row has the focus (\(context))", file: file, line: line) {
                app.focusedRowText()
            }
            let current = try check(file: file, line: line)
            XCTAssertEqual(current, row, "the focused row is not the current one (\(context))", file: file, line: line)
            let before = try app.storedStates()
            let after = before.map { state in
                state == row ? row + " ✓" : state == row + " ✓" ? row : state
            }
            try press("ctrl+d")
            try eventually("Ctrl+D did not tick \(row) alone (\(context))", file: file, line: line) {
                Set(try app.storedStates()) == Set(after)
            }
        }

        mutating func take(_ step: Step) throws {
            switch step {
            case .down: try press("Down")
            case .up: try press("Up")
            case .home: try press("Home")
            case .end: try press("End")
            case .tab: try press("Tab")
            case .shiftTab: try press("shift+Tab")
            case .escape: try press("Escape")
            case .enter:
                // Enter on a row enters edit mode with the focus kept on it.
                guard app.focusedRowText() != nil else { return }
                try press("Return")
            case .tick:
                guard app.focusedRowText() != nil else { return }
                try tickCurrent()
            case .moveDown, .moveUp:
                guard let row = app.focusedRowText() else { return }
                try press(step == .moveDown ? "alt+Down" : "alt+Up")
                try app.waitForFocus(onRow: row)
            case .mainMenu:
                try press("F10")
                _ = try app.window.waitForFirst(role: "menu item", name: "Keyboard Shortcuts")
                try press("Escape")
                try eventually("the main menu did not close (\(context))") {
                    app.window.first(role: "menu item", name: "Keyboard Shortcuts", onScreenOnly: true) == nil
                }
            case .deleteAndUndo:
                // Outside edit mode, Delete on the focused row deletes it; Ctrl+Z brings it back.
                guard let row = app.focusedRowText(), app.visibleButton("Done") == nil else { return }
                try press("Delete")
                try eventually("Delete did not delete \(row) (\(context))") {
                    !(try app.storedTexts().contains(row))
                }
                try press("ctrl+z")
                try eventually("Undo did not bring \(row) back (\(context))") { try app.storedTexts().contains(row) }
            }
        }
    }
}

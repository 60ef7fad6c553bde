import Foundation
import UITestSupport
import XCTest

/// Done states as stored, and the widgets of ticking, renaming and selecting many.
extension TodoDriver {
    /// The items stored, in list order, each with ✓ when done (`todo list --json`'s "done").
    func storedStates() throws -> [String] {
        let result = try todo("list", "--json")
        let objects = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]] ?? []
        return objects.compactMap { object in
            guard let text = object["text"] as? String, let done = object["done"] as? Bool else { return nil }
            return done ? text + " ✓" : text
        }
    }

    func waitForStoredStates(_ states: [String], file: StaticString = #filePath, line: UInt = #line) throws {
        try eventually("stored items should be \(states), are \((try? storedStates()) ?? [])", file: file, line: line) {
            try storedStates() == states
        }
    }

    /// The tick box of the row showing `text` ("Done: <text>").
    func checkBox(_ text: String) throws -> Accessible {
        try list.waitForFirst(role: "check box", name: "Done: \(text)")
    }

    /// The entry a row shows while it is renamed in place (`row` found before: its label is hidden
    /// while the entry shows).
    func renameEntry(in row: Accessible) throws -> Accessible {
        try row.waitForFirst(role: "text", onScreenOnly: true)
    }

    /// Whether a label showing `text` is on screen in the window (the title's "3 left").
    func showsLabel(_ text: String) -> Bool {
        window.first(role: "label", name: text, onScreenOnly: true) != nil
    }
}

import Foundation
import UITestSupport
import XCTest

/// The details page, the New Restaurant / Edit form and the search bar, as a user reaches them.
extension FoodPinWindow {
    /// Clicks the row of `name` and waits for its details page (its title and “⋯” on screen).
    func openDetails(of name: String, file: StaticString = #filePath, line: UInt = #line) throws {
        try Input.click(try waitForRow(named: name, file: file, line: line))
        try waitForDetails(of: name, file: file, line: line)
    }

    /// Waits until the details page shows `name` in its large title (the page has slid in).
    func waitForDetails(of name: String, file: StaticString = #filePath, line: UInt = #line) throws {
        try eventually("no details page for \(name)", dump: window, file: file, line: line) {
            window.first(
                role: "label", name: name, onScreenOnly: true,
                where: { !self.isInRow($0) && $0.parent?.roleName != "filler" }) != nil
                && window.first(role: "push button", name: "More Actions", onScreenOnly: true) != nil
        }
    }

    /// Whether `node` is inside the restaurant list (the details page's rows are a list box).
    private func isInRow(_ node: Accessible) -> Bool {
        var current = node.parent
        while let parent = current {
            if parent.name == "GtkListView" { return true }
            current = parent.parent
        }
        return false
    }

    /// The texts of the labels on screen outside the list's rows (the details page, the header).
    func pageTexts() -> [String] {
        window.all(role: "label", onScreenOnly: true).filter { !isInRow($0) }.map(\.displayedText)
    }

    /// The form window once it shows ("New Restaurant" or "Edit Restaurant").
    func form(_ title: String, file: StaticString = #filePath, line: UInt = #line) throws -> Accessible {
        try eventuallyValue("no \(title) window", file: file, line: line) { process.windows.first { $0.name == title } }
    }

    /// Clicks the field `label` of `form` and types `text` (after selecting what it held).
    func fill(
        _ label: String, with text: String, in form: Accessible, file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let field = try form.waitForFirst(name: label, file: file, line: line) { $0.roleName != "label" }
        try Input.click(field)
        try Input.key("ctrl+a")
        if text.isEmpty { try Input.key("BackSpace") } else { try Input.type(text) }
    }

    /// The form's button named `name` (Add, Save, Cancel).
    func formButton(_ name: String, in form: Accessible, file: StaticString = #filePath, line: UInt = #line) throws
        -> Accessible
    {
        try form.waitForFirst(file: file, line: line) { node in
            node.name == name
                && (node.roleName == "push button"
                    || (node.roleName == "label" && node.parent?.roleName == "push button"))
        }
    }
}

import Foundation
import UITestSupport
import XCTest

/// The To-Do window in Arabic, with real input: Delete is dragged out from a row's left edge, the
/// toast is Arabic, and Alt+Up still moves the selected row up. Found by the Arabic names only.
final class TodoRightToLeftTests: XCTestCase {
    func testTheArabicWindowMirrorsTheSwipeAndKeepsTheKeys() throws {
        let sandbox = FileManager.default.temporaryDirectory.appendingPathComponent(
            "todo-rtl-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: sandbox, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: sandbox) }
        let database = sandbox.appendingPathComponent("foodpin.sqlite3")
        let cli = try CommandRunner("todo", home: sandbox.path)
        for text in ["Buy milk", "Walk the dog", "Book tickets"] {
            XCTAssertEqual(try cli.run(["add", "--db", database.path, "--", text]).status, 0)
        }
        func stored() throws -> [String] {
            let json = try cli.run(["list", "--json", "--db", database.path]).stdout
            let objects = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]] ?? []
            return objects.compactMap { $0["text"] as? String }
        }
        let locale = Screenshot.packageRoot(from: "\(#filePath)").appendingPathComponent(".build/locale")
        let process = try AppProcess(
            product: "todo",
            environment: [
                "LANGUAGE": "ar", "LC_ALL": "ar_EG.UTF-8",
                "FOODPIN_LOCALEDIR": locale.path,
            ],
            colorScheme: .preferLight, databaseURL: database)
        addTeardownBlock { process.terminate() }
        let window = try process.waitForWindow(title: "المهام")
        try process.waitUntilIdle()
        let entry = try window.waitForFirst(role: "text", name: "مهمة جديدة")
        let row = { (text: String) throws -> Accessible in
            try eventuallyValue("no row showing \(text)", dump: window) {
                window.all(role: "list item", onScreenOnly: true).first { $0.first(role: "label", name: text) != nil }
            }
        }

        let walk = try row("Walk the dog")
        try Input.drag(walk, dx: 160, startingAt: (0.2, 0.5), steps: 16, stepDelay: 0.03)
        let delete = try walk.waitForFirst(role: "push button", name: "احذف")
        XCTAssertEqual(
            try Input.frame(of: delete).minX, try Input.frame(of: walk).minX, accuracy: 14,
            "Delete comes from the left edge")
        try Screenshot.capture("todo-arabic-swipe")
        try Input.click(delete)
        _ = try window.waitForToast(role: "label", name: "حُذف «Walk the dog»")
        try eventually("the store still has Walk the dog") { try stored() == ["Buy milk", "Book tickets"] }

        try Input.click(entry)
        try Input.key("Tab", "Tab", "Down")
        try eventually("the second row should be selected", dump: window) { try row("Book tickets").isSelected }
        try Input.key("alt+Up")
        try eventually("Alt+Up did not move Book tickets up") { try stored() == ["Book tickets", "Buy milk"] }
        try Screenshot.capture("todo-arabic-moved")

        // Edit mode: the red minus at each row's right (its start), the confirmation at its left.
        try Input.click(try window.waitForFirst(role: "push button", name: "حرّر"))
        _ = try window.waitForFirst(role: "push button", name: "تم")
        let books = try row("Book tickets")
        let minus = try books.waitForFirst(role: "push button", name: "احذف Book tickets")
        let rowFrame = try Input.frame(of: books)
        try eventually("the minus did not slide in at the right") {
            guard let frame = minus.extents, !frame.isEmpty else { return false }
            return frame.minX > rowFrame.x + rowFrame.width * 3 / 4
        }
        try Input.click(minus)
        let confirm = try books.waitForFirst(role: "push button", name: "احذف")
        try eventually("the confirmation did not slide in at the left") {
            guard let frame = confirm.extents, !frame.isEmpty else { return false }
            return frame.maxX < rowFrame.x + rowFrame.width / 4
        }
        try Screenshot.capture("todo-arabic-edit-confirm")
    }
}

import FoodPinModel
import Foundation
import UITestSupport
import XCTest

/// The window around the list: the primary menu's Keyboard Shortcuts and About, and a database that
/// cannot be opened, or goes away while it is open.
final class TodoWindowTests: TodoUITestCase {
    func testPrimaryMenuOpensShortcutsAndAbout() throws {
        let app = try launch(seed: ["Buy milk"])
        try Input.click(app.button("Main Menu"))
        try Input.click(app.window.waitForFirst(role: "menu item", name: "Keyboard Shortcuts"))
        let shortcuts = try eventuallyValue("a Keyboard Shortcuts window") {
            app.process.windows.first { $0.first(nameContains: "Delete the selected to-do") != nil }
        }
        try Input.key("Escape")
        try eventually("Escape closes the shortcuts window") { !app.process.windows.contains(shortcuts) }

        try Input.click(app.button("Main Menu"))
        try Input.click(app.window.waitForFirst(role: "menu item", name: "About To-Do"))
        _ = try eventuallyValue("an About window") {
            app.process.windows.first { $0 != app.window && $0.first(name: FoodPinRelease.version) != nil }
        }
    }

    /// The database deleted while the window is open: the window says why, the title no longer counts
    /// the list, and the main menu's items that need the list go insensitive, as they are when it could
    /// not be opened at launch. They stayed sensitive (Clear Completed as the list had left it) and did
    /// nothing when chosen, under "1 left".
    func testTheMenusListItemsGoWithTheList() throws {
        let app = try launch(seed: ["Buy milk", "Pay rent"])
        try app.todo("done", "2")
        let listItems = ["Clear Completed", "Sync Now", "Preferences"]
        try Input.key("F10")
        for name in listItems {
            let item = try app.window.waitForFirst(role: "menu item", name: name)
            try eventually("\(name) is insensitive with the list open") { item.isSensitive }
        }
        try Input.key("Escape")
        try eventually("Escape did not close the menu") {
            app.window.first(role: "menu item", name: "Clear Completed", onScreenOnly: true) == nil
        }

        try FileManager.default.removeItem(at: app.databaseURL)
        _ = try app.window.waitForFirst(name: "Cannot Open the To-Do List")
        try eventually("the title still counts the list that went") {
            app.window.first(role: "label", name: "1 left", onScreenOnly: true) == nil
        }
        try Input.key("F10")
        for name in listItems {
            let item = try app.window.waitForFirst(role: "menu item", name: name)
            try eventually("\(name) stayed sensitive without a list") { !item.isSensitive }
        }
        let shortcuts = try app.window.waitForFirst(role: "menu item", name: "Keyboard Shortcuts")
        XCTAssertTrue(shortcuts.isSensitive, "Keyboard Shortcuts needs no list")
        XCTAssertTrue(app.process.isRunning, "no crash")
    }

    func testADatabaseThatCannotBeOpenedShowsWhyAndIsLeftAlone() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "todo-ui-bad-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("notes.sqlite3")
        let bytes = Data("These are my notes, not a database.\n".utf8) + Data(repeating: 7, count: 4096)
        try bytes.write(to: file)

        let app = try launch(database: file)
        let page = try app.window.waitForFirst(name: "Cannot Open the To-Do List")
        XCTAssertTrue(page.isOnScreen)
        XCTAssertNotNil(app.window.first(nameContains: "not a FoodPin database", onScreenOnly: true), "it says why")
        XCTAssertNotNil(app.window.first(nameContains: file.lastPathComponent, onScreenOnly: true), "and which file")
        XCTAssertFalse(app.isEntryShown, "no entry to type into a list that is not there")
        XCTAssertNil(app.visibleButton("Edit"))
        XCTAssertTrue(app.process.isRunning, "no crash")
        XCTAssertEqual(try Data(contentsOf: file), bytes, "the file is left byte for byte as it was")
    }
}

import FoodPinModel
import Foundation
import UITestSupport
import XCTest

/// Issue 29, row 3: a restaurant has one menu, whichever way it opens — Shift+F10 or the Menu key on
/// its row, the “⋯” on its page — with Edit…, a favourite item that says what it will do, and each
/// item's shortcut. (The row's menu had no Edit…; the page's said “Mark or Remove Favourite” and
/// showed no shortcut.)
final class OneMenuTests: XCTestCase {
    private static let items = ["Edit…", "Mark as Favourite", "Share…", "Rate…", "Set Photo…", "Delete"]
    private static let shortcuts = ["Ctrl+E", "Ctrl+D", "Shift+Ctrl+S", "Shift+Ctrl+R", "Shift+Ctrl+P", "Delete"]

    /// The shortcuts the open menu's items show, in order (each item holds its title and its key).
    private func shownShortcuts(in app: FoodPinWindow) -> [String] {
        let items = app.window.all(role: "menu item", onScreenOnly: true)
        let keys = items.flatMap { item in
            var labels = item.all(role: "label").map(\.name)
            if let title = labels.firstIndex(of: item.name) { labels.remove(at: title) }
            return labels
        }
        return keys.filter(Self.shortcuts.contains)
    }

    func testTheRowsMenuAndThePagesMenuAreOneMenu() throws {
        let app = try FoodPinWindow()
        addTeardownBlock { app.close() }
        try app.tabIntoList()
        try Input.key("Home", "Down", "Down")
        try app.waitForCurrent("Teakha")
        try Input.key("shift+F10")
        XCTAssertEqual(try app.waitForMenuItems(), Self.items, "the row's menu")
        XCTAssertEqual(shownShortcuts(in: app), Self.shortcuts, "each item shows its shortcut")
        // By keyboard: Down to Mark as Favourite, Enter.
        try Input.key("Down", "Return")
        try app.waitForNoMenu()
        try eventually("the menu did not mark Teakha") { try app.isStoredFavourite("Teakha") }
        try app.waitForCurrent("Teakha")

        try Input.key("Menu")
        XCTAssertEqual(
            try app.waitForMenuItems(), ["Edit…", "Remove from Favourites", "Share…", "Rate…", "Set Photo…", "Delete"],
            "the item says what it will do now")
        try Input.key("Escape")
        try app.waitForNoMenu()

        // The page's “⋯”: the same menu, acting on the same restaurant.
        try Input.key("Return")
        try app.waitForDetails(of: "Teakha")
        let more = try app.window.waitForFirst(role: "push button", name: "More Actions")
        try Input.click(more)
        XCTAssertEqual(
            try app.waitForMenuItems(), ["Edit…", "Remove from Favourites", "Share…", "Rate…", "Set Photo…", "Delete"],
            "the page's menu")
        XCTAssertEqual(shownShortcuts(in: app), Self.shortcuts)
        // Its Edit… acts on the page's restaurant. (Clicked: a menu the pointer opened may not hold the
        // keyboard on Xvfb, which has no window manager; the keys of the row's menu are checked above.)
        try Input.click(try app.window.waitForFirst(role: "menu item", name: "Edit…"))
        let form = try app.form("Edit Restaurant")
        _ = try form.waitForFirst(role: "text") { $0.text == "Teakha" }
        try Input.key("Escape")
    }

    /// A restaurant with a photo offers Remove Photo, in both menus, with its key.
    func testRemovePhotoIsInTheMenuWithItsKey() throws {
        let (app, _) = try FoodPinWindow.withPhoto(on: "Homei", test: self)
        try app.tabIntoList()
        try Input.key("Home", "Down")
        try app.waitForCurrent("Homei")
        try Input.key("shift+F10")
        XCTAssertEqual(
            try app.waitForMenuItems(),
            ["Edit…", "Mark as Favourite", "Share…", "Rate…", "Set Photo…", "Remove Photo", "Delete"])
        XCTAssertNotNil(app.window.first(role: "label", name: "Shift+Ctrl+Delete", onScreenOnly: true))
        try Input.key("Escape")
        try app.waitForNoMenu()
        try Input.key("ctrl+shift+Delete")
        try eventually("Ctrl+Shift+Delete did not remove the photo") {
            try app.storedRestaurants().first { $0.name == "Homei" }?.image == nil
        }
    }
}

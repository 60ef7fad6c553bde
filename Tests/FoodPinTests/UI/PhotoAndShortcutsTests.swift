import FoodPinModel
import Foundation
import UITestSupport
import XCTest

/// Set Photo… through the file chooser, and the Keyboard Shortcuts window.
final class PhotoAndShortcutsTests: FoodPinUITestCase {
    func testSetPhotoCopiesTheImageIntoTheDataDirectory() throws {
        let source = app.directory.appendingPathComponent("my photo.png")
        try ShareTests.makePNG(at: source)

        let menu = try app.openMenu(of: "Homei")
        try app.click(menuItem: try menu.waitForFirst(role: "menu item", name: "Set Photo…"))
        try app.choosePhoto(source)
        let stored = try eventuallyValue("Homei has no photo in the store") {
            try app.storedRestaurants().first { $0.name == "Homei" }?.image
        }
        let photos = app.process.sandbox.appendingPathComponent("data/foodpin/photos").path
        XCTAssertTrue(stored.hasPrefix(photos + "/"), "the photo was copied into the data directory: \(stored)")
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: stored)), try Data(contentsOf: source))
        try FileManager.default.removeItem(at: source)
        // The original is gone; the row and the share sheet keep the copy.
        XCTAssertTrue(FileManager.default.fileExists(atPath: stored))
        try app.screenshot("photo-set")
    }

    func testKeyboardShortcutsWindowListsTheRowActions() throws {
        try app.focus()
        try Input.key("ctrl+question")
        let shortcuts = try eventuallyValue("no shortcuts window") {
            app.process.windows.first { $0 != app.window && $0.first(role: "label", name: "Share") != nil }
        }
        for title in [
            "Mark as favourite, or remove from favourites", "Share", "Delete", "Undo", "Set photo",
            "Open the main menu",
        ] {
            XCTAssertNotNil(shortcuts.first(role: "label", name: title), "the shortcuts window lists \(title)")
        }
        try app.screenshot("shortcuts")
    }
}

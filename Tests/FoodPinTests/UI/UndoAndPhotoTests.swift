import FoodPinModel
import Foundation
import UITestSupport
import XCTest

/// Undo covers every change a row command makes; Remove Photo; Restore Sample Restaurants keeps what
/// the user gave a sample (issue 10, point 9).
final class UndoAndPhotoTests: FoodPinUITestCase {
    override class var launchesOnSamples: Bool { false }
    private var photo: URL!

    override func setUpWithError() throws {
        try super.setUpWithError()
        photo = try launchWithPhoto(on: "Cafe Deadend", favorite: true)
    }

    private func stored(_ name: String) throws -> Restaurant? { try app.storedRestaurants().first { $0.name == name } }

    func testRemovePhotoAndTheFavouriteToggleAreUndoable() throws {
        let items = try app.rightClick("Cafe Deadend")
        XCTAssertEqual(
            items, ["Edit…", "Remove from Favourites", "Share…", "Rate…", "Set Photo…", "Remove Photo", "Delete"])
        try Input.click(try app.window.waitForFirst(role: "menu item", name: "Remove Photo"))
        try eventually("the photo is still stored") { try stored("Cafe Deadend")?.image == nil }
        try Input.key("ctrl+z")
        try eventually("Ctrl+Z did not put the photo back") { try stored("Cafe Deadend")?.image == photo.path }

        try app.waitForFocus(on: "Cafe Deadend")
        try Input.key("ctrl+d")
        try eventually("Ctrl+D did not remove the favourite") { try stored("Cafe Deadend")?.isFavorite == false }
        try Input.key("ctrl+z")
        try eventually("Ctrl+Z did not mark it again") { try stored("Cafe Deadend")?.isFavorite == true }
    }

    func testControlZAfterSetPhotoTakesThePhotoBackAndItsCopy() throws {
        let source = app.directory.appendingPathComponent("homei.png")
        try ShareTests.makePNG(at: source)
        try app.rightClick("Homei")
        try app.click(menuItem: try app.window.waitForFirst(role: "menu item", name: "Set Photo…"))
        try app.choosePhoto(source)
        let copy = try eventuallyValue("Homei has no photo in the store") { try stored("Homei")?.image }
        XCTAssertTrue(FileManager.default.fileExists(atPath: copy))
        // Xvfb has no window manager to hand the keyboard back to the main window when the chooser
        // (a window of its own) closes, as a desktop's does: the test does it.
        try app.process.focus()
        try app.waitForFocus(on: "Homei")
        try Input.key("ctrl+z")
        try eventually("Ctrl+Z did not take the photo back") { try stored("Homei")?.image == nil }
        try eventually("the copied photo is still there") { !FileManager.default.fileExists(atPath: copy) }
    }

    func testRestoreSamplesBringsADeletedSampleBackWithItsFavouriteAndPhoto() throws {
        try app.swipeOpen("Cafe Deadend", by: -160)
        try app.click(button: "Delete", in: app.row(named: "Cafe Deadend"))
        try app.waitUntilGone("Cafe Deadend")
        try eventually("the store still has Cafe Deadend") { try stored("Cafe Deadend") == nil }
        try Input.click(try app.window.waitForFirst(role: "push button", name: "Main Menu"))
        try Input.click(try app.window.waitForFirst(role: "menu item", name: "Restore Sample Restaurants"))
        let restored = try eventuallyValue("Cafe Deadend did not come back") { try stored("Cafe Deadend") }
        XCTAssertTrue(restored.isFavorite, "the user's favourite is kept")
        XCTAssertEqual(restored.image, photo.path, "the user's photo is kept")
        _ = try app.waitForRow(named: "Cafe Deadend")
        XCTAssertEqual(try app.storedRestaurants().count, 21)
    }
}

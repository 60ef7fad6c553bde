import FoodPinModel
import Foundation
import UITestSupport
import XCTest

/// A photo FoodPin copied is removed once the change that dropped it can no longer be undone — and
/// only then, and only if nothing in the store still refers to it (issue 10, point 9: "leaves the
/// copied photo file behind").
final class PhotoCleanupTests: FoodPinUITestCase {
    override class var launchesOnSamples: Bool { false }

    override func setUpWithError() throws {
        try super.setUpWithError()
        // Two samples and one restaurant of the user's own, all on screen.
        try launch { store in
            let keep: Set = ["Cafe Deadend", "Homei"]
            _ = try store.delete(ids: try store.all().filter { !keep.contains($0.name) }.map(\.id))
            try store.add(name: "Mine", type: "Noodles", location: "Here")
        }
    }

    private func stored(_ name: String) throws -> Restaurant? { try app.storedRestaurants().first { $0.name == name } }

    /// Sets `name`'s photo through the row menu and the file chooser; returns the copy's path.
    private func setPhoto(of name: String, from source: URL) throws -> String {
        let before = try stored(name)?.image
        try app.rightClick(name)
        try app.click(menuItem: try app.window.waitForFirst(role: "menu item", name: "Set Photo…"))
        try app.choosePhoto(source)
        return try eventuallyValue("\(name)'s photo did not change") {
            try stored(name)?.image.flatMap { $0 == before ? nil : $0 }
        }
    }

    /// While the undo toast shows, `path` must still exist. Read in that order: once the toast's 8 s
    /// are over its changes are committed and the file may go (under load one step of this test took
    /// longer than that, and the check failed with nothing wrong).
    private func assertKeptWhileUndoable(_ path: String, _ message: String, line: UInt = #line) throws {
        let exists = FileManager.default.fileExists(atPath: path)
        let undoable =
            app.window.first(
                role: "push button", nameContains: "Undo", onScreenOnly: true, maxDepth: Accessible.toastDepth) != nil
        XCTAssertTrue(exists || !undoable, message, line: line)
    }

    func testReplacedPhotoIsRemovedWhenTheWindowClosesAndARememberedOneIsKept() throws {
        let first = app.directory.appendingPathComponent("first.png")
        let second = app.directory.appendingPathComponent("second.png")
        try ShareTests.makePNG(at: first)
        try ShareTests.makePNG(at: second)
        let replacedCopy = try setPhoto(of: "Homei", from: first)
        let keptCopy = try setPhoto(of: "Homei", from: second)
        try assertKeptWhileUndoable(replacedCopy, "Undo may still need the first copy")

        // A user restaurant with a copied photo, deleted: nothing can bring it back once undo ends.
        let deletedCopy = try setPhoto(of: "Mine", from: first)
        try app.swipeOpen("Mine", by: -160)
        try app.click(button: "Delete", in: app.row(named: "Mine"))
        try app.waitUntilGone("Mine")
        try assertKeptWhileUndoable(deletedCopy, "Undo may still need it")
        // A deleted sample's photo is remembered for Restore Sample Restaurants: it stays.
        try app.swipeOpen("Homei", by: -160)
        try app.click(button: "Delete", in: app.row(named: "Homei"))
        try app.waitUntilGone("Homei")

        try app.focus()
        try Input.key("ctrl+w")
        XCTAssertEqual(try app.process.waitForExit(), 0)
        XCTAssertFalse(FileManager.default.fileExists(atPath: replacedCopy), "the replaced copy is left behind")
        XCTAssertFalse(
            FileManager.default.fileExists(atPath: deletedCopy), "the deleted restaurant's copy is left behind")
        XCTAssertTrue(FileManager.default.fileExists(atPath: keptCopy), "Restore Sample Restaurants needs this one")
        XCTAssertTrue(FileManager.default.fileExists(atPath: first.path), "the user's own file is never touched")
    }
}

import FoodPinModel
import Foundation
import UITestSupport
import XCTest

/// Issue 33 in the window: the database renamed over while it is open (row 3), a symbolic link to
/// nothing (row 1), and a photo the user put in the photo folder themselves (row 4).
final class ReplacedDatabaseWindowTests: FoodPinUITestCase {
    override class var launchesOnSamples: Bool { false }

    /// A backup restored over the open database: the window notices within its usual second, shows
    /// the new file, and from then on a terminal's change shows and the window's own edit lands in
    /// the file at the path. Before, the window kept the deleted file: the terminal's changes never
    /// showed and "Marked as favourite" went into the deleted file.
    func testTheWindowFollowsADatabaseRenamedOverIt() throws {
        let app = try launch()
        _ = try app.waitForRow(named: "Cafe Deadend")
        let backup = app.directory.appendingPathComponent("backup.sqlite3").path
        do {
            let store = try RestaurantStore(path: backup)
            _ = try store.delete(ids: try store.identifiers())
            try store.add(name: "Restored Diner", type: "Diner", location: "Backup Street")
        }
        XCTAssertEqual(rename(backup, app.databaseURL.path), 0)
        // At once, before the window can have noticed: the terminal waits for it to let go of the old
        // file (it used to read the window's journal as the new file's, and delete it on close).
        try app.command(["add", "--name", "From The Terminal", "--type", "Cafe", "--location", "Here"])
        _ = try app.waitForRow(named: "Restored Diner")
        _ = try app.waitForRow(named: "From The Terminal")
        try app.waitUntilGone("Cafe Deadend")
        _ = try app.window.waitForToast(nameContains: "Another program replaced the database")

        _ = try app.openMenu(of: "Restored Diner")
        try Input.key("Escape")
        try app.waitForMenuToClose()
        try Input.key("ctrl+d")
        try eventually("Ctrl+D did not reach the file at the path") { try app.isStoredFavourite("Restored Diner") }
        XCTAssertEqual(try app.storedNames(), ["Restored Diner", "From The Terminal"])
    }

    /// Row 1 in the window: the database is a symbolic link to nothing (a drive not mounted). The
    /// window opens on the problem page naming the link's target — it used to die of SIGSEGV.
    func testALinkToNothingShowsTheProblemPage() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "foodpin-link-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let link = directory.appendingPathComponent("foodpin.sqlite3")
        let target = directory.appendingPathComponent("Drive/foodpin.sqlite3").path
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: target)
        let process = try AppProcess(product: "foodpin", databaseURL: link)
        addTeardownBlock { process.terminate() }
        let window = try process.waitForWindow(title: "FoodPin")
        _ = try window.waitForFirst(
            role: "label", nameContains: "is a symbolic link to \(target), which does not exist")
        XCTAssertFalse(FileManager.default.fileExists(atPath: target), "the link's target was created")
        XCTAssertTrue(process.isRunning)
    }

    /// Row 4 in the window: a photo the user put in FoodPin's photo folder and used with `--image`
    /// stays when its restaurant is deleted and the Undo toast is over (the window is closed, which
    /// ends it): FoodPin did not make it.
    func testAPhotoTheUserPutInThePhotoFolderOutlivesItsRestaurant() throws {
        let data = FileManager.default.temporaryDirectory.appendingPathComponent("foodpin-data-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: data) }
        let photos = data.appendingPathComponent("foodpin/photos")
        try FileManager.default.createDirectory(at: photos, withIntermediateDirectories: true)
        let own = photos.appendingPathComponent("my-dinner.png")
        try ShareTests.makePNG(at: own)
        let before = try Data(contentsOf: own)
        let app = try launch(environment: ["XDG_DATA_HOME": data.path]) { store in
            _ = try store.delete(ids: try store.identifiers())
            try store.add(name: "Mine", type: "Noodles", location: "Here", image: own.path)
        }
        try app.swipeOpen("Mine", by: -160)
        try app.click(button: "Delete", in: app.row(named: "Mine"))
        try app.waitUntilGone("Mine")
        try app.focus()
        try Input.key("ctrl+w")
        XCTAssertEqual(try app.process.waitForExit(), 0)
        XCTAssertEqual(try? Data(contentsOf: own), before, "the user's own photo was taken away")
    }
}

import FoodPinModel
import Foundation
import UITestSupport
import XCTest

/// Issue 29, row 10: “favourite”, spelt and capitalised one way wherever people read it — the swipe
/// button says “Mark as Favourite” as the menu does (it said “Mark as favourite”), the page's toggle
/// says its state in words (it was a grey circle), and the command line is `favourite` and
/// `--favourites`, the old spellings still working.
final class FavouriteWordsTests: XCTestCase {
    func testTheSwipeTheMenuAndThePageSayItAlike() throws {
        let app = try FoodPinWindow()
        addTeardownBlock { app.close() }
        try app.resizeAndWait(width: 1000)
        try app.tabIntoList()
        try Input.key("Home", "Down", "Down")
        try app.waitForCurrent("Teakha")
        // GTK 4.8 gives a toggle button the button role, and PRESSED while it is down.
        let toggle = try app.window.waitForFirst(role: "push button", name: "Mark as Favourite")
        XCTAssertFalse(toggle.has(.pressed))
        try app.toggleFavouriteByKey(expecting: "Teakha")
        try eventually("the page's toggle does not say Favourite, pressed") {
            app.window.first(role: "push button", name: "Favourite", onScreenOnly: true)?.has(.pressed) == true
        }
        try app.screenshot("favourite-toggle")

        // The swipe says it as the menu and the page do.
        try app.swipeOpen("Homei", by: 160)
        _ = try app.waitForRow(named: "Homei").waitForFirst(role: "push button", name: "Mark as Favourite")
        try Input.key("Escape")
    }

    func testTheCommandLineSaysFavouriteAndKeepsTheOldSpelling() throws {
        let runner = try CommandRunner("foodpin", home: NSTemporaryDirectory())
        let db = NSTemporaryDirectory() + "foodpin-words-\(UUID().uuidString).sqlite3"
        defer { try? FileManager.default.removeItem(atPath: db) }
        let help = try runner.run(["--help"]).stdout
        XCTAssertTrue(help.contains("  favourite "), help)
        XCTAssertFalse(help.contains("favorite"), "the old spelling is an alias, not in the help")
        XCTAssertEqual(try runner.run(["favourite", "Teakha", "--db", db]).stdout, "♥ Teakha is a favourite\n")
        XCTAssertEqual(try runner.run(["favorite", "Homei", "--db", db]).status, 0, "the old command still works")
        XCTAssertEqual(try runner.run(["list", "--favourites", "--db", db]).stdout.split(separator: "\n").count, 2)
        XCTAssertEqual(try runner.run(["list", "--favorites", "--db", db]).stdout.split(separator: "\n").count, 2)
        XCTAssertTrue(try runner.run(["list", "--help"]).stdout.contains("--favourites"))
        XCTAssertTrue(
            try runner.run(["list", "--json", "--db", db]).stdout.contains(#""isFavorite":true"#), "the JSON key stays")
    }
}

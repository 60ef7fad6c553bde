import FoodPinModel
import Foundation
import UITestSupport
import XCTest

/// Changes made in a terminal show up live; the empty state; a database that cannot be opened.
final class LiveAndPagesTests: FoodPinUITestCase {
    override class var launchesOnSamples: Bool { false }

    func testTerminalChangesShowUpWithinASecondKeepingTheSelection() throws {
        let app = try launch()
        // Select Teakha (through its menu), then change the list from the command line.
        _ = try app.openMenu(of: "Teakha")
        try Input.key("Escape")
        try app.waitForMenuToClose()

        _ = try app.waitForRow(named: "Homei")
        try app.command(["delete", "Homei"])
        // The store is polled every 200 ms; the bound leaves room for AT-SPI on a loaded machine
        // (speed figures belong to the benchmarks).
        try app.waitUntilGone("Homei", timeout: 3)

        try app.command(["favorite", "Cafe Loisl"])
        try eventually(timeout: 3, "the heart of Cafe Loisl did not appear") { app.showsHeart("Cafe Loisl") }

        try app.command(["add", "--name", "Tartine", "--type", "Bakery", "--location", "San Francisco"])
        XCTAssertEqual(try app.storedNames().last, "Tartine")

        // The selection stayed on Teakha: Delete removes Teakha, not another row.
        try Input.key("Delete")
        try app.waitUntilGone("Teakha")
        try eventually("the store still has Teakha") { try !app.storedNames().contains("Teakha") }
        XCTAssertTrue(try app.storedNames().contains("Cafe Deadend"))
    }

    /// GTK 4.8 leaves recycled rows with stale extents on AT-SPI, so "which rows are on screen" cannot
    /// be read reliably after a scroll; where a row deep in the list sits can. Before the scroll it is
    /// below the window; after it, on screen; after a delete above the viewport it must not move.
    func testATerminalDeleteAboveTheViewportKeepsTheScrollPosition() throws {
        let app = try launch()
        let anchor = try app.scrollDown(toSettle: "Traif")
        try app.command(["delete", "Cafe Deadend"])
        try eventually("the store still has Cafe Deadend") { try !app.storedNames().contains("Cafe Deadend") }
        var after = anchor
        try holdStill(
            for: 1,
            because: "the window notices the store's change within 200 ms and animates a deletion for 200 ms",
            "a delete above the viewport moved the rows on screen (Traif from y \(anchor) to \(after))"
        ) {
            after = app.row(named: "Traif")?.screenExtents?.y ?? .min
            return abs(after - anchor) <= 2
        }
    }

    func testNoRestaurantsShowsTheEmptyStateAndRestoresTheSamples() throws {
        let app = try launch { store in
            try store.delete(ids: try store.all().map(\.id))
        }
        let restore = try app.window.waitForFirst(role: "push button", name: "Restore Sample Restaurants") { _ in true }
        _ = try app.window.waitForFirst(role: "label", name: "No Restaurants")
        try app.screenshot("empty")
        try Input.click(restore)
        _ = try app.waitForRow(named: "Cafe Deadend")
        XCTAssertEqual(try app.storedNames().count, 21)
    }

    func testAnUnreadableDatabaseShowsItsPathAndMovesAsideWithoutDeleting() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "foodpin-broken-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let database = directory.appendingPathComponent("foodpin.sqlite3")
        let garbage = Data("These are my notes, not a database.\n".utf8)
        try garbage.write(to: database)

        let app = try launch(existingDatabase: database)
        _ = try app.window.waitForFirst(role: "label", nameContains: database.path)
        _ = try app.window.waitForFirst(role: "label", nameContains: "not a FoodPin database")
        try app.screenshot("broken-database")
        try app.click(button: "Move Aside and Start Fresh")
        _ = try app.waitForRow(named: "Cafe Deadend", timeout: 8)

        let moved = try FileManager.default.contentsOfDirectory(atPath: directory.path)
            .filter { $0.hasPrefix("foodpin.sqlite3.unreadable-") && !$0.hasSuffix("-wal") && !$0.hasSuffix("-shm") }
        XCTAssertEqual(moved.count, 1, "the file was renamed beside itself: \(moved)")
        XCTAssertEqual(
            try Data(contentsOf: directory.appendingPathComponent(moved[0])), garbage, "and left byte-identical")
    }
}

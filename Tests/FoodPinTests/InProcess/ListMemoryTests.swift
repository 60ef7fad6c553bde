import FoodPinModel
import Foundation
import XCTest

@testable import FoodPin

/// The list holds identifiers and a bounded cache of restaurants, never the whole list: these fail
/// if the controller keeps a restaurant for every row it has shown or loads every restaurant on a
/// delivery.
final class ListMemoryTests: XCTestCase {
    func testTheCacheStaysBoundedWhileScrollingThroughAHundredThousandRows() throws {
        try MainActor.assumeIsolated {
            let app = try ListControllerFixture(restaurants: 100_000)
            defer { app.close() }
            let cache = { app.controller.cachedRestaurants }
            var largest = cache().count
            var lastVisible = 0
            // Jumps of ~800 rows, down the whole list: each binds a fresh screenful (and reads a page
            // around it), far more restaurants in all than the cache may keep.
            for _ in 0..<125 {
                app.controller.tableView.scroll(byPages: 90)
                app.waitForFrame()
                largest = max(largest, cache().count)
                lastVisible = app.controller.tableView.indexPathsForVisibleRows.last?.item ?? lastVisible
            }
            XCTAssertGreaterThan(lastVisible, 90_000, "the scroll did not reach the end of the list")
            XCTAssertLessThanOrEqual(largest, cache().capacity, "the cache grew past its capacity")
            XCTAssertLessThanOrEqual(largest, 4_096, "the cache holds more than a few thousand restaurants")
            // The rows on screen still show their own restaurants.
            let visible = app.visibleIDs
            XCTAssertFalse(visible.isEmpty)
            for id in visible {
                let stored = try XCTUnwrap(app.store.restaurant(id: id))
                XCTAssertEqual(app.cell(for: id)?.nameLabel.text, stored.name)
            }
        }
    }

    /// `foodpin favorite` in a terminal changes no identifier: only the re-read of the cached
    /// restaurants on the delivery can make the heart appear.
    func testAFavouriteSetInATerminalShowsOnTheVisibleRowWithoutLoadingTheList() throws {
        try MainActor.assumeIsolated {
            let app = try ListControllerFixture(restaurants: 100_000)
            defer { app.close() }
            let id = app.shownIDs[2]
            let cell = try XCTUnwrap(app.cell(for: id))
            XCTAssertEqual(cell.nameLabel.text, "Restaurant 3")
            XCTAssertFalse(cell.favoriteImage.isVisible)

            try app.command(["favorite", "Restaurant 3"])
            XCTAssertTrue(
                app.spin { app.cell(for: id)?.favoriteImage.isVisible == true },
                "the heart of Restaurant 3 did not appear")
            XCTAssertLessThanOrEqual(app.controller.cachedRestaurants.count, app.controller.cachedRestaurants.capacity)
            XCTAssertLessThan(
                app.controller.cachedRestaurants.count, 1_000, "the delivery loaded restaurants no row shows")

            try app.command(["favorite", "Restaurant 3", "--off"])
            XCTAssertTrue(
                app.spin { app.cell(for: id)?.favoriteImage.isVisible == false },
                "the heart of Restaurant 3 did not go")
        }
    }

    /// After a change, the main thread re-reads only the restaurants of rows that have cells — GTK
    /// keeps some built off screen, and those must show the change when scrolled to — and drops the
    /// rest of the cache, rather than reading up to its 2,048 entries at every delivery.
    func testADeliveryRereadsOnlyTheRowsWithCells() throws {
        try MainActor.assumeIsolated {
            let app = try ListControllerFixture(restaurants: 100_000)
            defer { app.close() }
            let table = app.controller.tableView
            for _ in 0..<6 {
                table.scroll(byPages: 3)
                app.waitForFrame()
            }
            let withCells = Set(
                table.indexPathsForRowsWithCells.compactMap { app.controller.id(at: $0) })
            let visible = Set(app.visibleIDs)
            XCTAssertGreaterThan(
                app.controller.cachedRestaurants.count, withCells.count,
                "scrolling cached more than the rows with cells")
            // A row GTK keeps built but does not show: no bind will come to configure it again.
            let hidden = try XCTUnwrap(withCells.subtracting(visible).first, "GTK keeps no row off screen")
            let name = try XCTUnwrap(app.store.restaurant(id: hidden)).name
            let wasFavorite = name.hasSuffix("0")  // every tenth is a favourite
            XCTAssertEqual(app.cell(for: hidden)?.favoriteImage.isVisible, wasFavorite)

            try app.command(wasFavorite ? ["favorite", name, "--off"] : ["favorite", name])
            XCTAssertTrue(
                app.spin { app.cell(for: hidden)?.favoriteImage.isVisible == !wasFavorite },
                "the off-screen row with a cell did not take the change")
            XCTAssertLessThanOrEqual(
                app.controller.cachedRestaurants.count, table.indexPathsForRowsWithCells.count + 2,
                "the delivery kept (and re-read) restaurants of rows without cells")
        }
    }
}

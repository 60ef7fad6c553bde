@testable import FoodPin
import FoodPinModel
import Foundation
import XCTest

/// The list holds identifiers and a bounded cache of restaurants, never the whole list: these fail
/// if the controller keeps a restaurant for every row it has shown or loads every restaurant on a
/// delivery.
final class ListMemoryTests: XCTestCase {
    func testTheCacheStaysBoundedWhileScrollingThroughAHundredThousandRows() throws {
        try MainActor.assumeIsolated {
            let app = try ListControllerFixture(restaurants: 100_000)
            defer { app.close() }
            let cache = { app.controller.cache }
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
            XCTAssertTrue(app.spin { app.cell(for: id)?.favoriteImage.isVisible == true },
                          "the heart of Restaurant 3 did not appear")
            XCTAssertLessThanOrEqual(app.controller.cache.count, app.controller.cache.capacity)
            XCTAssertLessThan(app.controller.cache.count, 1_000, "the delivery loaded restaurants no row shows")

            try app.command(["favorite", "Restaurant 3", "--off"])
            XCTAssertTrue(app.spin { app.cell(for: id)?.favoriteImage.isVisible == false },
                          "the heart of Restaurant 3 did not go")
        }
    }
}

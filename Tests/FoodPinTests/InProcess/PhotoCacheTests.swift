import CGtk
import FoodPinModel
import Foundation
import GtkKit
import TestSupport
import UITestSupport
import XCTest

@testable import FoodPin

/// PhotoCache and RestaurantCell: a row shows its initials at once, its thumbnail once decoded off the
/// main thread, and never the photo of a restaurant it no longer shows; the cache stays bounded.
final class PhotoCacheTests: XCTestCase {
    private let scratch = ScratchDirectory()

    override func setUpWithError() throws {
        try UITestSession.start()  // a display, else the test fails: never a skip
        MainActor.assumeIsolated { MainContext.initialise() }
    }

    private func photo(_ name: String, width: Int = 300, height: Int = 200) throws -> String {
        let path = scratch.path + "/" + name
        try SolidPNG.write(width: width, height: height, to: path)
        return path
    }

    private static func restaurant(_ name: String, image: String?) -> Restaurant {
        Restaurant(name: name, type: "Cafe", location: "Hong Kong", image: image)
    }

    func testARowShowsInitialsAtOnceThenItsThumbnailOnlyIfItStillShowsIt() throws {
        let first = try photo("first.png"), second = try photo("second.png")
        try MainActor.assumeIsolated {
            let loader = ImageLoader(maximumConcurrentLoads: 1)
            let cache = PhotoCache(loader: loader)
            let cell = RestaurantCell(), rebound = RestaurantCell()
            let deadend = Self.restaurant("Cafe Deadend", image: first)
            cell.configure(deadend, photo: cache.thumbnail(for: deadend))
            XCTAssertNil(cell.thumbnail.customImage, "the photo was decoded while binding the row")
            XCTAssertEqual(cell.thumbnail.text, "Cafe Deadend", "the initials show meanwhile")

            // This row moves on to a restaurant without a photo before its photo arrives.
            let homei = Self.restaurant("Homei", image: second)
            rebound.configure(homei, photo: cache.thumbnail(for: homei))
            rebound.configure(Self.restaurant("Teakha", image: nil), photo: nil)

            var idle = false
            loader.whenIdle { idle = true }
            XCTAssertTrue(MainContext.spin(until: { idle }, timeout: 5))
            let texture = try XCTUnwrap(cell.thumbnail.customImage, "the thumbnail never replaced the initials")
            XCTAssertEqual(
                [texture.width, texture.height], [168, 112], "decoded at twice the avatar's size, covering it")
            XCTAssertNil(rebound.thumbnail.customImage, "a row showed the photo of a restaurant it no longer shows")

            // A row bound later to the same photo gets the cached thumbnail at once.
            let again = RestaurantCell()
            again.configure(deadend, photo: cache.thumbnail(for: deadend))
            XCTAssertTrue(again.thumbnail.customImage === texture)
        }
    }

    func testLoadsNoRowWaitsForAreCancelledAndTheCacheIsBounded() throws {
        let photos = try (0..<12).map { try photo("photo-\($0).png", width: 900, height: 600) }
        MainActor.assumeIsolated {
            let loader = ImageLoader(maximumConcurrentLoads: 1)
            let cache = PhotoCache(loader: loader)
            let cells = photos.map { _ in RestaurantCell() }
            for (cell, path) in zip(cells, photos) {
                let shown = Self.restaurant("Photo", image: path)
                cell.configure(shown, photo: cache.thumbnail(for: shown))
            }
            // Scrolled past: every row now shows something else.
            for cell in cells { cell.clear() }
            XCTAssertLessThanOrEqual(cache.count, 1, "cancelled loads stayed in the cache")
            var idle = false
            loader.whenIdle { idle = true }
            XCTAssertTrue(MainContext.spin(until: { idle }, timeout: 5))
            XCTAssertTrue(cells.allSatisfy { $0.thumbnail.customImage == nil })

            for index in 0..<(cache.limit + 50) {
                _ = cache.thumbnail(for: Self.restaurant("Missing \(index)", image: "/nonexistent/\(index).png"))
            }
            XCTAssertLessThanOrEqual(cache.count, cache.limit)
            idle = false
            loader.whenIdle { idle = true }
            XCTAssertTrue(MainContext.spin(until: { idle }, timeout: 5))
        }
    }
}

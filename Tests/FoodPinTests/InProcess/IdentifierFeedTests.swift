import FoodPinModel
import Foundation
import GtkKit
import UITestSupport
import XCTest

@testable import FoodPin

/// The feed's deliveries against the window's own writes: what was read before one never lands after it.
final class IdentifierFeedTests: XCTestCase {
    /// A delete's delivery, worked out on the feed's queue, waits for the main thread while the window
    /// writes again (an Undo): it must not land after that write. It did, and took a restored row out
    /// for a moment (seen once in a whole run: ListDeliveryTests' "the restore's own delivery changed
    /// the list"); the store's check of its writes had run on the feed's queue, before the Undo.
    func testADeliveryReadBeforeAWriteOfTheWindowsOwnNeverLandsAfterIt() throws {
        try MainActor.assumeIsolated {
            MainContext.initialise()
            let directory = FileManager.default.temporaryDirectory.appendingPathComponent("feed-\(UUID())")
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: directory) }
            let store = try RestaurantStore(path: directory.appendingPathComponent("foodpin.sqlite3").path)
            var delivered: [[UUID]] = []
            let feed = IdentifierFeed(store: store) { delivered.append($0.ids) }
            _ = try store.delete(ids: [try store.all()[5].id])
            // Handed to the main queue, which this test drains only after its own write.
            XCTAssertTrue(feed.waitForReceipts(1, timeout: scaled(5)), "the feed never received the delete")
            let added = try store.add(name: "Written After", type: "T", location: "L")
            XCTAssertTrue(
                MainContext.spin(until: { delivered.last?.contains(added.id) == true }, timeout: scaled(5)),
                "the write's own delivery never came")
            XCTAssertTrue(
                delivered.allSatisfy { $0.contains(added.id) },
                "a delivery read before the write landed after it: \(delivered.map(\.count))")
            withExtendedLifetime(feed) {}
        }
    }
}

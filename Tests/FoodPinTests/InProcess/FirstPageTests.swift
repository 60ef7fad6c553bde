import FoodPinModel
import Foundation
import XCTest

@testable import FoodPin

/// The first frame of a long list holds as many rows as its window can show, not a fixed 60: GTK
/// makes a row widget for each before that frame.
final class FirstPageTests: XCTestCase {
    func testTheFirstPageCoversTheWindowAndLittleMore() throws {
        try MainActor.assumeIsolated {
            let app = try ListControllerFixture(restaurants: 300)
            defer { app.close() }
            let page = app.controller.firstPage
            XCTAssertGreaterThan(page, app.visibleIDs.count, "rows on screen that were not in the first page")
            XCTAssertLessThanOrEqual(page, 640 / 48 + 4, "more rows than a 640-pixel window can show")
        }
    }
}

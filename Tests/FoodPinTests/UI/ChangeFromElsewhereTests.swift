import FoodPinModel
import Foundation
import UITestSupport
import XCTest

/// Issue 27: a change from elsewhere (`foodpin edit` in a terminal, the path a sync's changes take:
/// the store's observation → IdentifierFeed → the list) keeps the list's selection, its scroll
/// position and the open details page, which shows the new value.
final class ChangeFromElsewhereTests: FoodPinUITestCase {
    /// The scroll position is read as where one row deep in the list (Traif) sits on screen.
    func testAnEditFromElsewhereKeepsSelectionScrollAndTheOpenPage() throws {
        try app.resizeAndWait(width: 1000)  // the list and the details page side by side
        _ = try app.scrollDown(toSettle: "Traif")
        try Input.click(try XCTUnwrap(app.row(named: "Traif")))
        try app.waitForDetails(of: "Traif")
        try app.waitForCurrent("Traif")
        let anchor = try XCTUnwrap(app.row(named: "Traif")?.screenExtents?.y)

        // Traif itself and a restaurant above the viewport change elsewhere.
        try app.command(["edit", "Traif", "--name", "Traif Again", "--summary", "Now open on Mondays."])
        try app.command(["edit", "Cafe Deadend", "--location", "Central"])
        try app.waitForDetails(of: "Traif Again")
        try eventually("the page did not show the new description") {
            app.pageTexts().contains("Now open on Mondays.")
        }
        try app.waitForCurrent("Traif Again")
        var after = anchor
        try holdStill(
            for: 1,
            because: "the window rebinds changed rows in place within a frame of the delivery (200 ms poll)",
            "the change moved the rows on screen (Traif from y \(anchor) to \(after))"
        ) {
            after = app.row(named: "Traif Again")?.screenExtents?.y ?? .min
            return abs(after - anchor) <= 2 && app.pageShows("Traif Again")
        }
        XCTAssertEqual(app.selectedNames(), ["Traif Again"])
    }
}

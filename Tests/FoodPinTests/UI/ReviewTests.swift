import FoodPinModel
import Foundation
import UITestSupport
import XCTest

/// Issue 31, the review screen: rated with the keyboard alone, the pointer and a screen reader's
/// action; Escape and the close button change nothing; the mood shows on the row and the page, is
/// undoable, clears, and survives a restart.
final class ReviewTests: FoodPinUITestCase {

    /// Tab into the list, Shift+Ctrl+R, the arrows and Enter: the focused row's restaurant is rated, its row
    /// and page show the mood, Ctrl+Z takes it back.
    func testKeyboardAloneRatesTheFocusedRowAndCtrlZTakesItBack() throws {
        let name = try app.tabIntoList()
        try Input.key("ctrl+shift+r")
        let review = try app.reviewWindow()
        // The focus starts on the first mood (not yet rated); Down twice is Okay.
        try eventually("the first mood does not hold the focus") {
            (try? app.moodButton("Awesome", of: name, in: review))?.isFocused == true
        }
        try Input.key("Down")
        try Input.key("Down")
        try eventually("Down did not move to Okay") {
            (try? app.moodButton("Okay", of: name, in: review))?.isFocused == true
        }
        try Input.key("Return")
        try app.waitForReviewToClose()
        try eventually("the store did not keep Okay") { try app.storedRating(of: name) == .okay }
        try eventually("the row shows no mark") { app.ratingMark(of: name) == "Rated Okay" }
        _ = try app.window.waitForToast(role: "label", name: "Rated “\(name)”: Okay")
        try Input.key("ctrl+z")
        try eventually("Ctrl+Z did not take the rating back") { try app.storedRating(of: name) == nil }
        try eventually("the row still shows a mark") { app.ratingMark(of: name) == nil }
    }

    /// The page's Rate button, a click on a mood: the page shows it at once; it survives a restart.
    func testPointerRatesFromThePageAndTheMoodSurvivesARestart() throws {
        try app.openDetails(of: "Teakha")
        XCTAssertFalse(app.pageTexts().contains("Rating"), "an unrated restaurant shows a rating row")
        try app.click(button: "Rate")
        let review = try app.reviewWindow()
        try Input.click(try app.moodButton("Bad", of: "Teakha", in: review))
        try app.waitForReviewToClose()
        try eventually("the page does not show Bad: \(app.pageTexts())") {
            app.pageTexts().contains("Rating") && app.pageTexts().contains("Bad")
        }
        XCTAssertEqual(try app.storedRating(of: "Teakha"), .bad)
        XCTAssertNotNil(app.window.first(role: "image", name: "Rated Bad", onScreenOnly: true), "no mark on the page")

        let database = app.databaseURL
        app.process.terminate()
        let again = try AppProcess(product: "foodpin", databaseURL: database)
        defer { again.terminate() }
        let window = try again.waitForWindow(title: "FoodPin")
        _ = try window.waitForFirst(role: "image", name: "Rated Bad")
    }

    /// Escape and the close button leave the rating as it was; Clear Rating clears it.
    func testEscapeAndCloseChangeNothingAndClearRatingClears() throws {
        try app.command(["rate", "Homei", "good"])
        try app.openDetails(of: "Homei")
        try eventually("the page does not show Good") { app.pageTexts().contains("Good") }
        try Input.key("ctrl+shift+r")
        var review = try app.reviewWindow()
        // The current mood holds the focus, and is marked.
        try eventually("Good does not hold the focus") {
            (try? app.moodButton("Good", of: "Homei", in: review))?.isFocused == true
        }
        try Input.key("Escape")
        try app.waitForReviewToClose()
        try app.click(button: "Rate")
        review = try app.reviewWindow()
        try Input.click(try review.waitForFirst(role: "push button", name: "Close"))
        try app.waitForReviewToClose()
        XCTAssertEqual(try app.storedRating(of: "Homei"), .good, "closing the review changed the rating")

        try app.click(button: "Rate")
        review = try app.reviewWindow()
        try app.click(button: "Clear Rating", in: review)
        try app.waitForReviewToClose()
        try eventually("Clear Rating did not clear it") { try app.storedRating(of: "Homei") == nil }
        try eventually("the page still shows a rating") { !app.pageTexts().contains("Rating") }
    }

    /// The row's menu offers Rate… with its shortcut; it opens the review of that row's restaurant.
    func testTheRowMenusRateOpensTheReviewOfThatRow() throws {
        let items = try app.rightClick("Homei")
        XCTAssertTrue(items.contains("Rate…"), "\(items)")
        try Input.click(try app.window.waitForFirst(role: "menu item", name: "Rate…"))
        let review = try app.reviewWindow()
        try Input.click(try app.moodButton("Terrible", of: "Homei", in: review))
        try app.waitForReviewToClose()
        try eventually("the menu's Rate… did not rate Homei") { try app.storedRating(of: "Homei") == .terrible }
        try eventually("Homei's row shows no mark") { app.ratingMark(of: "Homei") == "Rated Terrible" }
    }

    /// A screen reader finds each mood as "Rate Teakha: Awesome" and presses it (AT-SPI's action).
    func testScreenReaderPressesAMoodByItsName() throws {
        try app.openDetails(of: "Teakha")
        try app.click(button: "Rate")
        let review = try app.reviewWindow()
        let names = review.all(role: "push button", where: FoodPinWindow.isMood).map(\.name)
        XCTAssertEqual(names, ["Awesome", "Good", "Okay", "Bad", "Terrible"].map { "Rate Teakha: \($0)" })
        let awesome = try app.moodButton("Awesome", of: "Teakha", in: review)
        try awesome.doAction()
        try app.waitForReviewToClose()
        try eventually("the screen reader's press did not rate") { try app.storedRating(of: "Teakha") == .awesome }
    }
}

import FoodPinModel
import Foundation
import UITestSupport
import XCTest

/// The window in Arabic, with real input: mirrored as a whole (the header's menu on the left, each
/// row's photo on the right), the leading action dragged out from a row's right edge and the trailing
/// ones from its left edge with Delete outermost, Arabic texts and plural forms, keys unchanged.
final class RightToLeftTests: FoodPinUITestCase {
    override class var launchesOnSamples: Bool { false }

    override func setUpWithError() throws {
        try super.setUpWithError()
        try launch(speaking: .arabic)
    }

    func testTheWindowIsMirrored() throws {
        let window = try Input.frame(of: app.window)
        let menu = try app.window.waitForFirst(role: "push button", name: "القائمة الرئيسية")
        XCTAssertLessThan(
            try Input.frame(of: menu).maxX, window.x + window.width / 2, "the primary menu is on the left")
        // The count in the title, in Arabic words and digits.
        _ = try app.window.waitForFirst(role: "label", name: "٢١ مطعمًا")
        // Each row's photo (the avatar's initials) is on the right, the name left of it.
        let row = try Input.frame(of: try app.waitForRow(named: "Homei"))
        let initials = try XCTUnwrap(app.row(named: "Homei")?.first(role: "label", name: "H"), app.window.dump())
        XCTAssertGreaterThan(
            try Input.frame(of: initials).minX, row.x + row.width * 3 / 4, "the photo is at the row's right")
        try app.screenshot("arabic-list")
    }

    func testADragFromTheRightEdgeRevealsTheFavouriteAction() throws {
        try app.swipeOpen("Teakha", by: -160)
        let row = try XCTUnwrap(app.row(named: "Teakha"))
        let mark = try row.waitForFirst(role: "push button", name: "علّمه كمفضّل")
        let rowFrame = try Input.frame(of: row), markFrame = try Input.frame(of: mark)
        XCTAssertEqual(
            markFrame.maxX, rowFrame.maxX, accuracy: FoodPinWindow.rowInset,
            "the leading action is at the row's right edge")
        XCTAssertNil(row.first(role: "push button", name: "احذف", onScreenOnly: true), "not the trailing actions")
        try app.screenshot("arabic-swipe-leading")
        try Input.click(mark)
        try eventually("Teakha is not a favourite in the store") { try app.isStoredFavourite("Teakha") }
        try eventually("Teakha shows no heart", dump: app.window) {
            app.row(named: "Teakha")?.first(role: "image", name: "مفضّل", onScreenOnly: true) != nil
        }
    }

    func testADragFromTheLeftEdgeRevealsDeleteOutermostThenShare() throws {
        try app.swipeOpen("Homei", by: 160)
        let row = try XCTUnwrap(app.row(named: "Homei"))
        let delete = try row.waitForFirst(role: "push button", name: "احذف")
        let share = try row.waitForFirst(role: "push button", name: "شارك")
        let rowFrame = try Input.frame(of: row)
        let deleteFrame = try Input.frame(of: delete), shareFrame = try Input.frame(of: share)
        XCTAssertEqual(
            deleteFrame.minX, rowFrame.minX, accuracy: FoodPinWindow.rowInset,
            "Delete is outermost, at the row's left edge")
        XCTAssertLessThan(deleteFrame.minX, shareFrame.minX, "Share is inside Delete")
        try app.screenshot("arabic-swipe-trailing")
        try Input.click(delete)
        // One wait for the toast's text and its Undo (two waits in a row outlasted its 8 s under load).
        try eventually("no toast with Undo for Homei", dump: app.window) {
            app.window.first(role: "label", name: "حُذف «Homei»", onScreenOnly: true, maxDepth: Accessible.toastDepth)
                != nil
                && app.window.first(
                    role: "push button", nameContains: "تراجع", onScreenOnly: true, maxDepth: Accessible.toastDepth)
                    != nil
        }
        try app.waitUntilGone("Homei")
        try app.screenshot("arabic-deleted-toast")
        try eventually("the store still has Homei") { try !app.storedNames().contains("Homei") }
    }

    func testAFullSwipeToTheRightDeletes() throws {
        try app.swipe("Teakha", by: 520)
        try app.waitUntilGone("Teakha")
        try eventually("the store still has Teakha") { try !app.storedNames().contains("Teakha") }
        XCTAssertTrue(
            try app.storedRestaurants().allSatisfy { !$0.isFavorite }, "the full swipe did not mark a favourite")
    }

    /// Down and Up move through the rows as in English; Delete deletes; the toast counts in Arabic's
    /// dual and plural forms with Arabic digits; Ctrl+Z brings all three back.
    func testArrowKeysKeepTheirMeaningAndTheToastCountsInArabic() throws {
        let before = try app.storedNames()
        let menu = try app.rightClick("Teakha")
        XCTAssertEqual(menu, ["حرّر…", "علّمه كمفضّل", "شارك…", "قيّم…", "عيّن صورة…", "احذف"])
        try Input.key("Escape")
        try app.waitForNoMenu()
        try Input.key("Down")
        try app.waitForFocus(on: "Cafe Loisl")
        try Input.key("Down", "Up")
        try app.waitForFocus(on: "Cafe Loisl")
        try Input.key("Up")
        try app.waitForFocus(on: "Teakha")
        try Input.key("Delete")
        _ = try app.window.waitForToast(role: "label", name: "حُذف «Teakha»")
        try app.waitUntilGone("Teakha")
        try Input.key("Delete")  // Cafe Loisl, next in line
        _ = try app.window.waitForToast(role: "label", name: "حُذف مطعمان")
        try app.waitUntilGone("Cafe Loisl")
        try Input.key("Delete")  // Petite Oyster
        _ = try app.window.waitForToast(role: "label", name: "حُذفت ٣ مطاعم")
        try app.waitUntilGone("Petite Oyster")
        try app.screenshot("arabic-plural-toast")
        try Input.key("ctrl+z")
        try eventually("the store does not have all three back in their places") { try app.storedNames() == before }
    }
}

import FoodPinModel
import Foundation
import UITestSupport
import XCTest

/// Issue 29, rows 1, 2 and 6: one current restaurant per window — the row that looks selected, the
/// row with the focus ring, the details page and every key are one and the same, across the share
/// sheet, the row's menu, Restore Sample Restaurants and a new restaurant.
final class CurrentRestaurantTests: XCTestCase {
    private var app: FoodPinWindow!

    override func setUpWithError() throws {
        app = try FoodPinWindow()
        addTeardownBlock { [app] in app?.close() }
    }

    /// Row 1: Share (Ctrl+Shift+S), then Enter on Copy: copied, and Cafe Deadend is still the current
    /// row — the selection used to jump to the next row while the focus ring stayed (two rows looked
    /// current: GTK moved the focus off the closing popover) and Ctrl+D favourited Homei. Space on
    /// Copy, the other way to press it, too. The row is reached as a keyboard user does: Tab to New
    /// Restaurant, Down into the list.
    func testClosingTheShareSheetByKeyboardKeepsTheRow() throws {
        _ = try app.waitForRow(named: "Teakha")
        try app.tab(toButton: "New Restaurant")
        try Input.key("Down")
        try app.waitForCurrent("Cafe Deadend")
        for key in ["Return", "space"] {
            try Input.key("ctrl+shift+s")
            _ = try app.window.waitForFirst(role: "push button", name: "Copy")
            try Input.key(key)
            try eventually("the share popover is still open") {
                app.window.first(role: "push button", name: "Copy", onScreenOnly: true) == nil
            }
            try eventually("Copy did not copy Cafe Deadend") {
                (try? Clipboard.text()) == "Just checking in at Cafe Deadend"
            }
            try app.waitForCurrent("Cafe Deadend")
            try app.toggleFavouriteByKey(expecting: "Cafe Deadend")
        }
    }

    /// Row 2: on a wide window, the page shows Cafe Deadend; a right-click on Teakha, then Escape:
    /// the page shows Teakha, one row looks current, and Ctrl+D marks Teakha (the page and a blue
    /// ring used to stay on Cafe Deadend while the keys acted on Teakha). The arrows move the page too.
    func testTheDetailsPageShowsTheRowTheKeysActOn() throws {
        try app.resizeAndWait(width: 1000)
        try app.openDetails(of: "Cafe Deadend")
        _ = try app.rightClick("Teakha")
        try Input.key("Escape")
        try app.waitForNoMenu()
        try app.waitForCurrent("Teakha")
        try eventually("the page still shows Cafe Deadend") {
            app.pageShows("Teakha") && !app.pageShows("Cafe Deadend")
        }
        try app.toggleFavouriteByKey(expecting: "Teakha")
        try Input.key("Down")
        try app.waitForCurrent("Cafe Loisl")
        try eventually("the page did not follow Down") { app.pageShows("Cafe Loisl") && !app.pageShows("Teakha") }
        try app.toggleFavouriteByKey(expecting: "Cafe Loisl")
    }

    /// Row 2: after Restore Sample Restaurants (by keyboard, from the main menu) one row looks
    /// current — the row that was — and Ctrl+D acts on it.
    func testRestoreSamplesKeepsOneCurrentRow() throws {
        try app.tabIntoList()
        try Input.key("Home", "Down", "Down")
        try app.waitForCurrent("Teakha")
        try Input.key("Delete")
        try app.waitUntilGone("Teakha")
        try app.waitForCurrent("Cafe Loisl")
        try Input.key("F10")
        _ = try app.window.waitForFirst(role: "menu item", name: "Restore Sample Restaurants")
        try Input.key("Return")
        _ = try app.waitForRow(named: "Teakha")
        try eventually("Teakha is not back in the store") { try app.storedNames().contains("Teakha") }
        try app.waitForCurrent("Cafe Loisl")
        try app.toggleFavouriteByKey(expecting: "Cafe Loisl")
    }

    /// Row 6: a restaurant added while the wide window's page shows another is the current one, and
    /// the page shows it (it kept showing the previous one).
    func testANewRestaurantIsCurrentAndOnThePage() throws {
        try app.resizeAndWait(width: 1000)
        try app.openDetails(of: "Teakha")
        try Input.key("ctrl+n")
        let form = try app.form("New Restaurant")
        try app.fill("Name", with: "Noodle Bar", in: form)
        try app.fill("Type", with: "Ramen", in: form)
        try app.fill("Location", with: "Tokyo", in: form)
        try Input.click(try app.formButton("Add", in: form))
        try eventually("the form did not close") { !app.process.windows.contains { $0.name == "New Restaurant" } }
        try app.waitForCurrent("Noodle Bar")
        try eventually("the page still shows Teakha") { app.pageShows("Noodle Bar") && !app.pageShows("Teakha") }
        try app.toggleFavouriteByKey(expecting: "Noodle Bar")
    }
}

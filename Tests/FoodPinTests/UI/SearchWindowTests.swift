import FoodPinModel
import Foundation
import UITestSupport
import XCTest

/// Issue 13, search in the window: typing narrows the rows (any word order, accents ignored), No
/// Results when nothing matches, Escape restores every row and the selection; Favourites Only.
final class SearchWindowTests: XCTestCase {
    private var app: FoodPinWindow!

    override func setUpWithError() throws {
        app = try FoodPinWindow()
        addTeardownBlock { [app] in app?.close() }
    }

    func testTypingNarrowsTheListAndEscapeRestoresIt() throws {
        _ = try app.openMenu(of: "Teakha")  // selects Teakha
        try Input.key("Escape")
        try app.waitForMenuToClose()
        try Input.key("ctrl+f")
        try eventually("Ctrl+F did not focus the search entry", dump: app.window) {
            app.window.first(onScreenOnly: true, where: { $0.isFocused && $0.name == "Search Restaurants" }) != nil
        }
        try Input.type("LONDON spanish")
        try eventually("the list did not narrow", dump: app.window) { app.visibleNames() == ["Barrafina", "Donostia"] }
        try app.screenshot("search")
        try Input.key("Escape")
        _ = try app.window.waitForFirst(role: "label", name: "21 restaurants")
        try eventually("the selection did not come back to Teakha", dump: app.window) {
            app.row(named: "Teakha")?.isSelected == true
        }
    }

    func testTypeToSearchIgnoresAccentsAndFavouritesOnlyFilters() throws {
        try app.command(["edit", "Homei", "--name", "Homéi"])
        try app.command(["favorite", "Cafe Loisl"])
        _ = try app.waitForRow(named: "Homéi")
        try app.focus()
        try Input.type("cafe")  // typing in the window starts a search
        try eventually("cafe did not find Homéi's type or the cafés", dump: app.window) {
            app.visibleNames() == ["Cafe Deadend", "Homéi", "Cafe Loisl", "Haigh's Chocolate", "Cafe Lore"]
        }
        try Input.click(try app.window.waitForFirst(name: "Favourites Only"))
        try eventually("Favourites Only did not filter", dump: app.window) { app.visibleNames() == ["Cafe Loisl"] }
        try Input.click(try app.window.waitForFirst(name: "Search Restaurants"))
        try Input.type("zzz")
        _ = try app.window.waitForFirst(role: "label", name: "No Results")
    }
}

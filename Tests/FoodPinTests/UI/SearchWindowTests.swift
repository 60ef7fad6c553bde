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
        _ = try app.openMenu(of: "Teakha")   // selects Teakha
        try Input.key("Escape")
        try app.waitForMenuToClose()
        try Input.key("ctrl+f")
        try Input.type("LONDON spanish")
        try eventually("the list did not narrow", dump: app.window) { app.visibleNames() == ["Barrafina", "Donostia"] }
        try app.screenshot("search")
        try Input.key("ctrl+a")
        try Input.type("zzz")
        _ = try app.window.waitForFirst(role: "label", name: "No Results")
        try Input.key("Escape")
        try eventually("the list did not come back", dump: app.window) {
            Array(app.visibleNames().prefix(3)) == ["Cafe Deadend", "Homei", "Teakha"]
        }
        let teakha = try app.waitForRow(named: "Teakha")
        XCTAssertTrue(teakha.isSelected, "the selection came back")
    }

    func testTypeToSearchIgnoresAccentsAndFavouritesOnlyFilters() throws {
        try app.command(["edit", "Homei", "--name", "Homéi"])
        try app.command(["favorite", "Cafe Loisl"])
        _ = try app.waitForRow(named: "Homéi")
        try app.focus()
        try Input.type("cafe")   // typing in the window starts a search
        try eventually("cafe did not find Homéi's type or the cafés", dump: app.window) {
            app.visibleNames() == ["Cafe Deadend", "Homéi", "Cafe Loisl", "Haigh's Chocolate", "Cafe Lore"]
        }
        try Input.click(try app.window.waitForFirst(name: "Favourites Only"))
        try eventually("Favourites Only did not filter", dump: app.window) { app.visibleNames() == ["Cafe Loisl"] }
    }
}

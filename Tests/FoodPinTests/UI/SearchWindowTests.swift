import FoodPinModel
import Foundation
import UITestSupport
import XCTest

/// Issue 13, search in the window: typing narrows the rows (any word order, accents ignored), No
/// Results when nothing matches, Escape restores every row and the selection; Favourites Only.
final class SearchWindowTests: FoodPinUITestCase {
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

    /// A row held the keyboard focus when typing started a search: once No Results replaces the list,
    /// the keys typed next still reach the entry (the entry lost the focus with the list's page, and
    /// they were dropped).
    func testTheEntryKeepsTheFocusWhenNoResultsReplacesAFocusedRow() throws {
        _ = try app.openMenu(of: "Teakha")  // selects Teakha; the row keeps the focus once the menu closes
        try Input.key("Escape")
        try app.waitForMenuToClose()
        try app.waitForFocus(on: "Teakha")
        try Input.key("ctrl+f")
        try Input.type("zzz")
        _ = try app.window.waitForFirst(role: "label", name: "No Results")
        try app.process.waitUntilIdle()  // past the pages' crossfade, when GTK unmaps the list
        for _ in 0..<3 { try Input.key("BackSpace") }
        try Input.type("barra")
        try eventually("the keys typed after No Results were lost", dump: app.window) {
            app.visibleNames() == ["Barrafina"]
                && app.window.first(onScreenOnly: true, where: { $0.isFocused && $0.name == "Search Restaurants" })
                    != nil
        }
    }

    /// Escape ends a search where the list was: the selected row stays where it was on screen (GTK
    /// kept the rows anchored on the first result, so the row jumped to the top of the list).
    func testEscapeKeepsTheScrollPosition() throws {
        // The third row, with rows above it: anchored on it, GTK would scroll them out of sight.
        let name = "Teakha"
        _ = try app.openMenu(of: name)  // selects it
        try Input.key("Escape")
        try app.waitForMenuToClose()
        try app.process.waitUntilIdle()  // the menu gone, the row where it rests
        let before = try XCTUnwrap(app.row(named: name)?.extents?.y)
        try Input.key("ctrl+f")
        try Input.type(name)
        try eventually("the search did not narrow to \(name)", dump: app.window) {
            app.window.first(role: "label", name: "21 restaurants") == nil && app.row(named: name) != nil
        }
        try Input.key("Escape")
        _ = try app.window.waitForFirst(role: "label", name: "21 restaurants")
        try eventually("\(name) is not selected again", dump: app.window) { app.row(named: name)?.isSelected == true }
        // The rows above it slide back in, under load for longer than any fixed wait: the row must come
        // to rest where it was (the bug left it at the top, for good).
        try app.process.waitUntilIdle()
        let after = app.row(named: name)?.extents?.y ?? .min
        XCTAssertEqual(after, before, accuracy: 8, "\(name) moved on screen from y \(before) to \(after)")
    }
}

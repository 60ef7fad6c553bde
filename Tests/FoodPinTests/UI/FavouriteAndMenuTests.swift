import FoodPinModel
import UITestSupport
import XCTest

/// Swipe right to mark or remove a favourite; the action menu a click or Enter opens.
final class FavouriteAndMenuTests: FoodPinUITestCase {
    private func isStoredFavourite(_ name: String) throws -> Bool {
        try XCTUnwrap(app.storedRestaurants().first { $0.name == name }).isFavorite
    }

    func testSwipeRightMarksAFavouriteAndShowsTheHeart() throws {
        XCTAssertFalse(app.showsHeart("Teakha"))
        try app.swipeOpen("Teakha", by: 160)
        let row = try XCTUnwrap(app.row(named: "Teakha"))
        let mark = try row.waitForFirst(role: "push button", name: "Mark as favourite")
        try app.screenshot("swipe-right")
        try Input.click(mark)
        try eventually("Teakha is not a favourite in the store") { try isStoredFavourite("Teakha") }
        try eventually("Teakha shows no heart", dump: app.window) { app.showsHeart("Teakha") }

        // Swiping right again offers the opposite, with the crossed-out heart.
        try app.swipeOpen("Teakha", by: 160)
        let remove = try XCTUnwrap(app.row(named: "Teakha")).waitForFirst(
            role: "push button", name: "Remove from favourites")
        try app.screenshot("swipe-right-remove")
        try Input.click(remove)
        try eventually("Teakha is still a favourite in the store") { try !isStoredFavourite("Teakha") }
        try eventually("Teakha still shows its heart") { !app.showsHeart("Teakha") }
    }

    func testRightClickOpensTheActionMenuAtTheRow() throws {
        let row = try app.waitForRow(named: "Cafe Deadend")
        let menu = try app.openMenu(of: "Cafe Deadend")
        let items = menu.all(role: "menu item", onScreenOnly: true).map(\.name)
        XCTAssertEqual(items, ["Mark as Favourite", "Share…", "Set Photo…", "Delete"])
        // Anchored at the row: the menu's top is at or just below the row's middle.
        let rowFrame = try Input.frame(of: row)
        let first = try XCTUnwrap(menu.first(role: "menu item", name: "Mark as Favourite"))
        let itemFrame = try Input.frame(of: first)
        XCTAssertGreaterThan(itemFrame.y, rowFrame.y, "the menu opens at the row, not elsewhere")
        XCTAssertLessThan(itemFrame.y, rowFrame.maxY + 60, "the menu opens at the row, not elsewhere")
        try app.screenshot("action-menu")
        try Input.click(first)
        try eventually("Cafe Deadend is not a favourite") { try isStoredFavourite("Cafe Deadend") }
        try eventually("Cafe Deadend shows no heart") { app.showsHeart("Cafe Deadend") }

        // The menu now offers removing it.
        let again = try app.openMenu(of: "Cafe Deadend")
        try Input.click(try again.waitForFirst(role: "menu item", name: "Remove from Favourites"))
        try eventually("Cafe Deadend is still a favourite") { try !isStoredFavourite("Cafe Deadend") }
    }

    func testMenuDeleteAndTheFavouriteShortcut() throws {
        let menu = try app.openMenu(of: "Homei")
        try Input.click(try menu.waitForFirst(role: "menu item", name: "Delete"))
        try app.waitUntilGone("Homei")
        try eventually("the store still has Homei") { try !app.storedNames().contains("Homei") }

        // Ctrl+D on the selected row toggles the favourite.
        _ = try app.openMenu(of: "Teakha")
        try Input.key("Escape")
        try app.waitForMenuToClose()
        try Input.key("ctrl+d")
        try eventually("Ctrl+D did not mark Teakha") { try isStoredFavourite("Teakha") }
        try eventually("Teakha shows no heart") { app.showsHeart("Teakha") }
    }

    func testShiftF10OpensTheMenuOfTheFocusedRow() throws {
        _ = try app.openMenu(of: "Teakha")
        try Input.key("Escape")
        try app.waitForMenuToClose()
        try Input.key("Down")  // focus and select the next row, Cafe Loisl
        try Input.key("shift+F10")
        let menu = try app.menu()
        try Input.click(try menu.waitForFirst(role: "menu item", name: "Mark as Favourite"))
        try eventually("Shift+F10 + Mark did not mark Cafe Loisl") {
            try XCTUnwrap(app.storedRestaurants().first { $0.name == "Cafe Loisl" }).isFavorite
        }
    }
}

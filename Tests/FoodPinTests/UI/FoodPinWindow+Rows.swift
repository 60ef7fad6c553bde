import Foundation
import UITestSupport
import XCTest

/// Where the keyboard focus and the selection are, and the row menu, as a user sees them.
extension FoodPinWindow {
    /// The name of the restaurant row holding the keyboard focus (the row or a widget inside it), or
    /// nil. The details page's rows (Type, Location, Phone) are list items too, of another list.
    func focusedRowName() -> String? {
        guard let list = window.first(role: "list", name: "GtkListView", onScreenOnly: true) else { return nil }
        for row in list.all(role: "list item", onScreenOnly: true) {
            guard row.isFocused || row.first(where: { $0.isFocused }) != nil else { continue }
            return row.first(role: "label", where: { $0.parent?.roleName != "filler" })?.name
        }
        return nil
    }

    /// Whether some widget of the window outside the list holds the keyboard focus.
    func focusIsOutsideTheList() -> Bool {
        guard let focused = window.first(where: { $0.isFocused }) else { return false }
        var node: Accessible? = focused
        while let current = node {
            if current.roleName == "list", current.name == "GtkListView" { return false }
            node = current.parent
        }
        return true
    }

    /// Waits until the row of `name` holds the keyboard focus.
    func waitForFocus(on name: String, file: StaticString = #filePath, line: UInt = #line) throws {
        try eventually("the focus is not on \(name) but on \(focusedRowName() ?? "no row")", file: file, line: line) {
            focusedRowName() == name
        }
    }

    /// The names of the menu items on screen (any menu).
    func menuItemNames() -> [String] {
        window.all(role: "menu item", onScreenOnly: true).map(\.name)
    }

    /// Waits for a menu to show and returns its items' names.
    func waitForMenuItems(file: StaticString = #filePath, line: UInt = #line) throws -> [String] {
        try eventuallyValue("no menu showed", dump: window, file: file, line: line) {
            let names = menuItemNames()
            return names.isEmpty ? nil : names
        }
    }

    /// Waits until no menu shows.
    func waitForNoMenu(file: StaticString = #filePath, line: UInt = #line) throws {
        try eventually("a menu is still open: \(menuItemNames())", file: file, line: line) { menuItemNames().isEmpty }
    }

    /// Right-clicks the row of `name` and waits for its menu.
    @discardableResult
    func rightClick(_ name: String, file: StaticString = #filePath, line: UInt = #line) throws -> [String] {
        let row = try waitForRow(named: name, file: file, line: line)
        try Input.click(row, button: .right)
        return try waitForMenuItems(file: file, line: line)
    }

    /// Whether the store marks `name` a favourite.
    func isStoredFavourite(_ name: String) throws -> Bool {
        try XCTUnwrap(storedRestaurants().first { $0.name == name }).isFavorite
    }

    /// Scrolls the list down (six wheel clicks over Homei's row) until `name`'s row is on screen and
    /// has settled (the same place twice in a row: kinetic scrolling has ended); returns its y.
    /// GTK 4.8 leaves recycled rows with stale extents on AT-SPI after a scroll, so a scroll position
    /// is read as where one row deep in the list sits.
    func scrollDown(toSettle name: String, file: StaticString = #filePath, line: UInt = #line) throws -> Int {
        let list = try Input.frame(of: try waitForRow(named: "Homei", file: file, line: line))
        try Input.scrollVertically(6, at: list.center)
        let window = try Input.frame(of: self.window)
        var anchor = 0
        try eventually("\(name) did not scroll into view and settle", file: file, line: line) {
            guard let row = row(named: name), let frame = row.screenExtents,
                frame.y > window.y + 60, frame.y + frame.height < window.y + window.height
            else { return false }
            defer { anchor = frame.y }
            return frame.y == anchor
        }
        return anchor
    }
}

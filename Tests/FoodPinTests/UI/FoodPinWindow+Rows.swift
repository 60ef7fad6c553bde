import Foundation
import UITestSupport
import XCTest

/// Where the keyboard focus and the selection are, and the row menu, as a user sees them.
extension FoodPinWindow {
    /// The name of the restaurant row holding the keyboard focus (the row or a widget inside it), or
    /// nil. The details page's rows (Type, Location, Phone) are list items too, of another list.
    func focusedRowName() -> String? { currentRows().focused }

    /// What the restaurant list shows as current: the names of the rows on screen that look
    /// selected, top to bottom, and the name of the row holding the keyboard focus (the row or a
    /// widget inside it), from one read of each row's states.
    ///
    /// The rows are the list's own children; a row's widgets are searched only when no row holds
    /// the focus itself, and only as deep as the widgets that can take it: the row's SwipeRow and
    /// the containers around it, within four levels (its action buttons never take the focus, and
    /// FoodPin's cells hold none). (Two walks of the whole window per poll cost the keyboard walk
    /// about 1 200 AT-SPI calls a poll; a walk of every row's whole subtree, when the focus was
    /// outside the list, about 550.)
    func currentRows() -> (selected: [String], focused: String?) {
        guard let list = window.first(role: "list", name: "GtkListView", onScreenOnly: true) else { return ([], nil) }
        let rows = list.all(role: "list item", onScreenOnly: true, maxDepth: 1).map { ($0, $0.states) }
        func name(_ row: Accessible) -> String? {
            row.first(role: "label", where: { $0.parent?.roleName != "filler" })?.name
        }
        let selected = rows.filter { $0.1.contains(.selected) }
            .compactMap { row, _ -> (Int, String)? in
                guard let frame = row.extents, frame.height > 2, let name = name(row) else { return nil }
                return (frame.y, name)
            }
            .sorted { $0.0 < $1.0 }.map(\.1)
        let focused =
            rows.first { $0.1.contains(.focused) }?.0
            ?? rows.lazy.map(\.0).first { $0.first(maxDepth: 4, where: { $0.isFocused }) != nil }
        return (selected, focused.flatMap(name))
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

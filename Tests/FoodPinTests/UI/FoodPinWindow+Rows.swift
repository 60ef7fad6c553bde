import Foundation
import UITestSupport
import XCTest

/// Where the keyboard focus and the selection are, and the row menu, as a user sees them.
extension FoodPinWindow {
    /// The name of the row holding the keyboard focus (the row or a widget inside it), or nil.
    func focusedRowName() -> String? {
        for row in window.all(role: "list item", onScreenOnly: true) {
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
            if current.roleName == "list item" || current.roleName == "list" { return false }
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
}

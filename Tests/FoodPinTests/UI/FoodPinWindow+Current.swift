import Foundation
import UITestSupport
import XCTest

/// The current restaurant as a user sees it (issue 29): the row that looks selected, the row with
/// the focus ring, and what the details page shows — and the checks that they are one.
extension FoodPinWindow {
    /// The names of the restaurant rows on screen that look selected, top to bottom.
    func selectedNames() -> [String] { currentRows().selected }

    /// Whether a label showing `name` is on screen outside the list: the details page's title.
    ///
    /// The search starts from the leaflet's columns after its first (the list's), so it never walks
    /// the rows: from the window it visited every row first, about 680 AT-SPI calls a poll of the
    /// keyboard walk against some 40. The labels of the page's own rows (Type, Location) do not count.
    func pageShows(_ name: String) -> Bool {
        guard let leaflet = window.first(role: "filler", name: "AdwLeaflet", onScreenOnly: true, maxDepth: 5) else {
            return false
        }
        return leaflet.children.dropFirst().contains { column in
            column.first(
                role: "label", name: name, onScreenOnly: true,
                where: { label in
                    var node = label.parent
                    while let current = node, current != column {
                        if current.roleName == "list item" { return false }
                        node = current.parent
                    }
                    return true
                }) != nil
        }
    }

    /// Waits until exactly one row looks selected, it is `name`, and the focus is on no other row.
    func waitForCurrent(_ name: String, file: StaticString = #filePath, line: UInt = #line) throws {
        try eventually(
            "\(name) should be the one current row; selected: \(selectedNames()), focus on \(focusedRowName() ?? "no row")",
            file: file, line: line
        ) {
            let focused = focusedRowName()
            return selectedNames() == [name] && (focused == nil || focused == name)
        }
    }

    /// The names the store marks favourites, as another process reads them.
    func storedFavourites() throws -> Set<String> {
        Set(try storedRestaurants().filter(\.isFavorite).map(\.name))
    }

    /// Presses Ctrl+D and waits until the store shows that it toggled `name`'s favourite and no other's.
    func toggleFavouriteByKey(expecting name: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let before = try storedFavourites()
        let after = before.symmetricDifference([name])
        try Input.key("ctrl+d")
        try eventually(
            "Ctrl+D should toggle \(name) alone; favourites were \(before.sorted()), are \((try? storedFavourites())?.sorted() ?? [])",
            file: file, line: line
        ) { try storedFavourites() == after }
    }

    /// The popovers open in the window (a menu, the share sheet), found by their state. GTK 4.8 gives
    /// a popover's contents the extents they would have hanging below and to the right of its anchor,
    /// so a share sheet opened above a row at the foot of the list, or the page's “⋯” menu at the
    /// window's right edge, counts as off-screen by place.
    func openPopovers() -> [Accessible] {
        window.all(role: "filler", nameContains: "GtkPopover") { $0.name != "GtkPopoverContent" && $0.has(.visible) }
    }

    /// The share sheet's Copy button while the sheet is open as a popover, else nil.
    func shareSheetCopyButton() -> Accessible? {
        openPopovers().lazy.compactMap { $0.first(role: "push button", name: "Copy") }.first
    }

    /// Resizes the window to `width` × 720 and waits until the details page is beside the list (a
    /// width of 800 or more) or not: its “⋯” is on screen only then.
    func resizeAndWait(width: Int, file: StaticString = #filePath, line: UInt = #line) throws {
        try resize(width: width, height: 720)
        try eventually("the window did not become \(width) px wide", file: file, line: line) {
            (window.first(role: "push button", name: "More Actions", onScreenOnly: true) != nil) == (width >= 800)
        }
    }

    /// Gives the window the focus and presses Tab until the header's button `name` has the keyboard
    /// focus, each press waited for until the focus moves (`Input.press`).
    func tab(toButton name: String, file: StaticString = #filePath, line: UInt = #line) throws {
        try focus()
        try Input.press("Tab", in: window, atMost: 8, toReach: name, file: file, line: line) {
            $0.roleName == "push button" && $0.name == name ? true : nil
        }
    }

    /// Gives the window the focus and presses Tab until a row has the keyboard focus; returns its name.
    /// Each press is waited for until the focus moves (`Input.press`), so a slow app never makes the
    /// loop Tab past the row.
    @discardableResult
    func tabIntoList(file: StaticString = #filePath, line: UInt = #line) throws -> String {
        try focus()
        return try Input.press("Tab", in: window, atMost: 8, toReach: "a row", file: file, line: line) { _ in
            focusedRowName()
        }
    }
}

import CGtk
import XCTest

@testable import GtkKit

/// The same actions without a swipe: context menu (pointer and keyboard) and per-action shortcuts.
final class ContextMenuTests: GtkTestCase {
    func testRightClickOpensAMenuListingTheActionsInScreenOrder() {
        withFixture(RowActionsFixture()) { fixture in
            let row = fixture.rows[1]
            fixture.click(row, button: 3)
            XCTAssertTrue(spin(until: { row.isContextMenuOpen && row.popover?.isMapped == true }))
            waitForFrame()  // the menu laid out
            let labels = row.popover.map { mappedLabels(under: $0.widget) } ?? []
            // Titles in left-to-right order of the revealed buttons, shortcuts beside them.
            XCTAssertEqual(labels, ["Favourite", "Ctrl+F", "Share", "Ctrl+S", "Delete", "Delete"])
            XCTAssertFalse(row.isOpen, "the menu does not swipe the row")
            XCTAssertEqual(fixture.listClicks, 0, "a right-click does not select")
            fixture.screenshot("context-menu", extraHeight: 90)
        }
    }

    /// A long press is touch-only (a held mouse button starts a drag instead), and Xvfb cannot make
    /// touch events: the row's own long-press gesture is made to report a press, as GTK does after
    /// a finger rests on the row.
    func testLongPressOpensTheMenu() {
        withFixture(RowActionsFixture()) { fixture in
            let row = fixture.rows[2]
            let controllers = gtk_widget_observe_controllers(row.widget)!
            defer { g_object_unref(controllers.gpointer) }
            let longPress = (0..<g_list_model_get_n_items(controllers)).lazy
                .compactMap { g_list_model_get_item(controllers, $0) }
                .first { pointer in
                    defer { g_object_unref(pointer) }
                    return pointer.isA(gtk_gesture_long_press_get_type())
                }
            XCTAssertNotNil(longPress, "the row has a long-press gesture")
            guard let longPress else { return }
            XCTAssertTrue(Bool(gtk_gesture_single_get_touch_only(longPress.opaque)), "touch only")
            gtkshim_signal_emit_xy(longPress, "pressed", 40, 20)
            XCTAssertTrue(spin(until: { row.isContextMenuOpen }), "a long press opens the context menu")
            XCTAssertFalse(row.isOpen, "and does not swipe the row")
        }
    }

    func testChoosingAMenuItemRunsTheHandlerWithTheRowAsSource() {
        withFixture(RowActionsFixture()) { fixture in
            let row = fixture.rows[0]
            fixture.click(row, button: 3)
            XCTAssertTrue(spin(until: { row.isContextMenuOpen && row.popover?.isMapped == true }))
            waitForFrame()  // the menu laid out and placed
            guard let popover = row.popover?.widget, let item = findLabel("Share", under: popover) else {
                return XCTFail("no Share item")
            }
            fixture.click(item, inPopover: popover)
            XCTAssertTrue(spin(until: { !fixture.performed.isEmpty }))
            XCTAssertEqual(fixture.performed.first?.title, "Share")
            XCTAssertTrue(fixture.performed.first?.source === row)
            XCTAssertTrue(spin(until: { !row.isContextMenuOpen && row.popover == nil }), "menu closed and removed")
        }
    }

    func testShiftF10AndMenuKeyOpenTheMenuOnTheFocusedRow() {
        withFixture(RowActionsFixture()) { fixture in
            let row = fixture.rows[2]
            let c = fixture.center(of: row)
            fixture.xdotool(["mousemove", "\(c.x)", "\(c.y)"])
            XCTAssertTrue(row.grabFocus())
            fixture.xdotool(["key", "shift+F10"])
            XCTAssertTrue(spin(until: { row.isContextMenuOpen }), "Shift+F10")
            fixture.xdotool(["key", "Escape"])
            XCTAssertTrue(spin(until: { !row.isContextMenuOpen }))
            waitUntil("the closed menu did not leave the row") { row.popover == nil }
            XCTAssertTrue(row.grabFocus())
            fixture.xdotool(["key", "Menu"])
            XCTAssertTrue(spin(until: { row.isContextMenuOpen }), "Menu key")
            XCTAssertFalse(fixture.rows[0].isContextMenuOpen)
        }
    }

    func testActionShortcutsWorkWhileTheRowHasFocus() {
        withFixture(RowActionsFixture()) { fixture in
            let c = fixture.center(of: fixture.rows[1])
            fixture.xdotool(["mousemove", "\(c.x)", "\(c.y)"])
            XCTAssertTrue(fixture.rows[1].grabFocus())
            fixture.xdotool(["key", "ctrl+s"])
            fixture.xdotool(["key", "ctrl+f"])
            fixture.xdotool(["key", "Delete"])
            XCTAssertEqual(fixture.performed.map(\.title), ["Share", "Favourite", "Delete"])
            XCTAssertTrue(fixture.performed.allSatisfy { $0.row == 1 && $0.source === fixture.rows[1] })
            fixture.xdotool(["key", "ctrl+q"])
            XCTAssertEqual(fixture.performed.count, 3, "other keys do nothing")
        }
    }

    /// Arrow keys, letters and Tab reach a focused row all the time: the row asks its delegate for
    /// its actions once, not at every key press, and again only after a shortcut performed one.
    func testKeysThatAreNoShortcutDoNotAskForActions() {
        withFixture(RowActionsFixture()) { fixture in
            let row = fixture.rows[1]
            var asked = 0
            let leading = row.leadingActions, trailing = row.trailingActions
            row.leadingActions = {
                asked += 1; return leading?()
            }
            row.trailingActions = {
                asked += 1; return trailing?()
            }
            XCTAssertFalse(row.handleKey(UInt32(GDK_KEY_Down), GdkModifierType(rawValue: 0)))
            XCTAssertFalse(row.handleKey(UInt32(GDK_KEY_a), GdkModifierType(rawValue: 0)))
            XCTAssertFalse(row.handleKey(UInt32(GDK_KEY_s), GdkModifierType(rawValue: 0)), "s without Control")
            XCTAssertEqual(asked, 2, "one configuration of each edge")
            XCTAssertTrue(
                row.handleKey(UInt32(GDK_KEY_S), GDK_CONTROL_MASK), "an upper-case S with Control matches <Control>s")
            XCTAssertEqual(fixture.performed.map(\.title), ["Share"])
            XCTAssertFalse(row.handleKey(UInt32(GDK_KEY_Up), GdkModifierType(rawValue: 0)))
            XCTAssertTrue(row.handleKey(UInt32(GDK_KEY_Delete), GdkModifierType(rawValue: 0)))
            XCTAssertEqual(
                fixture.performed.map(\.title), ["Share", "Delete"], "actions asked for again after one ran")
        }
    }

    func testNoMenuWithoutActions() {
        withFixture(RowActionsFixture()) { fixture in
            let row = fixture.rows[0]
            row.leadingActions = nil
            row.trailingActions = { SwipeActionsConfiguration(actions: []) }
            row.presentContextMenu(at: nil)
            XCTAssertFalse(row.isContextMenuOpen)
            fixture.swipe(row, by: -120)
            XCTAssertFalse(row.isOpen, "an empty configuration disables swiping")
            XCTAssertEqual(row.offset, 0)
        }
    }
}

/// The first mapped GtkLabel showing `text` under `widget`.
@MainActor
func findLabel(_ text: String, under widget: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkWidget>? {
    var child = gtk_widget_get_first_child(widget)
    while let current = child {
        if current.isA(gtk_label_get_type()), Bool(gtk_widget_get_mapped(current)),
            String(cString: gtk_label_get_text(current.opaque)) == text
        {
            return current
        }
        if let found = findLabel(text, under: current) { return found }
        child = gtk_widget_get_next_sibling(current)
    }
    return nil
}

import CGtk
import XCTest

@testable import GtkKit

final class MenuTests: GtkTestCase {
    func testMenuBuilderMakesItemsSectionsAndSubmenus() {
        onMain {
            let menu = Menu([
                .section(
                    nil,
                    [.item("Sort by Name", action: "win.sort::name"), .item("Sort by Date", action: "win.sort::date")]),
                .section(
                    "Help",
                    [
                        .item("Keyboard Shortcuts", action: "win.show-help-overlay"),
                        .item("About FoodPin", action: "app.about"),
                    ]),
                .submenu("More", [.item("Export…", action: "win.export")]),
            ])
            menu.append("Quit", action: "app.quit")
            XCTAssertEqual(menu.count, 4)
            let help = g_menu_model_get_item_link(menu.model, 1, G_MENU_LINK_SECTION)!
            defer { g_object_unref(help.gpointer) }
            XCTAssertEqual(g_menu_model_get_n_items(help), 2)
            let action = g_menu_model_get_item_attribute_value(help, 1, G_MENU_ATTRIBUTE_ACTION, nil)!
            defer { g_variant_unref(action) }
            XCTAssertEqual(String(cString: g_variant_get_string(action, nil)), "app.about")
        }
    }

    func testMenuButtonOpensItsMenu() {
        onMain {
            let button = MenuButton(menu: Menu([.item("About", action: "app.about")]), accessibleLabel: "Main Menu")
            let window = shownWindow(button)
            defer { window.destroy() }
            XCTAssertEqual(button.tooltip, "Main Menu")
            button.popup()
            XCTAssertTrue(
                spin(until: { button.popoverPointer.map { Bool(gtk_widget_get_mapped($0.cast())) } ?? false }))
            button.popdown()
        }
    }
}

import CGtk
import XCTest

@testable import GtkKit

final class ShortcutsWindowTests: GtkTestCase {
    func testBuildsFromSwiftDataWithEscapedText() throws {
        try onMain {
            let tricky = #"Sort <A & B> "quoted" 'single'"#
            let window = try ShortcutsWindow(sections: [
                .init(
                    "FoodPin",
                    [
                        .init(
                            "General & <Misc>", [.init("New Restaurant", "<Control>n"), .init(tricky, "<Control>s")]),
                        .init("Editing", [.init("Delete", "Delete")]),
                    ])
            ])
            defer { gtk_window_destroy(window.widget.cast()) }
            window.present()
            waitUntil("the shortcuts window was never mapped") { window.isMapped }
            // The window also copies every shortcut into its search page: compare the section's own.
            let shortcuts = Array(
                descendants(of: window.widget).filter { $0.isA(gtk_shortcuts_shortcut_get_type()) }.prefix(3))
            XCTAssertEqual(shortcuts.compactMap { stringProperty($0, "title") }, ["New Restaurant", tricky, "Delete"])
            XCTAssertEqual(
                shortcuts.compactMap { stringProperty($0, "accelerator") }, ["<Control>n", "<Control>s", "Delete"])
            let groups = descendants(of: window.widget).filter { $0.isA(gtk_shortcuts_group_get_type()) }
            XCTAssertEqual(groups.compactMap { stringProperty($0, "title") }, ["General & <Misc>", "Editing"])
        }
    }
}

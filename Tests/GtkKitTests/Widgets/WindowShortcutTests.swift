import CGtk
import Foundation
import XCTest

@testable import GtkKit

/// Window-scoped keys, pressed for real through the X server (xdotool), as a user would.
final class WindowShortcutTests: GtkTestCase {
    func testWindowShortcutRunsOnARealKeyPress() throws {
        try onMain {
            let entry = Entry()
            let window = try focusedWindow(entry)
            defer { window.destroy() }
            var presses = 0
            XCTAssertTrue(
                window.addShortcut("<Control>k") {
                    presses += 1; return true
                })
            XCTAssertFalse(window.addShortcut("<Bogus>") { true })
            xdotool(["key", "ctrl+k"])
            XCTAssertTrue(spin(until: { presses == 1 }, timeout: 3), "Ctrl+K did not reach the window shortcut")
        }
    }

    func testEnterInAnEntryActivatesTheDefaultWidget() throws {
        try onMain {
            let box = Box(spacing: 6)
            let entry = Entry()
            entry.activatesDefault = true
            let save = Button(label: "Save")
            var saved = 0
            save.onClicked { saved += 1 }
            box.append(entry); box.append(save)
            let window = try focusedWindow(box)
            defer { window.destroy() }
            window.setDefaultWidget(save)
            entry.grabFocus()
            XCTAssertTrue(
                spin(
                    until: {
                        gtk_window_get_focus(window.window).map { Bool(gtk_widget_is_ancestor($0, entry.widget)) }
                            ?? false
                    },
                    timeout: 2), "the entry did not take the focus")
            xdotool(["key", "Return"])
            XCTAssertTrue(spin(until: { saved == 1 }, timeout: 3), "Enter did not activate the default widget")
        }
    }
}

/// A shown window that has the X input focus (xdotool moves it there).
@MainActor func focusedWindow(_ content: Widget) throws -> Window {
    try requireTool("xdotool")
    let window = shownWindow(content, width: 300, height: 100)
    let title = "keys-\(UUID().uuidString)"
    window.title = title
    xdotool(["search", "--sync", "--name", title, "windowfocus", "--sync"])
    waitUntil("the window never became active", timeout: 2) { Bool(gtk_window_is_active(window.window)) }
    return window
}

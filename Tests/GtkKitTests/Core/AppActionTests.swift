import CGtk
import Foundation
import XCTest

@testable import GtkKit

/// One actions enum of an app yields its detailed names, its shortcuts window and its installed
/// window actions and keys (`AppAction`, shared by FoodPin's and To-Do's enums).
final class AppActionTests: GtkTestCase {
    enum Group: String, AppActionGroup {
        case items, general
        var title: String { rawValue }
        var otherShortcuts: [ShortcutsWindow.Shortcut] {
            self == .items ? [ShortcutsWindow.Shortcut("move", "Up Down")] : []
        }
    }

    enum Command: String, AppAction {
        case remove, rename, unlisted
        case noKey = "no-key"
        case quit

        var scope: AppActionScope { self == .quit ? .app : .win }
        var shortcuts: [String] {
            switch self {
            case .remove: ["<Control>k", "KP_Delete"]
            case .rename: ["<Control>j"]
            case .unlisted: ["<Control>u"]
            case .noKey: []
            case .quit: ["<Control>q"]
            }
        }
        var keyScope: AppActionKeyScope { self == .remove ? .window : .application }
        var menuTitle: String? { self == .rename ? "Rename…" : nil }
        var shortcutTitle: String? { self == .unlisted ? nil : rawValue }
        var group: Group { self == .quit ? .general : .items }
    }

    func testNamesMenuItemsAndTheShortcutsWindowComeFromTheEnum() throws {
        XCTAssertEqual(Command.remove.detailedName, "win.remove")
        XCTAssertEqual(Command.quit.detailedName, "app.quit")
        XCTAssertEqual(Command.remove.shortcut, "<Control>k")
        XCTAssertNil(Command.noKey.shortcut)
        let sections = Command.shortcutSections(title: "Test")
        XCTAssertEqual(sections.map(\.title), ["Test"])
        let groups = try XCTUnwrap(sections.first).groups
        XCTAssertEqual(groups.map(\.title), ["items", "general"])
        // The group's other keys first, then each action with a key and a line, first key only.
        XCTAssertEqual(groups[0].shortcuts.map(\.title), ["move", "remove", "rename"])
        XCTAssertEqual(groups[0].shortcuts.map(\.accelerator), ["Up Down", "<Control>k", "<Control>j"])
        XCTAssertEqual(groups[1].shortcuts.map(\.title), ["quit"])
    }

    func testInstallingAddsTheWindowsActionsAndBindsEachKeyWhereItsScopeSays() throws {
        try onMain {
            try requireTool("xdotool")
            // Window actions live on an application window (a `GActionMap`), of a registered application.
            let application = Application(id: "org.foodpin.GtkKitTests.AppAction", unique: false)
            XCTAssertTrue(Bool(g_application_register(application.object.cast(), nil, nil)))
            let window = Window(
                application: application, title: "actions-\(UUID().uuidString)", width: 300, height: 100)
            window.content = Entry()
            window.present()
            defer { window.destroy() }
            xdotool(["search", "--sync", "--name", window.title ?? "", "windowfocus", "--sync"])
            waitUntil("the window never became active", timeout: 2) { Bool(gtk_window_is_active(window.window)) }
            var performed: [Command] = []
            let actions = window.installActions(Command.self, application: application) { command in
                performed.append(command)
                return true
            }
            // Only `win.` actions are the window's; the app's are the application's to add.
            XCTAssertEqual(Set(actions.keys), [.remove, .rename, .unlisted, .noKey])
            for command in Command.allCases {
                XCTAssertEqual(
                    Bool(g_action_group_has_action(OpaquePointer(window.window), command.rawValue)),
                    command.scope == .win, "\(command)")
            }
            // An application-scoped key is the application's accelerator; a window-scoped one is not.
            XCTAssertEqual(Self.accelerators(of: application, for: "win.rename"), ["<Control>j"])
            XCTAssertEqual(Self.accelerators(of: application, for: "win.remove"), [])
            xdotool(["key", "ctrl+k"])
            XCTAssertTrue(spin(until: { performed == [.remove] }, timeout: 3), "Ctrl+K did not run the window key")
            actions[.rename]?.isEnabled = false
            XCTAssertFalse(Bool(g_action_group_get_action_enabled(OpaquePointer(window.window), "rename")))
        }
    }

    @MainActor private static func accelerators(of application: Application, for name: String) -> [String] {
        guard let list = gtk_application_get_accels_for_action(application.application, name) else { return [] }
        defer { g_strfreev(list) }
        var keys: [String] = []
        var index = 0
        while let key = list[index] {
            keys.append(String(cString: key))
            index += 1
        }
        return keys
    }
}

import GtkKit
import Localization

/// The header bar's main menu (F10): Clear Completed, Sync Now, then Preferences, Keyboard Shortcuts
/// and About To-Do, as the GNOME HIG asks.
///
/// Why it exists: the menu's items are the window's actions (`TodoAction`); this file only says which
/// appear and in what order.
@MainActor
enum PrimaryMenu {
    static func make() -> MenuButton {
        let menu = Menu([
            .section(nil, [TodoAction.clearCompleted, .syncNow].map(\.menuItem)),
            .section(nil, [TodoAction.preferences, .showShortcuts, .about].map(\.menuItem)),
        ])
        let button = MenuButton(menu: menu, accessibleLabel: localized("Main Menu"))
        button.isPrimary = true
        return button
    }
}

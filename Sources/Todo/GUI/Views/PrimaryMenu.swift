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
        func item(_ action: TodoAction) -> Menu.Item { .item(action.menuTitle ?? "", action: action.detailedName) }
        let menu = Menu([
            .section(nil, [item(.clearCompleted), item(.syncNow)]),
            .section(nil, [item(.preferences), item(.showShortcuts), item(.about)]),
        ])
        let button = MenuButton(menu: menu, accessibleLabel: localized("Main Menu"))
        button.isPrimary = true
        return button
    }
}

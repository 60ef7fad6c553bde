// Why this type exists: every command of the To-Do window in one place — its action name, its keys
// and where they are caught, its menu title and its line in the Keyboard Shortcuts window — so a key
// can never be bound without being documented, and none of the window's is bound outside it (Loupe's
// actions enum); a dialog's Escape is GtkKit's `Window.closesOnEscape()`.
// The shape — detailed names, where keys are caught, the shortcuts window's sections, installing on
// a window — is GtkKit's `AppAction`, which FoodPin's `FoodPinAction` shares.
import GtkKit
import Localization

/// Every command of the To-Do window (`win.NAME`).
enum TodoAction: String, AppAction {
    case newItem = "new-item"
    case edit
    case done
    case deleteSelected = "delete-selected"
    case undoDelete = "undo-delete"
    case moveUp = "move-up"
    case moveDown = "move-down"
    case toggleDone = "toggle-done"
    case rename
    case selectAll = "select-all"
    case clearCompleted = "clear-completed"
    case syncNow = "sync-now"
    case preferences
    case showShortcuts = "show-shortcuts"
    case about
    case closeWindow = "close-window"
    case quit

    /// The groups of the Keyboard Shortcuts window.
    enum Group: AppActionGroup {
        case list
        case general

        var title: String {
            switch self {
            case .list: localized("To-Do List")
            case .general: localized("General")
            }
        }

        /// Keys of the group that are no action's: moving through the list, a row's Enter, the main menu.
        var otherShortcuts: [ShortcutsWindow.Shortcut] {
            switch self {
            case .list:
                [
                    ShortcutsWindow.Shortcut(localized("Previous or next to-do"), "Up Down"),
                    ShortcutsWindow.Shortcut(localized("First or last to-do"), "Home End"),
                    ShortcutsWindow.Shortcut(localized("Edit the list from the selected to-do"), "Return"),
                ]
            case .general: [ShortcutsWindow.Shortcut(localized("Open the main menu"), "F10")]
            }
        }
    }

    /// To-Do's are all the window's (`win.`).
    var scope: AppActionScope { .win }

    /// GTK accelerators; the first is shown in menus and the Keyboard Shortcuts window.
    var shortcuts: [String] {
        switch self {
        case .newItem: ["<Control>n"]
        case .edit: ["<Control>e"]
        case .done: ["Escape"]
        case .deleteSelected: ["Delete", "KP_Delete"]
        case .undoDelete: ["<Control>z"]
        case .moveUp: ["<Alt>Up"]
        case .moveDown: ["<Alt>Down"]
        case .toggleDone: ["<Control>d"]
        case .rename: ["F2"]
        case .selectAll: ["<Control>a"]
        case .clearCompleted: []
        case .syncNow: ["<Control>r", "F5"]
        case .preferences: ["<Control>comma"]
        case .showShortcuts: ["<Control>question"]
        case .about: []
        case .closeWindow: ["<Control>w"]
        case .quit: ["<Control>q"]
        }
    }

    /// Delete, Escape and Ctrl+Z keep their meaning in the entry and in a row (window keys).
    var keyScope: AppActionKeyScope {
        switch self {
        case .done, .deleteSelected, .undoDelete, .moveUp, .moveDown, .toggleDone, .rename, .selectAll: .window
        default: .application
        }
    }

    /// Its title in a menu (GNOME's title case), or nil for actions no menu holds.
    var menuTitle: String? {
        switch self {
        case .showShortcuts: localized("_Keyboard Shortcuts")
        case .about: localized("_About To-Do")
        case .clearCompleted: localized("_Clear Completed")
        case .syncNow: localized("_Sync Now")
        case .preferences: localized("_Preferences")
        default: nil
        }
    }

    /// The line in the Keyboard Shortcuts window (listed when the action has a key).
    var shortcutTitle: String? {
        switch self {
        case .newItem: localized("New to-do")
        case .edit: localized("Edit the list")
        case .done: localized("Leave edit mode")
        case .deleteSelected: localized("Delete the selected to-do")
        case .undoDelete: localized("Undo the last deletion")
        case .moveUp: localized("Move the selected to-do up")
        case .moveDown: localized("Move the selected to-do down")
        case .toggleDone: localized("Mark the selected to-do done, or not done")
        case .rename: localized("Rename the selected to-do")
        case .selectAll: localized("Select every to-do (in edit mode)")
        case .clearCompleted: localized("Clear completed to-dos")
        case .syncNow: localized("Sync now with the server")
        case .preferences: localized("Preferences (sync account)")
        case .showShortcuts: localized("Keyboard shortcuts")
        case .about: localized("About To-Do")
        case .closeWindow: localized("Close the window")
        case .quit: localized("Quit")
        }
    }

    var group: Group {
        switch self {
        case .newItem, .edit, .done, .deleteSelected, .undoDelete, .moveUp, .moveDown, .toggleDone, .rename, .selectAll,
            .clearCompleted:
            .list
        case .syncNow, .preferences, .showShortcuts, .about, .closeWindow, .quit: .general
        }
    }

    /// Whether the action works only on an open list (not on the "cannot open" page): the list's own,
    /// and sync's, which needs the database.
    var needsList: Bool { group == .list || self == .syncNow || self == .preferences }

    /// The Keyboard Shortcuts window's sections.
    static var shortcutSections: [ShortcutsWindow.Section] { shortcutSections(title: localized("To-Do")) }
}

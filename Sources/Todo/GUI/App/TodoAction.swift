import GtkKit
import Localization

/// Every command of the To-Do window: its action name (`win.NAME`), its title in menus and in the
/// Keyboard Shortcuts window, and its keys.
///
/// Why it exists: one list that yields action names, menu titles, accelerators and the shortcuts
/// window, so a key can never be bound without being documented.
enum TodoAction: String, CaseIterable {
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
    case showShortcuts = "show-shortcuts"
    case about
    case closeWindow = "close-window"
    case quit

    /// The groups of the Keyboard Shortcuts window.
    enum Group: CaseIterable {
        case list
        case general

        var title: String {
            switch self {
            case .list: localized("To-Do List")
            case .general: localized("General")
            }
        }
    }

    /// Where a key is caught.
    enum KeyScope {
        /// Before any widget (application accelerator): the key always means this action.
        case application
        /// After the focused widget: Delete, Escape and Ctrl+Z keep their meaning in the entry and in a
        /// row; the window acts only when nothing inside used the key.
        case window
    }

    /// `win.NAME`, for menus and buttons.
    var detailedName: String { "win.\(rawValue)" }

    /// The title in the Keyboard Shortcuts window.
    var title: String {
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
        case .showShortcuts: localized("Keyboard shortcuts")
        case .about: localized("About To-Do")
        case .closeWindow: localized("Close the window")
        case .quit: localized("Quit")
        }
    }

    /// The title in a menu (GNOME's title case).
    var menuTitle: String {
        switch self {
        case .showShortcuts: localized("_Keyboard Shortcuts")
        case .about: localized("_About To-Do")
        case .clearCompleted: localized("_Clear Completed")
        default: title
        }
    }

    /// GTK accelerators, the first shown in the Keyboard Shortcuts window.
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
        case .showShortcuts: ["<Control>question"]
        case .about: []
        case .closeWindow: ["<Control>w"]
        case .quit: ["<Control>q"]
        }
    }

    var keyScope: KeyScope {
        switch self {
        case .done, .deleteSelected, .undoDelete, .moveUp, .moveDown, .toggleDone, .rename, .selectAll: .window
        default: .application
        }
    }

    var group: Group {
        switch self {
        case .newItem, .edit, .done, .deleteSelected, .undoDelete, .moveUp, .moveDown, .toggleDone, .rename, .selectAll,
            .clearCompleted:
            .list
        case .showShortcuts, .about, .closeWindow, .quit: .general
        }
    }

    /// Whether the action works only on an open list (not on the "cannot open" page).
    var needsList: Bool { group == .list }

    /// The Keyboard Shortcuts window's content: every action with a key, by group, plus the menu key.
    static var shortcutSections: [ShortcutsWindow.Section] {
        let groups = Group.allCases.map { group in
            var shortcuts = allCases.filter { $0.group == group && !$0.shortcuts.isEmpty }
                .map { ShortcutsWindow.Shortcut($0.title, $0.shortcuts[0]) }
            if group == .general {
                shortcuts.insert(ShortcutsWindow.Shortcut(localized("Open the main menu"), "F10"), at: 0)
            }
            return ShortcutsWindow.Group(group.title, shortcuts)
        }
        return [ShortcutsWindow.Section(localized("To-Do"), groups)]
    }
}

// Why this type exists: every command of the window in one place — its action name, its keyboard
// shortcuts and how the Keyboard Shortcuts window lists it — so menus, shortcuts and the shortcuts
// window can never disagree (Loupe's actions enum).
import GtkKit
import Localization

/// The app's and the window's actions. Row actions work on the selected restaurant, which is the
/// focused one (GtkKit's table view keeps them the same row).
enum FoodPinAction: String, CaseIterable {
    case toggleFavorite = "toggle-favorite"
    case share
    case setPhoto = "set-photo"
    case delete
    case undo
    case newRestaurant = "new-restaurant"
    case edit
    case search
    case back
    case restoreSamples = "restore-samples"
    case showShortcuts = "show-help-overlay"
    case about
    case closeWindow = "close"
    case quit

    /// `app.` actions outlive windows; the rest are `win.`.
    var scope: String {
        switch self {
        case .about, .quit: "app"
        default: "win"
        }
    }

    /// The detailed name menus and buttons bind to (`win.delete`).
    var detailedName: String { "\(scope).\(rawValue)" }

    /// Its keys, as GTK accelerator strings. GNOME conventions where there is one (Delete, Ctrl+Z, Ctrl+?, Ctrl+W, Ctrl+Q);
    /// Ctrl+D marks a favourite as it bookmarks a page in Web, and Ctrl+Shift+S shares as
    /// "send to" in several GNOME apps' menus.
    var shortcuts: [String] {
        switch self {
        case .toggleFavorite: ["<Control>d"]
        case .share: ["<Control><Shift>s"]
        case .setPhoto: ["<Control><Shift>p"]
        case .delete: ["Delete", "KP_Delete"]
        case .undo: ["<Control>z"]
        case .newRestaurant: ["<Control>n"]
        case .edit: ["<Control>e"]
        case .search: ["<Control>f"]
        case .back: ["<Alt>Left"]
        case .restoreSamples: []
        case .showShortcuts: ["<Control>question"]
        case .about: []
        case .closeWindow: ["<Control>w"]
        case .quit: ["<Control>q"]
        }
    }

    /// The accelerator menus show beside the action (the first one), or nil.
    var shortcut: String? { shortcuts.first }

    /// The line in the Keyboard Shortcuts window, or nil for actions it does not list.
    var shortcutTitle: String? {
        switch self {
        case .toggleFavorite: localized("Mark or remove favourite")
        case .share: localizedInContext("shortcut", "Share")
        case .setPhoto: localized("Set photo")
        case .delete: localizedInContext("shortcut", "Delete")
        case .undo: localizedInContext("shortcut", "Undo")
        case .newRestaurant: localized("New restaurant")
        case .edit: localized("Edit the restaurant")
        case .search: localizedInContext("shortcut", "Search")
        case .back: localized("Back to the list")
        case .showShortcuts: localized("Keyboard shortcuts")
        case .closeWindow: localized("Close window")
        case .quit: localized("Quit")
        case .restoreSamples, .about: nil
        }
    }

    /// The Keyboard Shortcuts window: row actions first, then the general ones.
    static var shortcutSections: [ShortcutsWindow.Section] {
        func shortcuts(_ actions: [FoodPinAction]) -> [ShortcutsWindow.Shortcut] {
            actions.compactMap { action in
                action.shortcutTitle.map { ShortcutsWindow.Shortcut($0, action.shortcuts[0]) }
            }
        }
        let rows =
            [
                ShortcutsWindow.Shortcut(localized("Show the restaurant’s details"), "Return"),
                ShortcutsWindow.Shortcut(localized("Open the context menu"), "<Shift>F10"),
            ]
            + shortcuts([.newRestaurant, .edit, .toggleFavorite, .share, .setPhoto, .delete, .undo, .search, .back])
        return [
            ShortcutsWindow.Section(
                localized("FoodPin"),
                [
                    ShortcutsWindow.Group(localized("Restaurants"), rows),
                    ShortcutsWindow.Group(
                        localized("General"),
                        [ShortcutsWindow.Shortcut(localized("Open the main menu"), "F10")]
                            + shortcuts([.showShortcuts, .closeWindow, .quit])),
                ])
        ]
    }
}

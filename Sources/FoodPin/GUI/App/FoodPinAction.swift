// Why this type exists: every command of the app and its window in one place — its action name, its
// keys and where they are caught, its menu title and its line in the Keyboard Shortcuts window — so
// menus, shortcuts and the shortcuts window can never disagree and no key of the window is bound
// outside it (Loupe's actions enum); a dialog's Escape is GtkKit's `Window.closesOnEscape()`. The
// shape — detailed names, where keys are caught, the shortcuts window's sections, installing on a
// window — is GtkKit's `AppAction`, which To-Do's `TodoAction` shares.
import GtkKit
import Localization

/// The app's and the window's actions. Row actions work on the window's current restaurant
/// (`CurrentRestaurant`).
enum FoodPinAction: String, AppAction {
    // In the order the Keyboard Shortcuts window lists them.
    case newRestaurant = "new-restaurant"
    case edit
    case toggleFavorite = "toggle-favorite"
    case share
    case setPhoto = "set-photo"
    /// The review screen (issue 31): rate it with a mood, or clear its rating.
    case rate
    case removePhoto = "remove-photo"
    case delete
    case undo
    case search
    /// The map of every restaurant beside the list, shown or hidden (issue 30).
    case toggleMap = "toggle-map"
    case back
    /// Escape on a narrow window: the details page slides out (the key goes on to others otherwise).
    case closeDetails = "close-details"
    case restoreSamples = "restore-samples"
    case syncNow = "sync-now"
    case preferences
    case showShortcuts = "show-help-overlay"
    case about
    case closeWindow = "close"
    case quit

    /// The groups of the Keyboard Shortcuts window.
    enum Group: AppActionGroup {
        case restaurants
        case general

        var title: String {
            switch self {
            case .restaurants: localized("Restaurants")
            case .general: localized("General")
            }
        }

        /// Keys of the group that are no action's: moving through the list, a row's activation and
        /// menu, the main menu.
        var otherShortcuts: [ShortcutsWindow.Shortcut] {
            switch self {
            case .restaurants:
                [
                    ShortcutsWindow.Shortcut(localized("Previous or next restaurant"), "Up Down"),
                    ShortcutsWindow.Shortcut(localized("First or last restaurant"), "Home End"),
                    ShortcutsWindow.Shortcut(localized("Show the restaurant’s details"), "Return"),
                    ShortcutsWindow.Shortcut(localized("Open the restaurant’s menu"), "<Shift>F10 Menu"),
                ]
            case .general: [ShortcutsWindow.Shortcut(localized("Open the main menu"), "F10")]
            }
        }
    }

    /// `app.` actions outlive windows; the rest are `win.`.
    var scope: AppActionScope {
        switch self {
        case .about, .quit: .app
        default: .win
        }
    }

    /// Its keys, as GTK accelerator strings; the first is shown in menus and the shortcuts window.
    /// GNOME conventions where there is one (Delete, Ctrl+Z, Ctrl+?, Ctrl+W, Ctrl+Q); Ctrl+D marks a
    /// favourite as it bookmarks a page in Web, and Ctrl+Shift+S shares as "send to" in several
    /// GNOME apps' menus.
    var shortcuts: [String] {
        switch self {
        case .newRestaurant: ["<Control>n"]
        case .edit: ["<Control>e"]
        case .toggleFavorite: ["<Control>d"]
        case .share: ["<Control><Shift>s"]
        case .setPhoto: ["<Control><Shift>p"]
        case .rate: ["<Shift><Control>r"]
        case .removePhoto: ["<Control><Shift>Delete"]
        case .delete: ["Delete", "KP_Delete"]
        case .undo: ["<Control>z"]
        case .search: ["<Control>f"]
        case .toggleMap: ["<Control>m"]
        case .back: ["<Alt>Left"]
        case .closeDetails: ["Escape"]
        case .restoreSamples: []
        case .syncNow: ["<Control>r", "F5"]
        case .preferences: ["<Control>comma"]
        case .showShortcuts: ["<Control>question"]
        case .about: []
        case .closeWindow: ["<Control>w"]
        case .quit: ["<Control>q"]
        }
    }

    var keyScope: AppActionKeyScope {
        switch self {
        // Remove Photo leaves Ctrl+Shift+Delete to a text field that has the focus (the search entry).
        case .closeDetails, .removePhoto: .window
        default: .application
        }
    }

    /// Its title in a menu and on a button (GNOME's header capitalisation), or nil for actions no menu
    /// of the app's holds. The favourite's says what it will do to a restaurant that is not one yet;
    /// `menuTitle(for:)` says it for a given restaurant.
    var menuTitle: String? {
        switch self {
        case .toggleFavorite: localized("Mark as Favourite")
        case .share: localized("Share…")
        case .setPhoto: localized("Set Photo…")
        case .rate: localized("Rate…")
        case .removePhoto: localized("Remove Photo")
        case .edit: localized("Edit…")
        case .delete: localized("Delete")
        case .restoreSamples: localized("Restore Sample Restaurants")
        case .syncNow: localized("_Sync Now")
        case .preferences: localized("_Preferences")
        case .showShortcuts: localized("_Keyboard Shortcuts")
        case .about: localized("_About FoodPin")
        default: nil
        }
    }

    /// The line in the Keyboard Shortcuts window, or nil for actions it does not list.
    var shortcutTitle: String? {
        switch self {
        case .toggleFavorite: localized("Mark as favourite, or remove from favourites")
        case .share: localizedInContext("shortcut", "Share")
        case .setPhoto: localized("Set photo")
        case .rate: localized("Rate the restaurant")
        case .removePhoto: localized("Remove photo")
        case .delete: localizedInContext("shortcut", "Delete")
        case .undo: localizedInContext("shortcut", "Undo")
        case .newRestaurant: localized("New restaurant")
        case .edit: localized("Edit the restaurant")
        case .search: localizedInContext("shortcut", "Search")
        case .toggleMap: localized("Show or hide the map")
        case .back: localized("Back to the list")
        case .closeDetails: localized("Close the details page or end the search")
        case .showShortcuts: localized("Keyboard shortcuts")
        case .syncNow: localized("Sync now with the server")
        case .preferences: localizedInContext("shortcut", "Preferences")
        case .closeWindow: localized("Close window")
        case .quit: localized("Quit")
        case .restoreSamples, .about: nil
        }
    }

    var group: Group {
        switch self {
        case .syncNow, .preferences, .showShortcuts, .about, .closeWindow, .quit: .general
        default: .restaurants
        }
    }

    /// The Keyboard Shortcuts window's sections.
    static var shortcutSections: [ShortcutsWindow.Section] { shortcutSections(title: localized("FoodPin")) }
}

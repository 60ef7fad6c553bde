// Why this exists: an app's commands written once, as one enum (Loupe's actions enum), from which its
// window actions, their keys, its menus' items and its Keyboard Shortcuts window are all made — so a
// menu, a key and the shortcuts window can never disagree. FoodPin and To-Do each declare one enum of
// their own words; the shape, the detailed names, the key binding and the shortcuts window's
// sections are this file's, written once for both (issue 28 asked for one shape).

/// Where an app's action lives: `app.` actions outlive windows; `win.` actions are a window's.
public enum AppActionScope: String, Sendable {
    /// An application action (`app.NAME`): it outlives the windows.
    case app
    /// A window's action (`win.NAME`): each window has its own.
    case win
}

/// Where an app action's keys are caught.
public enum AppActionKeyScope: Sendable {
    /// Before any widget (an application accelerator): the key always means this action.
    case application
    /// After the focused widget: the action runs only when nothing inside used the key (Delete and
    /// Escape keep their meaning in an entry), and may decline it so the key goes on to others.
    case window
}

/// A group of the Keyboard Shortcuts window: its title, and the keys it lists that are no action's
/// (moving through a list, opening the main menu).
public protocol AppActionGroup: CaseIterable, Equatable {
    /// The group's title in the Keyboard Shortcuts window.
    var title: String { get }
    /// Keys listed before the group's actions that belong to no action.
    var otherShortcuts: [ShortcutsWindow.Shortcut] { get }
}

/// One enum of an app's commands: each case's action name (its raw value), keys, menu title and line
/// in the Keyboard Shortcuts window.
///
/// - Note: UIKit spreads this over `UIKeyCommand`s, `UIMenu`s and `UIAction`s; GNOME binds keys to
///   named actions, so one table yields all three.
public protocol AppAction: RawRepresentable, CaseIterable, Hashable, Sendable where RawValue == String {
    /// The groups of the Keyboard Shortcuts window.
    associatedtype Group: AppActionGroup

    /// Where the action lives (`app.` or `win.`).
    var scope: AppActionScope { get }
    /// Its keys, as GTK accelerator strings; the first is shown in menus and the shortcuts window.
    var shortcuts: [String] { get }
    /// Where its keys are caught.
    var keyScope: AppActionKeyScope { get }
    /// Its title in a menu, or nil for actions no menu holds.
    var menuTitle: String? { get }
    /// Its line in the Keyboard Shortcuts window, or nil for actions the window does not list.
    var shortcutTitle: String? { get }
    /// Its group in the Keyboard Shortcuts window.
    var group: Group { get }
}

extension AppAction {
    /// The detailed name menus and buttons bind to (`win.delete`).
    ///
    /// - Complexity: O(*n*) in the length of the name.
    public var detailedName: String { "\(scope.rawValue).\(rawValue)" }

    /// The accelerator menus show beside the action (its first key), or nil.
    ///
    /// - Complexity: O(1).
    public var shortcut: String? { shortcuts.first }

    /// The action as an item of a menu: its menu title, bound to its detailed name.
    ///
    /// - Complexity: O(1).
    public var menuItem: Menu.Item { .item(menuTitle ?? "", action: detailedName) }

    /// The Keyboard Shortcuts window's one section, titled `title`: each group's other keys first,
    /// then its actions that have a key and a line, in the enum's order.
    ///
    /// - Complexity: O(*g* × *n*) for *g* groups and *n* actions.
    public static func shortcutSections(title: String) -> [ShortcutsWindow.Section] {
        let groups = Group.allCases.map { group in
            let lines = allCases.filter { $0.group == group }.compactMap { action -> ShortcutsWindow.Shortcut? in
                guard let line = action.shortcutTitle, let key = action.shortcut else { return nil }
                return ShortcutsWindow.Shortcut(line, key)
            }
            return ShortcutsWindow.Group(group.title, group.otherShortcuts + lines)
        }
        return [ShortcutsWindow.Section(title, groups)]
    }
}

extension Window {
    /// Adds every `win.` action of `Command` to this window, running `perform`, and binds its keys
    /// where its `keyScope` says: application accelerators on `application`, window shortcuts here
    /// (where `perform` returning false lets the key go on). Returns the window's actions, to enable
    /// and disable. `app.` actions are the application's to add.
    ///
    /// - Complexity: O(*n*) in the number of actions and keys.
    @discardableResult
    public func installActions<Command: AppAction>(
        _: Command.Type, application: Application, perform: @escaping @MainActor (Command) -> Bool
    ) -> [Command: Action] {
        var installed: [Command: Action] = [:]
        for action in Command.allCases where action.scope == .win {
            installed[action] = addAction(action.rawValue) { _ = perform(action) }
            switch action.keyScope {
            case .application:
                application.setShortcuts(action.shortcuts, forAction: action.detailedName)
            case .window:
                for key in action.shortcuts { addShortcut(key) { perform(action) } }
            }
        }
        return installed
    }
}

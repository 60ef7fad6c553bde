import Console
import FoodPinModel
import Foundation
import GtkKit
import Localization

/// The application: one window on one database, the window's actions and keys, About and Keyboard
/// Shortcuts.
///
/// Why it exists: `Launch` stays a function, the window stays a layout, and the list controller knows
/// nothing of menus or the application; this type wires the three together.
@MainActor
final class TodoApp {
    static let id = "io.github.foodpin.Todo"

    private let application: Application
    private let databasePath: String?
    private var window: TodoWindow?
    /// The list's controller; nil on the "cannot open" page (the actions that need it follow it).
    private var controller: TodoListController? {
        didSet { updateActionAvailability() }
    }
    private var sync: TodoSync?
    private var shortcutsWindow: ShortcutsWindow?
    private var damageWatch: ObservationToken?
    private var replacementWatch: ObservationToken?
    /// The window's actions, to enable and disable.
    private var actions: [TodoAction: Action] = [:]

    init(databasePath: String?, unique: Bool) {
        self.databasePath = databasePath
        application = Application(id: Self.id, unique: unique)
        application.onActivate { [weak self] in self?.activate() }
        // The desktop file's New To-Do, as an application action of the same name: a second
        // `todo --new-todo` forwards it to the running window.
        application.addAction(Self.newTodoAction) { [weak self] in
            self?.activate()
            self?.focusComposer()
        }
    }

    /// The desktop file's action (`[Desktop Action new-todo]`).
    static let newTodoAction = "new-todo"

    /// Runs the app; `newTodo` opens its window (or the running one) ready to type a new to-do.
    func run(newTodo: Bool = false) -> Int32 {
        if newTodo, application.registerIsRemote() {
            application.activateAction(Self.newTodoAction)
            return 0
        }
        return application.run()
    }

    /// The field for a new to-do takes the keyboard (the window's first state, and New To-Do's).
    private func focusComposer() {
        if let window, controller != nil { window.composer.entry.grabFocus() }
    }

    private func activate() {
        if let window { return window.present() }
        addSourceIcons()
        let window = TodoWindow(application: application)
        // The size the user left it at, kept in $XDG_STATE_HOME/foodpin (WindowState says why a file).
        _ = WindowState(window: window, file: WindowState.file(folder: "foodpin", name: "todo-window.ini"))
        self.window = window
        do {
            let list = try TodoList(path: databasePath)
            let controller = TodoListController(list: list, window: window)
            self.controller = controller
            sync = TodoSync(list: list, window: window)
            watchHealth(of: list, in: window)
            BenchProbe.start(controller) { [weak window] in window?.close() }
        } catch {
            Console.writeError("todo: \(Console.displayed(String(describing: error)))\n")
            window.showUnavailable(error)
        }
        installActions(on: window)
        window.present()
        focusComposer()
    }

    /// A file found damaged — by the check run now, off the main thread, or by any later read — takes
    /// the list away: nothing more is written to it, and the window says why.
    private func watchHealth(of list: TodoList, in window: TodoWindow) {
        let path = list.path
        damageWatch = list.observeDamageOnMain { [weak self, weak window] in
            guard let window else { return }
            self?.listDidGoAway(StoreError.damaged(path: path), in: window)
        }
        // Another file renamed over the database, or the file deleted: the list has let go of it.
        replacementWatch = list.observeReplacementOnMain { [weak self, weak window] problem in
            guard let window else { return }
            self?.listDidGoAway(problem, in: window)
        }
        list.checkIntegrityInBackground()
    }

    /// The list can no longer be used: sync stops, the window says why, and the actions that need the
    /// list are disabled with it.
    private func listDidGoAway(_ problem: Error, in window: TodoWindow) {
        sync?.stop()
        sync = nil
        controller = nil
        window.showUnavailable(problem)
    }

    // MARK: - Actions

    private func installActions(on window: TodoWindow) {
        actions = window.installActions(TodoAction.self, application: application) { [weak self] in
            self?.perform($0) ?? false
        }
        window.onClearCompletedEnabled = { [weak self] _ in self?.updateActionAvailability() }
        updateActionAvailability()
    }

    /// Enables what can run now: the list's actions (and sync's) only on an open list, Clear
    /// Completed only when something is completed.
    private func updateActionAvailability() {
        for (action, gAction) in actions {
            gAction.isEnabled = !action.needsList || controller != nil
        }
        actions[.clearCompleted]?.isEnabled = controller != nil && window?.clearCompletedEnabled == true
    }

    /// Runs `action`; false when it did not apply (so a window-scoped key goes on to others).
    private func perform(_ action: TodoAction) -> Bool {
        switch action {
        case .showShortcuts: showShortcuts()
        case .about: showAbout()
        case .syncNow:
            guard let sync else { return false }
            sync.controller.syncNow()
        case .preferences:
            guard let sync else { return false }
            sync.controller.presentPreferences(over: window)
        case .closeWindow: window?.close()
        case .quit: application.quit()
        default:
            guard let controller else { return false }
            switch action {
            case .newItem: controller.focusEntry()
            case .edit:
                controller.mode == .edit ? controller.setMode(.insert) : controller.setMode(.edit, focusDone: true)
            case .done:
                guard controller.mode == .edit else { return false }
                controller.setMode(.insert)
            case .deleteSelected: return controller.deleteSelected()
            case .undoDelete:
                guard !controller.selection.entryHasKeys else { return false }
                return controller.undo.undo()
            case .moveUp: return controller.moveSelected(by: -1)
            case .moveDown: return controller.moveSelected(by: 1)
            case .toggleDone: return controller.toggleSelected()
            case .rename: return controller.renameSelected()
            case .selectAll: return controller.selectAll()
            case .clearCompleted: controller.clearCompleted()
            default: return false
            }
        }
        return true
    }

    private func showAbout() {
        let about = AboutWindow(
            parent: window, applicationName: localized("To-Do"), applicationIcon: Self.id,
            version: FoodPinRelease.version, developerName: localized("The FoodPin developers"),
            website: "https://github.com/foodpin/foodpin",
            copyright: localized("© 2026 The FoodPin developers"), license: .mitX11)
        about.comments = localized(
            "A to-do list with an edit mode, swipe to delete and undo. It shares its data with FoodPin and the todo command."
        )
        about.translatorCredits = Localization.translatorCredits
        about.present()
    }

    private func showShortcuts() {
        if shortcutsWindow == nil {
            shortcutsWindow = try? ShortcutsWindow(
                title: localized("Keyboard Shortcuts"), sections: TodoAction.shortcutSections, parent: window)
        }
        shortcutsWindow?.present()
    }

    /// Lets GTK find the app icon (About, the empty state) in a source checkout before `make install`,
    /// and GtkKit's own icons.
    private func addSourceIcons() {
        IconTheme.addGtkKitIcons()
        var root = URL(fileURLWithPath: #filePath)
        for _ in 0..<4 { root.deleteLastPathComponent() }
        let icons = root.appendingPathComponent("data/icons").path
        if FileManager.default.fileExists(atPath: icons + "/hicolor/scalable/apps/\(Self.id).svg") {
            IconTheme.addSearchPath(icons)
        }
    }
}

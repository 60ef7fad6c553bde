// The FoodPin window: seed 000's restaurant list as a GNOME app. The map of its folders is
// FoodPin.swift; this file opens the store (or the problem page when it cannot, or finds it damaged),
// watches its health, opens the new file when another is renamed over it, and holds the app's
// actions (About, Quit, and the launcher's New Restaurant and Search) and accelerators.
//
// Threading rule: everything here runs on the main thread inside the GLib main loop. The store's
// observation delivers on DispatchQueue.main, which GtkKit's MainQueueBridge drains.
import FoodPinModel
import Foundation
import GtkKit
import Localization

/// Runs the FoodPin window on the database at `databasePath` (nil: the default location) and returns
/// the process exit status. `asService`: started by D-Bus, with no window until one is asked for.
/// `launchAction`: a launcher action's Exec line (`--new-restaurant`, `--search`): the window opens in
/// that state — this process's, or the one already running.
func runGraphicalApp(databasePath: String?, asService: Bool = false, launchAction: FoodPinAction? = nil) -> Int32 {
    MainActor.assumeIsolated {
        let launcher = AppLauncher(databasePath: databasePath, asService: asService)
        return launcher.run(launchAction: launchAction)
    }
}

/// Owns the application and its one window.
@MainActor
final class AppLauncher {
    static let applicationID = "io.github.foodpin.FoodPin"
    let databasePath: String?
    let application: Application
    private var windowController: MainWindowController?
    private var store: RestaurantStore?
    private var damageWatch: ObservationToken?
    private var replacementWatch: ObservationToken?
    private var searchProvider: SearchProviderService?
    /// The launcher action this launch was asked for, run once the window is up.
    private var pendingLaunchAction: FoodPinAction?
    /// The desktop file's actions, as application actions of the same names: GNOME Shell activates
    /// them over D-Bus (`DBusActivatable`), a second `foodpin --new-restaurant` forwards them here.
    static let launcherActions: [FoodPinAction] = [.newRestaurant, .search]

    init(databasePath: String?, asService: Bool = false) {
        self.databasePath = databasePath
        // One window per user database: a second `foodpin` joins the first. Explicit databases (tests,
        // --db, FOODPIN_DB) run on their own, except in the one D-Bus starts, which must own the name.
        let explicit = databasePath != nil || !(ProcessInfo.processInfo.environment["FOODPIN_DB"] ?? "").isEmpty
        application = Application(id: Self.applicationID, unique: asService || !explicit)
        if asService { application.runAsService() }
        // GNOME Shell's search, reachable at the app's bus name: only an app that owns it.
        if asService || !explicit {
            // A result chosen in the Shell opens the window on its page; "Search in FoodPin" opens it
            // searching for what was typed.
            let actions = SearchProvider.Actions(
                openRestaurant: { [weak self] id, _ in
                    self?.activate()
                    self?.windowController?.openRestaurant(id)
                },
                openSearch: { [weak self] terms in
                    self?.activate()
                    self?.windowController?.beginSearch(terms.joined(separator: " "))
                },
                noteActivity: { [weak application] in application?.noteActivity() })
            searchProvider = SearchProviderService(
                application: application, databasePath: databasePath, actions: actions)
        }
        application.onActivate { [weak self] in self?.activate() }
        application.addAction(FoodPinAction.about.rawValue) { [weak self] in self?.showAbout() }
        application.addAction(FoodPinAction.quit.rawValue) { [weak self] in self?.application.quit() }
        for action in Self.launcherActions {
            application.addAction(action.rawValue) { [weak self] in
                self?.activate()
                self?.windowController?.perform(action)
            }
        }
        // The app's own accelerators (the window binds its actions' keys as it installs them).
        for action in FoodPinAction.allCases where action.scope == .app && !action.shortcuts.isEmpty {
            application.setShortcuts(action.shortcuts, forAction: action.detailedName)
        }
    }

    /// Runs the app; `launchAction` opens its window in that state (or the running instance's).
    func run(launchAction: FoodPinAction? = nil) -> Int32 {
        if let launchAction {
            // Another FoodPin on this database: it opens the form (or its search), and this one ends.
            if application.registerIsRemote() {
                application.activateAction(launchAction.rawValue)
                return 0
            }
            pendingLaunchAction = launchAction
        }
        return application.run()
    }

    private func activate() {
        if let windowController { return windowController.window.present() }
        IconTheme.addGtkKitIcons()
        AppStyle.install()
        let controller = MainWindowController(application: application)
        windowController = controller
        openStore(in: controller)
        controller.window.present()
        BenchProbe.windowPresented(controller)
        if let action = pendingLaunchAction {
            pendingLaunchAction = nil
            controller.perform(action)
        }
    }

    private func openStore(in controller: MainWindowController) {
        var path = databasePath ?? ""
        do throws(StoreError) {
            path = try DatabaseLocation.resolve(explicitPath: databasePath)
            let store = try RestaurantStore(path: path)
            self.store = store
            controller.showList(of: store)
            watchHealth(of: store, in: controller)
        } catch {
            showProblem(error, path: path, in: controller)
        }
    }

    /// A file found damaged — by the check run now, off the main thread, or by any later read — takes
    /// the list away: nothing more is written to it, and the window says why (never an empty list that
    /// Restore Sample Restaurants would write into).
    private func watchHealth(of store: RestaurantStore, in controller: MainWindowController) {
        let path = store.path
        damageWatch = store.observeDamageOnMain { [weak self, weak controller] in
            guard let self, let controller else { return }
            self.store = nil
            self.showProblem(.damaged(path: path), path: path, in: controller)
        }
        replacementWatch = store.observeReplacementOnMain { [weak self, weak controller] problem in
            guard let self, let controller else { return }
            self.reopen(after: problem, in: controller)
        }
        // The check reads the whole file (half a second of a core at a million restaurants): it
        // starts once the first rows are painted, not against GTK's first frame on two cores.
        if let list = controller.listController {
            list.afterFirstPage { store.checkIntegrityInBackground() }
        } else {
            store.checkIntegrityInBackground()
        }
    }

    /// Another file was renamed over the database (a backup restored, a sync tool's new copy), or it
    /// was deleted: the store has let go of the old file. The list goes; a new file opens in its place
    /// (a deleted one is not made anew: the problem page says what happened).
    private func reopen(after problem: StoreError, in controller: MainWindowController) {
        let path = store?.path ?? databasePath ?? ""
        store = nil
        showProblem(problem, path: path, in: controller)
        guard case .replaced = problem else { return }
        openStore(in: controller)
        if store != nil {
            controller.show(
                Toast(localized("Another program replaced the database: this is its new content"), timeout: 8))
        }
    }

    private func showProblem(
        _ error: StoreError, path: String, note: String? = nil, in controller: MainWindowController
    ) {
        controller.showProblem(path: path, error: error, note: note) { [weak self, weak controller] in
            guard let self, let controller else { return }
            self.moveAside(path, after: error, in: controller)
        }
    }

    private func moveAside(_ path: String, after problem: StoreError, in controller: MainWindowController) {
        do {
            let movedTo = try DatabaseQuarantine.moveAside(path)
            damageWatch = nil
            openStore(in: controller)
            controller.show(
                Toast(
                    localized("The old database is now {file}", ["file": (movedTo as NSString).lastPathComponent]),
                    timeout: 8))
        } catch {
            // On the page, where a long path wraps, not in a toast that cuts it off.
            showProblem(problem, path: path, note: ErrorText.moveAsideFailure(error), in: controller)
        }
    }

    private func showAbout() {
        let about = AboutWindow(
            parent: windowController?.window, applicationName: localized("FoodPin"),
            applicationIcon: Self.applicationID, version: FoodPinRelease.version,
            developerName: localized("The FoodPin developers"),
            website: "https://github.com/foodpin/foodpin", license: .mitX11)
        about.comments = localized("Keep a list of restaurants you love, share them and mark your favourites.")
        about.translatorCredits = Localization.translatorCredits
        about.present()
    }
}

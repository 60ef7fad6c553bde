// The FoodPin window: seed 000's restaurant list as a GNOME app.
//
// Design
//   Launch (this file)   opens the store, or the problem page when it cannot or finds it damaged;
//                        app actions
//   App/                 FoodPinAction: every action's name, shortcuts and shortcuts-window line
//   Window/              MainWindowController: header bar, primary menu, toasts, pages, window actions
//   List/                RestaurantListController (+Loading, +Deliveries, +Commands, +Undo, +RowActions):
//                        store ⇄ table view; one set of row actions for the swipes and the row's
//                        one menu; PendingDeletes: deliveries → snapshot of ids;
//                        RestaurantCache: the restaurants of rows bound lately; PhotoCache: the
//                        rows' thumbnails, decoded off the main thread by GtkKit's ImageLoader
//   Views/               RestaurantCell, EmptyStateView, DatabaseProblemView, AppStyle
//   Support/             file work without UI (PhotoLibrary, DatabaseQuarantine), BenchProbe
//   ../SearchProvider/   GNOME Shell's search over D-Bus, and how D-Bus starts the app (its own note)
//   Controllers talk to the model's RestaurantStore API only: the UI never runs SQL.
//
// Threading rule: everything here runs on the main thread inside the GLib main loop. The store's
// observation delivers on DispatchQueue.main, which GtkKit's MainQueueBridge drains.
import FoodPinModel
import Foundation
import GtkKit
import Localization

/// Runs the FoodPin window on the database at `databasePath` (nil: the default location) and returns
/// the process exit status. `asService`: started by D-Bus, with no window until one is asked for.
func runGraphicalApp(databasePath: String?, asService: Bool = false) -> Int32 {
    MainActor.assumeIsolated {
        let launcher = AppLauncher(databasePath: databasePath, asService: asService)
        return launcher.run()
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
    private var searchProvider: SearchProviderService?

    init(databasePath: String?, asService: Bool = false) {
        self.databasePath = databasePath
        // One window per user database: a second `foodpin` joins the first. Explicit databases (tests,
        // --db, FOODPIN_DB) run on their own, except in the one D-Bus starts, which must own the name.
        let explicit = databasePath != nil || !(ProcessInfo.processInfo.environment["FOODPIN_DB"] ?? "").isEmpty
        application = Application(id: Self.applicationID, unique: asService || !explicit)
        if asService { application.runAsService() }
        // GNOME Shell's search, reachable at the app's bus name: only an app that owns it.
        if asService || !explicit {
            searchProvider = SearchProviderService(application: application, databasePath: databasePath)
        }
        application.onActivate { [weak self] in self?.activate() }
        application.addAction(FoodPinAction.about.rawValue) { [weak self] in self?.showAbout() }
        application.addAction(FoodPinAction.quit.rawValue, shortcuts: FoodPinAction.quit.shortcuts) { [weak self] in
            self?.application.quit()
        }
        for action in FoodPinAction.allCases where action.scope == "win" && !action.shortcuts.isEmpty {
            application.setShortcuts(action.shortcuts, forAction: action.detailedName)
        }
    }

    func run() -> Int32 { application.run() }

    private func activate() {
        if let windowController { return windowController.window.present() }
        IconTheme.addGtkKitIcons()
        AppStyle.install()
        let controller = MainWindowController(application: application)
        windowController = controller
        openStore(in: controller)
        controller.window.present()
        BenchProbe.windowPresented(controller)
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
        // The check reads the whole file (half a second of a core at a million restaurants): it
        // starts once the first rows are painted, not against GTK's first frame on two cores.
        if let list = controller.listController {
            list.afterFirstPage { store.checkIntegrityInBackground() }
        } else {
            store.checkIntegrityInBackground()
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
            showProblem(
                problem, path: path,
                note: localized("Moving it aside failed: {reason}", ["reason": DatabaseQuarantine.reason(error)]),
                in: controller)
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

// Why this type exists: the FoodPin window — a split (`SplitLayout`) of the list pane (header bar with
// New Restaurant, Search, the map toggle and the primary menu; the search bar; a stack of pages: the
// list, its empty state, No Results, the database problem; the sync status line) and the details page
// or the map of every restaurant, under a toast overlay. While a list is shown it runs the window's
// sync (`FoodPinSync`). It owns the
// window's actions (`FoodPinAction`) and routes each to the editor, the details page, the form or
// the search, acting on the window's `CurrentRestaurant`, which the details page, the page's “⋯” menu
// and the actions' availability follow; it draws no rows, touches no store and words no error itself
// (`ErrorText`).
import FoodPinModel
import Foundation
import GtkKit
import Localization

@MainActor
final class MainWindowController: RestaurantListHost, DetailsHost, RestaurantMapHost {
    enum Page: String {
        case list, empty
        case noResults = "no-results"
        case problem
    }

    let window: Window
    private let toastOverlay = ToastOverlay()
    private let header = HeaderBar()
    private let title = WindowTitle(title: localized("FoodPin"))
    private let pages = Stack()
    private let primaryMenu: MenuButton
    private(set) var listController: RestaurantListController?
    private let emptyState = EmptyStateView()
    private let noResults = StatusPage(
        iconName: "edit-find-symbolic", title: localized("No Results"),
        description: localized("No restaurant’s name, type or location holds every word you typed."))
    private var problemView: DatabaseProblemView?
    private var actions: [FoodPinAction: Action] = [:]
    /// What GNOME Shell asked for before the list had loaded (a search over a list still loading
    /// would be overwritten by the load): run once it has.
    private var afterFirstLoad: [@MainActor () -> Void] = []
    let details = DetailsController()
    private let split: SplitLayout
    /// The restaurant the window's actions act on, which the list's selection and the page follow.
    let current = CurrentRestaurant()
    private(set) var search: SearchController?
    private let newButton = Button(iconName: "list-add-symbolic", accessibleLabel: localized("New Restaurant"))
    /// The map of every restaurant, and its toggle in the list's header.
    let mapController = RestaurantMapController()
    private let mapToggle = ToggleButton(iconName: "mark-location-symbolic", accessibleLabel: localized("Show Map"))
    private var syncingMapToggle = false
    /// Sync in this window (the list's store), while a list is shown.
    private(set) var sync: FoodPinSync?
    /// The Edit form open over the window, told of every store delivery (a sync, a terminal).
    private weak var editForm: RestaurantFormController?

    init(application: Application) {
        window = Window(application: application, title: localized("FoodPin"), width: 640, height: 720)
        // The size the user left it at, kept in $XDG_STATE_HOME/foodpin (WindowState says why a file).
        _ = WindowState(window: window, file: WindowState.file(folder: "foodpin", name: "foodpin-window.ini"))
        primaryMenu = MenuButton(
            iconName: "open-menu-symbolic", menu: Self.primaryMenuModel(), accessibleLabel: localized("Main Menu"))
        primaryMenu.isPrimary = true
        split = SplitLayout(
            listHeader: header, details: details.view,
            map: (mapController.page, mapController.header, mapController.backButton))
        header.titleWidget = title
        newButton.actionName = FoodPinAction.newRestaurant.detailedName
        header.packStart(newButton)
        header.packEnd(primaryMenu)
        header.packEnd(mapToggle)
        mapToggle.isSensitive = false
        mapToggle.onToggled { [weak self] in
            guard let self, !self.syncingMapToggle else { return }
            self.setMapShown(self.mapToggle.isActive)
        }
        mapController.host = self

        split.listPane.append(header)
        split.listPane.append(pages)
        pages.vexpand = true
        pages.addNamed(emptyState.page, name: Page.empty.rawValue)
        pages.addNamed(noResults, name: Page.noResults.rawValue)
        details.host = self
        toastOverlay.child = split.leaflet
        window.content = toastOverlay
        current.observe { [weak self] in self?.currentDidChange($0) }
        installActions(application: application)
    }

    private static func primaryMenuModel() -> Menu {
        Menu([
            .section(nil, [FoodPinAction.restoreSamples, .syncNow].map(\.menuItem)),
            .section(nil, [FoodPinAction.preferences, .showShortcuts, .about].map(\.menuItem)),
        ])
    }

    // MARK: - Pages

    /// Shows the list of `store`.
    func showList(of store: RestaurantStore) {
        let controller = RestaurantListController(store: store, host: self)
        listController = controller
        current.list = controller
        mapController.store = store
        window.onCloseRequest { [weak controller] in
            controller?.editor.commitPendingChanges(); return false
        }
        installSearch(for: controller)
        let listPage = controller.tableView
        listPage.addCSSClass("restaurant-list-page")
        pages.addNamed(listPage, name: Page.list.rawValue)
        if let problemView {
            pages.remove(problemView.page)
            self.problemView = nil
        }
        // The list page shows (still empty) while the first load runs; then the empty state if need be.
        pages.setVisibleChild(name: Page.list.rawValue, animated: false)
        stopSync()
        sync = FoodPinSync(store: store) { [split] line in split.listPane.append(line) }
        updateActionAvailability()
    }

    /// Shows why the database at `path` cannot be used, in place of the list if one was shown (a file
    /// found damaged after the window opened), with `note` below the reason.
    func showProblem(path: String, error: StoreError, note: String? = nil, onMoveAside: @escaping @MainActor () -> Void)
    {
        if let listController {
            pages.remove(listController.tableView)
            self.listController = nil
            current.list = nil
            current.select(nil)
        }
        stopSync()
        let reason = ErrorText.problem(error, path: path) + (note.map { "\n\n" + $0 } ?? "")
        let view = DatabaseProblemView(
            path: path, reason: reason, moveAside: DatabaseQuarantine.offer(after: error, at: path),
            onMoveAside: onMoveAside)
        if let problemView { pages.remove(problemView.page) }
        problemView = view
        pages.addNamed(view.page, name: Page.problem.rawValue)
        pages.setVisibleChild(name: Page.problem.rawValue, animated: false)
        title.subtitle = ""
        split.showsDetailsPane = false
        updateActionAvailability()
    }

    // MARK: - RestaurantListHost

    func show(_ toast: Toast) { toastOverlay.add(toast) }

    func listDidChange(isEmpty: Bool) {
        guard listController?.isLoaded ?? true else { return }
        let pending = afterFirstLoad
        afterFirstLoad = []
        pending.forEach { $0() }
        let count = listController?.count ?? 0
        // Translators: the window's subtitle: how many restaurants the list holds.
        let subtitle = localizedPlural(one: "{count} restaurant", other: "{count} restaurants", count: count)
        title.subtitle = count == 0 ? "" : subtitle
        let page = !isEmpty ? Page.list : search?.isFiltering == true ? Page.noResults : Page.empty
        if pages.visibleChildName != page.rawValue, problemView == nil {
            pages.setVisibleChild(name: page.rawValue, animated: true)
        }
        filterMap()
        // No restaurant at all: one pane, the empty state, and no “No Restaurant Selected” beside it.
        split.showsDetailsPane = problemView == nil && (page != .empty)
        updateActionAvailability()
    }

    func showDetails(_ id: UUID) {
        details.open(id)
        mapController.select(id)
        syncMapToggle()
        updateActionAvailability()
    }

    func storeDidDeliver() {
        details.refresh()
        mapController.storeDidChange()
        editForm?.storeDidChange()
    }

    // MARK: - The map

    /// Shows the map of every restaurant beside the list (over it when narrow), or hides it.
    func setMapShown(_ shown: Bool) {
        guard listController != nil else { return syncMapToggle() }
        if shown {
            mapController.select(current.id)
            mapController.willAppear()
            split.showMap()
            mapController.map.grabFocus()
        } else {
            split.hideMap()
        }
        syncMapToggle()
    }

    /// Shows the map centred on `id` at `coordinate` (the details page's small map, activated).
    func showOnMap(_ id: UUID, at coordinate: Coordinate) {
        mapController.focus(on: id, at: coordinate)
        setMapShown(true)
    }

    private func syncMapToggle() {
        syncingMapToggle = true
        mapToggle.isActive = split.showsMap
        syncingMapToggle = false
    }

    /// The map shows what the list shows: while a search narrows the list, its rows' ids.
    private func filterMap() {
        guard let list = listController else { return }
        mapController.show(only: search?.isFiltering == true ? Set(list.shownSnapshot.itemIdentifiers) : nil)
    }

    /// A marker was activated: its restaurant becomes current (its row selected) and its page opens.
    func mapDidActivate(_ id: UUID) {
        current.select(id)
        showDetails(id)
    }

    func mapDidClose() { setMapShown(false) }

    // MARK: - The current restaurant

    /// The current restaurant changed: the page shows it, the actions are enabled for it. One deleted
    /// in another process while the user looked at it is announced, and a narrow window's page, which
    /// showed it, slides out.
    private func currentDidChange(_ change: CurrentRestaurantChange) {
        let pageIsSeen = !split.isFolded || split.showsDetails
        if change == .deletedElsewhere, pageIsSeen, let name = details.shownName {
            show(Toast(localized("“{name}” was deleted elsewhere", ["name": name]), timeout: 5))
            if split.isFolded { details.goBack() }
        }
        details.display(current.id)
        mapController.select(current.id)  // the map rings the restaurant the window acts on
        updateActionAvailability()
    }

    // MARK: - RestaurantActionHost

    /// A menu item of `id`'s row: the row is current (opening its menu made it so), and the action
    /// runs as from the window's keys.
    func perform(_ action: FoodPinAction, on id: UUID) {
        if current.id != id { current.select(id) }
        perform(action)
    }

    func restaurantDidChange(_ id: UUID) {
        if details.restaurantID == id { details.refresh() }
    }

    // MARK: - DetailsHost

    var detailsSource: DetailsDataSource? { listController }

    var navigation: DetailsNavigation { split }

    // MARK: - Actions

    private func installActions(application: Application) {
        actions = window.installActions(FoodPinAction.self, application: application) { [weak self] in
            self?.perform($0) ?? false
        }
    }

    private func updateActionAvailability() {
        let hasTarget = current.id != nil
        for action in [FoodPinAction.toggleFavorite, .share, .setPhoto, .removePhoto, .rate, .delete, .edit] {
            actions[action]?.isEnabled = hasTarget
        }
        actions[.newRestaurant]?.isEnabled = listController != nil
        actions[.search]?.isEnabled = listController != nil
        actions[.restoreSamples]?.isEnabled = listController != nil
        actions[.undo]?.isEnabled = listController != nil
        actions[.toggleMap]?.isEnabled = listController != nil
        mapToggle.isSensitive = listController != nil
        actions[.syncNow]?.isEnabled = sync != nil
    }

    /// Runs `action`; false when it does not apply (a window-scoped key then goes on to others).
    @discardableResult
    func perform(_ action: FoodPinAction) -> Bool {
        let editor = listController?.editor
        let target = current.id
        switch action {
        case .toggleFavorite: if let target { editor?.toggleFavorite(target) }
        case .share: if let target { editor?.share(target, from: details.isActive ? details.view.header : nil) }
        case .setPhoto: if let target { editor?.choosePhoto(for: target) }
        case .removePhoto: if let target { editor?.removePhoto(of: target) }
        case .rate: if let target { editor?.review(target) }
        case .delete:
            if details.isActive { details.deleteShown() } else if let target { editor?.delete(target) }
        case .edit: if let target { edit(target) }
        case .newRestaurant: newRestaurant()
        case .search:
            // Searching is the list's: a narrow window's map makes way for it.
            if split.isFolded, split.showsMap { setMapShown(false) }
            search?.begin()
        case .toggleMap: setMapShown(!split.showsMap)
        case .preferences: PreferencesController.present(over: window, settings: .shared, sync: sync?.controller)
        case .back: if details.isActive { details.goBack() }
        case .closeDetails:
            guard split.isFolded, details.isActive else { return false }
            details.goBack()
        case .undo: editor?.undoLastChanges()
        case .restoreSamples: editor?.restoreSamples()
        case .syncNow:
            guard let sync else { return false }
            sync.controller.syncNow()
        case .showShortcuts: showShortcuts()
        case .closeWindow: window.close()
        case .about, .quit: return false  // application actions
        }
        return true
    }

    private func stopSync() {
        guard let sync else { return }
        sync.stop()
        split.listPane.remove(sync.controller.statusBar.view)
        self.sync = nil
    }

    private func showShortcuts() {
        do {
            try ShortcutsWindow(
                title: localized("Keyboard Shortcuts"), sections: FoodPinAction.shortcutSections, parent: window
            ).present()
        } catch {
            show(Toast("\(error)", timeout: 5))
        }
    }
}

// MARK: - The form and search

extension MainWindowController {
    /// The form for a new restaurant; Add slides its row in, selected.
    func newRestaurant() {
        guard let editor = listController?.editor else { return }
        RestaurantFormController(editing: nil, parent: window) { restaurant in
            try editor.add(restaurant)
        }.present()
    }

    /// The form filled with the restaurant `id`; Save rebinds its row and its page in place.
    func edit(_ id: UUID) {
        guard let list = listController, let restaurant = list.restaurant(id) else { return }
        let form = RestaurantFormController(
            editing: restaurant, parent: window, latest: { [weak list] in try list?.storedRestaurant(id) }
        ) {
            [weak self] edited in
            try self?.save(edited)
        }
        editForm = form
        form.present()
    }

    /// The Edit form's Save: stores `edited`, rebinds its row in place and refreshes its page. The
    /// bench's `form-save` times this call.
    /// - Throws: the store's refusal, with nothing changed.
    func save(_ edited: Restaurant) throws {
        try listController?.editor.save(edited)
        details.refresh()
    }

    /// GNOME Shell's chosen result: the restaurant `id` becomes the selected row and its page shows
    /// (sliding in on a narrow window). Nothing when it is not in the list (deleted meanwhile).
    func openRestaurant(_ id: UUID) {
        guard let list = listController else { return }
        guard list.isLoaded else { return afterFirstLoad.append { [weak self] in self?.openRestaurant(id) } }
        guard list.restaurant(id) != nil else { return }
        current.select(id)
        showDetails(id)
    }

    /// GNOME Shell's "Search in FoodPin": the search bar open with `text` in it, the list narrowed.
    func beginSearch(_ text: String) {
        guard let list = listController else { return }
        guard list.isLoaded else { return afterFirstLoad.append { [weak self] in self?.beginSearch(text) } }
        search?.begin(with: text)
    }

    fileprivate func installSearch(for list: RestaurantListController) {
        if let search {
            split.listPane.remove(search.bar)
            header.remove(search.toggle)
        }
        let search = SearchController(databasePath: list.databasePath)
        search.list = list
        search.onResults = { [weak self, weak list] in
            guard let list else { return }
            self?.listDidChange(isEmpty: list.isEmpty)
        }
        pages.onTransitionFinished { [weak search] in search?.pagesDidSettle() }
        search.bar.setKeyCaptureWidget(window)
        header.packEnd(search.toggle)
        split.listPane.remove(pages)
        split.listPane.append(search.bar)
        split.listPane.append(pages)
        self.search = search
    }
}

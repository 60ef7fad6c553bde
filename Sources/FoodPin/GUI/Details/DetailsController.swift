// DetailsController: the seed's RestaurantDetailViewController — the details page, and what its
// buttons do. The page shows the window's current restaurant (`CurrentRestaurant`: the window calls
// `display` whenever it changes), beside the list on a wide window and, on a narrow one, once a row is
// activated (`open` slides it in). The editor does the work (favourite, share, delete, all with their
// undo: `RestaurantCommands`); this controller keeps the page true to the store (a change made in a
// terminal shows within a second) and asks the window's split (`DetailsNavigation`) to slide the page
// in and out. It reads the list through `DetailsDataSource` only.
//
// Threading rule: main thread only.
import FoodPinModel
import Foundation
import GtkKit
import Localization

/// What the details page reads and asks of the list it shows a row of (the list controller).
@MainActor
protocol DetailsDataSource: AnyObject {
    /// The row's restaurant (cached, else read).
    func restaurant(_ id: UUID) -> Restaurant?
    /// The stored restaurant, read now; nil when it is no longer stored.
    func storedRestaurant(_ id: UUID) throws -> Restaurant?
    /// The verbs the page's buttons use.
    var commands: RestaurantCommands { get }
    /// Gives the keyboard focus back to the selected row.
    func focusSelectedRow()
    func report(_ error: Error)
}

/// How the details page comes and goes in the window (the window's split of list and page).
@MainActor
protocol DetailsNavigation: AnyObject {
    /// Whether the window is too narrow for both: the page then covers the list.
    var isFolded: Bool { get }
    /// Whether the page is the one a folded window shows.
    var showsDetails: Bool { get }
    /// Shows the page (slides it in when folded).
    func showDetails()
    /// Shows the list (slides the page out when folded).
    func showList()
    /// Runs `body` once the slide in progress is over.
    func afterTransition(_ body: @escaping @MainActor () -> Void)
}

/// What the details page needs from the window.
@MainActor
protocol DetailsHost: AnyObject {
    /// The list the page shows rows of; nil while there is none (the problem page).
    var detailsSource: DetailsDataSource? { get }
    var navigation: DetailsNavigation { get }
    func show(_ toast: Toast)
    func edit(_ id: UUID)
    /// Shows the map of every restaurant on `id`, at `coordinate`.
    func showOnMap(_ id: UUID, at coordinate: Coordinate)
}

@MainActor
final class DetailsController {
    let view = RestaurantDetailsView()
    weak var host: DetailsHost?
    /// The restaurant shown, or nil (the placeholder).
    private(set) var restaurantID: UUID?
    private var shown: Restaurant?

    init() {
        view.onRequest = { [weak self] in self?.handle($0) }
    }

    /// The name of the restaurant shown, if any (for the toast when it is deleted elsewhere).
    var shownName: String? { shown?.name }

    /// Whether the page is what the user looks at: the only page of a folded window, or the one
    /// holding the focus of a wide one. Window actions then act on its restaurant.
    var isActive: Bool {
        guard restaurantID != nil, let host else { return false }
        return host.navigation.isFolded ? host.navigation.showsDetails : view.page.containsFocus
    }

    /// Shows the restaurant `id` (nil: the placeholder), the window's current restaurant, without
    /// moving the page: beside the list it is seen at once; on a narrow window when a row is opened.
    /// - Complexity: O(log n): one read by id when it is not cached.
    func display(_ id: UUID?) {
        guard let id, let restaurant = host?.detailsSource?.restaurant(id) else {
            restaurantID = nil
            shown = nil
            view.show(nil)
            view.moreButton.menu = RestaurantMenu.windowMenu(for: nil)
            return
        }
        restaurantID = id
        display(restaurant)
    }

    /// Shows the restaurant `id` and slides the page in when the window is narrow (a row activated).
    func open(_ id: UUID) {
        if restaurantID != id { display(id) }
        guard restaurantID == id, let navigation = host?.navigation else { return }
        guard navigation.isFolded else { return navigation.showDetails() }
        // A folded leaflet moves the focus onto the page it shows. Taking the focus out of the list
        // pane makes GTK 4.8 restyle the rows it keeps (15–25 ms at 100k on this machine), in the
        // frame that starts the slide: so the page slides in with the focus kept out of it, and the
        // focus moves onto its back button once the slide is over, unless the user went back meanwhile.
        view.page.allowsFocus = false
        navigation.showDetails()
        navigation.afterTransition { [weak self, weak navigation] in
            guard let self else { return }
            self.view.page.allowsFocus = true
            guard self.restaurantID == id, navigation?.showsDetails == true else { return }
            _ = self.view.backButton.grabFocus()
        }
    }

    /// Back to the list (Alt+Left, Escape, the back button); the page forgets its restaurant once the
    /// slide is over, when the window is narrow.
    func goBack() {
        guard let host else { return }
        host.navigation.showList()
        host.detailsSource?.focusSelectedRow()
    }

    /// Delete on the page: the page slides out, then the list's delete runs as from the row (its
    /// toast offers Undo); the row that takes its place becomes current, and the page shows it.
    func deleteShown() {
        guard let id = restaurantID, let list = host?.detailsSource else { return }
        goBack()
        list.commands.delete(id)
    }

    /// The store changed (here or in another process): shows the stored restaurant again. (One
    /// deleted elsewhere is no longer current by then: the window shows the row that took its place.)
    /// - Complexity: O(log n), one read by id.
    func refresh() {
        guard let id = restaurantID, let list = host?.detailsSource else { return }
        do {
            if let restaurant = try list.storedRestaurant(id), restaurant != shown { display(restaurant) }
        } catch {
            list.report(error)
        }
    }

    private func display(_ restaurant: Restaurant) {
        let old = shown
        shown = restaurant
        view.show(restaurant)
        // The “⋯” menu says what it will do to this restaurant (Remove from Favourites, Remove Photo).
        if old?.id != restaurant.id || old?.isFavorite != restaurant.isFavorite
            || (old?.image == nil) != (restaurant.image == nil)
        {
            view.moreButton.menu = RestaurantMenu.windowMenu(for: restaurant)
        }
    }

    private func handle(_ request: RestaurantDetailsView.Request) {
        guard let id = restaurantID, let list = host?.detailsSource else {
            if request == .back { goBack() }
            return
        }
        switch request {
        case .back: goBack()
        case .toggleFavorite:
            list.commands.toggleFavorite(id)
            refresh()
        case .rate: list.commands.review(id)
        case .share: list.commands.share(id, from: view.header)
        case .edit: host?.edit(id)
        case .delete: deleteShown()
        case .copyPhone:
            guard let phone = shown?.phone, !phone.isEmpty else { return }
            view.page.copyToClipboard(phone)
            host?.show(Toast(localized("Phone number copied"), timeout: 3))
        case .showOnMap:
            guard let coordinate = shown?.coordinate else { return }
            host?.showOnMap(id, at: coordinate)
        }
    }
}

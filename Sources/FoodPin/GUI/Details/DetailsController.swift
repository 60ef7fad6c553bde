// DetailsController: the seed's RestaurantDetailViewController — which restaurant the details page
// shows, and what its buttons do. The list controller does the work (favourite, share, delete, all
// with their undo); this controller picks the restaurant, keeps the page true to the store (a change
// made in a terminal shows within a second; a delete made elsewhere closes the page with a toast) and
// slides the page in and out of the window's leaflet.
//
// Threading rule: main thread only.
import FoodPinModel
import Foundation
import GtkKit
import Localization

/// What the details page needs from the window.
@MainActor
protocol DetailsHost: AnyObject {
    var listController: RestaurantListController? { get }
    var leaflet: Leaflet { get }
    var listPane: Box { get }
    func show(_ toast: Toast)
    func edit(_ id: UUID)
}

@MainActor
final class DetailsController {
    let view: RestaurantDetailsView
    weak var host: DetailsHost?
    /// The restaurant shown, or nil (the placeholder).
    private(set) var restaurantID: UUID?
    private var shown: Restaurant?

    init(menu: Menu) {
        view = RestaurantDetailsView(menu: menu)
        view.onRequest = { [weak self] in self?.handle($0) }
    }

    /// Whether the page is what the user looks at: the only page of a folded window, or the one
    /// holding the focus of a wide one. Window actions then act on its restaurant.
    var isActive: Bool {
        guard restaurantID != nil, let host else { return false }
        return host.leaflet.isFolded ? host.leaflet.visibleChild === view.page : view.page.containsFocus
    }

    /// Shows the restaurant `id` and slides the page in when the window is narrow.
    /// - Complexity: O(log n): one read by id when it is not cached.
    func show(_ id: UUID) {
        guard let restaurant = host?.listController?.restaurant(id) else { return }
        restaurantID = id
        display(restaurant)
        guard let leaflet = host?.leaflet else { return }
        guard leaflet.isFolded else { return leaflet.show(view.page) }
        // A folded leaflet moves the focus onto the page it shows. Taking the focus out of the list
        // pane makes GTK 4.8 restyle the rows it keeps (15–25 ms at 100k on this machine), in the
        // frame that starts the slide: so the page slides in with the focus kept out of it, and the
        // focus moves onto its back button once the slide is over, unless the user went back meanwhile.
        view.page.allowsFocus = false
        leaflet.show(view.page)
        leaflet.afterTransition { [weak self] in
            guard let self else { return }
            self.view.page.allowsFocus = true
            guard self.restaurantID == id, leaflet.visibleChild === self.view.page else { return }
            _ = self.view.backButton.grabFocus()
        }
    }

    /// Back to the list (Alt+Left, Escape, the back button); the page forgets its restaurant once the
    /// slide is over, when the window is narrow.
    func goBack() {
        guard let host else { return }
        host.leaflet.show(host.listPane)
        host.listController?.focusSelectedRow()
    }

    /// Delete on the page: the page slides out, then the list's delete runs as from the row (its
    /// toast offers Undo).
    func deleteShown() {
        guard let id = restaurantID, let list = host?.listController else { return }
        restaurantID = nil
        goBack()
        list.editor.delete(id)
        forgetShown(after: 0.3)
    }

    /// The store changed (here or in another process): shows the stored restaurant again, or closes
    /// the page with a toast when it was deleted elsewhere.
    /// - Complexity: O(log n), one read by id.
    func refresh() {
        guard let id = restaurantID, let list = host?.listController else { return }
        do {
            if let restaurant = try list.store.restaurant(id: id) {
                if restaurant != shown { display(restaurant) }
            } else {
                host?.show(Toast(localized("“{name}” was deleted elsewhere", ["name": shown?.name ?? ""]), timeout: 5))
                restaurantID = nil
                goBack()
                forgetShown(after: 0)
            }
        } catch {
            list.report(error)
        }
    }

    private func display(_ restaurant: Restaurant) {
        shown = restaurant
        view.show(restaurant)
    }

    /// Shows the placeholder once the page has slid out (`delay` seconds), unless a restaurant was
    /// shown again meanwhile.
    private func forgetShown(after delay: Double) {
        let forget: @MainActor () -> Void = { [weak self] in
            guard let self, self.restaurantID == nil else { return }
            self.shown = nil
            self.view.show(nil)
        }
        guard delay > 0 else { return forget() }
        DispatchQueue.main.asyncAfter(deadline: .now() + delay) { MainActor.assumeIsolated { forget() } }
    }

    private func handle(_ request: RestaurantDetailsView.Request) {
        guard let id = restaurantID, let list = host?.listController else {
            if request == .back { goBack() }
            return
        }
        switch request {
        case .back: goBack()
        case .toggleFavorite:
            list.editor.toggleFavorite(id)
            refresh()
        case .share: list.editor.share(id, from: view.header)
        case .edit: host?.edit(id)
        case .delete: deleteShown()
        case .copyPhone:
            guard let phone = shown?.phone, !phone.isEmpty else { return }
            view.page.copyToClipboard(phone)
            host?.show(Toast(localized("Phone number copied"), timeout: 3))
        }
    }
}

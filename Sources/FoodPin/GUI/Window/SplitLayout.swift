// Why this type exists: FoodPin's window is UIKit's split view as GNOME's AdwLeaflet — the list pane
// and the details page side by side on a wide window (wider than about 740 px), the page over the
// list with a back button on a narrow one. This owns that arrangement: which pane shows, which
// header carries the window buttons, the back button. The details page asks it to come and go
// (`DetailsNavigation`) and never holds the leaflet. A page that sits beside the list — the map of
// every restaurant (issue 30) — is one more pane here.
//
// Threading rule: main thread only.
import GtkKit

@MainActor
final class SplitLayout: DetailsNavigation {
    /// The window's content below its toasts.
    let leaflet = Leaflet()
    /// The list side: its header, the search bar, its pages.
    let listPane = Box(.vertical)
    private let listHeader: HeaderBar
    private let details: RestaurantDetailsView

    init(listHeader: HeaderBar, details: RestaurantDetailsView) {
        self.listHeader = listHeader
        self.details = details
        listPane.setSizeRequest(width: 340)
        details.page.setSizeRequest(width: 380)
        details.page.hexpand = true
        leaflet.append(listPane)
        leaflet.append(Separator(.vertical), navigatable: false)
        leaflet.append(details.page)
        leaflet.onFoldedChanged { [weak self] in self?.foldedChanged() }
        foldedChanged()
    }

    /// Side by side: one pair of window buttons, at the far ends; folded: each page has its own, and
    /// the details page a back button.
    private func foldedChanged() {
        let folded = leaflet.isFolded
        listHeader.showsEndTitleButtons = folded
        details.header.showsStartTitleButtons = folded
        details.backButton.isVisible = folded
    }

    // MARK: - DetailsNavigation

    var isFolded: Bool { leaflet.isFolded }

    var showsDetails: Bool { leaflet.visibleChild === details.page }

    func showDetails() { leaflet.show(details.page) }

    func showList() { leaflet.show(listPane) }

    func afterTransition(_ body: @escaping @MainActor () -> Void) { leaflet.afterTransition(body) }
}

// Why this type exists: FoodPin's window is UIKit's split view as GNOME's AdwLeaflet — the list pane
// and the details page side by side on a wide window (wider than about 740 px), the page over the
// list with a back button on a narrow one. This owns that arrangement: which pane shows, which
// header carries the window buttons, the back button. The details page asks it to come and go
// (`DetailsNavigation`) and never holds the leaflet. A page that sits beside the list — the map of
// every restaurant (issue 30) — is one more pane here.
// Side by side, the list is 360 px wide whatever the rows or the page hold (it moved by 14–18 px
// from one restaurant to the next); with no restaurant at all the list's empty state is the only
// pane (`showsDetailsPane`), not a “No Restaurant Selected” beside it.
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
    private let separator = Separator(.vertical)
    private var sidebar: Widget!
    /// The list's width beside the page.
    static let listWidth: Int32 = 360

    init(listHeader: HeaderBar, details: RestaurantDetailsView) {
        self.listHeader = listHeader
        self.details = details
        listPane.setSizeRequest(width: 340)
        details.page.setSizeRequest(width: 380)
        details.page.hexpand = true
        sidebar = leaflet.appendSidebar(listPane, width: Self.listWidth)
        leaflet.append(separator, navigatable: false)
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

    /// Whether the details page is a pane of the window (false: the list alone, filling it).
    var showsDetailsPane = true {
        didSet {
            guard showsDetailsPane != oldValue else { return }
            if !showsDetailsPane, showsDetails { showList() }
            details.page.isVisible = showsDetailsPane
            separator.isVisible = showsDetailsPane
            sidebar.hexpand = !showsDetailsPane
        }
    }

    // MARK: - DetailsNavigation

    var isFolded: Bool { leaflet.isFolded }

    var showsDetails: Bool { leaflet.visibleChild === details.page }

    func showDetails() { leaflet.show(details.page) }

    /// The list side: the sidebar holding the list pane is the leaflet's child (showing `listPane`
    /// itself, no child of the leaflet, did nothing, and Back never returned on a narrow window).
    func showList() { leaflet.show(sidebar) }

    func afterTransition(_ body: @escaping @MainActor () -> Void) { leaflet.afterTransition(body) }
}

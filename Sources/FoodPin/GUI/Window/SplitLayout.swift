// Why this type exists: FoodPin's window is UIKit's split view as GNOME's AdwLeaflet — the list pane
// and the details page side by side on a wide window (wider than about 740 px), the page over the
// list with a back button on a narrow one. This owns that arrangement: which pane shows, which
// header carries the window buttons, the back button. The details page asks it to come and go
// (`DetailsNavigation`) and never holds the leaflet. The map of every restaurant (issue 30) shares the
// details page's side: a stack of the two, so the map shows beside the list (or over it, folded) in
// place of a page, and a marker's page in place of the map.
// Side by side, the list is 360 px wide whatever the rows or the page hold (it moved by 14–18 px
// from one restaurant to the next); with no restaurant at all the list's empty state is the only
// pane (`showsDetailsPane`), not a “No Restaurant Selected” beside it (nor a map).
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
    /// The side beside the list: the details page or the map.
    private let side = Stack()
    private let map: (page: Box, header: HeaderBar, backButton: Button)
    private let separator = Separator(.vertical)
    private var sidebar: Widget!
    /// The list's width beside the page.
    static let listWidth: Int32 = 360

    init(
        listHeader: HeaderBar, details: RestaurantDetailsView, map: (page: Box, header: HeaderBar, backButton: Button)
    ) {
        self.listHeader = listHeader
        self.details = details
        self.map = map
        listPane.setSizeRequest(width: 340)
        side.setSizeRequest(width: 380)
        side.hexpand = true
        side.addNamed(details.page, name: "details")
        side.addNamed(map.page, name: "map")
        side.setVisibleChild(name: "details", animated: false)
        sidebar = leaflet.appendSidebar(listPane, width: Self.listWidth)
        leaflet.append(separator, navigatable: false)
        leaflet.append(side)
        leaflet.onFoldedChanged { [weak self] in self?.foldedChanged() }
        foldedChanged()
    }

    /// Side by side: one pair of window buttons, at the far ends; folded: each page has its own, and
    /// the details page and the map a back button.
    private func foldedChanged() {
        let folded = leaflet.isFolded
        listHeader.showsEndTitleButtons = folded
        details.header.showsStartTitleButtons = folded
        details.backButton.isVisible = folded
        map.header.showsStartTitleButtons = folded
        map.backButton.isVisible = folded
    }

    /// Whether the map is the side's page (beside the list, or shown over it when folded).
    var showsMap: Bool { side.visibleChildName == "map" && (!leaflet.isFolded || leaflet.visibleChild === side) }

    /// Shows the map in place of the details page (sliding it in when folded).
    func showMap() {
        side.setVisibleChild(name: "map", animated: false)
        leaflet.show(side)
    }

    /// Puts the details page back in the map's place (the list when folded).
    func hideMap() {
        side.setVisibleChild(name: "details", animated: false)
        if leaflet.isFolded { showList() }
    }

    /// Whether the details page (or the map in its place) is a pane of the window (false: the list
    /// alone, filling it).
    var showsDetailsPane = true {
        didSet {
            guard showsDetailsPane != oldValue else { return }
            if !showsDetailsPane, showsDetails || showsMap { showList() }
            side.isVisible = showsDetailsPane
            separator.isVisible = showsDetailsPane
            sidebar.hexpand = !showsDetailsPane
        }
    }

    // MARK: - DetailsNavigation

    var isFolded: Bool { leaflet.isFolded }

    var showsDetails: Bool { leaflet.visibleChild === side && side.visibleChildName == "details" }

    func showDetails() {
        side.setVisibleChild(name: "details", animated: false)
        leaflet.show(side)
    }

    /// The list side: the sidebar holding the list pane is the leaflet's child (showing `listPane`
    /// itself, no child of the leaflet, did nothing, and Back never returned on a narrow window).
    func showList() { leaflet.show(sidebar) }

    func afterTransition(_ body: @escaping @MainActor () -> Void) { leaflet.afterTransition(body) }
}

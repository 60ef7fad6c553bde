// Why this type exists: a window has one current restaurant — the one every key, menu, page and
// shortcut acts on — and one place that says which it is. Today that is the rule the README states:
// the details page's restaurant while the user looks at the page, else the selected row's (GtkKit's
// table keeps the selected row and the focused row the same). The window's actions read it here and
// nowhere else; the details page and the row menus act on the restaurant they show. Keeping that
// promise across popovers, dialogs, page transitions and other processes' changes (issue 29) is a
// change to this type: it is where a current row that is owned, not worked out, will live, and what
// the page and the menus will follow.
//
// Threading rule: main thread only.
import Foundation

/// The selected row, as the window's current restaurant reads it (the list controller).
@MainActor
protocol SelectedRowSource: AnyObject {
    /// The selected row's restaurant, if any.
    var selectedID: UUID? { get }
    var isEmpty: Bool { get }
}

/// The details page, as the window's current restaurant reads it (the details controller).
@MainActor
protocol ShownRestaurantSource: AnyObject {
    /// The restaurant the page shows, if any.
    var restaurantID: UUID? { get }
    /// Whether the page is what the user looks at.
    var isActive: Bool { get }
}

@MainActor
final class CurrentRestaurant {
    /// The list shown, if any (the problem page has none).
    weak var list: SelectedRowSource?
    private unowned let page: ShownRestaurantSource

    init(page: ShownRestaurantSource) { self.page = page }

    /// The restaurant the window's actions act on: the page's while the user looks at the page,
    /// else the selected row's; nil when there is none.
    var id: UUID? { page.isActive ? page.restaurantID : list?.selectedID }

    /// Whether the current restaurant is the page's (a share sheet then points at the page).
    var isOnPage: Bool { page.isActive }

    /// Whether an action on a restaurant has anything to act on: rows, or a page that shows one.
    var canAct: Bool { !(list?.isEmpty ?? true) || page.restaurantID != nil }
}

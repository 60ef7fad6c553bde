// Why this type exists: a restaurant has one menu, whichever way it opens — a right-click or a long
// press on its row, Shift+F10 or the Menu key, the “⋯” on its page (issue 29: the row's and the
// page's menus had drifted apart). Its items are `FoodPinAction`s, in one order, with titles that
// say what they will do to this restaurant (Mark as Favourite, or Remove from Favourites; Remove
// Photo only when it has one) and the action's shortcut beside each. The row's menu and the page's
// are both made here; both run the window's action on the restaurant they were opened for.
import FoodPinModel
import GtkKit
import Localization

@MainActor
enum RestaurantMenu {
    /// The menu's actions for `restaurant`, in sections: editing it, what can be done to it, then
    /// Delete apart.
    static func sections(for restaurant: Restaurant) -> [[FoodPinAction]] {
        [
            [.edit],
            [.toggleFavorite, .share, .rate, .setPhoto] + (restaurant.image == nil ? [] : [.removePhoto]),
            [.delete],
        ]
    }

    /// What `action`'s item says for `restaurant` (GNOME's header capitalisation).
    static func title(of action: FoodPinAction, for restaurant: Restaurant) -> String {
        if action == .toggleFavorite, restaurant.isFavorite { return localized("Remove from Favourites") }
        return action.menuTitle ?? ""
    }

    /// The menu as the window's actions (`win.edit`, …), which act on the current restaurant: the
    /// details page's “⋯”. No restaurant: an empty menu (the button is insensitive then).
    static func windowMenu(for restaurant: Restaurant?) -> Menu {
        guard let restaurant else { return Menu() }
        return Menu(
            sections(for: restaurant).map { actions in
                .section(
                    nil,
                    actions.map { action in
                        .item(
                            title(of: action, for: restaurant), action: action.detailedName, shortcut: action.shortcut)
                    })
            })
    }
}

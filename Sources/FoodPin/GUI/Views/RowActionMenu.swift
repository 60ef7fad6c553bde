// Why this view exists: the earlier chapter's action sheet — clicking a restaurant (or Enter) offers
// what can be done with it, anchored at the row as an iPad popover would be. Items are the window's
// actions, so each shows its keyboard shortcut and works on the selected restaurant.
import FoodPinModel
import GtkKit

@MainActor
enum RowActionMenu {
    /// The menu for `restaurant`: favourite, share and photo, then Delete apart.
    static func menu(for restaurant: Restaurant) -> Menu {
        Menu([
            .section(nil, [
                .item(restaurant.isFavorite ? "Remove from Favourites" : "Mark as Favourite",
                      action: FoodPinAction.toggleFavorite.detailedName),
                .item("Share…", action: FoodPinAction.share.detailedName),
                .item("Set Photo…", action: FoodPinAction.setPhoto.detailedName),
            ]),
            .section(nil, [.item("Delete", action: FoodPinAction.delete.detailedName)]),
        ])
    }

    /// Pops the menu up under `cell`.
    static func present(for restaurant: Restaurant, at cell: Widget) {
        let popover = Popover(menu: menu(for: restaurant))
        popover.present(from: cell)
    }
}

// Why this type exists: a row offers one set of actions however it is asked — the seed's swipe
// actions (Delete and Share to the left, the favourite toggle to the right), which act on the row
// swiped, and the restaurant's one menu (`RestaurantMenu`: Edit…, the favourite, Share…, Set Photo…,
// Remove Photo, Delete), each item with the window's shortcut for it. A right-click, a long press,
// Shift+F10 and the Menu key open that menu on the row (the table makes the row current first), and
// each item runs the window's action (`RestaurantActionHost`), as the details page's “⋯” does.
// Built once per request from the restaurant; the swipes ask the editor (`RestaurantCommands`).
import FoodPinModel
import Foundation
import GtkKit
import Localization

/// Runs one of the window's actions on a restaurant (the window: its current restaurant becomes that one).
@MainActor
protocol RestaurantActionHost: AnyObject {
    func perform(_ action: FoodPinAction, on id: UUID)
}

/// Every action of a restaurant's row.
@MainActor
struct RowActions {
    let favorite: ContextualAction
    let share: ContextualAction
    let delete: ContextualAction
    /// The restaurant's one menu.
    let menu: [[ContextualAction]]

    init(for restaurant: Restaurant, commands: RestaurantCommands, host: RestaurantActionHost?) {
        let id = restaurant.id
        let marking = !restaurant.isFavorite
        let favoriteTitle = RestaurantMenu.title(of: .toggleFavorite, for: restaurant)
        favorite = ContextualAction(
            style: .normal, title: favoriteTitle, shortcut: FoodPinAction.toggleFavorite.shortcut
        ) {
            [weak commands] _, _, completion in
            commands?.setFavorite(marking, for: id)
            completion(true)
        }
        favorite.backgroundColor = marking ? .systemPink : .systemGray
        favorite.image = marking ? "emblem-favorite-symbolic" : "heart-crossed-symbolic"

        share = ContextualAction(
            style: .normal, title: localizedInContext("row action", "Share"), shortcut: FoodPinAction.share.shortcut,
            menuTitle: localized("Share…")
        ) { [weak commands] _, _, completion in
            completion(true)
            commands?.share(id, from: nil)
        }
        share.backgroundColor = .systemOrange
        share.image = "send-to-symbolic"

        menu = RestaurantMenu.sections(for: restaurant).map { actions in
            actions.map { action in
                ContextualAction(
                    style: action == .delete ? .destructive : .normal,
                    title: RestaurantMenu.title(of: action, for: restaurant), shortcut: action.shortcut
                ) { [weak host] _, _, completion in
                    // The menu closes first; the action then runs as from the window's keys.
                    completion(true)
                    host?.perform(action, on: id)
                }
            }
        }

        delete = ContextualAction(
            style: .destructive, title: localizedInContext("row action", "Delete"),
            shortcut: FoodPinAction.delete.shortcut
        ) {
            [weak commands] _, _, completion in
            commands?.delete(id)
            completion(true)
        }
        delete.backgroundColor = .systemRed
        delete.image = "user-trash-symbolic"
    }

    /// Swipe left: Delete (red, trash) outermost, so a full swipe deletes; then Share (orange).
    var trailing: SwipeActionsConfiguration { SwipeActionsConfiguration(actions: [delete, share]) }

    /// Swipe right (the seed's exercise): mark as favourite, or remove from favourites.
    var leading: SwipeActionsConfiguration { SwipeActionsConfiguration(actions: [favorite]) }
}

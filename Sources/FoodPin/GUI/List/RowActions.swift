// Why this type exists: a row offers one set of actions however it is asked — the seed's swipe
// actions (Delete and Share to the left, the favourite toggle to the right) and the row's one menu
// (the same actions plus Set Photo… and Remove Photo), each with the window's shortcut for it. A
// right-click, a long press, Shift+F10, the Menu key and the details page's “⋯” all open that menu.
// Built once per request from the restaurant; each action asks the editor (`RestaurantCommands`).
import FoodPinModel
import GtkKit
import Localization

/// Every action of a restaurant's row.
@MainActor
struct RowActions {
    let favorite: ContextualAction
    let share: ContextualAction
    let setPhoto: ContextualAction
    let removePhoto: ContextualAction?
    let rate: ContextualAction
    let delete: ContextualAction

    init(for restaurant: Restaurant, commands: RestaurantCommands) {
        let id = restaurant.id
        let marking = !restaurant.isFavorite
        favorite = ContextualAction(
            style: .normal, title: marking ? localized("Mark as favourite") : localized("Remove from favourites"),
            shortcut: FoodPinAction.toggleFavorite.shortcut,
            menuTitle: marking ? localized("Mark as Favourite") : localized("Remove from Favourites")
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

        setPhoto = ContextualAction(
            style: .normal, title: localized("Set Photo…"), shortcut: FoodPinAction.setPhoto.shortcut
        ) {
            [weak commands] _, _, completion in
            completion(true)
            commands?.choosePhoto(for: id)
        }
        removePhoto =
            restaurant.image == nil
            ? nil
            : ContextualAction(style: .normal, title: localized("Remove Photo")) {
                [weak commands] _, _, completion in
                completion(true)
                commands?.removePhoto(of: id)
            }

        rate = ContextualAction(style: .normal, title: localized("Rate…"), shortcut: FoodPinAction.rate.shortcut) {
            [weak commands] _, _, completion in
            completion(true)
            commands?.review(id)
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

    /// The row's one menu: favourite, share, rate and photo, then Delete apart.
    var menu: [[ContextualAction]] {
        [[favorite, share, rate, setPhoto] + [removePhoto].compactMap { $0 }, [delete]]
    }
}

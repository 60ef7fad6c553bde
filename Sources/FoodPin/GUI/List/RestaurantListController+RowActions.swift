// What a row offers, built once per request from one list of actions: the seed's swipe actions
// (Delete and Share to the left, the favourite toggle to the right) and the row's menu (the same
// actions plus Set Photo… and Remove Photo), each with the window's shortcut for it. A right-click,
// a long press, Shift+F10, the Menu key and the details page's “⋯” all open that one menu.
import FoodPinModel
import GtkKit
import Localization

extension RestaurantListController {
    /// Every action of a restaurant's row.
    struct RowActions {
        let favorite: ContextualAction
        let share: ContextualAction
        let setPhoto: ContextualAction
        let removePhoto: ContextualAction?
        let delete: ContextualAction
    }

    func rowActions(for restaurant: Restaurant) -> RowActions {
        let id = restaurant.id
        let marking = !restaurant.isFavorite
        let favorite = ContextualAction(
            style: .normal, title: marking ? localized("Mark as favourite") : localized("Remove from favourites"),
            shortcut: FoodPinAction.toggleFavorite.shortcut,
            menuTitle: marking ? localized("Mark as Favourite") : localized("Remove from Favourites")
        ) {
            [weak self] _, _, completion in
            self?.setFavorite(marking, for: id)
            completion(true)
        }
        favorite.backgroundColor = marking ? .systemPink : .systemGray
        favorite.image = marking ? "emblem-favorite-symbolic" : "heart-crossed-symbolic"

        let share = ContextualAction(
            style: .normal, title: localizedInContext("row action", "Share"), shortcut: FoodPinAction.share.shortcut,
            menuTitle: localized("Share…")
        ) { [weak self] _, _, completion in
            completion(true)
            self?.share(id)
        }
        share.backgroundColor = .systemOrange
        share.image = "send-to-symbolic"

        let setPhoto = ContextualAction(
            style: .normal, title: localized("Set Photo…"), shortcut: FoodPinAction.setPhoto.shortcut
        ) {
            [weak self] _, _, completion in
            completion(true)
            self?.choosePhoto(for: id)
        }
        let removePhoto =
            restaurant.image == nil
            ? nil
            : ContextualAction(style: .normal, title: localized("Remove Photo")) {
                [weak self] _, _, completion in
                completion(true)
                self?.setImage(nil, for: id)
            }

        let delete = ContextualAction(
            style: .destructive, title: localizedInContext("row action", "Delete"),
            shortcut: FoodPinAction.delete.shortcut
        ) {
            [weak self] _, _, completion in
            self?.delete(id)
            completion(true)
        }
        delete.backgroundColor = .systemRed
        delete.image = "user-trash-symbolic"
        return RowActions(
            favorite: favorite, share: share, setPhoto: setPhoto, removePhoto: removePhoto, delete: delete)
    }

    /// Swipe left: Delete (red, trash) outermost, so a full swipe deletes; then Share (orange).
    func tableView(_ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
        -> SwipeActionsConfiguration?
    {
        restaurant(at: indexPath).map { restaurant in
            let actions = rowActions(for: restaurant)
            return SwipeActionsConfiguration(actions: [actions.delete, actions.share])
        }
    }

    /// Swipe right (the seed's exercise): mark as favourite, or remove from favourites.
    func tableView(_ tableView: TableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
        -> SwipeActionsConfiguration?
    {
        restaurant(at: indexPath).map { SwipeActionsConfiguration(actions: [rowActions(for: $0).favorite]) }
    }

    /// The row's one menu: favourite, share and photo, then Delete apart.
    func tableView(_ tableView: TableView, contextMenuActionsForRowAt indexPath: IndexPath) -> [[ContextualAction]] {
        guard let restaurant = restaurant(at: indexPath) else { return [] }
        let actions = rowActions(for: restaurant)
        return [
            [actions.favorite, actions.share, actions.setPhoto] + [actions.removePhoto].compactMap { $0 },
            [actions.delete],
        ]
    }
}

// The seed's trailing and leading swipe actions (UIContextualAction): Delete and Share to the left,
// the favourite toggle to the right.
import FoodPinModel
import GtkKit

extension RestaurantListController {
    /// Swipe left: Delete (red, trash) outermost, so a full swipe deletes; then Share (orange).
    func trailingActions(for restaurant: Restaurant) -> SwipeActionsConfiguration {
        let id = restaurant.id
        let delete = ContextualAction(style: .destructive, title: "Delete") { [weak self] _, _, completion in
            self?.delete(id)
            completion(true)
        }
        delete.backgroundColor = .systemRed
        delete.image = "user-trash-symbolic"

        let share = ContextualAction(style: .normal, title: "Share") { [weak self] _, _, completion in
            completion(true)
            self?.share(id)
        }
        share.backgroundColor = .systemOrange
        share.image = "send-to-symbolic"
        return SwipeActionsConfiguration(actions: [delete, share])
    }

    /// Swipe right (the seed's exercise): mark as favourite, or remove from favourites.
    func leadingActions(for restaurant: Restaurant) -> SwipeActionsConfiguration {
        let id = restaurant.id
        let marking = !restaurant.isFavorite
        let favorite = ContextualAction(style: .normal, title: marking ? "Mark as favourite" : "Remove from favourites") {
            [weak self] _, _, completion in
            self?.setFavorite(marking, for: id)
            completion(true)
        }
        favorite.backgroundColor = marking ? .systemPink : .systemGray
        favorite.image = marking ? "emblem-favorite-symbolic" : "heart-crossed-symbolic"
        return SwipeActionsConfiguration(actions: [favorite])
    }
}

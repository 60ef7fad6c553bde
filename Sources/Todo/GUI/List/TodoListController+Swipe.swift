import Diffable
import FoodPinModel
import GtkKit
import Localization

extension TodoListController {
    /// Outside edit mode a swipe to the left reveals Delete (its row shortcut is the Delete key);
    /// in edit mode the row's delete control does the job, so swiping is off.
    func tableView(_ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
        -> SwipeActionsConfiguration?
    {
        guard mode == .insert, let id = rows.id(at: indexPath) else { return nil }
        let delete = ContextualAction(
            style: .destructive, title: localizedInContext("row action", "Delete"), image: "user-trash-symbolic",
            shortcut: "Delete"
        ) { [weak self] _, _, completion in
            self?.delete([id])
            completion(true)
        }
        return SwipeActionsConfiguration(actions: [delete])
    }
}

// What the list does for the details page and the form: opening a row's page, adding a restaurant
// (the row slides in, selected and scrolled to), and saving an edit (the row is reconfigured in place:
// no flicker, the scroll position kept).
import Diffable
import FoodPinModel
import Foundation
import GtkKit

extension RestaurantListController {
    /// A click, a double-click or Enter on a row (activation) opens its details page; the row's menu
    /// stays on right-click, long press, Shift+F10 and the Menu key.
    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        guard let id = dataSource.itemIdentifier(for: indexPath) else { return }
        host?.showDetails(id)
    }

    /// Gives the keyboard focus back to the selected row (coming back from the details page).
    func focusSelectedRow() {
        if let path = tableView.indexPathForSelectedRow { tableView.focusRow(at: path) }
    }

    /// Stores a new restaurant and slides its row in at the end, selected and scrolled into view.
    /// - Throws: the store's refusal (a blank field), with nothing changed.
    /// - Complexity: O(log n) to store; the snapshot's append and the animated apply.
    func add(_ restaurant: Restaurant) throws {
        let added = try store.add(restaurant)
        rows.remember([added])
        var snapshot = dataSource.snapshot()
        if snapshot.numberOfSections == 0 { snapshot.appendSections([.all]) }
        if snapshot.indexPath(of: added.id) == nil { snapshot.appendItems([added.id], toSection: .all) }
        revealAfterFilter?(added.id)
        // The row grows in for 200 ms (longer under load): scroll again once it stands at full height
        // (after one frame, as before, it could still be growing, and ended half below the window).
        apply(snapshot) { [weak self] in
            guard let self, let path = self.dataSource.indexPath(for: added.id) else { return }
            self.tableView.scrollToRow(at: path, at: .bottom)
        }
        guard let path = dataSource.indexPath(for: added.id) else { return }
        tableView.selectRow(at: path, scrollPosition: .bottom)
    }

    /// Stores every field of `restaurant` and rebinds its row in place (the data source's
    /// `reconfigureItems`: the same row widget, no flicker, the scroll position kept).
    /// - Complexity: O(log n) to store; one row rebound.
    func save(_ restaurant: Restaurant) throws {
        try store.update(restaurant)
        rows.remember([restaurant])
        reconfigure([restaurant.id])
    }
}

// Photos FoodPin copied (PhotoLibrary) are discarded once nothing can bring them back: when the undo
// toast for the change that dropped them times out, or the window closes while it shows. The model
// decides which go (`RestaurantStore.discardPhotoCopies`): only copies FoodPin made and marked, that
// no FoodPin database refers to, and those to the Trash; a file the user picked is never touched.
import FoodPinModel
import Foundation

extension RestaurantListController {
    /// Called with the changes that can no longer be undone.
    func commit(_ edits: [RestaurantEdit]) {
        let dropped = edits.flatMap(\.droppedPhotos)
        if !dropped.isEmpty { store.discardPhotoCopies(dropped) }
    }
}

extension RestaurantEdit {
    /// Photo files this change stopped referring to: a deleted restaurant's, or a replaced one.
    var droppedPhotos: [String] {
        switch self {
        case let .deleted(deletion, _): deletion.elements.compactMap(\.image)
        case let .photo(_, _, old, _): old.map { [$0] } ?? []
        case .favorite: []
        }
    }
}

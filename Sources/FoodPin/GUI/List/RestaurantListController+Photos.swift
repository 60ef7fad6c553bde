// Photos FoodPin copied (PhotoLibrary) are removed once nothing can bring them back: when the undo
// toast for the change that dropped them times out, or the window closes while it shows. A file is
// removed only if FoodPin made it and the store no longer refers to it (a restaurant's photo, or a
// deleted sample's remembered one); a file the user picked elsewhere is never touched.
import FoodPinModel
import Foundation

extension RestaurantListController {
    /// Called with the changes that can no longer be undone.
    func commit(_ edits: [RestaurantEdit]) {
        let dropped = edits.flatMap(\.droppedPhotos).filter(PhotoLibrary.owns)
        guard !dropped.isEmpty else { return }
        // A store that cannot answer keeps every file: a photo left behind costs less than a lost one.
        guard let kept = try? store.referencedImages(among: dropped) else { return }
        for path in Set(dropped).subtracting(kept) {
            try? FileManager.default.removeItem(atPath: path)
        }
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

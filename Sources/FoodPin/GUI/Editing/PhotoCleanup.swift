// Why this type exists: photos FoodPin copied (PhotoLibrary) must not pile up, and must never be lost
// while something can still bring them back. A file is removed once nothing can: when the undo toast
// for the change that dropped it times out, or the window closes while it shows — and only if
// FoodPin made it and the store no longer refers to it (a restaurant's photo, or a deleted sample's
// remembered one). A file the user picked elsewhere is never touched. No GTK, no SQL (the store
// answers which files it refers to).
import FoodPinModel
import Foundation

@MainActor
enum PhotoCleanup {
    /// Removes the photo files `edits` dropped that FoodPin made and `store` no longer refers to.
    static func removeDroppedPhotos(of edits: [RestaurantEdit], in store: RestaurantStore) {
        let dropped = edits.flatMap(\.droppedPhotos).filter(PhotoLibrary.owns)
        guard !dropped.isEmpty else { return }
        // A store that cannot answer keeps every file: a photo left behind costs less than a lost one.
        guard let kept = try? store.referencedImages(among: dropped) else { return }
        for path in Set(dropped).subtracting(kept) {
            try? FileManager.default.removeItem(atPath: path)
        }
    }

    /// Removes a copy made for a change that was undone (the restaurant points at the old file again).
    static func removeUndoneCopy(_ path: String?) {
        if let path, PhotoLibrary.owns(path) { try? FileManager.default.removeItem(atPath: path) }
    }
}

// Why this type exists: photos FoodPin copied (PhotoLibrary) must not pile up, and must never be lost
// while something can still bring them back. A file goes once nothing can: when the undo toast for
// the change that dropped it times out, or the window closes while it shows. Which files go is the
// model's to decide (`RestaurantStore.discardPhotoCopies`): only copies FoodPin made and marked, that
// no FoodPin database refers to, and those to the Trash; a file the user picked is never touched.
// No GTK, no SQL.
import FoodPinModel
import Foundation

@MainActor
enum PhotoCleanup {
    /// Discards the photo files `edits` dropped that no database needs any more.
    static func removeDroppedPhotos(of edits: [RestaurantEdit], in store: RestaurantStore) {
        let dropped = edits.flatMap(\.droppedPhotos)
        if !dropped.isEmpty { store.discardPhotoCopies(dropped) }
    }

    /// Discards a copy made for a change that was undone (the restaurant points at the old file again).
    static func removeUndoneCopy(_ path: String?, in store: RestaurantStore) {
        if let path { store.discardPhotoCopies([path]) }
    }
}

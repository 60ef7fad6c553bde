// Why this type exists: "Set Photo…" must keep working after the user moves or deletes the file they
// picked, so the photo is copied into FoodPin's data directory and the restaurant points at the copy.
// The model makes and marks the copy (FoodPinModel's PhotoCopies: which files are FoodPin's own is
// recorded there, and only those are ever taken away). No GTK, no SQL.
import FoodPinModel
import Foundation

enum PhotoLibrary {
    /// Where copied photos live: `<data directory>/photos` (beside the default database).
    static var directory: String { PhotoCopies.directory() }

    /// Whether `path` is a copy FoodPin made (a file the user put in the folder is not).
    static func owns(_ path: String) -> Bool { PhotoCopies.isCopy(path) }

    /// Copies `source` into the photo directory under a new name for `restaurantID` and returns the
    /// copy's path. An earlier photo of the restaurant is left in place (an undone delete may need it).
    /// - Throws: a Foundation error naming the file when the copy fails; nothing is overwritten.
    static func importPhoto(at source: String, for restaurantID: UUID) throws -> String {
        try PhotoCopies.make(from: source, for: restaurantID)
    }
}

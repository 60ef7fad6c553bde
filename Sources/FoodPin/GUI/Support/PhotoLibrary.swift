// Why this type exists: "Set Photo…" must keep working after the user moves or deletes the file they
// picked, so the photo is copied into FoodPin's data directory and the restaurant points at the copy.
// Plain file operations: no GTK, no SQL.
import FoodPinModel
import Foundation

enum PhotoLibrary {
    /// Where copied photos live: `<data directory>/photos` (beside the default database).
    static var directory: String { DatabaseLocation.defaultDirectory() + "/photos" }

    /// Whether `path` is a copy this library made (one that only FoodPin refers to).
    static func owns(_ path: String) -> Bool {
        (path as NSString).deletingLastPathComponent == directory
    }

    /// Copies `source` into the photo directory under a new name for `restaurantID` and returns the
    /// copy's path. An earlier photo of the restaurant is left in place (an undone delete may need it).
    /// - Throws: a Foundation error naming the file when the copy fails; nothing is overwritten.
    static func importPhoto(at source: String, for restaurantID: UUID) throws -> String {
        try FileManager.default.createDirectory(
            atPath: directory, withIntermediateDirectories: true,
            attributes: [.posixPermissions: 0o700])
        let ext = (source as NSString).pathExtension.lowercased()
        let stamp = Int(Date().timeIntervalSince1970)
        let name = "\(restaurantID.uuidString.lowercased())-\(stamp)" + (ext.isEmpty ? "" : "." + ext)
        var destination = directory + "/" + name
        var attempt = 1
        while FileManager.default.fileExists(atPath: destination) {
            attempt += 1
            destination = directory + "/" + name.replacingOccurrences(of: "-\(stamp)", with: "-\(stamp)-\(attempt)")
        }
        try FileManager.default.copyItem(atPath: source, toPath: destination)
        return destination
    }
}

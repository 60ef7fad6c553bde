// Photos: the copies FoodPin makes of the photos a user picks, and when one may go.
//
// Design
//   A photo the user sets is copied into the photo folder (`$XDG_DATA_HOME/foodpin/photos`), so that
//   moving or deleting the original breaks nothing. Every database on the account shares the folder.
//   A copy FoodPin made is recorded when it is made — a mark in `photos/.copies/<name>` — and only a
//   marked file is ever a candidate for removal: a file the user put in the folder themselves, or
//   restored from the Trash, is never taken away. A candidate goes only when no FoodPin database that
//   uses the folder refers to it (a restaurant's photo, a deleted sample's remembered one): the store
//   that dropped it, and every other database registered in `photos/.databases/` (each registers
//   itself when it opens for writing while the folder exists — a copy of the database made with `cp`
//   and opened with `--db` included). And it is not deleted but moved to the user's Trash
//   (freedesktop.org's trash, where Files can put it back): a copy of the database FoodPin has never
//   seen — a backup on a stick — finds its photo there.
//
//   PhotoCopies    the folder, making and marking a copy, the marks
//   PhotoDatabases the registry of databases that use the folder, and asking them
//   Trash          moving a file to the user's Trash
//   RestaurantStore+Photos  what a store refers to, and discarding the copies it dropped
//
// Threading rule: plain file operations; call from the store's thread (the main thread in the window).
import Foundation

/// The copies FoodPin makes of the user's photos, in the photo folder every database shares.
public enum PhotoCopies {
    /// Where copied photos live: `<data directory>/photos` (beside the default database).
    public static func directory(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        DatabaseLocation.defaultDirectory(environment: environment) + "/photos"
    }

    /// Where the marks of FoodPin's own copies live.
    static func marks(in directory: String) -> String { directory + "/.copies" }

    /// Copies `source` into the photo folder under a new name for `restaurantID` and marks the copy
    /// as FoodPin's; returns the copy's path. Nothing is overwritten.
    /// - Throws: a Foundation error naming the file when the copy fails.
    /// - Complexity: O(size of the photo).
    public static func make(
        from source: String, for restaurantID: UUID,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws -> String {
        let directory = directory(environment: environment)
        try FileManager.default.createDirectory(
            atPath: marks(in: directory), withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        let ext = (source as NSString).pathExtension.lowercased()
        let stamp = Int(Date().timeIntervalSince1970)
        let base = "\(restaurantID.uuidString.lowercased())-\(stamp)"
        for attempt in 1... {
            let name = (attempt == 1 ? base : "\(base)-\(attempt)") + (ext.isEmpty ? "" : "." + ext)
            let destination = directory + "/" + name
            // The mark first, exclusively: a name someone else's file has (or takes meanwhile) is skipped.
            let mark = open(marks(in: directory) + "/" + name, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
            guard mark >= 0 else {
                if errno == EEXIST { continue }
                throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: destination])
            }
            close(mark)
            guard !FileManager.default.fileExists(atPath: destination) else {
                unlink(marks(in: directory) + "/" + name)
                continue
            }
            do {
                try FileManager.default.copyItem(atPath: source, toPath: destination)
            } catch {
                unlink(marks(in: directory) + "/" + name)
                throw error
            }
            return destination
        }
        fatalError("unreachable: the loop returns or throws")
    }

    /// Whether `path` is a copy FoodPin made (in the photo folder, and marked when it was made).
    /// - Complexity: two `stat` calls.
    public static func isCopy(
        _ path: String, environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> Bool {
        let directory = directory(environment: environment)
        guard (path as NSString).deletingLastPathComponent == directory else { return false }
        let name = (path as NSString).lastPathComponent
        return !name.hasPrefix(".") && FileManager.default.fileExists(atPath: marks(in: directory) + "/" + name)
            && FileManager.default.fileExists(atPath: path)
    }

    /// Moves a copy to the user's Trash and forgets its mark; false (and the file kept) when it cannot.
    static func discard(_ path: String, environment: [String: String]) -> Bool {
        guard Trash.move(path, environment: environment) else { return false }
        unlink(marks(in: directory(environment: environment)) + "/" + (path as NSString).lastPathComponent)
        return true
    }
}

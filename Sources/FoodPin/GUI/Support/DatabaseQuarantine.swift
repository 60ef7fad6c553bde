// Why this type exists: a database FoodPin cannot open is the user's data; "Move Aside and Start
// Fresh" renames it (and its journal files) beside itself so a new one can be made — it never deletes.
// Plain file operations: no GTK, no SQL.
import Foundation

enum DatabaseQuarantine {
    /// Whether the folder holding `path` lets this user rename files in it (a read-only folder or file
    /// system does not: then the window says so instead of offering a button that fails).
    static func canMoveAside(_ path: String) -> Bool {
        let folder = (path as NSString).deletingLastPathComponent
        return access(folder.isEmpty ? "." : folder, W_OK | X_OK) == 0
    }

    /// Why a move failed, in a few words (the file and its folder are shown beside it).
    static func reason(_ error: Error) -> String {
        let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError
        if let code = underlying?.code, underlying?.domain == NSPOSIXErrorDomain {
            return String(cString: strerror(Int32(code)))
        }
        return error.localizedDescription
    }

    /// Renames `path` to `<path>.unreadable-<date>` (and `-wal`/`-shm` companions alike) and returns the
    /// new path of the main file.
    /// - Throws: `CocoaError` when the rename fails; the file is then where it was.
    static func moveAside(_ path: String, now: Date = Date()) throws -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.dateFormat = "yyyyMMdd-HHmmss"
        var target = "\(path).unreadable-\(formatter.string(from: now))"
        var attempt = 1
        while FileManager.default.fileExists(atPath: target) {
            attempt += 1
            target = "\(path).unreadable-\(formatter.string(from: now))-\(attempt)"
        }
        if FileManager.default.fileExists(atPath: path) {
            try FileManager.default.moveItem(atPath: path, toPath: target)
        }
        for suffix in ["-wal", "-shm", "-journal"] where FileManager.default.fileExists(atPath: path + suffix) {
            try? FileManager.default.moveItem(atPath: path + suffix, toPath: target + suffix)
        }
        return target
    }
}

// Why this type exists: a database FoodPin cannot open is the user's data; "Move Aside and Start
// Fresh" renames it (and its journal files) beside itself so a new one can be made — it never deletes.
// This type decides when that is offered and does it. Plain file operations: no GTK, no SQL.
import FoodPinModel
import Foundation

enum DatabaseQuarantine {
    /// Whether the way forward is there.
    enum Offer {
        /// The file can be renamed: the button is offered.
        case offered
        /// The file's folder cannot be written: the page says so instead of offering a button that fails.
        case folderReadOnly
        /// A fresh file would fail the same way (a missing directory), or there is no file.
        case notApplicable
    }

    /// Whether moving the file at `path` aside is the way forward after `error`: only for a file that
    /// is there and is the problem (not ours, from a newer FoodPin, damaged), and only when its folder
    /// lets it be renamed.
    static func offer(after error: StoreError, at path: String) -> Offer {
        switch error {
        case .notADatabase, .newerSchema, .unknownSchema, .damaged, .sqlite:
            guard FileManager.default.fileExists(atPath: path) else { return .notApplicable }
            return canMoveAside(path) ? .offered : .folderReadOnly
        default:
            return .notApplicable
        }
    }

    /// Whether the folder holding `path` lets this user rename files in it (a read-only folder or file
    /// system does not: then the window says so instead of offering a button that fails).
    static func canMoveAside(_ path: String) -> Bool {
        let folder = (path as NSString).deletingLastPathComponent
        return access(folder.isEmpty ? "." : folder, W_OK | X_OK) == 0
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

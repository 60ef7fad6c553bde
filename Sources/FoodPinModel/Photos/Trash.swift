import Foundation

/// The user's Trash as the freedesktop.org Trash specification describes it (what GNOME Files shows
/// and can restore from): `$XDG_DATA_HOME/Trash/files/<name>` and `info/<name>.trashinfo`.
enum Trash {
    /// Moves `path` to the home Trash; false, with the file where it was, when it cannot be moved
    /// there by a rename (another file system, no room): a photo is never deleted instead.
    static func move(_ path: String, environment: [String: String], now: Date = Date()) -> Bool {
        let trash = trashDirectory(environment: environment)
        for folder in [trash, trash + "/files", trash + "/info"] where mkdir(folder, 0o700) != 0 && errno != EEXIST {
            return false
        }
        let name = (path as NSString).lastPathComponent
        let stem = (name as NSString).deletingPathExtension, ext = (name as NSString).pathExtension
        for attempt in 1...1000 {
            let candidate = attempt == 1 ? name : "\(stem).\(attempt)" + (ext.isEmpty ? "" : ".\(ext)")
            // The info file is made first and exclusively: it reserves the name (the specification's rule).
            let infoFile = trash + "/info/" + candidate + ".trashinfo"
            let descriptor = open(infoFile, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
            guard descriptor >= 0 else {
                if errno == EEXIST { continue }
                return false
            }
            let entry = "[Trash Info]\nPath=\(encoded(path))\nDeletionDate=\(deletionDate(now))\n"
            let written = entry.utf8CString.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count - 1) }
            close(descriptor)
            guard written == entry.utf8.count, rename(path, trash + "/files/" + candidate) == 0 else {
                unlink(infoFile)
                return false
            }
            return true
        }
        return false
    }

    static func trashDirectory(environment: [String: String]) -> String {
        DatabaseLocation.dataHome(environment: environment) + "/Trash"
    }

    /// The path percent-encoded as a URL path (the specification's `Path` key).
    private static func encoded(_ path: String) -> String {
        var allowed = CharacterSet.urlPathAllowed
        allowed.remove(charactersIn: "%")
        return path.addingPercentEncoding(withAllowedCharacters: allowed) ?? path
    }

    /// Local time, `YYYY-MM-DDThh:mm:ss`.
    private static func deletionDate(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.dateFormat = "yyyy-MM-dd'T'HH:mm:ss"
        return formatter.string(from: date)
    }
}

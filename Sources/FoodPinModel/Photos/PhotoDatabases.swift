import Foundation

/// The FoodPin databases that use the photo folder, registered in `photos/.databases/` (one small
/// file each, holding the database's real path), and asked before a copy goes.
enum PhotoDatabases {
    static func folder(_ directory: String) -> String { directory + "/.databases" }

    /// Registers the database at `real` (its real path) once, when the photo folder exists: a
    /// database whose restaurants may refer to copies in it. No folder, no photo: nothing to do.
    /// - Complexity: one `stat` once registered.
    static func register(_ real: String, environment: [String: String]) {
        let directory = PhotoCopies.directory(environment: environment)
        guard access(directory, F_OK) == 0 else { return }
        let entry = folder(directory) + "/" + key(real)
        guard access(entry, F_OK) != 0 else { return }
        guard mkdir(folder(directory), 0o700) == 0 || errno == EEXIST else { return }
        FileManager.default.createFile(atPath: entry, contents: Data(real.utf8), attributes: [.posixPermissions: 0o600])
    }

    /// Whether a registered database other than `real` refers to `photo`, or cannot be asked (then the
    /// photo stays: one kept too long costs less than one lost). Entries whose file is gone, or is no
    /// FoodPin database any more, are dropped.
    /// - Complexity: for each registered database, one open and one scan of its photo column.
    static func anotherMayUse(_ photo: String, besides real: String, environment: [String: String]) -> Bool {
        let folder = folder(PhotoCopies.directory(environment: environment))
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        for entry in entries {
            guard let data = FileManager.default.contents(atPath: folder + "/" + entry),
                let other = String(data: data, encoding: .utf8), other != real
            else { continue }
            guard FileManager.default.fileExists(atPath: other) else {
                unlink(folder + "/" + entry)
                continue
            }
            do {
                let connection = try Database.openForReading(path: other)
                if try RestaurantStore.refers(to: photo, on: connection) { return true }
            } catch StoreError.notADatabase {
                unlink(folder + "/" + entry)
            } catch {
                return true
            }
        }
        return false
    }

    /// A file name for a path: 64-bit FNV-1a of its bytes, in hexadecimal.
    private static func key(_ path: String) -> String {
        let hash = path.utf8.reduce(UInt64(0xcbf2_9ce4_8422_2325)) { ($0 ^ UInt64($1)) &* 0x100_0000_01b3 }
        return String(hash, radix: 16)
    }
}

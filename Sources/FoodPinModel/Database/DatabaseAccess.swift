import Foundation

/// Whether this process may write a database, decided before a connection opens: a database it may
/// not write is read through a connection that cannot write and leaves nothing beside the file, and
/// every write is refused saying what is read-only.
enum DatabaseAccess: Equatable {
    case readWrite
    /// Reads only; writes throw this error.
    case readOnly(StoreError)

    /// Decides for the database at `real` (its real path; `path` as the user gave it, for messages).
    /// Side files this user owns but cannot write are made writable again when no process uses them
    /// (`SideFiles.unwritable`); ones that stay unwritable make the database read-only, naming them.
    /// - Complexity: a few `access` and `stat` calls.
    static func decide(_ path: String, real: String) -> DatabaseAccess {
        if access(real, W_OK) != 0 {
            return .readOnly(.readOnly(path: path, place: errno == EROFS ? .fileSystem : .file))
        }
        let folder = (real as NSString).deletingLastPathComponent
        if access(folder.isEmpty ? "." : folder, W_OK | X_OK) != 0 {
            if errno == EROFS { return .readOnly(.readOnly(path: path, place: .fileSystem)) }
            // SQLite can use existing side files in a folder it cannot write, but not make new ones.
            let existing = ["-wal", "-shm"].allSatisfy { access(real + $0, W_OK) == 0 }
            if !existing { return .readOnly(.readOnly(path: path, place: .folder)) }
        }
        if let stale = SideFiles.unwritable(real).first {
            return .readOnly(.sideFile(path: path, file: stale, problem: .unwritable))
        }
        return .readWrite
    }
}

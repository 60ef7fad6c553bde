import Foundation
import Synchronization

/// The database files this process holds open through SQLite, by device and inode.
///
/// POSIX record locks belong to the process, not the descriptor: closing *any* descriptor of a file
/// drops every lock the process holds on it, including the shared lock SQLite's connections keep in
/// WAL mode. Another process could then believe it is the last user and delete the WAL under us.
/// So nothing in this process may `open`/`close` a file SQLite holds — `DatabaseFile` asks here first.
package enum OpenFiles {
    /// A file by identity rather than name: a file renamed or unlinked while open keeps its entry
    /// until the connection that opened it closes, and a later file reusing the inode is not mistaken
    /// for it.
    package struct FileID: Hashable, Sendable { var device: UInt64; var inode: UInt64 }
    private static let counts = Mutex<[FileID: Int]>([:])

    /// Whether a live connection of this process has `path` open.
    package static func contains(_ path: String) -> Bool {
        guard let id = id(of: path) else { return false }
        return counts.withLock { $0[id] != nil }
    }

    /// Whether a live connection of this process has the file `id` open.
    static func isOpen(_ id: FileID) -> Bool {
        counts.withLock { $0[id] != nil }
    }

    /// How many live connections of this process have `path` open.
    static func connectionCount(_ path: String) -> Int {
        guard let id = id(of: path) else { return 0 }
        return counts.withLock { $0[id] ?? 0 }
    }

    /// Records that a connection opened the file `id`; pass the result to `closed(_:)`.
    static func opened(_ id: FileID?) -> FileID? {
        guard let id else { return nil }
        counts.withLock { $0[id, default: 0] += 1 }
        return id
    }

    /// Records that a connection closed; true when it was this process's last one on the file.
    @discardableResult
    static func closed(_ id: FileID?) -> Bool {
        guard let id else { return false }
        return counts.withLock { counts in
            if let count = counts[id], count > 1 {
                counts[id] = count - 1
                return false
            }
            counts[id] = nil
            return true
        }
    }

    /// The identity of the file `path` names (following symbolic links), or nil when there is none.
    static func id(of path: String) -> FileID? {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        return FileID(device: UInt64(status.st_dev), inode: UInt64(status.st_ino))
    }
}

import Foundation
import Synchronization

/// Puts back the read locks SQLite keeps on an open database when something else in this process has
/// dropped them.
///
/// Why it exists: POSIX record locks belong to the process, and closing *any* descriptor of a file
/// drops every one the process holds on it (`OpenFiles` keeps this project's own code from doing so).
/// Code this project does not own opens files too: GTK's file chooser reads the first bytes of each
/// file in a folder it shows, to tell their types — the database and its `-shm` included when the
/// user browses their folder for a photo. Without its read lock on the database, the window looks
/// to another process like no user at all: that process, closing last, checkpoints and deletes the
/// WAL the window still writes to (its later changes lost), or reinitialises the `-shm` under it.
/// The change monitor's tick looks at the lock table (`SharedLocks`); a lock lost is placed again —
/// the same read lock on the same range SQLite believes it holds — through a descriptor kept open
/// until the process's last connection to the file closes.
///
/// Threading: any thread; the descriptors are guarded by a mutex.
enum LockKeeper {
    /// SQLite's SHARED range of the main file, and the `-shm`'s dead-man-switch byte.
    private static let shared: (start: off_t, length: off_t) = (0x4000_0002, 510)
    private static let deadManSwitch: (start: off_t, length: off_t) = (128, 1)
    /// Per database file: descriptors kept to hold locks put back, by the file they are open on.
    private static let kept = Mutex<[OpenFiles.FileID: [OpenFiles.FileID: Int32]]>([:])

    /// Puts back this process's read locks on the database `primary` opened, and on its `-shm`, when
    /// they are gone while a connection of this process still has the file open.
    /// - Complexity: one read of /proc/locks; a lock placed only when one was lost.
    static func restore(_ primary: SQLiteConnection.Template) {
        guard primary.mode != .inspection, let file = primary.file, OpenFiles.isOpen(file),
            OpenFiles.id(of: primary.realPath) == file
        else { return }
        let memory = OpenFiles.id(of: primary.realPath + "-shm")
        let holds = SharedLocks.thisProcessHolds(file, memory: memory)
        if !holds.database { lock(primary.realPath, file, range: shared, for: file) }
        if !holds.memory, let memory { lock(primary.realPath + "-shm", memory, range: deadManSwitch, for: file) }
    }

    /// Closes the descriptors kept for `database`: call once no connection of this process has it
    /// open (SQLite has released its locks; closing these drops nothing).
    static func forget(_ database: OpenFiles.FileID) {
        let descriptors = kept.withLock { $0.removeValue(forKey: database) } ?? [:]
        for descriptor in descriptors.values { close(descriptor) }
    }

    private static func lock(
        _ path: String, _ target: OpenFiles.FileID, range: (start: off_t, length: off_t), for database: OpenFiles.FileID
    ) {
        kept.withLock { kept in
            var descriptor = kept[database]?[target] ?? -1
            if descriptor < 0 {
                descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW)
                var status = stat()
                guard descriptor >= 0 else { return }
                guard fstat(descriptor, &status) == 0,
                    OpenFiles.FileID(device: UInt64(status.st_dev), inode: UInt64(status.st_ino)) == target
                else {
                    // Not the file the connection has open: closing this descriptor drops nothing of
                    // ours (no lock is held on a file we do not have open).
                    close(descriptor)
                    return
                }
                kept[database, default: [:]][target] = descriptor
            }
            var request = flock()
            request.l_type = Int16(F_RDLCK)
            request.l_whence = Int16(SEEK_SET)
            request.l_start = range.start
            request.l_len = range.length
            _ = fcntl(descriptor, F_SETLK, &request)
        }
    }
}

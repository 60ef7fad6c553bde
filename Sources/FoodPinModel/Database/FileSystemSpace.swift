import Foundation
import Localization

/// Words for a failed system call on a database file: "no space left" says which space ran out.
enum FileSystemSpace {
    /// Whether the file system holding `path` has no free inodes left (a full inode table also fails
    /// with ENOSPC, on a disk with room to spare).
    static func outOfInodes(at path: String) -> Bool {
        var info = statvfs()
        let folder = (path as NSString).deletingLastPathComponent
        guard statvfs(folder.isEmpty ? "." : folder, &info) == 0 else { return false }
        return info.f_files > 0 && info.f_favail == 0
    }

    /// Whether the file system holding `path` has no free block or no free inode left.
    static func isFull(at path: String) -> Bool {
        var info = statvfs()
        let folder = (path as NSString).deletingLastPathComponent
        guard statvfs(folder.isEmpty ? "." : folder, &info) == 0 else { return false }
        return info.f_bavail == 0 || (info.f_files > 0 && info.f_favail == 0)
    }

    /// The system's reason for `error`, made precise for ENOSPC: the disk is full, or its file system
    /// has no free inodes.
    static func reason(_ error: Int32, at path: String) -> String {
        guard error == ENOSPC else { return String(cString: strerror(error)) }
        return outOfInodes(at: path)
            ? localized("no free inodes are left on its file system") : localized("the disk is full")
    }
}

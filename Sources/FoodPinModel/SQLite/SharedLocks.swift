import Foundation

/// Which processes hold SQLite's locks on a database and on its `-shm`, read from `/proc/locks`.
///
/// Why it exists: SQLite finds a database's `-wal` and `-shm` by name, but locks and judges "am I the
/// last connection?" by the main file's inode. When the main file is renamed over (a backup restored,
/// a sync tool's new copy) while a program still has the old one open, that program keeps writing its
/// journal under the names the new file will use; a second program that opens the new file then reads
/// the old file's journal as its own, and when it closes it checkpoints those pages into the new file
/// and deletes the journal the first one is still using. No lock SQLite takes can tell the two files
/// apart, but the lock table can: every open connection in WAL mode holds a read lock on its main
/// file's SHARED range and on the `-shm`'s dead-man-switch byte. A process holding the second without
/// the first has some other file open under these names.
///
/// `F_GETLK` cannot answer this (it names one holder, and never the calling process), and opening the
/// files to ask would drop this process's own locks on them (`OpenFiles`); `/proc/locks` is read-only
/// and lists every holder.
package enum SharedLocks {
    /// SQLite's unix VFS: the SHARED range of the main file, and the `-shm`'s DMS byte.
    static let sharedRange: ClosedRange<UInt64> = 0x4000_0000...(0x4000_0002 + 510 - 1)
    static let deadManSwitch: UInt64 = 128
    /// The PENDING and RESERVED bytes: held by a writer of a database in rollback-journal mode.
    static let reservedRange: ClosedRange<UInt64> = 0x4000_0000...0x4000_0001

    /// One POSIX or OFD lock of the table.
    struct Lock: Equatable {
        var pid: Int32
        var inode: UInt64
        var device: (major: UInt64, minor: UInt64)
        var range: ClosedRange<UInt64>

        static func == (lhs: Lock, rhs: Lock) -> Bool {
            lhs.pid == rhs.pid && lhs.inode == rhs.inode && lhs.device == rhs.device && lhs.range == rhs.range
        }
    }

    /// The locks held now (blocked requests, `->` lines, are not held and are left out); empty when
    /// the table cannot be read.
    /// - Complexity: O(locks held on the machine).
    static func held() -> [Lock] {
        guard let table = try? String(contentsOfFile: "/proc/locks", encoding: .utf8) else { return [] }
        return table.split(separator: "\n").compactMap(parse)
    }

    /// "1: POSIX  ADVISORY  READ 30826 fe:00:16384077 128 128"
    static func parse(_ line: Substring) -> Lock? {
        let fields = line.split(separator: " ")
        guard fields.count >= 8, fields[1] != "->", fields[1] == "POSIX" || fields[1] == "OFDLCK",
            let pid = Int32(fields[4])
        else { return nil }
        let identity = fields[5].split(separator: ":")
        guard identity.count == 3, let major = UInt64(identity[0], radix: 16),
            let minor = UInt64(identity[1], radix: 16), let inode = UInt64(identity[2]),
            let start = UInt64(fields[6])
        else { return nil }
        let end = fields[7] == "EOF" ? UInt64.max : UInt64(fields[7]) ?? UInt64.max
        return Lock(pid: pid, inode: inode, device: (major, minor), range: start...max(start, end))
    }

    /// `F_OFD_SETLK` (Linux ≥ 3.15; `<fcntl.h>` names it only with `_GNU_SOURCE`, which Swift's Glibc
    /// module does not define).
    private static let setOpenFileDescriptionLock: Int32 = 37

    /// Takes a write lock on the PENDING, RESERVED and SHARED bytes of the database open on
    /// `descriptor`, as an open-file-description lock: it conflicts with every SQLite connection's
    /// locks, this process's included, and is released when `descriptor` is closed. False when any
    /// connection holds or is taking one of those locks.
    static func lockDatabaseExclusively(_ descriptor: Int32) -> Bool {
        var request = flock()
        request.l_type = Int16(F_WRLCK)
        request.l_whence = Int16(SEEK_SET)
        request.l_start = off_t(reservedRange.lowerBound)
        request.l_len = off_t(sharedRange.upperBound - reservedRange.lowerBound + 1)
        request.l_pid = 0
        return fcntl(descriptor, setOpenFileDescriptionLock, &request) == 0
    }

    /// The processes holding a lock that overlaps `range` of `file`.
    static func holders(of file: OpenFiles.FileID, overlapping range: ClosedRange<UInt64>, in locks: [Lock]) -> Set<
        Int32
    > {
        let device = (
            major: file.device >> 8 & 0xFFF | file.device >> 32 & ~0xFFF,
            minor: file.device & 0xFF | file.device >> 12 & ~0xFF
        )
        return Set(
            locks.lazy.filter { $0.inode == file.inode && $0.device == device && $0.range.overlaps(range) }.map(\.pid))
    }

    /// Whether another process holds the PENDING or RESERVED lock of `file`: a writer in
    /// rollback-journal mode, which may be between writing the file's pages and deleting its journal.
    /// - Complexity: O(locks held on the machine).
    static func isBeingWritten(_ file: OpenFiles.FileID) -> Bool {
        !holders(of: file, overlapping: reservedRange, in: held()).subtracting([getpid()]).isEmpty
    }

    /// What the lock table says of the database at `path` (its real path: side files are named from it).
    struct Users: Equatable {
        /// The database file and its `-shm`, by identity, when they exist.
        var database: OpenFiles.FileID?
        var sharedMemory: OpenFiles.FileID?
        /// Processes with the main file open (its SHARED range locked).
        var ofDatabase: Set<Int32>
        /// Processes with the `-shm` open (its DMS byte locked).
        var ofSharedMemory: Set<Int32>

        /// Whether no process holds a lock on either file.
        var isEmpty: Bool { ofDatabase.isEmpty && ofSharedMemory.isEmpty }

        /// Processes using the `-shm` for a file other than this one, or this file with another `-shm`:
        /// opening now would mix two files' journals. A process that holds one lock and not the other
        /// but still has the other file open has only lost a lock — closing any descriptor of a file
        /// drops every POSIX lock the process holds on it, and a file chooser showing the folder opens
        /// the database to look at it — and is no stranger.
        var strangers: Set<Int32> {
            let onlyMemory = ofSharedMemory.subtracting(ofDatabase).filter { !hasOpen(database, pid: $0) }
            let onlyDatabase = ofDatabase.subtracting(ofSharedMemory).filter {
                sharedMemory != nil && !hasOpen(sharedMemory, pid: $0)
            }
            return onlyMemory.union(onlyDatabase)
        }
    }

    static func users(ofDatabaseAt path: String) -> Users {
        let locks = held()
        let database = OpenFiles.id(of: path), memory = OpenFiles.id(of: path + "-shm")
        return Users(
            database: database, sharedMemory: memory,
            ofDatabase: database.map { holders(of: $0, overlapping: sharedRange, in: locks) } ?? [],
            ofSharedMemory: memory.map { holders(of: $0, overlapping: deadManSwitch...deadManSwitch, in: locks) } ?? [])
    }

    /// Whether process `pid` has a descriptor open on `file` (/proc/PID/fd; a process this user may
    /// not look into counts as not having it).
    static func hasOpen(_ file: OpenFiles.FileID?, pid: Int32) -> Bool {
        guard let file else { return false }
        let folder = "/proc/\(pid)/fd"
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return entries.contains { OpenFiles.id(of: folder + "/" + $0) == file }
    }

    /// Whether this process holds SQLite's read lock on `file`'s SHARED range and, when `memory` is
    /// given, on the `-shm`'s DMS byte.
    static func thisProcessHolds(_ file: OpenFiles.FileID, memory: OpenFiles.FileID?) -> (database: Bool, memory: Bool)
    {
        let locks = held(), me = getpid()
        return (
            holders(of: file, overlapping: sharedRange, in: locks).contains(me),
            memory.map { holders(of: $0, overlapping: deadManSwitch...deadManSwitch, in: locks).contains(me) } ?? true
        )
    }

    /// Whether any process other than this one has the `-shm` beside `path` open.
    static func othersUseSharedMemory(of path: String) -> Bool {
        guard let shm = OpenFiles.id(of: path + "-shm") else { return false }
        return !holders(of: shm, overlapping: deadManSwitch...deadManSwitch, in: held()).subtracting([getpid()]).isEmpty
    }
}

import Foundation

/// What `stat` says of a database file and its WAL: enough to tell, without opening either, that no
/// commit has happened since a value was read from them.
///
/// A commit in WAL mode writes its frames to the `-wal` file (its size or modification time
/// changes); a checkpoint writes the main file; a file replaced by another has a new inode. File
/// times come from the kernel's coarse clock, so two writes a few milliseconds apart can leave the
/// same time, and a commit publishes its frames a moment after writing them: a value is trusted
/// only when the newest of these times was over `settledAfter` old when its read began
/// (`isSettled(before:)`). Within that second after a change, every read is made afresh.
struct DatabaseSignature: Hashable, Sendable {
    struct File: Hashable, Sendable {
        var device: UInt64
        var inode: UInt64
        var size: Int64
        /// The time of the last write. Not the status-change time: SQLite running as root `fchown`s
        /// the WAL whenever a connection opens it, which changes that time and no byte.
        var modified: timespec

        static func == (a: File, b: File) -> Bool {
            a.device == b.device && a.inode == b.inode && a.size == b.size
                && a.modified.tv_sec == b.modified.tv_sec && a.modified.tv_nsec == b.modified.tv_nsec
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(inode)
            hasher.combine(size)
            hasher.combine(modified.tv_nsec)
        }

        /// The time of the last write, in seconds since 1970.
        var newest: Double { Double(modified.tv_sec) + Double(modified.tv_nsec) / 1e9 }
    }

    /// How long after the last write a read is trusted to have seen it.
    static let settledAfter = 1.0

    /// The database file (always a regular file: `read(_:)` refuses anything else).
    var database: File
    /// The `-wal` beside it, when there is one.
    var journal: File?

    enum Problem: Error, Equatable {
        case missing
        case notARegularFile
        case unreadable(Int32)
    }

    /// The signature of the database at `path`; `lstat` for the WAL too (a link there is no WAL of ours,
    /// and reading through it is SQLite's business, which will refuse it).
    static func read(_ path: String) -> Result<DatabaseSignature, Problem> {
        var status = stat()
        guard stat(path, &status) == 0 else { return .failure(errno == ENOENT ? .missing : .unreadable(errno)) }
        guard (status.st_mode & S_IFMT) == S_IFREG else { return .failure(.notARegularFile) }
        var journal = stat()
        let hasJournal = stat(path + "-wal", &journal) == 0
        return .success(DatabaseSignature(database: File(status), journal: hasJournal ? File(journal) : nil))
    }

    /// What a quick check's verdict is kept by: the main file as it is, and which WAL lies beside it. A
    /// commit only appends frames to the WAL, each with a checksum SQLite verifies; a checkpoint
    /// writes the main file, and so asks for a new check.
    var checkedState: CheckedState {
        CheckedState(database: database, journalInode: journal?.inode)
    }

    struct CheckedState: Hashable, Sendable {
        var database: File
        var journalInode: UInt64?
    }

    /// Whether the files were last written over `settledAfter` before `time` (seconds since 1970,
    /// read from the coarse real-time clock: `Self.now()`).
    func isSettled(before time: Double) -> Bool {
        max(database.newest, journal?.newest ?? 0) < time - Self.settledAfter
    }

    /// The real-time clock as file times are stamped (coarse), in seconds since 1970.
    static func now() -> Double {
        var now = timespec()
        clock_gettime(CLOCK_REALTIME_COARSE, &now)
        return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
    }
}

extension DatabaseSignature.File {
    init(_ status: stat) {
        self.init(
            device: UInt64(status.st_dev), inode: UInt64(status.st_ino), size: Int64(status.st_size),
            modified: status.st_mtim)
    }
}

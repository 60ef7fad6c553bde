import Foundation
import Localization

/// The files SQLite keeps beside a database — `-wal` (committed changes not yet copied into the file),
/// `-shm` (an index of the WAL, no data) and `-journal` (a rollback journal, which FoodPin never
/// writes) — looked at with plain system calls before SQLite is allowed near them.
///
/// Why it exists: SQLite trusts whatever lies under those names. It replays another program's WAL
/// into the file, rolls another program's journal back into it, and a connection that closes last
/// copies the WAL into the file and deletes both side files. Backup tools, sync tools and second
/// programs leave all sorts of things there, so each is judged first (`Database.open`).
enum SideFiles {
    /// The three names, as suffixes of the database's real path.
    static let suffixes = ["-wal", "-shm", "-journal"]

    /// Refuses a side file that is not a regular file (a folder, a FIFO, a link, a device: SQLite
    /// could not use it, or would block on it), and a rollback journal SQLite would roll back into
    /// the file.
    /// - Parameters:
    ///   - real: the database's real path; side files are named from it.
    ///   - path: the path as the user gave it, for messages.
    static func inspect(_ real: String, shownAs path: String) throws(StoreError) {
        for suffix in suffixes {
            var status = stat()
            guard lstat(real + suffix, &status) == 0 else { continue }
            let type = status.st_mode & S_IFMT
            guard type == S_IFREG else {
                throw .sideFile(path: path, file: real + suffix, problem: .notARegularFile(kind: kind(of: type)))
            }
            if suffix == "-journal", isHot(real + suffix, size: Int(status.st_size), real: real) {
                throw .sideFile(path: path, file: real + suffix, problem: .unfinishedJournal)
            }
        }
    }

    /// What kind of file `type` (`st_mode & S_IFMT`) is, in words.
    private static func kind(of type: mode_t) -> String {
        switch type {
        case S_IFDIR: localized("a folder")
        case S_IFLNK: localized("a symbolic link")
        case S_IFIFO: localized("a FIFO")
        case S_IFCHR, S_IFBLK: localized("a device")
        case S_IFSOCK: localized("a socket")
        default: localized("not a regular file")
        }
    }

    /// Whether SQLite would roll `journal` back into the database at `real`: as SQLite judges it, when
    /// it is not empty, its first byte is not zero, the database has pages and no process holds the
    /// RESERVED lock (a writer at work owns the journal: two first launches at once do that). One
    /// exception: the journal of the very first write to a new database (the switch to WAL), which
    /// recorded an empty database and lies beside a file of at most one page — rolling it back
    /// empties a file that holds nothing yet, and it is what a FoodPin killed at that moment leaves.
    private static func isHot(_ journal: String, size: Int, real: String) -> Bool {
        var database = stat()
        // A writer at work (this process's included) owns its journal.
        func hasWriter(_ file: OpenFiles.FileID) -> Bool {
            !SharedLocks.holders(of: file, overlapping: SharedLocks.reservedRange, in: SharedLocks.held()).isEmpty
        }
        guard size > 0, stat(real, &database) == 0, database.st_size > 0,
            let file = OpenFiles.id(of: real), !hasWriter(file)
        else { return false }
        let descriptor = open(journal, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOFOLLOW)
        // Gone since it was seen: a writer that finished deletes its journal before it unlocks.
        guard descriptor >= 0 else { return errno != ENOENT }
        defer { close(descriptor) }
        var header = [UInt8](repeating: 0, count: 28)
        let count = header.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, 28, 0) }
        guard count >= 1, header[0] != 0 else { return false }
        func word(_ offset: Int) -> Int { header[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
        if count == 28, word(16) == 0, database.st_size <= max(512, word(24)) { return false }
        // A writer that began after the look at the locks: it holds RESERVED now, or has finished
        // and deleted the journal read here.
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_nlink > 0 else { return false }
        return !hasWriter(file)
    }

    /// Whether the WAL beside the file holds at least one frame (a header alone is 32 bytes).
    static func walHasFrames(_ real: String) -> Bool {
        var status = stat()
        return stat(real + "-wal", &status) == 0 && status.st_size > 32
    }

    /// Creates an empty `-shm` (mode 0600) when there is none, so that a `.readOnly` connection can
    /// read the WAL (SQLite then indexes it in its own memory and writes nothing); true when it made
    /// one, which `removeUnusedEmptySharedMemory` takes away again.
    static func makeSharedMemoryIfMissing(_ real: String) -> Bool {
        let descriptor = open(real + "-shm", O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { return false }
        close(descriptor)
        return true
    }

    /// Removes the `-shm` beside `real` if it is still empty and no process (this one included) uses
    /// the database or is opening it: what `makeSharedMemoryIfMissing` made for a look that is over.
    ///
    /// Looking at the lock table first is not enough: SQLite opens a `-shm` by name and only then locks
    /// it, so a writer starting now can hold the empty file open, unlocked, while it is unlinked. That
    /// writer then keeps its index of the WAL in a file nobody else can open, the next process makes a
    /// new one, and each of the two overwrites commits the other made (four loops of `foodpin add`
    /// at once lost one in a thousand this way). SQLite deletes a `-shm` only while it holds the
    /// database's EXCLUSIVE lock, and every connection holds the SHARED lock while it opens one; the
    /// unlink here happens under an open-file-description write lock on those same bytes, which no
    /// connection of any process can hold at the same time. A file this process cannot open for
    /// writing falls back to the lock table alone (its writers are another user's programs).
    static func removeUnusedEmptySharedMemory(_ real: String) {
        guard emptySharedMemory(real), SharedLocks.users(ofDatabaseAt: real).isEmpty else { return }
        // Closing a descriptor of a file drops every POSIX lock this process holds on it (`OpenFiles`).
        guard !OpenFiles.contains(real) else { return }
        let descriptor = open(real, O_RDWR | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK)
        guard descriptor >= 0 else {
            unlink(real + "-shm")
            return
        }
        defer { close(descriptor) }
        guard SharedLocks.lockDatabaseExclusively(descriptor), emptySharedMemory(real) else { return }
        unlink(real + "-shm")
    }

    private static func emptySharedMemory(_ real: String) -> Bool {
        var status = stat()
        return stat(real + "-shm", &status) == 0 && status.st_size == 0
    }

    /// Waits while a process uses these side files for another file — the old file of a database
    /// renamed over while it was open, which that process still writes its journal for — or uses this
    /// file with another `-shm`: opening now would read the other file's journal as this one's, and
    /// closing would checkpoint it into this file and delete it under that process. A FoodPin window
    /// lets go of a replaced file within a second; anything else is an error once the busy timeout
    /// has passed.
    /// - Throws: `StoreError.sideFile(.heldForAnotherFile)` naming one such process.
    static func waitWhileUsedForAnotherFile(_ real: String, shownAs path: String) throws(StoreError) {
        let deadline = DispatchTime.now() + .milliseconds(Int(SQLiteConnection.busyTimeoutMilliseconds))
        while true {
            let strangers = SharedLocks.users(ofDatabaseAt: real).strangers
            guard let pid = strangers.min() else { return }
            guard DispatchTime.now() < deadline else {
                throw .sideFile(path: path, file: real + "-wal", problem: .heldForAnotherFile(pid: Int(pid)))
            }
            // Like SQLite's own busy handler: a lock held by another process, polled.
            usleep(20_000)
        }
    }

    /// The side files that exist but that this user may not write (left by a program that read the
    /// database as another user, or with the file's read-only mode). Ones this user owns and no process
    /// uses are made writable again (the database file's mode) and are not listed.
    static func unwritable(_ real: String) -> [String] {
        var database = stat()
        guard stat(real, &database) == 0 else { return [] }
        var listed: [String] = []
        // A side file another connection deletes between the two calls is gone, not unwritable
        // (W_OK then fails with ENOENT: one `foodpin add` in a thousand, two writers at once).
        for suffix in ["-wal", "-shm"]
        where access(real + suffix, F_OK) == 0 && access(real + suffix, W_OK) != 0 && errno != ENOENT {
            var status = stat()
            let ours = stat(real + suffix, &status) == 0 && status.st_uid == geteuid()
            let idle = SharedLocks.users(ofDatabaseAt: real).ofSharedMemory.isEmpty
            if ours, idle, chmod(real + suffix, (database.st_mode & 0o666) | 0o600) == 0 { continue }
            listed.append(real + suffix)
        }
        return listed
    }
}

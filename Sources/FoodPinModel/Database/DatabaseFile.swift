import Foundation
import Localization

/// The checks made before SQLite is allowed near a file: a foreign or damaged file must come out of a
/// failed open byte-identical, so it is inspected with plain reads first.
enum DatabaseFile {
    /// The 16 bytes every SQLite 3 database starts with.
    static let header: [UInt8] = Array("SQLite format 3\0".utf8)

    /// Makes sure `path` is either a new empty file (created here with mode 0600) or a plausible
    /// SQLite database whose size agrees with its header, and returns its real path (symbolic links
    /// resolved: SQLite keeps the `-wal` and `-shm` beside the file the link points to).
    ///
    /// A symbolic link whose target does not exist is refused, never followed to create the target:
    /// such a link usually points into a drive that is not mounted or a sync folder not yet there, and
    /// a fresh database made there would hide or conflict with the real one once it is back.
    ///
    /// A file a connection of this process already holds was checked when that connection opened it,
    /// and must not be opened here again: closing the descriptor would drop SQLite's locks (`OpenFiles`).
    @discardableResult
    static func prepare(_ path: String) throws(StoreError) -> String {
        // A file made by another process between our failed open and our O_EXCL create is checked
        // like any other, once more; a name that keeps changing is an error, not a loop.
        for _ in 0..<3 {
            if OpenFiles.contains(path) { return SQLiteConnection.resolved(path) }
            let real = try resolve(path)
            let directory = (real as NSString).deletingLastPathComponent
            var isDirectory: ObjCBool = false
            if !directory.isEmpty,
                !FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory) || !isDirectory.boolValue
            {
                throw .directoryMissing(path: directory)
            }
            // O_NONBLOCK: opening a FIFO (or a device) must not wait for a writer; it is refused below.
            let descriptor = open(real, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
            if descriptor >= 0 {
                defer { close(descriptor) }
                try check(descriptor: descriptor, path: path, real: real)
                return real
            }
            guard errno == ENOENT else {
                throw .cannotCreate(path: path, reason: String(cString: strerror(errno)))
            }
            if try create(real, shownAs: path) { return real }
        }
        throw .cannotCreate(path: path, reason: localized("another program keeps creating and removing it"))
    }

    /// `path` with symbolic links resolved; a path that does not exist yet is returned as it is.
    /// - Throws: `StoreError.danglingLink` when `path` is a symbolic link to nothing, naming the
    ///   missing target; `.cannotCreate` for a loop of links.
    static func resolve(_ path: String) throws(StoreError) -> String {
        var link = path
        for _ in 0..<40 {
            var status = stat()
            guard lstat(link, &status) == 0 else { return link == path ? path : link }
            guard (status.st_mode & S_IFMT) == S_IFLNK else { return SQLiteConnection.resolved(link) }
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let count = readlink(link, &buffer, buffer.count - 1)
            guard count >= 0 else { throw .cannotCreate(path: path, reason: String(cString: strerror(errno))) }
            let target = String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            let next =
                target.hasPrefix("/")
                ? target
                : ((link as NSString).deletingLastPathComponent as NSString)
                    .appendingPathComponent(target)
            var targetStatus = stat()
            if lstat(next, &targetStatus) != 0, errno == ENOENT { throw .danglingLink(path: path, target: next) }
            link = next
        }
        throw .cannotCreate(path: path, reason: String(cString: strerror(ELOOP)))
    }

    /// Creates `path` empty with mode 0600; false when another process created it first.
    private static func create(_ path: String, shownAs name: String) throws(StoreError) -> Bool {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
        if descriptor < 0 {
            if errno == EEXIST { return false }
            throw .cannotCreate(path: name, reason: FileSystemSpace.reason(errno, at: path))
        }
        fchmod(descriptor, 0o600)
        close(descriptor)
        return true
    }

    /// Refuses a file that is not a plausible SQLite database. A verdict against a file another
    /// process is writing at that moment is not one: two first launches of a new file read it while
    /// the other was between writing its pages and deleting its journal ("it is truncated"). Such a
    /// file is looked at again, as long as the busy timeout, while it changes under the look or a
    /// writer holds its lock; a file that is truly damaged stays the same and is refused at once.
    private static func check(descriptor: Int32, path: String, real: String) throws(StoreError) {
        let deadline = DispatchTime.now() + .milliseconds(Int(SQLiteConnection.busyTimeoutMilliseconds))
        while true {
            var before = stat()
            guard fstat(descriptor, &before) == 0 else {
                throw .cannotCreate(path: path, reason: String(cString: strerror(errno)))
            }
            guard (before.st_mode & S_IFMT) == S_IFREG else {
                throw .notADatabase(path: path, reason: localized("not a regular file"))
            }
            guard let reason = problem(descriptor: descriptor, size: Int(before.st_size), real: real) else { return }
            var after = stat()
            let changed =
                fstat(descriptor, &after) != 0 || after.st_size != before.st_size
                || after.st_mtim.tv_sec != before.st_mtim.tv_sec || after.st_mtim.tv_nsec != before.st_mtim.tv_nsec
            let written =
                changed || SharedLocks.isBeingWritten(.init(device: UInt64(after.st_dev), inode: UInt64(after.st_ino)))
            guard written, DispatchTime.now() < deadline else { throw .notADatabase(path: path, reason: reason) }
            usleep(5_000)
        }
    }

    /// What is wrong with the SQLite file open on `descriptor`, `size` bytes long, in words; nil when
    /// nothing is.
    private static func problem(descriptor: Int32, size: Int, real: String) -> String? {
        if size == 0 { return nil }
        var bytes = [UInt8](repeating: 0, count: 100)
        let count = bytes.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, 100, 0) }
        guard count >= 16, Array(bytes[0..<16]) == header else {
            return localized("it does not start with the SQLite header")
        }
        guard count == 100 else { return localized("it is truncated") }
        // Page size: 2 bytes big-endian at 16, where 1 means 65536.
        let rawPageSize = Int(bytes[16]) << 8 | Int(bytes[17])
        let pageSize = rawPageSize == 1 ? 65_536 : rawPageSize
        guard pageSize >= 512, pageSize & (pageSize - 1) == 0 else { return localized("its header is damaged") }
        guard size % pageSize == 0 else {
            return localized("it is truncated or damaged (size is not a whole number of pages)")
        }
        // The page count at 28 is trustworthy when the change counter (24) equals the
        // version-valid-for number (92); then a shorter file has lost pages.
        func word(_ offset: Int) -> Int {
            bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
        }
        // A WAL or rollback journal beside it may still hold pages an interrupted checkpoint had not
        // yet copied: SQLite recovers those, so the check applies only without one.
        if word(24) == word(92), word(28) * pageSize > size, !hasJournal(real) {
            return localized("it is truncated")
        }
        return nil
    }

    private static func hasJournal(_ path: String) -> Bool {
        ["-wal", "-journal"].contains { suffix in
            var status = stat()
            return stat(path + suffix, &status) == 0 && status.st_size > 0
        }
    }
}

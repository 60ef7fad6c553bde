import Foundation
import Synchronization

/// What this process knows of the soundness of each database file it holds open, by identity
/// (forgotten when its last connection closes: an inode can be reused by another file).
///
/// A file found damaged — a read that met `SQLITE_CORRUPT` or `SQLITE_NOTADB`, or a failed
/// `PRAGMA quick_check` — is never written again by this process: writing into a damaged b-tree
/// spreads the damage and can make the rest of the user's data unrecoverable. Before the first
/// write to a file whose health is not yet known, `SQLiteConnection.write` runs a quick check
/// (O(size of the file): about 60 ms for 100,000 restaurants, 0.6 s for a million).
package enum FileHealth {
    package enum State: Sendable, Equatable {
        /// Not checked yet.
        case unknown
        /// A quick check passed, and nothing has met damage since.
        case sound
        /// Damage was found; the file is read-only for the rest of the process.
        case damaged
    }

    private struct Watcher {
        var file: OpenFiles.FileID
        var queue: DispatchQueue
        var handler: @Sendable () -> Void
        weak var token: ObservationToken?
    }

    private struct Registry {
        var states: [OpenFiles.FileID: State] = [:]
        var watchers: [Int: Watcher] = [:]
        var nextID = 0
    }

    private static let registry = Mutex(Registry())

    /// What is known of the file with this identity (`.unknown` for nil: a file we cannot stat).
    static func state(of file: OpenFiles.FileID?) -> State {
        guard let file else { return .unknown }
        return registry.withLock { $0.states[file] ?? .unknown }
    }

    /// What is known of the file at `path`.
    package static func state(ofFileAt path: String) -> State {
        state(of: OpenFiles.id(of: path))
    }

    /// Records damage; nothing clears it while the process lives. The first time, every watcher of
    /// the file is told, on its queue.
    static func markDamaged(_ file: OpenFiles.FileID?) {
        guard let file else { return }
        let told: [Watcher] = registry.withLock { registry in
            guard registry.states[file] != .damaged else { return [] }
            registry.states[file] = .damaged
            return registry.watchers.values.filter { $0.file == file }
        }
        for watcher in told {
            guard let token = watcher.token else { continue }
            watcher.queue.async { if !token.isCancelled { watcher.handler() } }
        }
    }

    /// Drops what is known of a file no connection of this process holds any more (its inode may be
    /// reused): a later open checks it again.
    static func forget(_ file: OpenFiles.FileID?) {
        guard let file else { return }
        registry.withLock { _ = $0.states.removeValue(forKey: file) }
    }

    /// Records a passed check, unless damage was found meanwhile.
    static func markSound(_ file: OpenFiles.FileID?) {
        guard let file else { return }
        registry.withLock { registry in
            if registry.states[file] != .damaged { registry.states[file] = .sound }
        }
    }

    /// Calls `handler` on `queue` when this process finds the file at `path` damaged — at once when it
    /// already has. The token ends the watch.
    static func watch(
        _ path: String, on queue: DispatchQueue,
        _ handler: @escaping @Sendable () -> Void
    ) -> ObservationToken {
        guard let file = OpenFiles.id(of: path) else { return ObservationToken {} }
        let id = registry.withLock { registry in
            registry.nextID += 1
            return registry.nextID
        }
        let token = ObservationToken { registry.withLock { _ = $0.watchers.removeValue(forKey: id) } }
        let damaged = registry.withLock { registry in
            registry.watchers[id] = Watcher(file: file, queue: queue, handler: handler, token: token)
            return registry.states[file] == .damaged
        }
        if damaged { queue.async { if !token.isCancelled { handler() } } }
        return token
    }

    /// Runs `PRAGMA quick_check` on a connection of its own, off the calling thread; damage found
    /// reaches the watchers. For a window, which must not wait for it before showing rows.
    /// The check reads every page through SQLite's small page cache, not the memory map: mapped, the
    /// whole file would stay resident in the window's process (150 MB at a million restaurants).
    static func checkInBackground(_ primary: SQLiteConnection.Template) {
        DispatchQueue.global(qos: .utility).async {
            guard let connection = try? Database.openSecondary(like: primary) else { return }
            try? connection.execute("PRAGMA mmap_size = 0")
            _ = try? connection.quickCheck()
        }
    }
}

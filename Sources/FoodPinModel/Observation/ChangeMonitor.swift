import Foundation

/// Watches one database file for commits from any connection (this process or another) and delivers
/// to every observer, on the queue it chose, a freshly loaded value of the kind it asked for (the
/// whole list, only the identifiers, …).
///
/// How: one dedicated connection per monitor polls `PRAGMA data_version` every `interval` (the value
/// changes when another connection commits); a store calls `poke()` after its own writes so that
/// in-process changes are published at once rather than at the next tick. The poll runs only while
/// someone observes. After a change every distinct `Load` (by name) runs once, all in one read
/// transaction, whatever the number of observers sharing it.
///
/// Never out of date after a local write: a value read before this process's latest write (counted
/// by `poke()`) is dropped on the observer's queue instead of delivered, because it could undo on
/// screen what the window has just shown (a restored row vanishing for a moment, a new to-do row
/// leaving and coming back). The check that write started delivers a value read after it.
///
/// Never blind to a replaced file: each tick also compares what the path names (`stat`) with the
/// file the store opened. Once another file was renamed over it (a backup restored, a sync tool's
/// new copy), or it was deleted, or its `-wal` or `-shm` is no longer the one in use, the monitor
/// closes its own connection so that nothing of it touches the names again (`SQLiteConnection.close`),
/// stops, and tells the replacement watchers (`observeReplacement`); the store then lets go of the
/// file too and refuses every write.
///
/// Threading: every mutable property is confined to `queue` (a private serial queue); the public
/// entry points hop onto it. Values are loaded on `queue` and handed to the observers' queues.
///
/// An observer that hands values on to another queue (FoodPin's `IdentifierFeed`, which works out
/// the change off the main thread) gets the write count with each value (`observeStamped`) and checks
/// it again where the value lands: a write between the two checks would otherwise go unseen.
///
/// Released means stopped: the monitor holds the tokens weakly, and so does a delivery waiting on an
/// observer's queue. (A waiting delivery that held its token kept it alive past the user's release,
/// and a change made after the release was delivered too.)
final class ChangeMonitor: @unchecked Sendable {
    /// What an observer loads after each change. Observers of loads with the same `name` share one
    /// load per change, so two loads of one name must return the same thing.
    struct Load<Value: Sendable>: Sendable {
        let name: String
        let body: @Sendable (SQLiteConnection) throws -> Value

        init(_ name: String, _ body: @escaping @Sendable (SQLiteConnection) throws -> Value) {
            self.name = name
            self.body = body
        }
    }

    private struct Observer {
        var load: String
        var queue: DispatchQueue
        /// Casts the loaded value back to the observer's type and calls its handler on `queue`,
        /// unless a local write came after the value was read (the `Int` is `writes` before reading).
        var deliver: (any Sendable, Int, ObservationToken) -> Void
        weak var token: ObservationToken?
    }

    private let primary: SQLiteConnection.Template
    private var path: String { primary.path }
    private let interval: DispatchTimeInterval
    private let queue: DispatchQueue
    // Confined to `queue`:
    private var connection: SQLiteConnection?
    private var timer: DispatchSourceTimer?
    private var loads: [String: (SQLiteConnection) throws -> any Sendable] = [:]
    private var observers: [Int: Observer] = [:]
    private var watchers: [Int: Watcher] = [:]
    /// Why the file can no longer be used, once it was replaced or deleted; the monitor has stopped.
    private var replacement: StoreError?
    /// Whether the path named nothing at the last tick: sync tools replace a file by deleting it and
    /// renaming their copy into place, so a missing file is deleted only when it is still missing at
    /// the next tick.
    private var missingAtLastTick = false
    private var nextID = 0
    private var lastVersion: Int?
    /// `writes` when the last delivered value was read.
    private var deliveredWrites = 0
    // Guarded by `writesLock`, read from any queue:
    private let writesLock = NSLock()
    private var writeCount = 0

    private struct Watcher {
        var queue: DispatchQueue
        var handler: @Sendable (StoreError) -> Void
        weak var token: ObservationToken?
    }

    /// - Parameter primary: the store's connection, whose file the monitor reads and watches.
    init(primary: SQLiteConnection.Template, interval: DispatchTimeInterval = .milliseconds(200)) {
        self.primary = primary
        self.interval = interval
        self.queue = DispatchQueue(label: "foodpin.change-monitor", qos: .utility)
    }

    deinit {
        timer?.cancel()
    }

    /// Registers `handler`; it runs on `target` with the value `load` reads after each committed change.
    func observe<Value: Sendable>(
        _ load: Load<Value>, on target: DispatchQueue,
        _ handler: @escaping @Sendable (Value) -> Void
    ) -> ObservationToken {
        observeStamped(load, on: target) { value, _ in handler(value) }
    }

    /// `observe(_:on:_:)`, the handler also given `writes` as it was when the value was read: an
    /// observer that hands the value on to another queue checks there that no write came since.
    func observeStamped<Value: Sendable>(
        _ load: Load<Value>, on target: DispatchQueue,
        _ handler: @escaping @Sendable (Value, Int) -> Void
    ) -> ObservationToken {
        let (id, token) = register()
        let deliver: (any Sendable, Int, ObservationToken) -> Void = { [weak self] value, readAfter, token in
            guard let value = value as? Value else { return }
            let monitor = self
            target.async { [weak token] in
                guard let token, !token.isCancelled, monitor?.hasWritten(since: readAfter) != true else { return }
                handler(value, readAfter)
            }
        }
        let body = load.body
        queue.sync {
            loads[load.name] = { try body($0) }
            observers[id] = Observer(load: load.name, queue: target, deliver: deliver, token: token)
            start()
        }
        return token
    }

    /// Calls `handler` on `target` once the path no longer names the store's file (`.replaced`, also
    /// when its journal was replaced) or names nothing (`.deleted`) — at once if that was already seen.
    /// The check runs with the change poll, every `interval`.
    func observeReplacement(on target: DispatchQueue, _ handler: @escaping @Sendable (StoreError) -> Void)
        -> ObservationToken
    {
        let (id, token) = register()
        queue.sync {
            if let replacement {
                target.async { [weak token] in if token?.isCancelled == false { handler(replacement) } }
                return
            }
            watchers[id] = Watcher(queue: target, handler: handler, token: token)
            start()
        }
        return token
    }

    /// A new observer's id, and the token whose cancellation removes it.
    private func register() -> (Int, ObservationToken) {
        let id: Int = queue.sync {
            nextID += 1
            return nextID
        }
        let token = ObservationToken { [weak self] in
            guard let self else { return }
            self.queue.async { self.remove(id) }
        }
        return (id, token)
    }

    /// Counts a write just committed through the owning store and checks for the change now.
    func poke() {
        writesLock.withLock { writeCount += 1 }
        queue.async { [weak self] in self?.check() }
    }

    /// How many writes the owning store has committed (`poke()` calls).
    var writes: Int { writesLock.withLock { writeCount } }

    /// Whether the owning store committed a write after `writes` read `count`: a value read then is
    /// out of date. - Complexity: O(1).
    func hasWritten(since count: Int) -> Bool { writes != count }

    // MARK: - On `queue`

    private func remove(_ id: Int) {
        observers[id] = nil
        watchers[id] = nil
        let used = Set(observers.values.map(\.load))
        loads = loads.filter { used.contains($0.key) }
        if observers.isEmpty, watchers.isEmpty { stop() }
    }

    /// The polling connection. It reads the whole order after every change, through SQLite's small
    /// page cache rather than the memory map: mapped, every page of the order index it ever read would
    /// stay resident in the observing window's process, on top of the other connections' mappings.
    private static func open(_ primary: SQLiteConnection.Template) throws -> SQLiteConnection {
        let connection = try Database.openSecondary(like: primary)
        try connection.execute("PRAGMA mmap_size = 0")
        return connection
    }

    private func start() {
        guard timer == nil, replacement == nil else { return }
        deliveredWrites = writes
        do {
            if connection == nil { connection = try Self.open(primary) }
            lastVersion = try connection.map(Self.dataVersion)
        } catch {
            lastVersion = nil
        }
        let timer = DispatchSource.makeTimerSource(queue: queue)
        timer.schedule(deadline: .now() + interval, repeating: interval, leeway: .milliseconds(20))
        timer.setEventHandler { [weak self] in self?.check() }
        timer.resume()
        self.timer = timer
    }

    private func stop() {
        timer?.cancel()
        timer = nil
        connection = nil
    }

    private func check() {
        guard !observers.isEmpty || !watchers.isEmpty, replacement == nil else { return }
        if let problem = identityProblem() { return stopForGood(problem) }
        LockKeeper.restore(primary)
        guard !observers.isEmpty else { return }
        do {
            if connection == nil { connection = try Self.open(primary) }
            guard let connection else { return }
            // Read before the data: every write counted here is in what is loaded next.
            let readAfter = writes
            let version = try Self.dataVersion(connection)
            // A local write whose commit an earlier load already saw still gets a delivery: the one
            // read before it may have been dropped.
            guard version != lastVersion || readAfter != deliveredWrites else { return }
            let loaded = try connection.read { try loads.mapValues { try $0(connection) } }
            // Recorded only once loaded: a load that failed is retried at the next tick.
            lastVersion = version
            deliveredWrites = readAfter
            deliver(loaded, readAfter: readAfter)
        } catch {
            // A busy or vanished file: try again at the next tick on a fresh connection.
            connection = nil
        }
    }

    /// Why the store's file can no longer be used, or nil while the path still names it and its journal.
    private func identityProblem() -> StoreError? {
        guard let file = primary.file else { return nil }
        guard let current = OpenFiles.id(of: path) else {
            // Gone, or unreachable for a moment (a folder being renamed): only a file missing at two
            // ticks in a row counts.
            guard errno == ENOENT else { return nil }
            defer { missingAtLastTick = true }
            return missingAtLastTick ? .deleted(path: path) : nil
        }
        missingAtLastTick = false
        if current != file || connection?.journalReplaced == true { return .replaced(path: path) }
        return nil
    }

    /// Lets go of the file for good and tells the watchers once.
    private func stopForGood(_ problem: StoreError) {
        replacement = problem
        connection?.close(because: problem)
        timer?.cancel()
        timer = nil
        connection = nil
        for watcher in watchers.values {
            guard let token = watcher.token else { continue }
            let handler = watcher.handler
            watcher.queue.async { [weak token] in if token?.isCancelled == false { handler(problem) } }
        }
        watchers = [:]
    }

    private func deliver(_ loaded: [String: any Sendable], readAfter: Int) {
        for observer in observers.values {
            guard let token = observer.token, let value = loaded[observer.load] else { continue }
            observer.deliver(value, readAfter, token)
        }
    }

    private static func dataVersion(_ connection: SQLiteConnection) throws -> Int {
        try connection.cached("PRAGMA data_version").first { $0.int(0) } ?? 0
    }
}

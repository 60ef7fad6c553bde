import Foundation

// Why this exists: a window that has just shown its own change must not read the whole list back
// to learn what it already knows. Every write to the to-do list, by any process, counts one
// revision in `meta` (`todo_item.revision`) in its own transaction; a `TodoList` remembers the
// revisions it wrote. After a commit, the observer of changes by others reads that one row, and
// reads the whole list only when some revision since the last one it saw is not this instance's:
// another process's `todo done 1`, or an edit by another `TodoList`.

extension TodoList {
    /// Calls `handler` on `queue` with every item, in list order, after a change made by another
    /// process or another `TodoList` (within about 200 ms); changes made through this instance are
    /// not delivered back (the caller has shown them already), nor are commits that leave the to-do
    /// list alone (a restaurant's).
    /// - Complexity: O(1) per commit of this instance or of another table; O(n) to read the list
    ///   after a change by others.
    public func observeChangesByOthers(
        on queue: DispatchQueue,
        _ handler: @escaping @Sendable ([TodoItem]) -> Void
    ) -> ObservationToken {
        let revisions = self.revisions
        revisions.start(at: (try? currentRevision(connection)) ?? 0)
        // Others' revisions count as seen when their list is delivered, not when it is loaded: the
        // monitor drops a value read before this process's latest write, and a load that had marked
        // them seen left the next load nothing to show — another list's add, followed at once by an
        // add here, was never delivered (seen once in forty runs under load).
        let load = ChangeMonitor.Load("todo-items-by-others-\(ObjectIdentifier(revisions).hashValue)") {
            connection -> (items: [TodoItem], revision: Int)? in
            let revision = try currentRevision(connection)
            guard !revisions.allOwn(upTo: revision) else { return nil }
            return (try TodoList.loadItems(connection), revision)
        }
        return monitor.observe(load, on: queue) { (loaded: (items: [TodoItem], revision: Int)?) in
            guard let loaded else { return }
            revisions.seen(upTo: loaded.revision)
            handler(loaded.items)
        }
    }

    /// `observeChangesByOthers(on: .main, _:)` for main-actor code.
    /// - Note: the main queue must be drained (GtkKit bridges it into the GLib main loop).
    public func observeChangesByOthersOnMain(_ handler: @escaping @MainActor ([TodoItem]) -> Void) -> ObservationToken {
        observeChangesByOthers(on: .main) { items in MainActor.assumeIsolated { handler(items) } }
    }

    /// Counts one more revision of the list; call inside the write transaction. The caller records
    /// it with `revisions.wrote(_:)` before the transaction commits (`writeRevision`).
    func bumpRevision() throws -> Int {
        let revision = try currentRevision(connection) + 1
        try connection.cached("INSERT OR REPLACE INTO meta (key, value) VALUES ('todo_item.revision', ?)")
            .bind(String(revision)).run()
        return revision
    }

    /// Runs `body` in a write transaction that counts one revision, recorded as this instance's
    /// before the commit: the change monitor may see the commit before `write` returns here, and a
    /// revision recorded only afterwards was then read back as another's (a whole-list read the
    /// window did not need; seen under load). A transaction that does not commit forgets it again.
    func writeRevision<T>(_ body: () throws -> T) throws -> T {
        var pending: Int?
        do {
            return try connection.write { () throws -> T in
                let value = try body()
                let revision = try bumpRevision()
                revisions.wrote(revision)
                pending = revision
                return value
            }
        } catch {
            if let pending { revisions.forget(pending) }
            throw error
        }
    }
}

/// The list's revision stored in `connection` (0 before the first counted write).
func currentRevision(_ connection: SQLiteConnection) throws -> Int {
    try connection.cached("SELECT value FROM meta WHERE key = 'todo_item.revision'")
        .first { Int($0.string(0)) ?? 0 } ?? 0
}

/// The revisions one `TodoList` wrote and not yet seen by its observer. Thread-safe: written on the
/// list's thread, read on the change monitor's queue.
final class LocalRevisions: @unchecked Sendable {
    private let lock = NSLock()
    private var seen = 0
    private var own: Set<Int> = []

    /// The observer starts from `revision` (what its first read of the list showed, or later).
    func start(at revision: Int) {
        lock.withLock {
            seen = max(seen, revision)
            own = own.filter { $0 > seen }
        }
    }

    /// This instance is committing `revision` (recorded under its write lock, before the commit).
    func wrote(_ revision: Int) {
        lock.withLock { if revision > seen { _ = own.insert(revision) } }
    }

    /// `revision` was not committed after all (its transaction rolled back).
    func forget(_ revision: Int) {
        lock.withLock { _ = own.remove(revision) }
    }

    /// Whether every revision after the last one seen, up to `revision`, is this instance's; if so,
    /// they count as seen from now on (nothing of another's is among them). Otherwise nothing changes:
    /// they count as seen only once a list read with them was delivered (`seen(upTo:)`).
    /// - Complexity: O(r) for the r revisions since the last one seen.
    func allOwn(upTo revision: Int) -> Bool {
        lock.withLock {
            guard revision > seen else { return true }
            let mine = revision - seen <= own.count && (seen + 1...revision).allSatisfy { own.contains($0) }
            if mine { markSeen(revision) }
            return mine
        }
    }

    /// A list read at `revision` was delivered: every revision up to it counts as seen.
    func seen(upTo revision: Int) {
        lock.withLock { if revision > seen { markSeen(revision) } }
    }

    /// Under `lock`.
    private func markSeen(_ revision: Int) {
        own = own.filter { $0 > revision }
        seen = revision
    }
}

import Foundation
import Localization

/// Finds restaurants in a database file for someone outside the app — GNOME Shell's search — without
/// ever writing it: no store is opened, nothing is created, migrated or checkpointed, and a file that is
/// missing, foreign, damaged or newer than this build only makes `search` and `restaurants` throw.
///
/// Each request opens a connection that cannot write (through the WAL when one is beside the file,
/// else the file alone, immutable) and closes it before returning, so no side file is held or left.
/// The folded search index read by a request is kept while the file is unchanged
/// (`DatabaseSignature`): the Shell asks once per keystroke, and reading 100,000 restaurants again
/// each time would cost more than the answer. A state of the file not checked yet — new to the
/// finder, or written by a checkpoint since — is checked (`PRAGMA quick_check`) on a worker thread
/// after the first answer; damage found there, or met by any read, makes every later answer an error.
///
/// Matching is the window's (`SearchQuery`: every word, any order, case and accents ignored); the
/// order is the list's, except that restaurants whose name holds every word come first.
///
/// - Note: Confined: use one finder from one thread at a time (the search provider's D-Bus thread).
///   Only the check's verdicts are shared with the worker that computes them.
public final class RestaurantFinder {
    /// What a search result shows of a restaurant.
    public struct Found: Sendable, Hashable, Identifiable {
        public var id: UUID
        public var name: String
        public var type: String
        public var location: String
        /// Path of its photo, as stored; the file may be missing or no image.
        public var image: String?
    }

    /// The database file.
    public let path: String
    private var cached: (signature: DatabaseSignature, index: RestaurantSearchIndex)?
    private let checks = CheckVerdicts()

    /// A finder for the database at `path`; nothing is opened until the first request.
    public init(path: String) {
        self.path = path
    }

    /// The identifiers of at most `limit` restaurants matching `text`, best first: those whose name
    /// holds every word, then the others, each in display order. An empty query finds nothing.
    /// - Throws: `StoreError` when the file is missing, not FoodPin's, damaged or unreadable.
    /// - Complexity: O(n) to read and fold the list when the file changed since the last request (one
    ///   pass over the order index and the rows' name, type and location); else the index's scan
    ///   (`RestaurantSearchIndex.matches`) and O(m) for m matches to rank them.
    public func search(_ text: String, limit: Int) throws(StoreError) -> [UUID] {
        let query = SearchQuery(text)
        guard !query.isEmpty, limit > 0 else { return [] }
        let index = try currentIndex()
        return index.ranked(query, limit: limit)
    }

    /// The restaurants with these identifiers, in the order asked; identifiers of no restaurant (deleted
    /// since the search) are left out.
    /// - Throws: as `search`.
    /// - Complexity: O(k log n) for k identifiers.
    public func restaurants(withIDs ids: [UUID]) throws(StoreError) -> [Found] {
        guard !ids.isEmpty else { return [] }
        let signature = try readSignature()
        try refuseIfDamaged(signature)
        return try withConnection(signature, empty: []) { connection in
            let statement = try connection.prepare(
                "SELECT id, name, type, location, image FROM restaurant WHERE id = ?")
            var found: [Found] = []
            for id in ids {
                if let restaurant = try statement.bind(id).first(Self.decodeFound) { found.append(restaurant) }
            }
            return found
        }
    }

    /// Checks the file as it is now (`PRAGMA quick_check`), unless that was done, and waits for the
    /// verdict: for tests, and for a caller that would rather answer late than from a file not yet
    /// known to be sound.
    /// - Returns: true when it passed, false when it is damaged, nil when it could not be checked
    ///   (missing, changing, locked).
    /// - Complexity: O(size of the file) the first time for a given state of the file.
    public func checkNow() -> Bool? {
        guard case .success(let signature) = DatabaseSignature.read(path) else { return nil }
        checks.start(path, signature)
        return checks.wait(for: signature)
    }

    // MARK: - Internal

    private func currentIndex() throws(StoreError) -> RestaurantSearchIndex {
        let signature = try readSignature()
        try refuseIfDamaged(signature)
        if let cached, cached.signature == signature { return cached.index }
        let started = DatabaseSignature.now()
        let index = try withConnection(signature, empty: RestaurantSearchIndex([])) { try Self.readIndex($0) }
        // Kept only when nothing was written while, or just before, it was read.
        if case .success(let after) = DatabaseSignature.read(path), after == signature,
            signature.isSettled(before: started)
        {
            cached = (signature, index)
        } else {
            cached = nil
        }
        checks.start(path, signature)
        return index
    }

    private func readSignature() throws(StoreError) -> DatabaseSignature {
        switch DatabaseSignature.read(path) {
        case .success(let signature): return signature
        case .failure(.missing): throw .noDatabase(path: path)
        case .failure(.notARegularFile): throw .notADatabase(path: path, reason: localized("not a regular file"))
        case .failure(.unreadable(let code)): throw .ioFailure(path: path, reason: String(cString: strerror(code)))
        }
    }

    private func refuseIfDamaged(_ signature: DatabaseSignature) throws(StoreError) {
        if checks.verdict(for: signature) == false || FileHealth.state(ofFileAt: path) == .damaged {
            throw .damaged(path: path)
        }
    }

    /// Runs `body` on a connection that cannot write, opened for it and closed after it. An empty file
    /// is a database with no restaurants; damage met while reading is remembered for this signature.
    private func withConnection<T>(
        _ signature: DatabaseSignature, empty: T, _ body: (SQLiteConnection) throws -> T
    ) throws(StoreError) -> T {
        if signature.database.size == 0 { return empty }
        do {
            let connection = try Self.openForReading(path)
            return try body(connection)
        } catch let error as SQLiteError where error.isDamage {
            checks.record(false, for: signature)
            throw .damaged(path: path)
        } catch StoreError.damaged {
            checks.record(false, for: signature)
            throw .damaged(path: path)
        } catch let error as StoreError {
            throw error
        } catch let error as SQLiteError {
            throw StoreError(error)
        } catch {
            throw .ioFailure(path: path, reason: "\(error)")
        }
    }

    /// The model's connection for reading only (`Database.openForReading`: the checks `foodpin check`
    /// makes — the file, what lies beside it, its owner — then a connection that cannot write, through
    /// the WAL when it holds frames, leaving nothing beside the file).
    static func openForReading(_ path: String, mapped: Bool = true) throws -> SQLiteConnection {
        let connection = try Database.openForReading(path: path)
        // Mapped, a read copies no page through read(2); the mapping is read-only, as the file is to us,
        // and goes with the connection, after the request.
        if mapped { try connection.execute("PRAGMA mmap_size = 268435456") }
        return connection
    }

    static func decodeFound(_ row: SQLiteRow) -> Found {
        Found(
            id: row.uuid(0), name: row.string(1), type: row.string(2), location: row.string(3),
            image: row.optionalString(4))
    }
}

/// What the quick checks found, by state of the file (`DatabaseSignature.checkedState`), shared between
/// a finder's thread and the worker that runs them. A state is checked once; a checkpoint or a new
/// WAL is a new state.
private final class CheckVerdicts: @unchecked Sendable {
    typealias State = DatabaseSignature.CheckedState
    // Guarded by `condition`:
    private var verdicts: [State: Bool] = [:]
    private var running: Set<State> = []
    private let condition = NSCondition()

    func verdict(for signature: DatabaseSignature) -> Bool? {
        condition.withLock { verdicts[signature.checkedState] }
    }

    func record(_ sound: Bool, for signature: DatabaseSignature) {
        condition.withLock {
            verdicts[signature.checkedState] = sound
            condition.broadcast()
        }
    }

    /// Starts checking the file at `path` unless its state was checked or is being checked.
    func start(_ path: String, _ signature: DatabaseSignature) {
        let state = signature.checkedState
        let fresh = condition.withLock { () -> Bool in
            guard verdicts[state] == nil, !running.contains(state) else { return false }
            // Only the file as it is now matters: older verdicts are of states that are gone.
            verdicts = verdicts.filter { $0.key == state }
            running.insert(state)
            return true
        }
        guard fresh else { return }
        DispatchQueue.global(qos: .utility).async { [self] in
            let sound = Self.check(path, signature)
            condition.withLock {
                running.remove(state)
                if verdicts[state] == nil, let sound { verdicts[state] = sound }
                condition.broadcast()
            }
        }
    }

    /// Blocks until the check of `signature`'s state (started with `start`) has finished; its verdict,
    /// or nil when it could not run.
    func wait(for signature: DatabaseSignature) -> Bool? {
        let state = signature.checkedState
        return condition.withLock {
            while verdicts[state] == nil, running.contains(state) { condition.wait() }
            return verdicts[state]
        }
    }

    /// `PRAGMA quick_check` through a connection that cannot write: false when it finds damage (or
    /// SQLite does, reading), nil when it cannot run (the file changed meanwhile, went away, a lock):
    /// no verdict, and the next request starts another.
    private static func check(_ path: String, _ signature: DatabaseSignature) -> Bool? {
        if signature.database.size == 0 { return true }
        do {
            // Unmapped: the check reads every page, which mapped would all stay resident while it runs.
            let connection = try RestaurantFinder.openForReading(path, mapped: false)
            let rows = try connection.prepare("PRAGMA quick_check").map { $0.string(0) }
            guard case .success(let after) = DatabaseSignature.read(path), after.checkedState == signature.checkedState
            else { return nil }
            return rows == ["ok"]
        } catch let error as SQLiteError where error.isDamage {
            return false
        } catch StoreError.damaged {
            return false
        } catch {
            return nil
        }
    }
}

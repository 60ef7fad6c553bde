import Foundation

/// Sync's own connection to the database: the account, what it knows of each collection and record
/// (`SyncSchema`), and transactions in which the engine reads and writes records through
/// `LocalRecords`.
///
/// - Note: Confined like the stores: one thread at a time (the sync engine's, never the main thread
///   in the apps). It is a connection of its own, so a window observing the lists learns of what a
///   sync wrote exactly as it learns of another process's change.
public final class SyncLedger {
    /// The database file.
    public let path: String
    let connection: SQLiteConnection

    /// Opens (creating and migrating if needed) the database at `path`.
    /// - Throws: `StoreError` naming the path; a foreign, damaged or newer file is left untouched.
    public init(path: String) throws(StoreError) {
        self.path = path
        self.connection = try Database.open(path: path)
    }

    // MARK: - Account

    /// The account, or nil when none is set.
    /// - Complexity: O(1).
    public var account: SyncAccount? {
        get throws(StoreError) {
            try StoreError.wrapping {
                try connection.cached("SELECT server, user FROM sync_account WHERE id = 1")
                    .first { SyncAccount(server: $0.string(0), user: $0.string(1)) }
            }
        }
    }

    /// Stores `account` and names the collection each kind syncs with (`collections`: kind → name),
    /// in one transaction. A kind seen for the first time gets a state row for each of its records,
    /// so that they all count as unsent. States made against another server, user or collection are
    /// kept: the next sync sees the different base and merges by UID.
    /// - Complexity: O(n) for the records of a kind seen for the first time, else O(k) for k kinds.
    public func setAccount(_ account: SyncAccount, collections: [String: String], records: [any LocalRecords])
        throws(StoreError)
    {
        try StoreError.wrapping {
            try connection.write {
                try connection.cached("INSERT OR REPLACE INTO sync_account (id, server, user) VALUES (1, ?, ?)")
                    .bind(account.server, account.user).run()
                for (kind, name) in collections.sorted(by: { $0.key < $1.key }) {
                    let existing = try connection.cached("SELECT name FROM sync_collection WHERE kind = ?")
                        .bind(kind).first { $0.string(0) }
                    if let existing {
                        // Another calendar: found again by name at the next sync.
                        if existing != name {
                            try connection.cached("UPDATE sync_collection SET name = ?, url = NULL WHERE kind = ?")
                                .bind(name, kind).run()
                        }
                        continue
                    }
                    try connection.cached("INSERT INTO sync_collection (kind, name) VALUES (?, ?)").bind(kind, name)
                        .run()
                    if let local = records.first(where: { $0.kind == kind }) {
                        let transaction = SyncTransaction(connection: connection)
                        try transaction.ensureStates(kind, ids: try local.allIDs(in: transaction))
                    }
                }
            }
        }
    }

    /// Forgets the account and everything sync knew (collections, states, tombstones, conflicts);
    /// every record stays as it is.
    /// - Complexity: O(s) for s states.
    public func removeAccount() throws(StoreError) {
        try StoreError.wrapping {
            try connection.write {
                try connection.execute(
                    "DELETE FROM sync_account; DELETE FROM sync_collection; DELETE FROM sync_item; DELETE FROM sync_conflict"
                )
            }
        }
    }

    /// What is known of the collection of `kind`, or nil when it has none.
    /// - Complexity: O(1).
    public func collection(_ kind: String) throws(StoreError) -> SyncCollectionState? {
        try StoreError.wrapping { try SyncTransaction(connection: connection).collection(kind) }
    }

    /// How many records of `kind` changed or were deleted here and are not on the server yet.
    /// - Complexity: O(p) for p pending records (a partial index holds them).
    public func pendingCount(_ kind: String) throws(StoreError) -> Int {
        try StoreError.wrapping {
            try connection.cached(SyncItemQueries.pendingCount).bind(kind).first { $0.int(0) } ?? 0
        }
    }

    /// Values that lost a conflict, newest first.
    /// - Complexity: O(c log c) for c conflicts kept.
    public func conflicts(_ kind: String) throws(StoreError) -> [SyncConflict] {
        try StoreError.wrapping { try SyncTransaction(connection: connection).conflicts(kind) }
    }

    // MARK: - Transactions

    /// Runs `body` in one read transaction (a consistent snapshot).
    public func read<T>(_ body: (SyncTransaction) throws -> T) throws -> T {
        try StoreError.mapping { try connection.read { try body(SyncTransaction(connection: connection)) } }
    }

    /// Runs `body` in one write transaction: all of it is stored, or none (a thrown error, a crash).
    public func write<T>(_ body: (SyncTransaction) throws -> T) throws -> T {
        try StoreError.mapping { try connection.write { try body(SyncTransaction(connection: connection)) } }
    }
}

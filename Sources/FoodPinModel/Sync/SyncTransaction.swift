import Foundation

/// The reads and writes of sync's state inside one `SyncLedger` transaction; valid only inside the
/// closure it is handed to.
public struct SyncTransaction {
    let connection: SQLiteConnection

    private static let columns = SyncItemQueries.columns

    // MARK: - Collections

    /// - Complexity: O(1).
    public func collection(_ kind: String) throws -> SyncCollectionState? {
        try connection.cached(
            "SELECT kind, name, url, sync_token, ctag, base, last_sync FROM sync_collection WHERE kind = ?"
        ).bind(kind).first { row in
            SyncCollectionState(
                kind: row.string(0), name: row.string(1), url: row.optionalString(2),
                syncToken: row.optionalString(3), ctag: row.optionalString(4), base: row.optionalString(5),
                lastSync: row.isNull(6) ? nil : row.date(6))
        }
    }

    /// Replaces what is known of a collection (the row must exist: `SyncLedger.setAccount`).
    /// - Complexity: O(1).
    public func saveCollection(_ state: SyncCollectionState) throws {
        try connection.cached(
            "UPDATE sync_collection SET name = ?, url = ?, sync_token = ?, ctag = ?, base = ?, last_sync = ? WHERE kind = ?"
        ).bind(state.name, state.url, state.syncToken, state.ctag, state.base, state.lastSync, state.kind).run()
    }

    // MARK: - Item states

    /// The state of record `id`.
    /// - Complexity: O(log s).
    public func state(_ kind: String, id: UUID) throws -> SyncItemState? {
        try connection.cached("SELECT \(Self.columns) FROM sync_item WHERE kind = ? AND id = ?").bind(kind, id)
            .first(Self.decode)
    }

    /// The state whose resource is `href`.
    /// - Complexity: O(log s).
    public func state(_ kind: String, href: String) throws -> SyncItemState? {
        try connection.cached(SyncItemQueries.byHref).bind(kind, href)
            .first(Self.decode)
    }

    /// The state of the record whose UID is `uid`.
    /// - Complexity: O(log s).
    public func state(_ kind: String, uid: String) throws -> SyncItemState? {
        try connection.cached(SyncItemQueries.byUID).bind(kind, uid)
            .first(Self.decode)
    }

    /// The records changed or deleted here since the server last had them.
    /// - Complexity: O(p log s) for p pending records (a partial index holds them).
    public func pendingStates(_ kind: String) throws -> [SyncItemState] {
        try connection.cached(SyncItemQueries.pending).bind(kind).map(Self.decode)
    }

    /// Every state of a kind (a full listing is compared against them).
    /// - Complexity: O(s).
    public func allStates(_ kind: String) throws -> [SyncItemState] {
        try connection.cached("SELECT \(Self.columns) FROM sync_item WHERE kind = ?").bind(kind).map(Self.decode)
    }

    /// Gives each of `ids` without a state a new one (unsent).
    /// - Complexity: O(k log s).
    public func ensureStates(_ kind: String, ids: [UUID]) throws {
        let insert = try connection.cached(
            "INSERT OR IGNORE INTO sync_item (kind, id, modified) VALUES (?, ?, \(SyncSchema.now))")
        for id in ids { try insert.bind(kind, id).run() }
    }

    /// Records what the server has of record `id` and that it has `revision` (nil: the current one,
    /// after sync itself wrote the record). A revision counted since stays pending.
    /// - Complexity: O(log s).
    public func markSynced(
        _ kind: String, id: UUID, revision: Int?, uid: String?, href: String?, etag: String?, serverText: String?
    ) throws {
        try connection.cached(
            """
            INSERT INTO sync_item (kind, id, uid, href, etag, server_text, revision, synced, deleted, modified)
            VALUES (?1, ?2, ?3, ?4, ?5, ?6, coalesce(?7, 1), coalesce(?7, 1), 0, \(SyncSchema.now))
            ON CONFLICT (kind, id) DO UPDATE SET uid = ?3, href = ?4, etag = ?5, server_text = ?6,
                synced = coalesce(?7, revision)
            """
        ).bind(kind, id, uid, href, etag, serverText, revision).run()
    }

    /// Marks record `id` pending again (a merge produced something the server does not have yet).
    /// - Complexity: O(log s).
    public func markPending(_ kind: String, id: UUID) throws {
        try connection.cached(
            "UPDATE sync_item SET revision = max(revision, synced + 1) WHERE kind = ? AND id = ?"
        ).bind(kind, id).run()
    }

    /// Forgets the server's copy of record `id` (it is gone there): the record, if it exists here,
    /// is sent again as new.
    /// - Complexity: O(log s).
    public func forgetServerCopy(_ kind: String, id: UUID) throws {
        try connection.cached(
            "UPDATE sync_item SET href = NULL, etag = NULL, server_text = NULL, revision = max(revision, synced + 1) WHERE kind = ? AND id = ?"
        ).bind(kind, id).run()
    }

    /// Removes the state of record `id` (a tombstone whose delete reached the server, or a record
    /// deleted by the server).
    /// - Complexity: O(log s).
    public func removeState(_ kind: String, id: UUID) throws {
        try connection.cached("DELETE FROM sync_item WHERE kind = ? AND id = ?").bind(kind, id).run()
    }

    /// A new base (another server, user or collection): every record is unsent, nothing is known of
    /// the server, and tombstones are dropped (what they deleted is not on the new server).
    /// - Complexity: O(s).
    public func resetStates(_ kind: String, ids: [UUID]) throws {
        try connection.cached("DELETE FROM sync_item WHERE kind = ? AND deleted = 1").bind(kind).run()
        try connection.cached(
            "UPDATE sync_item SET href = NULL, etag = NULL, server_text = NULL, revision = synced + 1 WHERE kind = ?"
        ).bind(kind).run()
        try ensureStates(kind, ids: ids)
    }

    // MARK: - Conflicts

    /// Keeps a value that lost a conflict.
    /// - Complexity: O(1).
    public func recordConflict(_ kind: String, _ conflict: SyncConflict) throws {
        try connection.cached("INSERT INTO sync_conflict (kind, id, field, kept, lost, at) VALUES (?, ?, ?, ?, ?, ?)")
            .bind(kind, conflict.id, conflict.field, conflict.kept, conflict.lost, conflict.date).run()
    }

    /// - Complexity: O(c log c).
    public func conflicts(_ kind: String) throws -> [SyncConflict] {
        try connection.cached("SELECT id, field, kept, lost, at FROM sync_conflict WHERE kind = ? ORDER BY at DESC")
            .bind(kind).map {
                SyncConflict(
                    id: $0.uuid(0), field: $0.string(1), kept: $0.optionalString(2), lost: $0.optionalString(3),
                    date: $0.date(4))
            }
    }

    private static func decode(_ row: SQLiteRow) -> SyncItemState {
        SyncItemState(
            id: row.uuid(0), uid: row.optionalString(1), href: row.optionalString(2), etag: row.optionalString(3),
            serverText: row.optionalString(4), revision: row.int(5), synced: row.int(6), isDeleted: row.bool(7),
            modified: row.isNull(8) ? nil : row.date(8))
    }
}

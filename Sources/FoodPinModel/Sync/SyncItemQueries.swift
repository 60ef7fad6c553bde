/// The reads of `sync_item` that must go through one of its partial indexes, with the index named.
///
/// `sync_item`'s primary key is (kind, id), and every record of a list has the same kind. Left to
/// itself, SQLite 3.40 (with no statistics) reads `kind = ? AND href = ?` through the primary key's
/// `kind = ?` — every state of the list — rather than through `sync_item_by_href`: a first download
/// of 10,000 cards spent 12 of its 33 s looking up states, each lookup slower than the last, and the
/// window counted the backlog after every commit by reading every state. `INDEXED BY` makes the plan
/// part of the statement: if the index could not serve it, preparing it fails instead of scanning.
enum SyncItemQueries {
    static let columns = "id, uid, href, etag, server_text, revision, synced, deleted, modified"

    /// The state whose resource is `?2` (kind `?1`).
    static let byHref = "SELECT \(columns) FROM sync_item INDEXED BY sync_item_by_href WHERE kind = ? AND href = ?"
    /// The state of the record whose UID is `?2`.
    static let byUID = "SELECT \(columns) FROM sync_item INDEXED BY sync_item_by_uid WHERE kind = ? AND uid = ?"
    /// The records changed or deleted here since the server last had them.
    static let pending =
        "SELECT \(columns) FROM sync_item INDEXED BY sync_item_pending WHERE kind = ? AND revision > synced ORDER BY id"
    /// How many records are pending, and their revisions' sum (the backlog).
    static let pendingCount =
        "SELECT count(*), total(revision) FROM sync_item INDEXED BY sync_item_pending WHERE kind = ? AND revision > synced"

    /// Every statement above, for the test that reads their plans.
    static let all = [byHref, byUID, pending, pendingCount]
}

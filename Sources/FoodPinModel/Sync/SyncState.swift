import Foundation

/// The one sync account of a database: which server, as whom. The password is never here (it lives in
/// the Secret Service, keyed by these two).
public struct SyncAccount: Sendable, Hashable {
    /// The address the user gave (`https://…`, or `http://` on a loopback address).
    public var server: String
    public var user: String

    public init(server: String, user: String) {
        self.server = server
        self.user = user
    }
}

/// A record's fields as sync exchanges them: names chosen by the record's kind ("summary", "done"…),
/// values as text. A missing key is a field with no value.
public typealias SyncFields = [String: String]

/// What sync knows of one synced collection (a calendar, an address book).
public struct SyncCollectionState: Sendable, Hashable {
    /// The kind of records it holds (`todo`).
    public var kind: String
    /// The collection's display name the user asked for ("To-Do").
    public var name: String
    /// Its URL, once discovered or created.
    public var url: String?
    /// RFC 6578's sync token of the last listing whose changes are stored.
    public var syncToken: String?
    /// The CTag of that listing (servers without sync tokens).
    public var ctag: String?
    /// The server, user and collection URL the item states were made against; nil before the first sync.
    public var base: String?
    /// When the last sync finished.
    public var lastSync: Date?

    public init(
        kind: String, name: String, url: String? = nil, syncToken: String? = nil, ctag: String? = nil,
        base: String? = nil, lastSync: Date? = nil
    ) {
        self.kind = kind
        self.name = name
        self.url = url
        self.syncToken = syncToken
        self.ctag = ctag
        self.base = base
        self.lastSync = lastSync
    }
}

/// What sync knows of one record: where it lives on the server and whether it changed here since.
public struct SyncItemState: Sendable, Hashable {
    public var id: UUID
    /// The iCalendar/vCard UID (ours: the id in lowercase; another client's: whatever it chose).
    public var uid: String?
    /// Its resource on the server (absolute path), nil until it is there.
    public var href: String?
    public var etag: String?
    /// The text the server had at `etag`: the base of a three-way merge, and what keeps the
    /// properties we do not map.
    public var serverText: String?
    /// Local edits counted; the record needs sending while `revision > synced`.
    public var revision: Int
    public var synced: Int
    /// Deleted here, not yet on the server.
    public var isDeleted: Bool
    /// When it was last edited here.
    public var modified: Date?

    public init(
        id: UUID, uid: String? = nil, href: String? = nil, etag: String? = nil, serverText: String? = nil,
        revision: Int = 1, synced: Int = 0, isDeleted: Bool = false, modified: Date? = nil
    ) {
        self.id = id
        self.uid = uid
        self.href = href
        self.etag = etag
        self.serverText = serverText
        self.revision = revision
        self.synced = synced
        self.isDeleted = isDeleted
        self.modified = modified
    }

    /// Whether it changed here since the server last had it.
    public var isPending: Bool { revision > synced }
}

/// A value that lost a conflict: both sides changed `field`; `kept` is the value the record has now.
public struct SyncConflict: Sendable, Hashable {
    public var id: UUID
    public var field: String
    public var kept: String?
    public var lost: String?
    public var date: Date

    public init(id: UUID, field: String, kept: String?, lost: String?, date: Date) {
        self.id = id
        self.field = field
        self.kept = kept
        self.lost = lost
        self.date = date
    }
}

/// The local side of a synced collection as the engine sees it: records as fields, read and written
/// inside a `SyncLedger` transaction. Conforming: `TodoList.syncRecords` (and FoodPin's, next).
///
/// Writes go through the model's own tables, so the triggers count them and every window observing
/// the list learns of them as of any other process's change.
public protocol LocalRecords: Sendable {
    /// The kind of record (`sync_collection.kind`).
    var kind: String { get }
    /// The fields of the records `ids` that exist (absent ids are deleted records).
    func fields(of ids: [UUID], in transaction: SyncTransaction) throws -> [UUID: SyncFields]
    /// Every record's id.
    func allIDs(in transaction: SyncTransaction) throws -> [UUID]
    /// Creates record `id` or replaces its fields; a field the record cannot hold is ignored.
    /// - Throws: when `fields` cannot make a record (the engine skips it with the reason).
    func write(_ fields: SyncFields, id: UUID, in transaction: SyncTransaction) throws
    /// Removes record `id`; an unknown id removes nothing.
    func delete(_ id: UUID, in transaction: SyncTransaction) throws
}

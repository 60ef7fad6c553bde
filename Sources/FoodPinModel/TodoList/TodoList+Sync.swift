import Foundation

// The to-do list as sync sees it: each item as fields, read and written inside a `SyncLedger`
// transaction. The order is the sparse position scaled to an integer (`order` = position × 1000),
// which is what a CalDAV client reads as `X-APPLE-SORT-ORDER`; a reorder changes one item's position,
// so it sends one item.

extension TodoList {
    /// The list's records for the sync engine (`LocalRecords`, kind `todo`).
    public static var syncRecords: TodoRecords { TodoRecords() }
}

/// The to-do list's `LocalRecords`: fields `summary` (the text), `done` (`1` or `0`), `order` (an
/// integer, ascending) and `created` (whole seconds since 2001-01-01 UTC).
public struct TodoRecords: LocalRecords {
    /// The fields' names.
    public enum Field {
        public static let summary = "summary"
        public static let done = "done"
        public static let order = "order"
        public static let created = "created"
    }

    /// How many `order` steps one position step is.
    static let orderScale = 1000.0

    public var kind: String { "todo" }

    /// - Complexity: O(k log n) for k ids.
    public func fields(of ids: [UUID], in transaction: SyncTransaction) throws -> [UUID: SyncFields] {
        let select = try transaction.connection.cached(
            "SELECT text, done, position, created_at FROM todo_item WHERE id = ?")
        var result: [UUID: SyncFields] = [:]
        for id in ids {
            guard
                let fields = try select.bind(id).first({ row -> SyncFields in
                    [
                        Field.summary: row.string(0), Field.done: row.bool(1) ? "1" : "0",
                        Field.order: String(Self.order(position: row.double(2))),
                        Field.created: String(Int(row.double(3).rounded(.down))),
                    ]
                })
            else { continue }
            result[id] = fields
        }
        return result
    }

    /// - Complexity: O(n).
    public func allIDs(in transaction: SyncTransaction) throws -> [UUID] {
        try transaction.connection.cached("SELECT id FROM todo_item ORDER BY position, rowid").map { $0.uuid(0) }
    }

    /// - Throws: `StoreError.todo(.emptyText)` when `summary` is missing or blank.
    /// - Complexity: O(log n).
    public func write(_ fields: SyncFields, id: UUID, in transaction: SyncTransaction) throws {
        let connection = transaction.connection
        guard let text = fields[Field.summary], !text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else {
            throw StoreError.todo(.emptyText)
        }
        let done = fields[Field.done] == "1"
        let position = fields[Field.order].flatMap(Int64.init).map { Double($0) / Self.orderScale }
        let exists = try connection.cached("SELECT 1 FROM todo_item WHERE id = ?").bind(id).first { _ in true } ?? false
        if exists {
            if let position {
                try connection.cached("UPDATE todo_item SET text = ?, done = ?, position = ? WHERE id = ?")
                    .bind(text, done, position, id).run()
            } else {
                try connection.cached("UPDATE todo_item SET text = ?, done = ? WHERE id = ?").bind(text, done, id).run()
            }
        } else {
            let created = fields[Field.created].flatMap(Double.init).map(Date.init(timeIntervalSinceReferenceDate:))
            let placed = try position ?? OrderedTable.todoItem.allocatePositions(1, on: connection)
            try connection.cached(
                "INSERT INTO todo_item (id, position, text, created_at, done) VALUES (?, ?, ?, ?, ?)"
            ).bind(id, placed, text, created ?? Date(), done).run()
        }
        try Self.countRevision(connection)
    }

    /// - Complexity: O(log n).
    public func delete(_ id: UUID, in transaction: SyncTransaction) throws {
        try transaction.connection.cached("DELETE FROM todo_item WHERE id = ?").bind(id).run()
        if transaction.connection.changes > 0 { try Self.countRevision(transaction.connection) }
    }

    /// `order` for a position: the position × 1000, rounded.
    public static func order(position: Double) -> Int64 {
        Int64((position * orderScale).rounded())
    }

    /// One more revision of the list, by nobody's `TodoList`: every window reads the list back.
    private static func countRevision(_ connection: SQLiteConnection) throws {
        let revision = try currentRevision(connection) + 1
        try connection.cached("INSERT OR REPLACE INTO meta (key, value) VALUES ('todo_item.revision', ?)")
            .bind(String(revision)).run()
    }
}

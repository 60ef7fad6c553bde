import Foundation

/// The to-do list of seed 001, persisted in the shared SQLite file, in list order.
///
/// - Note: Confined like `RestaurantStore`: one thread at a time (the main thread in the GUI).
public final class TodoList {
    /// The database file.
    public let path: String
    let connection: SQLiteConnection
    let monitor: ChangeMonitor
    /// The revisions of the list this instance wrote (`observeChangesByOthers`).
    let revisions = LocalRevisions()

    /// Opens (creating if needed) the database at `path`.
    /// - Parameter path: the file; `nil` resolves it with `DatabaseLocation.resolve(explicitPath:)`.
    /// - Throws: `StoreError` naming the path; a foreign, damaged or newer file is left untouched.
    public init(path: String? = nil) throws(StoreError) {
        let path = if let path { path } else { try DatabaseLocation.resolve(explicitPath: nil) }
        self.path = path
        self.connection = try Database.open(path: path)
        self.monitor = ChangeMonitor(primary: connection.template)
    }

    /// The row the presentation shows each item in.
    public var cellInfo: CellInfo { CellInfo(reuseIdentifier: "TodoItemCell", style: .basic) }

    /// Every item, in list order.
    /// - Complexity: O(n).
    public var items: [TodoItem] {
        get throws(StoreError) { try StoreError.wrapping { try Self.loadItems(connection) } }
    }

    /// The number of items.
    public var count: Int {
        get throws(StoreError) {
            try StoreError.wrapping { try connection.cached("SELECT count(*) FROM todo_item").first { $0.int(0) } ?? 0 }
        }
    }

    /// Calls `handler` on `queue` with all items after every committed change (this process: at once;
    /// another process: within about 200 ms). See `RestaurantStore.observe(on:_:)`.
    public func observe(
        on queue: DispatchQueue = .main,
        _ handler: @escaping @Sendable ([TodoItem]) -> Void
    ) -> ObservationToken {
        monitor.observe(Self.itemsLoad, on: queue, handler)
    }

    /// `observe(on: .main, _:)` for main-actor code: `handler` runs on the main actor.
    /// - Note: The main queue must be drained (GtkKit bridges it into the GLib main loop).
    public func observeOnMain(_ handler: @escaping @MainActor ([TodoItem]) -> Void) -> ObservationToken {
        monitor.observe(Self.itemsLoad, on: .main) { items in MainActor.assumeIsolated { handler(items) } }
    }

    static let itemsLoad = ChangeMonitor.Load("todo-items") { try loadItems($0) }

    static func loadItems(_ connection: SQLiteConnection) throws -> [TodoItem] {
        try connection.cached("SELECT id, text, created_at, done FROM todo_item ORDER BY position, rowid").map(
            decodeItem)
    }

    static func decodeItem(_ row: SQLiteRow) -> TodoItem {
        TodoItem(id: row.uuid(0), text: row.string(1), createdAt: row.date(2), isDone: row.bool(3))
    }
}

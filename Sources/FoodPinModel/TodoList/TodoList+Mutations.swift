import Foundation

// Every write goes through `writeRevision` (TodoList+Revisions): one transaction, one revision.
extension TodoList {
    /// Appends an item with `text` trimmed of surrounding whitespace and newlines.
    /// - Throws: `.todo(.emptyText)` when nothing is left after trimming (nothing is stored).
    /// - Complexity: O(log n).
    @discardableResult
    public func add(_ text: String) throws(StoreError) -> TodoItem {
        let item = TodoItem(id: .timeOrdered(), text: try Self.trimmed(text))
        try StoreError.wrapping {
            try writeRevision {
                try insert(item, position: try OrderedTable.todoItem.allocatePositions(1, on: connection))
            }
        }
        monitor.poke()
        return item
    }

    /// Removes the item at `index` (0-based, in list order).
    /// - Throws: `TodoError.noItem` when there is none.
    /// - Complexity: O(n): the list is read to find the index.
    @discardableResult
    public func remove(at index: Int) throws -> Deletion<TodoItem> {
        let deletion = try StoreError.mapping {
            try writeRevision { () throws -> Deletion<TodoItem> in
                let rows = try orderedRows()
                guard rows.indices.contains(index) else { throw TodoError.noItem(index: index, count: rows.count) }
                return try delete([rows[index]])
            }
        }
        monitor.poke()
        return deletion
    }

    /// Removes the items with `ids` (unknown ones are skipped); the deletion lists them in list order.
    /// - Complexity: O(k log k + k log n) for k ids.
    @discardableResult
    public func remove(ids: [UUID]) throws(StoreError) -> Deletion<TodoItem> {
        let deletion = try StoreError.wrapping {
            try writeRevision {
                let select = try connection.cached(
                    "SELECT id, text, created_at, done, position FROM todo_item WHERE id = ?")
                let rows = try ids.compactMap { try select.bind($0).first(Self.decodeRow) }
                return try delete(rows.sorted { $0.position < $1.position })
            }
        }
        if !deletion.isEmpty { monitor.poke() }
        return deletion
    }

    /// Removes the item with `id`; an unknown id removes nothing.
    /// - Complexity: O(log n).
    @discardableResult
    public func remove(id: UUID) throws(StoreError) -> Deletion<TodoItem> {
        try remove(ids: [id])
    }

    /// Removes every item.
    @discardableResult
    public func clear() throws(StoreError) -> Deletion<TodoItem> {
        let deletion = try StoreError.wrapping {
            try writeRevision { try delete(try orderedRows()) }
        }
        if !deletion.isEmpty { monitor.poke() }
        return deletion
    }

    /// Puts removed items back where they were (undo); items already present are left alone.
    /// - Returns: the items put back, in list order.
    /// - Complexity: O(k log k + k log n) for k items.
    @discardableResult
    public func restore(_ deletion: Deletion<TodoItem>) throws(StoreError) -> [TodoItem] {
        guard !deletion.isEmpty else { return [] }
        let restored = try StoreError.wrapping {
            try writeRevision {
                var restored: [(item: TodoItem, position: Double)] = []
                for (item, position) in zip(deletion.elements, deletion.positions) {
                    try insert(item, position: position, ignoringDuplicates: true)
                    if connection.changes > 0 { restored.append((item, position)) }
                }
                return restored.sorted { $0.position < $1.position }.map(\.item)
            }
        }
        monitor.poke()
        return restored
    }

    /// Moves the item at `source` so that it ends up at index `destination` (both 0-based, in list
    /// order, done items included).
    /// - Throws: `.todo(.noItem)` when either index is out of range.
    /// - Complexity: O(n) to read the order; one row written unless positions must be respaced.
    public func move(from source: Int, to destination: Int) throws(StoreError) {
        try StoreError.wrapping {
            try writeRevision {
                var rows = try orderedRows()
                for index in [source, destination] where !rows.indices.contains(index) {
                    throw TodoError.noItem(index: index, count: rows.count)
                }
                guard source != destination else { return }
                let moving = rows.remove(at: source)
                let before = destination > 0 ? rows[destination - 1].position : nil
                let after = destination < rows.count ? rows[destination].position : nil
                if let position = Self.position(between: before, and: after) {
                    try setPosition(position, of: moving.item.id)
                } else {
                    rows.insert(moving, at: destination)
                    try respace(rows.map(\.item.id))
                }
            }
        }
        monitor.poke()
    }

    // MARK: - Internal

    static func trimmed(_ text: String) throws(StoreError) -> String {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { throw .todo(.emptyText) }
        return trimmed
    }

    /// A position strictly between two (either may be missing: before the first, after the last);
    /// nil when a Double has no room left between them.
    static func position(between before: Double?, and after: Double?) -> Double? {
        switch (before, after) {
        case let (before?, after?):
            let middle = (before + after) / 2
            return before < middle && middle < after ? middle : nil
        case let (before?, nil): return before + 1
        case let (nil, after?): return after - 1
        case (nil, nil): return 1
        }
    }

    func setPosition(_ position: Double, of id: UUID) throws {
        try connection.cached("UPDATE todo_item SET position = ? WHERE id = ?").bind(position, id).run()
    }

    /// Gives the items `ids`, in this order, the positions 1, 2, 3…
    /// - Complexity: O(n log n); only when two neighbours have no room left between them.
    func respace(_ ids: [UUID]) throws {
        let update = try connection.cached("UPDATE todo_item SET position = ? WHERE id = ?")
        for (offset, id) in ids.enumerated() { try update.bind(Double(offset + 1), id).run() }
    }

    func orderedRows() throws -> [(item: TodoItem, position: Double)] {
        try connection.cached("SELECT id, text, created_at, done, position FROM todo_item ORDER BY position, rowid")
            .map(Self.decodeRow)
    }

    static func decodeRow(_ row: SQLiteRow) -> (item: TodoItem, position: Double) {
        (decodeItem(row), row.double(4))
    }

    func insert(_ item: TodoItem, position: Double, ignoringDuplicates: Bool = false) throws {
        let verb = ignoringDuplicates ? "INSERT OR IGNORE" : "INSERT"
        try connection.cached("\(verb) INTO todo_item (id, position, text, created_at, done) VALUES (?, ?, ?, ?, ?)")
            .bind(item.id, position, item.text, item.createdAt, item.isDone).run()
    }

    func delete(_ rows: [(item: TodoItem, position: Double)]) throws -> Deletion<TodoItem> {
        let statement = try connection.cached("DELETE FROM todo_item WHERE id = ?")
        for row in rows { try statement.bind(row.item.id).run() }
        return Deletion(elements: rows.map(\.item), positions: rows.map(\.position))
    }
}

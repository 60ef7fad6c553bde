import Foundation

extension TodoList {
    /// Appends an item with `text` trimmed of surrounding whitespace and newlines.
    /// - Throws: `TodoError.emptyText` when nothing is left after trimming (nothing is stored).
    /// - Complexity: O(log n).
    @discardableResult
    public func add(_ text: String) throws -> TodoItem {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { throw TodoError.emptyText }
        let item = TodoItem(id: .timeOrdered(), text: trimmed)
        try StoreError.wrapping {
            try connection.write { try insert(item, position: try OrderedTable.todoItem.allocatePositions(1, on: connection)) }
        }
        monitor.poke()
        return item
    }

    /// Removes the item at `index` (0-based, in list order).
    /// - Throws: `TodoError.noItem` when there is none.
    @discardableResult
    public func remove(at index: Int) throws -> Deletion<TodoItem> {
        let deletion = try StoreError.mapping {
            try connection.write { () throws -> Deletion<TodoItem> in
                let rows = try orderedRows()
                guard rows.indices.contains(index) else { throw TodoError.noItem(index: index, count: rows.count) }
                return try delete([rows[index]])
            }
        }
        monitor.poke()
        return deletion
    }

    /// Removes the item with `id`; an unknown id removes nothing.
    /// - Complexity: O(log n).
    @discardableResult
    public func remove(id: UUID) throws(StoreError) -> Deletion<TodoItem> {
        let deletion = try StoreError.wrapping {
            try connection.write {
                let row = try connection.cached("SELECT id, text, created_at, position FROM todo_item WHERE id = ?")
                    .bind(id).first(Self.decodeRow)
                return try delete(row.map { [$0] } ?? [])
            }
        }
        if !deletion.isEmpty { monitor.poke() }
        return deletion
    }

    /// Removes every item.
    @discardableResult
    public func clear() throws(StoreError) -> Deletion<TodoItem> {
        let deletion = try StoreError.wrapping {
            try connection.write { try delete(try orderedRows()) }
        }
        if !deletion.isEmpty { monitor.poke() }
        return deletion
    }

    /// Puts removed items back where they were (undo); items already present are left alone.
    public func restore(_ deletion: Deletion<TodoItem>) throws(StoreError) {
        guard !deletion.isEmpty else { return }
        try StoreError.wrapping {
            try connection.write {
                for (item, position) in zip(deletion.elements, deletion.positions) {
                    try insert(item, position: position, ignoringDuplicates: true)
                }
            }
        }
        monitor.poke()
    }

    /// Moves the item at `source` so that it ends up at index `destination` (both 0-based).
    /// - Throws: `TodoError.noItem` when either index is out of range.
    /// - Complexity: O(n) to read the order; one row written unless positions must be respaced.
    public func move(from source: Int, to destination: Int) throws {
        try StoreError.mapping {
            try connection.write {
                var rows = try orderedRows()
                for index in [source, destination] where !rows.indices.contains(index) {
                    throw TodoError.noItem(index: index, count: rows.count)
                }
                guard source != destination else { return }
                let moving = rows.remove(at: source)
                let before = destination > 0 ? rows[destination - 1].position : nil
                let after = destination < rows.count ? rows[destination].position : nil
                let position: Double = switch (before, after) {
                case let (before?, after?): (before + after) / 2
                case let (before?, nil): before + 1
                case let (nil, after?): after - 1
                case (nil, nil): 1
                }
                if let before, let after, !(before < position && position < after) {
                    // No room left between the neighbours: respace every position.
                    rows.insert(moving, at: destination)
                    let update = try connection.cached("UPDATE todo_item SET position = ? WHERE id = ?")
                    for (offset, row) in rows.enumerated() { try update.bind(Double(offset + 1), row.item.id).run() }
                } else {
                    try connection.cached("UPDATE todo_item SET position = ? WHERE id = ?")
                        .bind(position, moving.item.id).run()
                }
            }
        }
        monitor.poke()
    }

    // MARK: - Internal

    func orderedRows() throws -> [(item: TodoItem, position: Double)] {
        try connection.cached("SELECT id, text, created_at, position FROM todo_item ORDER BY position, rowid").map(Self.decodeRow)
    }

    static func decodeRow(_ row: SQLiteRow) -> (item: TodoItem, position: Double) {
        (TodoItem(id: row.uuid(0), text: row.string(1), createdAt: row.date(2)), row.double(3))
    }

    func insert(_ item: TodoItem, position: Double, ignoringDuplicates: Bool = false) throws {
        let verb = ignoringDuplicates ? "INSERT OR IGNORE" : "INSERT"
        try connection.cached("\(verb) INTO todo_item (id, position, text, created_at) VALUES (?, ?, ?, ?)")
            .bind(item.id, position, item.text, item.createdAt).run()
    }

    func delete(_ rows: [(item: TodoItem, position: Double)]) throws -> Deletion<TodoItem> {
        let statement = try connection.cached("DELETE FROM todo_item WHERE id = ?")
        for row in rows { try statement.bind(row.item.id).run() }
        return Deletion(elements: rows.map(\.item), positions: rows.map(\.position))
    }
}

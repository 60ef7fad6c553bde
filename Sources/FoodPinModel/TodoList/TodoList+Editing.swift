import Foundation

// Edits by identity, each O(log n) (the window's: it knows the ids and their neighbours, so no edit
// reads the whole list): tick off, rename, clear the done ones, move between two items.
extension TodoList {
    /// Marks the items `ids` done (or open again). An item keeps its position, so unticking it puts
    /// it back where it was among the open ones.
    /// - Returns: the items whose state changed, in the order of `ids` (unknown ids are skipped).
    /// - Complexity: O(k log n) for k ids.
    @discardableResult
    public func setDone(_ ids: [UUID], _ done: Bool) throws(StoreError) -> [TodoItem] {
        let changed = try StoreError.wrapping {
            try writeRevision {
                let update = try connection.cached("UPDATE todo_item SET done = ? WHERE id = ? AND done <> ?")
                let select = try connection.cached("SELECT id, text, created_at, done FROM todo_item WHERE id = ?")
                var changed: [TodoItem] = []
                for id in ids {
                    try update.bind(done, id, done).run()
                    guard connection.changes > 0, let item = try select.bind(id).first(Self.decodeItem) else {
                        continue
                    }
                    changed.append(item)
                }
                return changed
            }
        }
        if !changed.isEmpty { monitor.poke() }
        return changed
    }

    /// Gives the item `id` new text, trimmed of surrounding whitespace and newlines.
    /// - Returns: the item as stored now, or nil when there is no item `id`.
    /// - Throws: `.todo(.emptyText)` when nothing is left after trimming (nothing is stored).
    /// - Complexity: O(log n).
    @discardableResult
    public func rename(_ id: UUID, to text: String) throws(StoreError) -> TodoItem? {
        let text = try Self.trimmed(text)
        let item = try StoreError.wrapping {
            try writeRevision {
                try connection.cached("UPDATE todo_item SET text = ? WHERE id = ?").bind(text, id).run()
                return try connection.cached("SELECT id, text, created_at, done FROM todo_item WHERE id = ?")
                    .bind(id).first(Self.decodeItem)
            }
        }
        if item != nil { monitor.poke() }
        return item
    }

    /// Removes every done item (undo with `restore`).
    /// - Complexity: O(d log n) for d done items (the state index finds them).
    @discardableResult
    public func clearCompleted() throws(StoreError) -> Deletion<TodoItem> {
        let deletion = try StoreError.wrapping {
            try writeRevision {
                try delete(
                    try connection.cached(
                        "SELECT id, text, created_at, done, position FROM todo_item WHERE done = 1 ORDER BY position, rowid"
                    ).map(Self.decodeRow))
            }
        }
        if !deletion.isEmpty { monitor.poke() }
        return deletion
    }

    /// The item listed right after `id` among those of its state (open or done), or nil when it is the
    /// last of them or there is no item `id`: where a row goes in its section.
    /// - Complexity: O(log n).
    public func itemFollowing(_ id: UUID) throws(StoreError) -> UUID? {
        try StoreError.wrapping {
            // Two seeks on the state index (`done`, `position`); one query with an OR on ties would
            // scan the section.
            guard
                let (done, position) = try connection.cached("SELECT done, position FROM todo_item WHERE id = ?")
                    .bind(id).first({ ($0.bool(0), $0.double(1)) })
            else { return nil }
            return try connection.cached(
                "SELECT id FROM todo_item WHERE done = ? AND position > ? ORDER BY done, position LIMIT 1"
            ).bind(done, position).first { $0.uuid(0) }
        }
    }

    /// Moves the item `id` between `previous` and `next` (its new neighbours as shown; nil: none on
    /// that side). Unknown ids change nothing.
    /// - Complexity: O(log n); O(n log n) once in a long while, when two neighbours have no room left
    ///   between their positions and every position is respaced.
    public func move(_ id: UUID, after previous: UUID?, before next: UUID?) throws(StoreError) {
        try StoreError.wrapping {
            try writeRevision {
                let select = try connection.cached("SELECT position FROM todo_item WHERE id = ?")
                func position(of id: UUID?) throws -> Double? {
                    guard let id else { return nil }
                    return try select.bind(id).first { $0.double(0) }
                }
                guard try position(of: id) != nil else { return }
                var before = try position(of: previous), after = try position(of: next)
                // With one neighbour, the other side is the nearest item of the whole list (the
                // other state's items lie between the two sections' rows).
                let neighbours = "SELECT position FROM todo_item WHERE id <> ? AND position "
                if before == nil, let after {
                    before = try connection.cached(neighbours + "< ? ORDER BY position DESC LIMIT 1")
                        .bind(id, after).first { $0.double(0) }
                } else if after == nil, let before {
                    after = try connection.cached(neighbours + "> ? ORDER BY position LIMIT 1")
                        .bind(id, before).first { $0.double(0) }
                }
                if let new = Self.position(between: before, and: after) {
                    try setPosition(new, of: id)
                } else {
                    var ids = try orderedRows().map(\.item.id).filter { $0 != id }
                    let index =
                        next.flatMap { ids.firstIndex(of: $0) } ?? previous.flatMap {
                            ids.firstIndex(of: $0).map { $0 + 1 }
                        } ?? ids.count
                    ids.insert(id, at: index)
                    try respace(ids)
                }
            }
        }
        monitor.poke()
    }
}

extension TodoList {
    /// Appends an item for each of `texts` (each trimmed), in one transaction: all or none.
    /// - Throws: `.todo(.emptyText)` when one is blank (nothing is stored).
    /// - Complexity: O(k log n) for k texts.
    @discardableResult
    public func add(contentsOf texts: [String]) throws(StoreError) -> [TodoItem] {
        var items: [TodoItem] = []
        items.reserveCapacity(texts.count)
        for text in texts { items.append(TodoItem(id: .timeOrdered(), text: try Self.trimmed(text))) }
        guard !items.isEmpty else { return [] }
        try StoreError.wrapping {
            try writeRevision {
                let first = try OrderedTable.todoItem.allocatePositions(items.count, on: connection)
                for (offset, item) in items.enumerated() { try insert(item, position: first + Double(offset)) }
            }
        }
        monitor.poke()
        return items
    }
}

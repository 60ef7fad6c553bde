extension DiffableSnapshot {
    /// Adds items at the end of a section, or of the last section when `identifier` is nil.
    /// - Complexity: amortised O(k) for k items, one hash each; appending one item at a time is linear
    ///   overall.
    /// - Precondition: there is a section to append to; none of `identifiers` is in the snapshot or
    ///   repeated.
    @inlinable
    public mutating func appendItems(_ identifiers: [Item], toSection identifier: Section? = nil) {
        let operation: StaticString = "appendItems(_:toSection:)"
        let section: Int
        if let identifier {
            section = _requireSection(identifier, operation)
        } else {
            guard !_sections.isEmpty else { Misuse.trap(Misuse.noSection(operation)) }
            section = _sections.count - 1
        }
        _insertItems(identifiers, section: section, at: _lists[section].count, operation)
    }

    /// Inserts items before an existing item, in that item's section.
    /// - Complexity: O(k + log n + B) for k items (one hash each), n items in the snapshot and chunks
    ///   of B = 2048 items; no other item is hashed.
    @inlinable
    public mutating func insertItems(_ identifiers: [Item], beforeItem beforeIdentifier: Item) {
        let position = _requireItem(beforeIdentifier, "insertItems(_:beforeItem:)")
        _insertItems(identifiers, section: Int(position.section), at: Int(position.index), "insertItems(_:beforeItem:)")
    }

    /// Inserts items after an existing item, in that item's section.
    /// - Complexity: O(k + log n + B) for k items (one hash each), n items in the snapshot and chunks
    ///   of B = 2048 items; no other item is hashed.
    @inlinable
    public mutating func insertItems(_ identifiers: [Item], afterItem afterIdentifier: Item) {
        let position = _requireItem(afterIdentifier, "insertItems(_:afterItem:)")
        _insertItems(
            identifiers, section: Int(position.section), at: Int(position.index) + 1, "insertItems(_:afterItem:)")
    }

    /// Deletes items.
    /// - Complexity: O(k (B + log n)) for k identifiers (one hash each), n items in the snapshot and
    ///   chunks of B = 2048 items: integer work on the chunks and index shards it touches and on their
    ///   paths; copies share the rest. The index is not renumbered.
    /// - Note: identifiers not in the snapshot are ignored.
    @inlinable
    public mutating func deleteItems(_ identifiers: [Item]) {
        guard !identifiers.isEmpty else { return }
        var removed = ContiguousArray<[Int]?>(repeating: nil, count: _sections.count)
        var entries: [(hash: Int, entry: Position, position: Position)] = []
        for identifier in identifiers {
            let hash = ItemHash.hash(identifier)
            guard let position = _position(of: identifier, hash: hash) else { continue }
            let section = Int(position.section)
            let key = _lists[section].key(containing: Int(position.index))
            if removed[section] == nil { removed[section] = [] }
            removed[section]!.append(Int(position.index))
            entries.append((hash, Position(section, Int(Int32(bitPattern: key))), position))
        }
        guard !entries.isEmpty else { return }
        for section in removed.indices {
            guard var gaps = removed[section] else { continue }
            gaps.sort()
            // The same identifier given twice is deleted once.
            if gaps.count > 1 {
                var unique = 1
                for index in 1..<gaps.count where gaps[index] != gaps[unique - 1] {
                    gaps[unique] = gaps[index]
                    unique += 1
                }
                gaps.removeLast(gaps.count - unique)
            }
            _lists[section].remove(atSortedIndices: gaps)
        }
        var seen = Set<Position>()
        // Once per item (an identifier given twice is one item), even if two items share a hash and a chunk.
        for entry in entries where seen.insert(entry.position).inserted {
            _index.remove(hash: entry.hash, position: entry.entry)
        }
        _pruneMarks()
        _checkAfterMutation()
    }

    /// Deletes every item and every section.
    /// - Complexity: O(1) amortised (the storage is released).
    @inlinable
    public mutating func deleteAllItems() {
        self = DiffableSnapshot()
    }

    /// Moves an item before another, possibly into another section.
    /// - Complexity: O(log n + B) for n items in the snapshot and chunks of B = 2048 items: two hashes,
    ///   then integer work.
    @inlinable
    public mutating func moveItem(_ identifier: Item, beforeItem toIdentifier: Item) {
        _moveItem(identifier, toIdentifier, after: false, "moveItem(_:beforeItem:)")
    }

    /// Moves an item after another, possibly into another section.
    /// - Complexity: O(log n + B) for n items in the snapshot and chunks of B = 2048 items: two hashes,
    ///   then integer work.
    @inlinable
    public mutating func moveItem(_ identifier: Item, afterItem toIdentifier: Item) {
        _moveItem(identifier, toIdentifier, after: true, "moveItem(_:afterItem:)")
    }

    /// Marks items to be reloaded: applying this snapshot re-creates their rows.
    /// - Complexity: O(k) for k items, one hash each.
    @inlinable
    public mutating func reloadItems(_ identifiers: [Item]) {
        for identifier in identifiers {
            _ = _requireItem(identifier, "reloadItems(_:)")
            _reloadedItems.insert(identifier)
        }
        _checkAfterMutation()
    }

    /// Marks items to be reconfigured: applying this snapshot rebinds their existing rows in place.
    /// - Complexity: O(k) for k items, one hash each.
    @inlinable
    public mutating func reconfigureItems(_ identifiers: [Item]) {
        for identifier in identifiers {
            _ = _requireItem(identifier, "reconfigureItems(_:)")
            _reconfiguredItems.insert(identifier)
        }
        _checkAfterMutation()
    }

    // MARK: - Internal

    @inlinable
    mutating func _insertItems(_ identifiers: [Item], section: Int, at index: Int, _ operation: StaticString) {
        guard !identifiers.isEmpty else { return }
        let hashes = ItemHash.hashes(identifiers)
        _place(identifiers, hashes: hashes, section: section, at: index, operation)
        _checkAfterMutation()
    }

    /// Puts items at `index` of a section and indexes them; traps, naming `operation`, if one is
    /// already in the snapshot or given twice (items are compared only when their hashes are equal).
    /// The index takes the items a chunk at a time (`ItemIndex.insert(_:position:unlessExisting:)`).
    /// - Complexity: O(k + log n + B) for k items; O(n) when the section's chunk keys are relabelled.
    @inlinable
    mutating func _place(_ identifiers: [Item], hashes: [Int], section: Int, at index: Int, _ operation: StaticString) {
        var placed: [(offsets: Range<Int>, key: UInt32)] = []
        var moved: [(hash: Int, from: UInt32, to: UInt32)] = []
        for attempt in 0... {
            let done =
                index == _lists[section].count
                ? _lists[section].append(identifiers, hashes: hashes) { placed.append(($0, $1)) }
                : _lists[section].insert(
                    identifiers, hashes: hashes, at: index, placed: { placed.append(($0, $1)) },
                    moved: { moved.append(($1, $2, $3)) })
            if done { break }
            // No chunk key left where the items go: spread the section's keys out and index it afresh.
            // Once is enough unless a section has billions of items.
            Misuse.check(attempt == 0, "\(operation): too many items in section \(Misuse.describe(_sections[section]))")
            _lists[section].relabel(leavingRoomFor: identifiers.count / ItemList<Item>.chunkCapacity + 1)
            _rebuildIndex()
        }
        _index.reserveCapacity(_index.count + identifiers.count)
        for entry in moved {
            _index.move(
                hash: entry.hash, from: Position(section, Int(Int32(bitPattern: entry.from))),
                to: Position(section, Int(Int32(bitPattern: entry.to))))
        }
        let lists = _lists
        hashes.withUnsafeBufferPointer { hashes in
            for run in placed {
                // An entry with the same hash names a chunk; the item is there twice if that chunk holds
                // an equal item anywhere but where this one was just put (`own`).
                var conflict: Position?
                let found = _index.insert(
                    UnsafeBufferPointer(rebasing: hashes[run.offsets]),
                    position: Position(section, Int(Int32(bitPattern: run.key)))
                ) { k, other in
                    let offset = run.offsets.lowerBound + k
                    let identifier = identifiers[offset], hash = hashes[offset]
                    let own = Position(section, index + offset)
                    let list = lists[Int(other.section)]
                    guard let (chunk, base) = list.chunk(withKey: UInt32(bitPattern: other.index)) else { return false }
                    for offset in chunk.hashes.indices
                    where chunk.hashes[offset] == hash && chunk.items[offset] == identifier {
                        let at = Position(Int(other.section), base + offset)
                        if at != own {
                            conflict = at
                            return true
                        }
                    }
                    return false
                }
                if let found, let conflict {
                    let identifier = identifiers[run.offsets.lowerBound + found]
                    if Int(conflict.section) == section
                        && (index..<index + identifiers.count).contains(Int(conflict.index))
                    {
                        Misuse.trap(Misuse.repeatedItem(operation, identifier))
                    }
                    Misuse.trap(
                        Misuse.duplicateItem(operation, identifier, inSection: _sections[Int(conflict.section)]))
                }
            }
        }
    }

    @inlinable
    mutating func _moveItem(_ identifier: Item, _ toIdentifier: Item, after: Bool, _ operation: StaticString) {
        let hash = ItemHash.hash(identifier), toHash = ItemHash.hash(toIdentifier)
        guard let from = _position(of: identifier, hash: hash) else {
            Misuse.trap(Misuse.unknownItem(operation, identifier))
        }
        guard let anchor = _position(of: toIdentifier, hash: toHash) else {
            Misuse.trap(Misuse.unknownItem(operation, toIdentifier))
        }
        guard from != anchor else { Misuse.trap(Misuse.moveOntoItself(operation, identifier)) }
        let source = Int(from.section)
        let key = _lists[source].key(containing: Int(from.index))
        _lists[source].remove(atSortedIndices: [Int(from.index)])
        _index.remove(hash: hash, position: Position(source, Int(Int32(bitPattern: key))))
        let target = _position(of: toIdentifier, hash: toHash)!
        _place(
            [identifier], hashes: [hash], section: Int(target.section), at: Int(target.index) + (after ? 1 : 0),
            operation)
        _checkAfterMutation()
    }

    /// Forgets the marks of items and sections that are gone.
    @inlinable
    mutating func _pruneMarks() {
        let snapshot = self
        _reloadedItems.removeAll { snapshot._position(of: $0) == nil }
        _reconfiguredItems.removeAll { snapshot._position(of: $0) == nil }
        _reloadedSections.removeAll { snapshot._sectionIndex[$0] == nil }
    }
}

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
            guard !_sections.isEmpty else { preconditionFailure(Misuse.noSection(operation)) }
            section = _sections.count - 1
        }
        _insertItems(identifiers, section: section, at: _items[section].count, operation)
    }

    /// Inserts items before an existing item, in that item's section.
    /// - Complexity: O(k + n) for k items (one hash each) and n items in the snapshot (no hashing).
    @inlinable
    public mutating func insertItems(_ identifiers: [Item], beforeItem beforeIdentifier: Item) {
        let position = _requireItem(beforeIdentifier, "insertItems(_:beforeItem:)")
        _insertItems(identifiers, section: Int(position.section), at: Int(position.index), "insertItems(_:beforeItem:)")
    }

    /// Inserts items after an existing item, in that item's section.
    /// - Complexity: O(k + n) for k items (one hash each) and n items in the snapshot (no hashing).
    @inlinable
    public mutating func insertItems(_ identifiers: [Item], afterItem afterIdentifier: Item) {
        let position = _requireItem(afterIdentifier, "insertItems(_:afterItem:)")
        _insertItems(identifiers, section: Int(position.section), at: Int(position.index) + 1, "insertItems(_:afterItem:)")
    }

    /// Deletes items.
    /// - Complexity: O(n + k) for n items in the snapshot and k identifiers: one hash per identifier.
    ///   A few deletions renumber the index in place, in one pass over it; many rebuild it.
    /// - Note: identifiers not in the snapshot are ignored.
    @inlinable
    public mutating func deleteItems(_ identifiers: [Item]) {
        guard !identifiers.isEmpty else { return }
        var removed = ContiguousArray<[Int32]?>(repeating: nil, count: _sections.count)
        var entries: [(hash: Int, position: Position)] = []
        for identifier in identifiers {
            let hash = identifier.hashValue
            guard let position = _position(of: identifier, hash: hash) else { continue }
            let section = Int(position.section)
            if removed[section] == nil { removed[section] = [] }
            removed[section]!.append(position.index)
            entries.append((hash, position))
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
            removed[section] = gaps
            let items = _items[section], hashes = _hashes[section]
            var keptItems: [Item] = [], keptHashes: [Int] = []
            keptItems.reserveCapacity(items.count - gaps.count)
            keptHashes.reserveCapacity(items.count - gaps.count)
            var start = 0
            for gap in gaps.lazy.map(Int.init) + [items.count] {
                keptItems.append(contentsOf: items[start..<gap])
                keptHashes.append(contentsOf: hashes[start..<gap])
                start = gap + 1
            }
            _items[section] = keptItems
            _hashes[section] = keptHashes
        }
        if entries.count * 8 > _table.count {
            _rebuildTable("deleteItems(_:)")
        } else {
            var seen = Set<Position>()
            for entry in entries where seen.insert(entry.position).inserted {
                _table.remove(hash: entry.hash, position: entry.position)
            }
            _table.closeGaps(removed)
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
    /// - Complexity: O(n) for n items in the snapshot: two hashes, then integer work.
    @inlinable
    public mutating func moveItem(_ identifier: Item, beforeItem toIdentifier: Item) {
        _moveItem(identifier, toIdentifier, after: false, "moveItem(_:beforeItem:)")
    }

    /// Moves an item after another, possibly into another section.
    /// - Complexity: O(n) for n items in the snapshot: two hashes, then integer work.
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
        let hashes = identifiers.map(\.hashValue)
        if index == _items[section].count {
            if index == 0 {
                _items[section] = identifiers
                _hashes[section] = hashes
            } else {
                _items[section].append(contentsOf: identifiers)
                _hashes[section].append(contentsOf: hashes)
            }
            _table.reserveCapacity(_table.count + identifiers.count)
            let items = _items
            for offset in identifiers.indices {
                let identifier = identifiers[offset]
                let existing = _table.insert(hash: hashes[offset], position: Position(section, index + offset)) {
                    items[Int($0.section)][Int($0.index)] == identifier
                }
                if let existing {
                    if Int(existing.section) == section && Int(existing.index) >= index {
                        preconditionFailure(Misuse.repeatedItem(operation, identifier))
                    }
                    preconditionFailure(Misuse.duplicateItem(operation, identifier, inSection: _sections[Int(existing.section)]))
                }
            }
        } else {
            for offset in identifiers.indices {
                if let existing = _position(of: identifiers[offset], hash: hashes[offset]) {
                    preconditionFailure(Misuse.duplicateItem(operation, identifiers[offset], inSection: _sections[Int(existing.section)]))
                }
            }
            _items[section].insert(contentsOf: identifiers, at: index)
            _hashes[section].insert(contentsOf: hashes, at: index)
            _rebuildTable(operation)
        }
        _checkAfterMutation()
    }

    @inlinable
    mutating func _moveItem(_ identifier: Item, _ toIdentifier: Item, after: Bool, _ operation: StaticString) {
        let from = _requireItem(identifier, operation)
        var anchor = _requireItem(toIdentifier, operation)
        guard from != anchor else { preconditionFailure(Misuse.moveOntoItself(operation, identifier)) }
        let source = Int(from.section)
        _items[source].remove(at: Int(from.index))
        let hash = _hashes[source].remove(at: Int(from.index))
        if anchor.section == from.section && anchor.index > from.index { anchor.index -= 1 }
        let target = Int(anchor.section), index = Int(anchor.index) + (after ? 1 : 0)
        _items[target].insert(identifier, at: index)
        _hashes[target].insert(hash, at: index)
        _rebuildTable(operation)
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

extension DiffableSnapshot {
    /// Adds items at the end of a section, or of the last section when `identifier` is nil.
    /// - Complexity: amortised O(k) for k items, one hash each; appending one item at a time is linear
    ///   overall.
    /// - Precondition: there is a section to append to; none of `identifiers` is in the snapshot or
    ///   repeated.
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
    /// - Complexity: O(k + m) for k items and m items after the insertion point in its section, one hash
    ///   each.
    public mutating func insertItems(_ identifiers: [Item], beforeItem beforeIdentifier: Item) {
        let position = _requireItem(beforeIdentifier, "insertItems(_:beforeItem:)")
        _insertItems(identifiers, section: Int(position.section), at: Int(position.index), "insertItems(_:beforeItem:)")
    }

    /// Inserts items after an existing item, in that item's section.
    /// - Complexity: O(k + m) for k items and m items after the insertion point in its section, one hash
    ///   each.
    public mutating func insertItems(_ identifiers: [Item], afterItem afterIdentifier: Item) {
        let position = _requireItem(afterIdentifier, "insertItems(_:afterItem:)")
        _insertItems(identifiers, section: Int(position.section), at: Int(position.index) + 1, "insertItems(_:afterItem:)")
    }

    /// Deletes items.
    /// - Complexity: O(n + k) for n items in the affected sections and k identifiers.
    /// - Note: identifiers not in the snapshot are ignored.
    public mutating func deleteItems(_ identifiers: [Item]) {
        guard !identifiers.isEmpty else { return }
        var doomed = ContiguousArray<[Bool]?>(repeating: nil, count: _sections.count)
        var firstDoomed = ContiguousArray<Int>(repeating: .max, count: _sections.count)
        for identifier in identifiers {
            guard let position = _itemPositions.removeValue(forKey: identifier) else { continue }
            let section = Int(position.section), index = Int(position.index)
            if doomed[section] == nil { doomed[section] = Array(repeating: false, count: _items[section].count) }
            doomed[section]![index] = true
            firstDoomed[section] = Swift.min(firstDoomed[section], index)
        }
        for section in doomed.indices {
            guard let mask = doomed[section] else { continue }
            let first = firstDoomed[section]
            _items[section].withUnsafeMutableBufferPointer { items in
                var write = first
                for read in first..<items.count where !mask[read] {
                    items.swapAt(write, read)
                    write += 1
                }
            }
            let kept = mask.count - mask[first...].lazy.filter { $0 }.count
            _items[section].removeSubrange(kept...)
            for index in first..<kept { _itemPositions[_items[section][index]] = Position(section, index) }
        }
        _pruneMarks()
        _checkAfterMutation()
    }

    /// Deletes every item and every section.
    /// - Complexity: O(1) amortised (the storage is released).
    public mutating func deleteAllItems() {
        self = DiffableSnapshot()
    }

    /// Moves an item before another, possibly into another section.
    /// - Complexity: O(m) for m items after the two positions in their sections, one hash each.
    public mutating func moveItem(_ identifier: Item, beforeItem toIdentifier: Item) {
        _moveItem(identifier, toIdentifier, after: false, "moveItem(_:beforeItem:)")
    }

    /// Moves an item after another, possibly into another section.
    /// - Complexity: O(m) for m items after the two positions in their sections, one hash each.
    public mutating func moveItem(_ identifier: Item, afterItem toIdentifier: Item) {
        _moveItem(identifier, toIdentifier, after: true, "moveItem(_:afterItem:)")
    }

    /// Marks items to be reloaded: applying this snapshot re-creates their rows.
    /// - Complexity: O(k) for k items, one hash each.
    public mutating func reloadItems(_ identifiers: [Item]) {
        for identifier in identifiers {
            _ = _requireItem(identifier, "reloadItems(_:)")
            _reloadedItems.insert(identifier)
        }
        _checkAfterMutation()
    }

    /// Marks items to be reconfigured: applying this snapshot rebinds their existing rows in place.
    /// - Complexity: O(k) for k items, one hash each.
    public mutating func reconfigureItems(_ identifiers: [Item]) {
        for identifier in identifiers {
            _ = _requireItem(identifier, "reconfigureItems(_:)")
            _reconfiguredItems.insert(identifier)
        }
        _checkAfterMutation()
    }

    // MARK: - Internal

    mutating func _insertItems(_ identifiers: [Item], section: Int, at index: Int, _ operation: StaticString) {
        guard !identifiers.isEmpty else { return }
        let needed = _itemPositions.count + identifiers.count
        if needed > _itemPositions.capacity {
            _itemPositions.reserveCapacity(Swift.max(needed, _itemPositions.capacity * 2))
        }
        for (offset, identifier) in identifiers.enumerated() {
            if let previous = _itemPositions.updateValue(Position(section, index + offset), forKey: identifier) {
                if identifiers[..<offset].contains(identifier) {
                    preconditionFailure(Misuse.repeatedItem(operation, identifier))
                }
                preconditionFailure(Misuse.duplicateItem(operation, identifier, inSection: _sections[Int(previous.section)]))
            }
        }
        let isAppend = index == _items[section].count
        _items[section].insert(contentsOf: identifiers, at: index)
        if !isAppend { _reindexItems(section: section, from: index + identifiers.count) }
        _checkAfterMutation()
    }

    mutating func _moveItem(_ identifier: Item, _ toIdentifier: Item, after: Bool, _ operation: StaticString) {
        let from = _requireItem(identifier, operation)
        _ = _requireItem(toIdentifier, operation)
        guard identifier != toIdentifier else { preconditionFailure(Misuse.moveOntoItself(operation, identifier)) }
        let source = Int(from.section)
        _items[source].remove(at: Int(from.index))
        _reindexItems(section: source, from: Int(from.index))
        let anchor = _itemPositions[toIdentifier]!
        let target = Int(anchor.section), index = Int(anchor.index) + (after ? 1 : 0)
        _items[target].insert(identifier, at: index)
        _reindexItems(section: target, from: index)
        _checkAfterMutation()
    }

    mutating func _reindexItems(section: Int, from first: Int) {
        let items = _items[section]
        for index in first..<items.count { _itemPositions[items[index]] = Position(section, index) }
    }

    /// Forgets the marks of items and sections that are gone.
    mutating func _pruneMarks() {
        let items = _itemPositions, sections = _sectionIndex
        _reloadedItems.removeAll { items[$0] == nil }
        _reconfiguredItems.removeAll { items[$0] == nil }
        _reloadedSections.removeAll { sections[$0] == nil }
    }
}

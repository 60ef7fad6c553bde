extension DiffableSnapshot {
    /// Adds sections after the last one.
    /// - Complexity: O(k) for k sections, one hash each.
    /// - Precondition: none of `identifiers` is in the snapshot, and none is repeated.
    @inlinable
    public mutating func appendSections(_ identifiers: [Section]) {
        _insertSections(identifiers, at: _sections.count, "appendSections(_:)")
    }

    /// Inserts sections before an existing one.
    /// - Complexity: O(k + n) for k new sections and n items in the snapshot; no item is hashed.
    @inlinable
    public mutating func insertSections(_ identifiers: [Section], beforeSection toIdentifier: Section) {
        let index = _requireSection(toIdentifier, "insertSections(_:beforeSection:)")
        _insertSections(identifiers, at: index, "insertSections(_:beforeSection:)")
    }

    /// Inserts sections after an existing one.
    /// - Complexity: O(k + n) for k new sections and n items in the snapshot; no item is hashed.
    @inlinable
    public mutating func insertSections(_ identifiers: [Section], afterSection toIdentifier: Section) {
        let index = _requireSection(toIdentifier, "insertSections(_:afterSection:)")
        _insertSections(identifiers, at: index + 1, "insertSections(_:afterSection:)")
    }

    /// Deletes sections and their items. Unknown sections are ignored, as in UIKit.
    /// - Complexity: O(k + n) for k identifiers and n items in the snapshot; no item is hashed.
    @inlinable
    public mutating func deleteSections(_ identifiers: [Section]) {
        var doomed = Set<Int>()
        for identifier in identifiers {
            if let index = _sectionIndex[identifier] { doomed.insert(index) }
        }
        guard !doomed.isEmpty else { return }
        for index in doomed { _sectionIndex[_sections[index]] = nil }
        var sections: [Section] = [], items = ContiguousArray<[Item]>(), hashes = ContiguousArray<[Int]>()
        for index in _sections.indices where !doomed.contains(index) {
            sections.append(_sections[index])
            items.append(_items[index])
            hashes.append(_hashes[index])
        }
        (_sections, _items, _hashes) = (sections, items, hashes)
        _reindexSections(from: doomed.min()!)
        _rebuildTable("deleteSections(_:)")
        _pruneMarks()
        _checkAfterMutation()
    }

    /// Moves a section, with its items, before another.
    /// - Complexity: O(n) for n items in the snapshot; no item is hashed.
    @inlinable
    public mutating func moveSection(_ identifier: Section, beforeSection toIdentifier: Section) {
        _moveSection(identifier, toIdentifier, after: false, "moveSection(_:beforeSection:)")
    }

    /// Moves a section, with its items, after another.
    /// - Complexity: O(n) for n items in the snapshot; no item is hashed.
    @inlinable
    public mutating func moveSection(_ identifier: Section, afterSection toIdentifier: Section) {
        _moveSection(identifier, toIdentifier, after: true, "moveSection(_:afterSection:)")
    }

    /// Marks sections to be reloaded: applying this snapshot re-creates the sections and all their rows.
    /// - Complexity: O(k) for k sections, one hash each.
    @inlinable
    public mutating func reloadSections(_ identifiers: [Section]) {
        for identifier in identifiers {
            _ = _requireSection(identifier, "reloadSections(_:)")
            _reloadedSections.insert(identifier)
        }
        _checkAfterMutation()
    }

    // MARK: - Internal

    @inlinable
    mutating func _insertSections(_ identifiers: [Section], at index: Int, _ operation: StaticString) {
        guard !identifiers.isEmpty else { return }
        for (offset, identifier) in identifiers.enumerated() {
            if _sectionIndex[identifier] != nil {
                if identifiers[..<offset].contains(identifier) {
                    preconditionFailure(Misuse.repeatedSection(operation, identifier))
                }
                preconditionFailure(Misuse.duplicateSection(operation, identifier))
            }
            _sectionIndex[identifier] = index + offset
        }
        let isAppend = index == _sections.count
        _sections.insert(contentsOf: identifiers, at: index)
        _items.insert(contentsOf: repeatElement([], count: identifiers.count), at: index)
        _hashes.insert(contentsOf: repeatElement([], count: identifiers.count), at: index)
        if !isAppend {
            _reindexSections(from: index + identifiers.count)
            _rebuildTable(operation)
        }
        _checkAfterMutation()
    }

    @inlinable
    mutating func _moveSection(_ identifier: Section, _ toIdentifier: Section, after: Bool, _ operation: StaticString) {
        let from = _requireSection(identifier, operation)
        let anchor = _requireSection(toIdentifier, operation)
        guard from != anchor else { preconditionFailure(Misuse.moveSectionOntoItself(operation, identifier)) }
        let items = _items.remove(at: from), hashes = _hashes.remove(at: from)
        _sections.remove(at: from)
        var to = after ? anchor + 1 : anchor
        if from < to { to -= 1 }
        _sections.insert(identifier, at: to)
        _items.insert(items, at: to)
        _hashes.insert(hashes, at: to)
        _reindexSections(from: Swift.min(from, to), through: Swift.max(from, to))
        _rebuildTable(operation)
        _checkAfterMutation()
    }

    /// Rewrites the section index of sections `from...through`.
    @inlinable
    mutating func _reindexSections(from first: Int, through last: Int? = nil) {
        let last = last ?? (_sections.count - 1)
        guard first <= last else { return }
        for section in first...last { _sectionIndex[_sections[section]] = section }
    }

    /// Rebuilds the item table from the stored hashes: no item is hashed, and items are compared only
    /// when two hashes are equal, to catch an item added twice by the operation that called this.
    @inlinable
    mutating func _rebuildTable(_ operation: StaticString) {
        var total = 0
        for items in _items { total += items.count }
        _table.removeAll(reservingCapacity: total)
        let items = _items, hashes = _hashes
        for section in items.indices {
            let sectionItems = items[section], sectionHashes = hashes[section]
            for index in sectionItems.indices {
                let item = sectionItems[index]
                let existing = _table.insert(hash: sectionHashes[index], position: Position(section, index)) {
                    items[Int($0.section)][Int($0.index)] == item
                }
                if existing != nil { preconditionFailure(Misuse.repeatedItem(operation, item)) }
            }
        }
    }
}

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
        var sections: [Section] = [], lists = ContiguousArray<ItemList<Item>>()
        for index in _sections.indices where !doomed.contains(index) {
            sections.append(_sections[index])
            lists.append(_lists[index])
        }
        (_sections, _lists) = (sections, lists)
        _reindexSections(from: doomed.min()!)
        _rebuildIndex()
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
                    Misuse.trap(Misuse.repeatedSection(operation, identifier))
                }
                Misuse.trap(Misuse.duplicateSection(operation, identifier))
            }
            _sectionIndex[identifier] = index + offset
        }
        let isAppend = index == _sections.count
        _sections.insert(contentsOf: identifiers, at: index)
        _lists.insert(contentsOf: repeatElement(ItemList(), count: identifiers.count), at: index)
        if !isAppend {
            _reindexSections(from: index + identifiers.count)
            _rebuildIndex()
        }
        _checkAfterMutation()
    }

    @inlinable
    mutating func _moveSection(_ identifier: Section, _ toIdentifier: Section, after: Bool, _ operation: StaticString) {
        let from = _requireSection(identifier, operation)
        let anchor = _requireSection(toIdentifier, operation)
        guard from != anchor else { Misuse.trap(Misuse.moveSectionOntoItself(operation, identifier)) }
        let list = _lists.remove(at: from)
        _sections.remove(at: from)
        var to = after ? anchor + 1 : anchor
        if from < to { to -= 1 }
        _sections.insert(identifier, at: to)
        _lists.insert(list, at: to)
        _reindexSections(from: Swift.min(from, to), through: Swift.max(from, to))
        _rebuildIndex()
        _checkAfterMutation()
    }

    /// Rewrites the section index of sections `from...through`.
    @inlinable
    mutating func _reindexSections(from first: Int, through last: Int? = nil) {
        let last = last ?? (_sections.count - 1)
        guard first <= last else { return }
        for section in first...last { _sectionIndex[_sections[section]] = section }
    }

    /// Rebuilds the item index from the stored hashes and chunk keys, after section indices changed:
    /// no item is hashed or compared (the items are known to be distinct).
    /// - Complexity: O(n) integer work.
    @inlinable
    mutating func _rebuildIndex() {
        var total = 0
        for list in _lists { total += list.count }
        _index.removeAll(reservingCapacity: total)
        for section in _lists.indices {
            let list = _lists[section]
            list.forEachChunk { chunk, key, _ in
                let position = Position(section, Int(Int32(bitPattern: key)))
                for hash in chunk.hashes {
                    _ = _index.insert(hash: hash, position: position, unlessExisting: { _ in false })
                }
            }
        }
    }
}

extension DiffableSnapshot {
    /// Adds sections after the last one.
    /// - Complexity: O(k) for k sections, one hash each.
    /// - Precondition: none of `identifiers` is in the snapshot, and none is repeated.
    public mutating func appendSections(_ identifiers: [Section]) {
        _insertSections(identifiers, at: _sections.count, "appendSections(_:)")
    }

    /// Inserts sections before an existing one.
    /// - Complexity: O(k + m) for k new sections and m items in the sections after them.
    public mutating func insertSections(_ identifiers: [Section], beforeSection toIdentifier: Section) {
        let index = _requireSection(toIdentifier, "insertSections(_:beforeSection:)")
        _insertSections(identifiers, at: index, "insertSections(_:beforeSection:)")
    }

    /// Inserts sections after an existing one.
    /// - Complexity: O(k + m) for k new sections and m items in the sections after them.
    public mutating func insertSections(_ identifiers: [Section], afterSection toIdentifier: Section) {
        let index = _requireSection(toIdentifier, "insertSections(_:afterSection:)")
        _insertSections(identifiers, at: index + 1, "insertSections(_:afterSection:)")
    }

    /// Deletes sections and their items. Unknown sections are ignored, as in UIKit.
    /// - Complexity: O(k + n) for k identifiers and n items in the snapshot (one hash per moved item).
    public mutating func deleteSections(_ identifiers: [Section]) {
        var doomed: [Int] = []
        for identifier in identifiers {
            if let index = _sectionIndex[identifier] { doomed.append(index) }
        }
        guard !doomed.isEmpty else { return }
        doomed.sort()
        let first = doomed[0]
        var keep = Array(repeating: true, count: _sections.count)
        for index in doomed {
            keep[index] = false
            _sectionIndex[_sections[index]] = nil
            for item in _items[index] { _itemPositions[item] = nil }
        }
        var write = first
        for read in first..<_sections.count where keep[read] {
            _sections[write] = _sections[read]
            _items.swapAt(write, read)
            write += 1
        }
        _sections.removeSubrange(write...)
        _items.removeSubrange(write...)
        _pruneMarks()
        _reindexSections(from: first)
        _checkAfterMutation()
    }

    /// Moves a section, with its items, before another.
    /// - Complexity: O(m) for m items in the sections between the two.
    public mutating func moveSection(_ identifier: Section, beforeSection toIdentifier: Section) {
        _moveSection(identifier, toIdentifier, after: false, "moveSection(_:beforeSection:)")
    }

    /// Moves a section, with its items, after another.
    /// - Complexity: O(m) for m items in the sections between the two.
    public mutating func moveSection(_ identifier: Section, afterSection toIdentifier: Section) {
        _moveSection(identifier, toIdentifier, after: true, "moveSection(_:afterSection:)")
    }

    /// Marks sections to be reloaded: applying this snapshot re-creates the sections and all their rows.
    /// - Complexity: O(k) for k sections, one hash each.
    public mutating func reloadSections(_ identifiers: [Section]) {
        for identifier in identifiers {
            _ = _requireSection(identifier, "reloadSections(_:)")
            _reloadedSections.insert(identifier)
        }
        _checkAfterMutation()
    }

    // MARK: - Internal

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
        _sections.insert(contentsOf: identifiers, at: index)
        _items.insert(contentsOf: repeatElement([], count: identifiers.count), at: index)
        if index + identifiers.count < _sections.count { _reindexSections(from: index + identifiers.count) }
        _checkAfterMutation()
    }

    mutating func _moveSection(_ identifier: Section, _ toIdentifier: Section, after: Bool, _ operation: StaticString) {
        let from = _requireSection(identifier, operation)
        let anchor = _requireSection(toIdentifier, operation)
        guard from != anchor else { preconditionFailure(Misuse.moveSectionOntoItself(operation, identifier)) }
        let items = _items[from]
        _sections.remove(at: from)
        _items.remove(at: from)
        var to = after ? anchor + 1 : anchor
        if from < to { to -= 1 }
        _sections.insert(identifier, at: to)
        _items.insert(items, at: to)
        _reindexSections(from: min(from, to), through: max(from, to))
        _checkAfterMutation()
    }

    /// Rewrites the section index and every item position of sections `from...through`.
    mutating func _reindexSections(from first: Int, through last: Int? = nil) {
        let last = last ?? (_sections.count - 1)
        guard first <= last else { return }
        for section in first...last {
            _sectionIndex[_sections[section]] = section
            for (index, item) in _items[section].enumerated() {
                _itemPositions[item] = Position(section, index)
            }
        }
    }
}

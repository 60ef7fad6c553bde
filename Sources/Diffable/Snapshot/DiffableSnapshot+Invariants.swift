extension DiffableSnapshot {
    /// Runs `_checkInvariants()` when internal checks are compiled in (debug builds and tests).
    @inline(__always)
    func _checkAfterMutation() {
        #if FOODPIN_INTERNAL_CHECKS
        _checkInvariants()
        #endif
    }

    /// Traps if the storage is inconsistent: indices that do not match the arrays, marks on missing
    /// identifiers, or (for up to 256 items, a best-effort check) two equal items that hash differently.
    public func _checkInvariants() {
        precondition(_sections.count == _items.count, "snapshot invariant: \(_sections.count) sections, \(_items.count) item lists")
        precondition(_sectionIndex.count == _sections.count, "snapshot invariant: section index out of date")
        for (index, section) in _sections.enumerated() {
            precondition(_sectionIndex[section] == index,
                         "snapshot invariant: section \(Misuse.describe(section)) indexed at \(String(describing: _sectionIndex[section])), stored at \(index)")
        }
        var count = 0
        for (section, items) in _items.enumerated() {
            count += items.count
            for (index, item) in items.enumerated() {
                precondition(_itemPositions[item] == Position(section, index),
                             "snapshot invariant: item \(Misuse.describe(item)) indexed at \(String(describing: _itemPositions[item])), stored at \(section):\(index)")
            }
        }
        precondition(count == _itemPositions.count, "snapshot invariant: \(count) items stored, \(_itemPositions.count) indexed")
        for item in _reloadedItems.order + _reconfiguredItems.order {
            precondition(_itemPositions[item] != nil, "snapshot invariant: mark on missing item \(Misuse.describe(item))")
        }
        for section in _reloadedSections.order {
            precondition(_sectionIndex[section] != nil, "snapshot invariant: mark on missing section \(Misuse.describe(section))")
        }
        if count <= 256 {
            let all = itemIdentifiers
            for i in all.indices {
                for j in all.index(after: i)..<all.endIndex where all[i] == all[j] {
                    preconditionFailure(Misuse.inconsistentHashing(all[i], all[j]))
                }
            }
        }
    }
}

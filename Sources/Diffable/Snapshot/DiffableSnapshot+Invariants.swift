extension DiffableSnapshot {
    /// Runs `_checkInvariants()` when internal checks are compiled in (debug builds and tests).
    @inline(__always)
    @inlinable
    func _checkAfterMutation() {
        #if FOODPIN_INTERNAL_CHECKS
        _checkInvariants()
        #endif
    }

    /// Traps if the storage is inconsistent: indices that do not match the arrays, marks on missing
    /// identifiers, or (for up to 64 items, a best-effort check) two equal items that hash differently.
    /// - Complexity: O(n) for n items, plus O(n²) comparisons when n ≤ 64.
    public func _checkInvariants() {
        precondition(_sections.count == _items.count, "snapshot invariant: \(_sections.count) sections, \(_items.count) item lists")
        precondition(_sectionIndex.count == _sections.count, "snapshot invariant: section index out of date")
        for (index, section) in _sections.enumerated() {
            precondition(_sectionIndex[section] == index,
                         "snapshot invariant: section \(Misuse.describe(section)) indexed at \(String(describing: _sectionIndex[section])), stored at \(index)")
        }
        precondition(_hashes.count == _items.count, "snapshot invariant: \(_hashes.count) hash lists, \(_items.count) item lists")
        var count = 0
        for (section, items) in _items.enumerated() {
            count += items.count
            precondition(_hashes[section].count == items.count, "snapshot invariant: section \(section) has \(items.count) items, \(_hashes[section].count) hashes")
            for (index, item) in items.enumerated() {
                precondition(_hashes[section][index] == item.hashValue,
                             "snapshot invariant: item \(Misuse.describe(item)) hashes differently from when it was added")
                precondition(_position(of: item) == Position(section, index),
                             "snapshot invariant: item \(Misuse.describe(item)) indexed at \(String(describing: _position(of: item))), stored at \(section):\(index)")
            }
        }
        precondition(count == _table.count, "snapshot invariant: \(count) items stored, \(_table.count) indexed")
        precondition(_table.buckets.isEmpty || (_table.buckets.count & (_table.buckets.count - 1) == 0 && _table.count * 2 <= _table.buckets.count),
                     "snapshot invariant: table of \(_table.buckets.count) buckets for \(_table.count) items")
        for item in _reloadedItems.order + _reconfiguredItems.order {
            precondition(_position(of: item) != nil, "snapshot invariant: mark on missing item \(Misuse.describe(item))")
        }
        for section in _reloadedSections.order {
            precondition(_sectionIndex[section] != nil, "snapshot invariant: mark on missing section \(Misuse.describe(section))")
        }
        if count <= 64 {
            let all = itemIdentifiers
            for i in all.indices {
                for j in all.index(after: i)..<all.endIndex where all[i] == all[j] {
                    preconditionFailure(Misuse.inconsistentHashing(all[i], all[j]))
                }
            }
        }
    }
}

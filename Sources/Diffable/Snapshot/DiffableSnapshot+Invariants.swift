extension DiffableSnapshot {
    /// Runs `_checkInvariants()` when internal checks are compiled in (debug builds and tests).
    @inline(__always)
    @inlinable
    func _checkAfterMutation() {
        #if FOODPIN_INTERNAL_CHECKS
            if !InternalChecks.suspended { _checkInvariants() }
        #endif
    }

    /// Traps if the storage is inconsistent: chunk keys, counts or stored hashes that do not match the
    /// items (`ItemList.checkInvariants`), an index entry that does not lead to its item, index shards
    /// out of shape (`ItemIndex.checkInvariants`), marks on missing identifiers, or (for up to 64
    /// items, a best-effort check) two equal items that hash differently.
    /// - Complexity: O(n) for n items, plus O(n²) comparisons when n ≤ 64.
    public func _checkInvariants() {
        Misuse.check(_sectionIndex.count == _sections.count, "snapshot invariant: section index out of date")
        for (index, section) in _sections.enumerated() {
            Misuse.check(
                _sectionIndex[section] == index,
                "snapshot invariant: section \(Misuse.describe(section)) indexed at \(String(describing: _sectionIndex[section])), stored at \(index)"
            )
        }
        Misuse.check(
            _lists.count == _sections.count,
            "snapshot invariant: \(_lists.count) item lists, \(_sections.count) sections")
        var count = 0
        for (section, list) in _lists.enumerated() {
            list.checkInvariants(section: section)
            count += list.count
            list.forEachChunk { chunk, key, start in
                let entry = Position(section, Int(Int32(bitPattern: key)))
                for (offset, item) in chunk.items.enumerated()
                where _index.find(hash: chunk.hashes[offset], where: { $0 == entry }) == nil {
                    Misuse.trap(
                        "snapshot invariant: item \(Misuse.describe(item)) stored at \(section):\(start + offset), not indexed there"
                    )
                }
            }
        }
        Misuse.check(count == _index.count, "snapshot invariant: \(count) items stored, \(_index.count) indexed")
        _index.checkInvariants()
        for item in _reloadedItems.order + _reconfiguredItems.order {
            Misuse.check(
                _position(of: item) != nil, "snapshot invariant: mark on missing item \(Misuse.describe(item))")
        }
        for section in _reloadedSections.order {
            Misuse.check(
                _sectionIndex[section] != nil, "snapshot invariant: mark on missing section \(Misuse.describe(section))"
            )
        }
        if count <= 64 {
            let all = itemIdentifiers
            for i in all.indices {
                for j in all.index(after: i)..<all.endIndex where all[i] == all[j] {
                    Misuse.trap(Misuse.inconsistentHashing(all[i], all[j]))
                }
            }
        }
    }
}

/// A switch for tests that count the work of one operation (hashes, comparisons) and must not count
/// the invariant checks' own O(n) pass: `InternalChecks.$suspended.withValue(true) { … }`. Task-local,
/// so tests running beside it keep their checks.
@usableFromInline
enum InternalChecks {
    @TaskLocal @usableFromInline static var suspended = false
}

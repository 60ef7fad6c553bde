/// One edit of a flat list: remove `removedCount` elements at `position`, then insert `inserted` there.
/// A list of splices is applied in order, each position relative to the list the previous ones left —
/// exactly what `g_list_store_splice` and `g_list_model_items_changed` expect.
public struct ListSplice<Element: Sendable>: Sendable {
    /// Where the edit happens, in the list as left by the previous splices.
    public var position: Int
    /// How many elements are removed at `position`.
    public var removedCount: Int
    /// The elements inserted at `position` after the removal.
    public var inserted: [Element]

    /// A splice at `position` removing `removedCount` elements and inserting `inserted`.
    /// - Complexity: O(1).
    @inlinable
    public init(position: Int, removedCount: Int, inserted: [Element]) {
        self.position = position
        self.removedCount = removedCount
        self.inserted = inserted
    }

    /// Applies splices, in order, to a list.
    /// - Complexity: O(n · s) element moves for s splices of a list of n elements, at worst.
    @inlinable
    public static func apply(_ splices: [ListSplice], to list: inout [Element]) {
        for splice in splices {
            list.replaceSubrange(splice.position..<splice.position + splice.removedCount, with: splice.inserted)
        }
    }
}

extension ListSplice: Equatable where Element: Equatable {}
extension ListSplice: Hashable where Element: Hashable {}

extension ListSplice: CustomStringConvertible {
    /// The splice as `splice(at: 2, remove: 1, insert: [x])`, for logs and test failures.
    /// - Complexity: O(k) for k inserted elements.
    @inlinable
    public var description: String { "splice(at: \(position), remove: \(removedCount), insert: \(inserted))" }
}

/// A row of a snapshot laid out flat: a section header, or an item.
public enum SnapshotRow<Section: Hashable & Sendable, Item: Hashable & Sendable>: Hashable, Sendable {
    /// The header row of a section, before its items.
    case header(Section)
    /// The row of an item.
    case item(Item)
}

extension DiffableSnapshot {
    /// The snapshot laid out as one flat list: section after section, each optionally preceded by a
    /// header row.
    /// - Complexity: O(n + s) for n items and s sections.
    @inlinable
    public func rows(includingSectionHeaders: Bool) -> [SnapshotRow<Section, Item>] {
        var rows: [SnapshotRow<Section, Item>] = []
        rows.reserveCapacity(numberOfItems + (includingSectionHeaders ? numberOfSections : 0))
        for (section, list) in zip(_sections, _lists) {
            let items = list.items
            if includingSectionHeaders { rows.append(.header(section)) }
            for item in items { rows.append(.item(item)) }
        }
        return rows
    }
}

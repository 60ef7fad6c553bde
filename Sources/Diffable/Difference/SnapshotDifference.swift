/// A move of one element from its old index to its new one.
public struct IndexMove<Index: Hashable & Sendable>: Hashable, Sendable {
    /// The index before the update.
    public var from: Index
    /// The index after the update.
    public var to: Index

    /// A move from `from` to `to`.
    /// - Complexity: O(1).
    @inlinable
    public init(from: Index, to: Index) {
        self.from = from
        self.to = to
    }
}

extension IndexMove: CustomStringConvertible {
    /// The move as `old→new`, for logs and test failures.
    /// - Complexity: O(1).
    public var description: String { "\(from)→\(to)" }
}

/// The changes that turn one snapshot into another, in two forms:
///
/// - the **batch** form a table view applies in one go (UIKit's `performBatchUpdates`): first deletions
///   and move sources at old indices, then insertions and move destinations at new indices, ascending;
/// - the **splice** form a GTK `GListModel` needs: `splices(includingSectionHeaders:)`.
///
/// Batch rules (the same as `UITableView`'s):
/// - An inserted section brings all its items; a deleted section takes all its items. Those items are
///   not listed one by one.
/// - A moved section carries its items; only items whose place changed relative to the others are moved.
/// - A reloaded section (`reloadSections`) is re-created from the new snapshot, like an inserted one.
/// - An item that leaves a deleted or reloaded section is an insertion; one that joins an inserted or
///   reloaded section is a deletion, since a table cannot move a row out of or into a section being
///   re-created. Every other item that changes section, or changes place within its section, is a move.
/// - The set of moves is minimal: within each section the items that stay form a longest increasing
///   subsequence of their old positions.
///
/// - Note: unlike UIKit, reloads and reconfigures are given at *new* index paths (where the rows are
///   after the update), and a moved item may also be reloaded.
public struct SnapshotDifference<Section: Hashable & Sendable, Item: Hashable & Sendable>: Sendable {
    /// Deleted sections, by old index, ascending.
    /// - Complexity: O(1).
    @inlinable public var sectionDeletes: [Int] { _sectionDeletes }
    @usableFromInline var _sectionDeletes: [Int] = []
    /// Inserted sections, by new index, ascending.
    /// - Complexity: O(1).
    @inlinable public var sectionInserts: [Int] { _sectionInserts }
    @usableFromInline var _sectionInserts: [Int] = []
    /// Moved sections (old index → new index), by new index, ascending.
    /// - Complexity: O(1).
    @inlinable public var sectionMoves: [IndexMove<Int>] { _sectionMoves }
    @usableFromInline var _sectionMoves: [IndexMove<Int>] = []
    /// Reloaded sections, by new index, ascending: re-create them and all their rows.
    /// - Complexity: O(1).
    @inlinable public var sectionReloads: [Int] { _sectionReloads }
    @usableFromInline var _sectionReloads: [Int] = []
    /// Deleted items, by old index path, ascending.
    /// - Complexity: O(1).
    @inlinable public var itemDeletes: [IndexPath] { _itemDeletes }
    @usableFromInline var _itemDeletes: [IndexPath] = []
    /// Inserted items, by new index path, ascending.
    /// - Complexity: O(1).
    @inlinable public var itemInserts: [IndexPath] { _itemInserts }
    @usableFromInline var _itemInserts: [IndexPath] = []
    /// Moved items (old → new index path), by new index path, ascending.
    /// - Complexity: O(1).
    @inlinable public var itemMoves: [IndexMove<IndexPath>] { _itemMoves }
    @usableFromInline var _itemMoves: [IndexMove<IndexPath>] = []
    /// Reloaded items, by new index path, ascending: re-create their rows.
    /// - Complexity: O(1).
    @inlinable public var itemReloads: [IndexPath] { _itemReloads }
    @usableFromInline var _itemReloads: [IndexPath] = []
    /// Reconfigured items, by new index path, ascending: rebind their existing rows; no splice needed.
    /// - Complexity: O(1).
    @inlinable public var itemReconfigures: [IndexPath] { _itemReconfigures }
    @usableFromInline var _itemReconfigures: [IndexPath] = []

    /// The two snapshots, kept for the splice form (copies share storage).
    @usableFromInline let old: DiffableSnapshot<Section, Item>
    @usableFromInline let new: DiffableSnapshot<Section, Item>
    /// For each item of `new`, flat, its position in `old` (section -1 if absent); empty when
    /// `identical`, meaning every item stays in place.
    @usableFromInline var newToOld: ContiguousArray<DiffableSnapshot<Section, Item>.Position> = []
    @usableFromInline var identical = false
    /// For each section of `new`: its old index (-1 if inserted), and whether it is reloaded.
    @usableFromInline var newSectionToOld: ContiguousArray<Int> = []
    @usableFromInline var sectionReloaded: ContiguousArray<Bool> = []

    /// Computes the changes from `old` to `new`. Reloads and reconfigures come from the marks of `new`.
    /// - Complexity: expected O(n + m) for n and m items, with no hashing (snapshots keep their items'
    ///   hashes) and at most two `==` per item of `new`; plus O(p log p) integer work for the p items
    ///   whose order changed. Two equal snapshots cost one comparison per item.
    @inlinable
    public init(from old: DiffableSnapshot<Section, Item>, to new: DiffableSnapshot<Section, Item>) {
        self.old = old
        self.new = new
        var engine = DiffEngine(old: old, new: new)
        engine.run(into: &self)
    }

    /// True when there is nothing to apply: no section or item change, reload or reconfigure.
    /// - Complexity: O(1).
    @inlinable
    public var isEmpty: Bool {
        sectionDeletes.isEmpty && sectionInserts.isEmpty && sectionMoves.isEmpty && sectionReloads.isEmpty
            && itemDeletes.isEmpty && itemInserts.isEmpty && itemMoves.isEmpty && itemReloads.isEmpty
            && itemReconfigures.isEmpty
    }
}

extension SnapshotDifference: CustomStringConvertible {
    /// Every non-empty list of changes by name, for logs and test failures.
    /// - Complexity: O(c) for c changes.
    public var description: String {
        var parts: [String] = []
        func add<T>(_ name: String, _ list: [T]) { if !list.isEmpty { parts.append("\(name): \(list)") } }
        add("sectionDeletes", sectionDeletes); add("sectionInserts", sectionInserts)
        add("sectionMoves", sectionMoves); add("sectionReloads", sectionReloads)
        add("itemDeletes", itemDeletes); add("itemInserts", itemInserts); add("itemMoves", itemMoves)
        add("itemReloads", itemReloads); add("itemReconfigures", itemReconfigures)
        return "SnapshotDifference(\(parts.joined(separator: ", ")))"
    }
}

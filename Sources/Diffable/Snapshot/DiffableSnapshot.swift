/// The state of a sectioned list at one moment: its section identifiers in order, and in each section
/// its item identifiers in order. The same API and meaning as UIKit's `NSDiffableDataSourceSnapshot`.
///
/// Storage, shared between copies: per section an `ItemList` (a B-tree of chunks of at most 2048
/// items with their hashes, under nodes of at most 64 children), a dictionary section → index, and an
/// `ItemIndex` item → (section, chunk key) in hash shards under a 64-ary trie. A copy is O(1); its
/// first edit copies the path to one chunk and the path to one shard, O(log n + B) integer work for
/// chunks of B items, and never renumbers the index (it holds chunk keys, not indices). A lookup is
/// one hash, a short probe, a descent of the tree by chunk key and a scan of one chunk's hashes.
/// Items are hashed by `ItemHash` (their `hashValue`, or their bytes' for a `BitwiseIdentifier`).
/// Two snapshots that share storage are diffed by skipping what they share, a node at a time
/// (`Algorithm+Shared.swift`).
///
/// Misuse — a duplicate identifier, an unknown item or section, an item equal to another but hashing
/// differently — traps, as UIKit does, in every build with a message that names the
/// operation and the offending identifiers, e.g.
/// `appendItems(_:toSection:): item "X" is already in section "Main"`.
///
/// - Note: Equality compares the sections, the items and the reload and reconfigure marks.
public struct DiffableSnapshot<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>:
    Sendable
{
    /// The type of the section identifiers (UIKit's `SectionIdentifierType`).
    public typealias Section = SectionIdentifierType
    /// The type of the item identifiers (UIKit's `ItemIdentifierType`).
    public typealias Item = ItemIdentifierType

    @usableFromInline typealias Position = ItemPosition

    @usableFromInline var _sections: [Section] = []
    @usableFromInline var _sectionIndex: [Section: Int] = [:]
    /// The items of each section, with each item's hash beside it, so that nothing hashes an item twice.
    @usableFromInline var _lists: ContiguousArray<ItemList<Item>> = []
    @usableFromInline var _index = ItemIndex()
    @usableFromInline var _reloadedItems = Marks<Item>()
    @usableFromInline var _reconfiguredItems = Marks<Item>()
    @usableFromInline var _reloadedSections = Marks<Section>()

    /// An empty snapshot.
    /// - Complexity: O(1).
    @inlinable
    public init() {}

    /// Makes room for `numberOfItems` items in all, so that adding them does not grow the item index
    /// step by step.
    /// - Complexity: O(n) for n items already in the snapshot; no item is hashed.
    /// - Note: not in UIKit; an optimisation for building large snapshots.
    @inlinable
    public mutating func reserveCapacity(_ numberOfItems: Int) {
        _index.reserveCapacity(numberOfItems)
    }

    // MARK: - Counts

    /// The number of items in all sections.
    /// - Complexity: O(1).
    @inlinable
    public var numberOfItems: Int { _index.count }

    /// The number of sections.
    /// - Complexity: O(1).
    @inlinable
    public var numberOfSections: Int { _sections.count }

    /// The number of items in a section; traps if the section is unknown.
    /// - Complexity: O(1): one hash of `identifier`.
    @inlinable
    public func numberOfItems(inSection identifier: Section) -> Int {
        _lists[_requireSection(identifier, "numberOfItems(inSection:)")].count
    }

    // MARK: - Identifiers

    /// The section identifiers, in order.
    /// - Complexity: O(1) (the array is shared until mutated).
    @inlinable
    public var sectionIdentifiers: [Section] { _sections }

    /// Every item identifier, section after section.
    /// - Complexity: O(n) for n items.
    @inlinable
    public var itemIdentifiers: [Item] {
        var all: [Item] = []
        all.reserveCapacity(numberOfItems)
        for list in _lists {
            list.forEachChunk { chunk, _, _ in all.append(contentsOf: chunk.items) }
        }
        return all
    }

    /// The item identifiers of a section, in order; traps if the section is unknown.
    /// - Complexity: O(k) for the k items of the section, plus one hash of `identifier`.
    /// - Note: UIKit's is O(k) as well; ours used to share an array, the items now live in chunks.
    @inlinable
    public func itemIdentifiers(inSection identifier: Section) -> [Item] {
        _lists[_requireSection(identifier, "itemIdentifiers(inSection:)")].items
    }

    /// The section holding an item, or nil if the item is not in the snapshot.
    /// - Complexity: O(log n + B) for chunks of B = 2048 items: one hash of `identifier`, a descent of
    ///   the tree by chunk key, a scan of one chunk's stored hashes (no hashing), `==` on equal hashes.
    @inlinable
    public func sectionIdentifier(containingItem identifier: Item) -> Section? {
        guard let position = _position(of: identifier) else { return nil }
        return _sections[Int(position.section)]
    }

    /// The index of an item among all items (section after section), or nil if it is absent.
    /// - Complexity: O(s + log n + B) for s sections before the item's and chunks of B = 2048 items:
    ///   one hash of `identifier`, a descent of the tree by chunk key, a scan of one chunk's stored hashes.
    /// - Note: like UIKit, this is the index in `itemIdentifiers`, not within the item's section.
    @inlinable
    public func indexOfItem(_ identifier: Item) -> Int? {
        guard let position = _position(of: identifier) else { return nil }
        var index = Int(position.index)
        for section in 0..<Int(position.section) { index += _lists[section].count }
        return index
    }

    /// The index of a section, or nil if it is absent.
    /// - Complexity: O(1): one hash of `identifier`.
    @inlinable
    public func indexOfSection(_ identifier: Section) -> Int? { _sectionIndex[identifier] }

    /// The item at an index path, or nil if there is none.
    /// - Complexity: O(log n), no hashing: a descent of the section's tree by running counts.
    @inlinable
    public func itemIdentifier(at indexPath: IndexPath) -> Item? {
        guard _lists.indices.contains(indexPath.section),
            (0..<_lists[indexPath.section].count).contains(indexPath.item)
        else { return nil }
        return _lists[indexPath.section][indexPath.item]
    }

    /// The index path of an item, or nil if it is absent.
    /// - Complexity: O(log n + B) for chunks of B = 2048 items: one hash of `identifier`, a descent of
    ///   the tree by chunk key, a scan of one chunk's stored hashes (no hashing), `==` on equal hashes.
    @inlinable
    public func indexPath(of identifier: Item) -> IndexPath? {
        guard let position = _position(of: identifier) else { return nil }
        return IndexPath(item: Int(position.index), section: Int(position.section))
    }

    // MARK: - Marks

    /// The items marked by `reloadItems(_:)`, in the order they were marked.
    /// - Complexity: O(1).
    @inlinable
    public var reloadedItemIdentifiers: [Item] { _reloadedItems.order }

    /// The items marked by `reconfigureItems(_:)`, in the order they were marked.
    /// - Complexity: O(1).
    @inlinable
    public var reconfiguredItemIdentifiers: [Item] { _reconfiguredItems.order }

    /// The sections marked by `reloadSections(_:)`, in the order they were marked.
    /// - Complexity: O(1).
    @inlinable
    public var reloadedSectionIdentifiers: [Section] { _reloadedSections.order }

    // MARK: - Internal

    @inlinable
    func _requireSection(_ identifier: Section, _ operation: StaticString) -> Int {
        guard let index = _sectionIndex[identifier] else {
            Misuse.trap(Misuse.unknownSection(operation, identifier))
        }
        return index
    }

    @inlinable
    func _position(of item: Item) -> Position? { _position(of: item, hash: ItemHash.hash(item)) }

    /// Where an item is, (section, index within the section), from the index's (section, chunk key).
    @inlinable
    func _position(of item: Item, hash: Int) -> Position? {
        var found: Position?
        _ = _index.find(hash: hash) { entry in
            guard
                let index = _lists[Int(entry.section)].index(of: item, hash: hash, key: UInt32(bitPattern: entry.index))
            else { return false }
            found = Position(Int(entry.section), index)
            return true
        }
        return found
    }

    /// The index's entry for an item: its section and chunk key.
    @inlinable
    func _entry(of item: Item, hash: Int) -> Position? {
        _index.find(hash: hash) { entry in
            _lists[Int(entry.section)].index(of: item, hash: hash, key: UInt32(bitPattern: entry.index)) != nil
        }
    }

    @inlinable
    func _requireItem(_ identifier: Item, _ operation: StaticString) -> Position {
        guard let position = _position(of: identifier) else {
            Misuse.trap(Misuse.unknownItem(operation, identifier))
        }
        return position
    }
}

extension DiffableSnapshot: Equatable {
    /// Equal when sections, items and marks are equal.
    /// - Complexity: O(n) comparisons; chunks both share are not compared.
    @inlinable
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs._sections == rhs._sections && lhs._lists == rhs._lists
            && lhs._reloadedItems == rhs._reloadedItems && lhs._reconfiguredItems == rhs._reconfiguredItems
            && lhs._reloadedSections == rhs._reloadedSections
    }
}

extension DiffableSnapshot: CustomStringConvertible {
    /// The sections with their items, for logs and test failures.
    /// - Complexity: O(n) for n items.
    @inlinable
    public var description: String {
        let sections = zip(_sections, _lists).map { "\($0): \($1.items)" }
        return "DiffableSnapshot(\(sections.joined(separator: ", ")))"
    }
}

/// A set of identifiers that remembers the order they were added in.
@usableFromInline
struct Marks<Element: Hashable & Sendable>: Sendable, Equatable {
    @usableFromInline var order: [Element] = []
    @usableFromInline var members: Set<Element> = []

    @inlinable init() {}

    @inlinable var isEmpty: Bool { order.isEmpty }

    @inlinable mutating func insert(_ element: Element) {
        if members.insert(element).inserted { order.append(element) }
    }

    @inlinable func contains(_ element: Element) -> Bool { members.contains(element) }

    /// Drops the marks for which `isGone` is true.
    @inlinable mutating func removeAll(where isGone: (Element) -> Bool) {
        guard !order.isEmpty else { return }
        order.removeAll(where: isGone)
        if order.count != members.count { members = Set(order) }
    }

    @inlinable mutating func removeAll() { self = Marks() }

    @inlinable static func == (lhs: Marks, rhs: Marks) -> Bool { lhs.members == rhs.members }
}

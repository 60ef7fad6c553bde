/// The position of an item: its section and its index within that section.
///
/// - Note: UIKit uses Foundation's `IndexPath`, a list of indices; ours has exactly two, which is all a
///   sectioned list needs, so it is a plain value with no allocation. `row` is an alias of `item`.
public struct IndexPath: Hashable, Comparable, Sendable {
    /// The index of the section.
    public var section: Int
    /// The index of the item within its section.
    public var item: Int

    /// The index of the row within its section; the same as `item`.
    /// - Complexity: O(1).
    public var row: Int {
        get { item }
        set { item = newValue }
    }

    /// An index path for an item of a section.
    /// - Complexity: O(1).
    public init(item: Int, section: Int) {
        self.section = section
        self.item = item
    }

    /// An index path for a row of a section.
    /// - Complexity: O(1).
    public init(row: Int, section: Int) {
        self.init(item: row, section: section)
    }

    /// Orders by section, then by item.
    /// - Complexity: O(1).
    public static func < (lhs: IndexPath, rhs: IndexPath) -> Bool {
        lhs.section != rhs.section ? lhs.section < rhs.section : lhs.item < rhs.item
    }
}

extension IndexPath: CustomStringConvertible {
    /// The index path as `[section, item]`, as Foundation prints one.
    /// - Complexity: O(1).
    public var description: String { "[\(section), \(item)]" }
}

import Diffable

/// The rows of the table's list model, flat, exactly as GTK has been told them (headers and vanishing
/// rows included), each a plain `SnapshotRow` value: no object, no box. Non-generic code reaches the
/// typed storage through this protocol.
@MainActor
protocol RowStorage: AnyObject {
    /// The number of rows.
    var count: Int { get }
    /// A new identity for the row at `position` (the object GTK is given owns it).
    func makeRow(at position: Int) -> RowRef
    /// Removes `count` rows at `position`.
    func remove(at position: Int, count: Int)
}

/// The rows of a `DiffableSnapshot<Section, Item>`, in a gap buffer.
@MainActor
final class TypedRowStorage<Section: Hashable & Sendable, Item: Hashable & Sendable>: RowStorage {
    private let rows: GapBuffer<SnapshotRow<Section, Item>>

    /// Storage holding `rows`.
    /// - Complexity: O(n).
    init(_ rows: some Collection<SnapshotRow<Section, Item>>) {
        self.rows = GapBuffer(rows)
    }

    var count: Int { rows.count }

    /// - Complexity: O(1).
    func makeRow(at position: Int) -> RowRef { RowBox(rows[position]) }

    /// The row at `position`.
    /// - Complexity: O(1).
    subscript(position: Int) -> SnapshotRow<Section, Item> { rows[position] }

    /// - Complexity: that of `GapBuffer.replace(at:removing:with:)`.
    func remove(at position: Int, count: Int) {
        rows.replace(at: position, removing: count, with: EmptyCollection())
    }

    /// Removes `removed` rows at `position` and inserts `inserted` there.
    /// - Complexity: that of `GapBuffer.replace(at:removing:with:)`.
    func replace(at position: Int, removing removed: Int, with inserted: some Collection<SnapshotRow<Section, Item>>) {
        rows.replace(at: position, removing: removed, with: inserted)
    }
}

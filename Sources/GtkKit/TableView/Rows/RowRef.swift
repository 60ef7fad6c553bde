import Diffable

/// The identity of one row of the list model while GTK holds it: a header or an item of the
/// snapshot, plus the row's transient state (vanishing, appearing) and the row widget bound to it.
///
/// Made on demand by `RowList.object(at:)` and owned by the row object GTK is given (qdata, released
/// when the object is finalised), so a row's identity travels with the object GTK hands to `bind`.
/// Only the rows GTK holds (those near the viewport, the selected one) and the vanishing ones have
/// one; the others are plain values in the list's storage.
@MainActor
class RowRef {
    /// Whether the row is a section header (not selectable, not activatable, no swipe actions).
    let isHeader: Bool
    /// Deleted from the snapshot, still in the model while its collapse animation runs.
    var isVanishing = false
    /// Inserted by an animated apply: expands when first bound.
    var isAppearing = false
    /// The row widget showing this row while it is bound.
    weak var container: RowContainer?

    /// How many row identities are alive in the process (to check that they stay few).
    nonisolated(unsafe) static var liveCount = 0
    /// How many row identities the process has made (to check that an update makes few).
    nonisolated(unsafe) static var madeCount = 0

    init(isHeader: Bool) {
        self.isHeader = isHeader
        RowRef.liveCount += 1
        RowRef.madeCount += 1
    }

    deinit { RowRef.liveCount -= 1 }
}

/// A row of a `DiffableSnapshot<Section, Item>`.
@MainActor
final class RowBox<Section: Hashable & Sendable, Item: Hashable & Sendable>: RowRef {
    let row: SnapshotRow<Section, Item>

    init(_ row: SnapshotRow<Section, Item>) {
        self.row = row
        if case .header = row { super.init(isHeader: true) } else { super.init(isHeader: false) }
    }

    var item: Item? {
        if case .item(let item) = row { return item }
        return nil
    }
}

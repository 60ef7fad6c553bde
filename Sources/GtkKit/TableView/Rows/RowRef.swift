import CGtk
import Diffable

/// The identity of one row of the list store: a header or an item of the snapshot, plus the row's
/// transient state (vanishing, appearing) and the row widget bound to it, if any.
///
/// Each store item is a plain GObject that owns one `RowRef` through qdata (released by GTK when the
/// store drops the object), so a row's identity travels with the object GTK hands to `bind`, and no
/// position → identity table has to be kept in step with the store.
@MainActor
class RowRef {
    /// Whether the row is a section header (not selectable, not activatable, no swipe actions).
    let isHeader: Bool
    /// Deleted from the snapshot, still in the store while its collapse animation runs.
    var isVanishing = false
    /// Inserted by an animated apply: expands when first bound.
    var isAppearing = false
    /// The row widget showing this row while it is bound.
    weak var container: RowContainer?

    init(isHeader: Bool) { self.isHeader = isHeader }
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

/// Makes and reads the GObjects of the list store.
@MainActor
enum RowObject {
    nonisolated(unsafe) private static let quark: GQuark = g_quark_from_static_string("gtkkit-table-row")

    private static let release: GDestroyNotify = { data in
        guard let data else { return }
        Unmanaged<RowRef>.fromOpaque(data).release()
    }

    /// A new GObject (one reference, the caller's) that owns `row`.
    /// - Complexity: O(1): one GObject and one qdata entry.
    static func make(_ row: RowRef) -> UnsafeMutablePointer<GObject> {
        let object = gtkshim_object_new_plain()!
        g_object_set_qdata_full(object, quark, Unmanaged.passRetained(row).toOpaque(), release)
        return object
    }

    /// The row owned by a store object.
    static func row(of object: UnsafeMutableRawPointer) -> RowRef? {
        guard let data = g_object_get_qdata(object.assumingMemoryBound(to: GObject.self), quark) else { return nil }
        return Unmanaged<RowRef>.fromOpaque(data).takeUnretainedValue()
    }

    /// The row at `position` of a list model, or nil past the end.
    /// - Complexity: that of `g_list_model_get_item` (O(log n) for a GListStore).
    static func row(in model: OpaquePointer, at position: Int) -> RowRef? {
        guard position >= 0, let object = g_list_model_get_item(model, guint(position)) else { return nil }
        defer { g_object_unref(object) }
        return row(of: object)
    }
}

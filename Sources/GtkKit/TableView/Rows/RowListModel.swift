import CGtk

// The GObject side of the table's rows: a GListModel type registered from Swift, whose instances own
// their `RowList`, and the row objects it makes. Every unsafe cast of the table's model lives here.

/// The table's list model type: a plain GObject subclass implementing GListModel, registered once.
/// Each instance owns its `RowList` through qdata (released when GTK finalises the model), so
/// `get_item` can never reach a freed list.
enum RowListModel {
    private static let quark: GQuark = g_quark_from_static_string("gtkkit-row-list")

    /// The GType, registered on first use.
    static let type: GType = {
        let type = g_type_register_static_simple(gObjectType, "GtkKitRowListModel",
                                                  guint(MemoryLayout<GObjectClass>.size), nil,
                                                  guint(MemoryLayout<GObject>.size), nil, GTypeFlags(rawValue: 0))
        var info = GInterfaceInfo(interface_init: { iface, _ in
            guard let interface = iface?.assumingMemoryBound(to: GListModelInterface.self) else { return }
            interface.pointee.get_item_type = { _ in gObjectType }
            interface.pointee.get_n_items = { model in
                guard let list = RowListModel.list(of: model) else { return 0 }
                return MainActor.assumeIsolated { guint(list.count) }
            }
            interface.pointee.get_item = { model, position in
                guard let list = RowListModel.list(of: model) else { return nil }
                let address = MainActor.assumeIsolated { UInt(bitPattern: list.object(at: Int(position))) }
                return UnsafeMutableRawPointer(bitPattern: address)
            }
        }, interface_finalize: nil, interface_data: nil)
        g_type_add_interface_static(type, g_list_model_get_type(), &info)
        return type
    }()

    /// A new model (one reference, the caller's) that owns `list`.
    @MainActor
    static func make(owning list: RowList) -> OpaquePointer {
        let object = g_object_new_with_properties(type, 0, nil, nil)!
        let release: GDestroyNotify = { data in Unmanaged<RowList>.fromOpaque(data!).release() }
        g_object_set_qdata_full(object, quark, Unmanaged.passRetained(list).toOpaque(), release)
        list.model = object.opaque
        return object.opaque
    }

    private static func list(of model: OpaquePointer?) -> RowList? {
        guard let model, let data = g_object_get_qdata(UnsafeMutableRawPointer(model).assumingMemoryBound(to: GObject.self), quark)
        else { return nil }
        return Unmanaged<RowList>.fromOpaque(data).takeUnretainedValue()
    }

    /// Emits `items-changed` on `model`.
    static func itemsChanged(_ model: OpaquePointer?, position: Int, removed: Int, added: Int) {
        guard let model, removed > 0 || added > 0 else { return }
        g_list_model_items_changed(model, guint(position), guint(removed), guint(added))
    }

    /// A new row object (one reference, the caller's) owning `row`, that tells `watcher` when it is
    /// finalised.
    @MainActor
    static func makeObject(owning row: RowRef, watchedBy watcher: RowListWatcher) -> UnsafeMutablePointer<GObject> {
        let object = RowObject.make(row)
        let notify: GWeakNotify = { data, object in
            let watcher = Unmanaged<RowListWatcher>.fromOpaque(data!).takeRetainedValue()
            let address = UInt(bitPattern: object)
            MainActor.assumeIsolated {
                if let object = UnsafeMutablePointer<GObject>(bitPattern: address) { watcher.list?.objectFinalised(object) }
            }
        }
        g_object_weak_ref(object, notify, Unmanaged.passRetained(watcher).toOpaque())
        return object
    }
}

/// What a row object's weak reference reaches: the list, while it lives. Each weak reference holds
/// one retain, released when the object is finalised, so the notification never reaches freed memory.
final class RowListWatcher: @unchecked Sendable {
    weak var list: RowList?
}

/// A row whose object is held (one reference) for as long as this lives: a vanishing row kept in the
/// model, or a row the table asked for and must find again.
final class HeldRow {
    let row: RowRef
    private let object: UnsafeMutablePointer<GObject>

    init(row: RowRef, object: UnsafeMutablePointer<GObject>) {
        self.row = row
        self.object = object
        g_object_ref(object)
    }

    deinit { g_object_unref(object) }
}

/// Makes and reads the row objects: plain GObjects owning a `RowRef` through qdata.
@MainActor
enum RowObject {
    private static let quark: GQuark = g_quark_from_static_string("gtkkit-table-row")

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

    /// The row owned by a row object.
    static func row(of object: UnsafeMutableRawPointer) -> RowRef? {
        guard let data = g_object_get_qdata(object.assumingMemoryBound(to: GObject.self), quark) else { return nil }
        return Unmanaged<RowRef>.fromOpaque(data).takeUnretainedValue()
    }
}

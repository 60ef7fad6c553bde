import CGtk

// A GListModel whose rows a Swift object provides, and the plain GObjects it hands GTK as items.
//
// Why it exists: the table view keeps its rows as Swift values and makes an object only when GTK
// asks for one (see TableView/Rows). The GType registration, the interface vtable, qdata and weak
// references — every unsafe cast of the table's model and its items — live here.

/// What a `SwiftListModel` reads its rows from. Main thread only.
@MainActor
protocol ListModelSource: AnyObject {
    /// The number of rows.
    var count: Int { get }
    /// The item at `position`: a new reference, the caller's (GTK's `get_item`); nil past the end.
    func object(at position: Int) -> ItemObject?
}

/// Told when an item object is finalised (GTK and everyone else let it go).
protocol ItemObjectWatcher: AnyObject, Sendable {
    @MainActor func objectFinalised(_ object: ItemObject)
}

/// A GListModel (a GObject subclass registered once) that owns its source and asks it for its rows.
/// The wrapper owns one reference; a selection made on it takes another.
@MainActor
final class SwiftListModel: Object {
    /// Makes a model that owns `source` (released when GTK finalises the model, so `get_item` can
    /// never reach a freed source).
    init(owning source: any ListModelSource) {
        let object = g_object_new_with_properties(SwiftListModel.type, 0, nil, nil)!
        let release: GDestroyNotify = { data in Unmanaged<SourceBox>.fromOpaque(data!).release() }
        g_object_set_qdata_full(
            object, SwiftListModel.quark, Unmanaged.passRetained(SourceBox(source)).toOpaque(), release)
        super.init(adopting: object)
    }

    /// The model without a reference, for its source to report changes through.
    var handle: ListModelHandle { ListModelHandle(pointer: object.opaque) }

    private final class SourceBox: @unchecked Sendable {  // read on the main thread only
        let source: any ListModelSource
        init(_ source: any ListModelSource) { self.source = source }
    }

    private nonisolated static let quark: GQuark = g_quark_from_static_string("gtkkit-list-source")

    private nonisolated static func source(of model: OpaquePointer?) -> SourceBox? {
        guard let model, let data = g_object_get_qdata(model.cast(), quark) else { return nil }
        return Unmanaged<SourceBox>.fromOpaque(data).takeUnretainedValue()
    }

    /// The GType, registered on first use.
    private nonisolated static let type: GType = {
        let type = g_type_register_static_simple(
            gObjectType, "GtkKitRowListModel",
            guint(MemoryLayout<GObjectClass>.size), nil,
            guint(MemoryLayout<GObject>.size), nil, GTypeFlags(rawValue: 0))
        var info = GInterfaceInfo(
            interface_init: { iface, _ in
                guard let interface = iface?.assumingMemoryBound(to: GListModelInterface.self) else { return }
                interface.pointee.get_item_type = { _ in gObjectType }
                interface.pointee.get_n_items = { model in
                    guard let box = SwiftListModel.source(of: model) else { return 0 }
                    return MainActor.assumeIsolated { guint(box.source.count) }
                }
                interface.pointee.get_item = { model, position in
                    guard let box = SwiftListModel.source(of: model) else { return nil }
                    let address = MainActor.assumeIsolated {
                        UInt(bitPattern: box.source.object(at: Int(position))?.pointer)
                    }
                    return UnsafeMutableRawPointer(bitPattern: address)
                }
            }, interface_finalize: nil, interface_data: nil)
        g_type_add_interface_static(type, g_list_model_get_type(), &info)
        return type
    }()
}

/// A list model seen without a reference: what its source reports changes through.
struct ListModelHandle {
    nonisolated(unsafe) let pointer: OpaquePointer

    /// Emits `items-changed(position, removed, added)`; nothing when nothing changed.
    @MainActor
    func itemsChanged(position: Int, removed: Int, added: Int) {
        guard removed > 0 || added > 0 else { return }
        g_list_model_items_changed(pointer, guint(position), guint(removed), guint(added))
    }
}

extension SingleSelection {
    /// A selection over a Swift list model. - Complexity: O(1).
    convenience init(model: SwiftListModel) { self.init(model: model.object.opaque) }
}

/// A plain GObject that owns a Swift object, handed to GTK as a list model item. Seen without a
/// reference; `retain()` and `release()` add and drop one.
struct ItemObject: Equatable {
    nonisolated(unsafe) let pointer: UnsafeMutablePointer<GObject>

    /// A new object (one reference, the caller's) owning `owner`, that tells `watcher` when it is
    /// finalised. - Complexity: O(1): one GObject, one qdata entry, one weak reference.
    @MainActor
    static func make(owning owner: AnyObject, watchedBy watcher: any ItemObjectWatcher) -> ItemObject {
        let object = gtkshim_object_new_plain()!
        g_object_set_qdata_full(object, ownerQuark, Unmanaged.passRetained(owner).toOpaque(), releaseOwner)
        let notify: GWeakNotify = { data, object in
            let watcher = Unmanaged<AnyObject>.fromOpaque(data!).takeRetainedValue() as! any ItemObjectWatcher
            let address = UInt(bitPattern: object)
            MainActor.assumeIsolated {
                if let object = UnsafeMutablePointer<GObject>(bitPattern: address) {
                    watcher.objectFinalised(ItemObject(pointer: object))
                }
            }
        }
        g_object_weak_ref(object, notify, Unmanaged.passRetained(watcher as AnyObject).toOpaque())
        return ItemObject(pointer: object)
    }

    /// The Swift object an item object owns, if it is a `T`. - Complexity: O(1).
    static func owner<T: AnyObject>(of object: UnsafeMutableRawPointer, as type: T.Type = T.self) -> T? {
        guard let data = g_object_get_qdata(object.assumingMemoryBound(to: GObject.self), ownerQuark) else {
            return nil
        }
        return Unmanaged<AnyObject>.fromOpaque(data).takeUnretainedValue() as? T
    }

    /// Makes the object own `owner` instead of what it owned (released now): GTK keeps the object, so
    /// its widget stays, while the Swift side sees a new owner. - Complexity: O(1).
    @MainActor
    func replaceOwner(with owner: AnyObject) {
        g_object_set_qdata_full(pointer, Self.ownerQuark, Unmanaged.passRetained(owner).toOpaque(), Self.releaseOwner)
    }

    /// Adds a reference. - Complexity: O(1).
    func retain() { g_object_ref(pointer) }
    /// Drops a reference (the last one finalises the object). - Complexity: O(1).
    func release() { g_object_unref(pointer) }

    private static let ownerQuark: GQuark = g_quark_from_static_string("gtkkit-item-owner")
    private static let releaseOwner: GDestroyNotify = { data in
        guard let data else { return }
        Unmanaged<AnyObject>.fromOpaque(data).release()
    }
}

/// `G_TYPE_OBJECT` (`G_TYPE_MAKE_FUNDAMENTAL (20)`), a macro Swift cannot import.
let gObjectType = GType(20 << 2)

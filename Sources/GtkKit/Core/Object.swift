import CGtk

/// A Swift wrapper that owns one strong reference to a GObject.
///
/// The reference is taken with `g_object_ref_sink`, so a new (floating) widget becomes owned by its
/// wrapper, and released when the wrapper dies. A wrapper can be found again from its GObject while it
/// lives (`Object.wrapper(of:)`), without GTK retaining it.
@MainActor
open class Object {
    /// The wrapped instance. Valid for the wrapper's whole life.
    nonisolated(unsafe) let object: UnsafeMutablePointer<GObject>

    /// Wraps `pointer`, sinking a floating reference or adding a strong one.
    init(_ pointer: some GPointer) {
        object = pointer.cast()
        g_object_ref_sink(object)
        g_object_set_qdata(object, Object.wrapperQuark, Unmanaged.passUnretained(self).toOpaque())
    }

    /// Wraps `pointer`, taking over a reference the caller already owns (a `*_new` of a non-floating
    /// type such as GtkWindow, GListStore or an event controller added later).
    init(adopting pointer: some GPointer) {
        object = pointer.cast()
        if g_object_is_floating(object) != 0 { g_object_ref_sink(object); g_object_unref(object) }
        g_object_set_qdata(object, Object.wrapperQuark, Unmanaged.passUnretained(self).toOpaque())
    }

    deinit {
        g_object_set_qdata(object, Object.wrapperQuark, nil)
        g_object_unref(object)
    }

    /// The live wrapper of `pointer`, if one exists and is of type `T`.
    static func wrapper<T: Object>(of pointer: some GPointer, as type: T.Type = T.self) -> T? {
        guard let raw = g_object_get_qdata(pointer.cast(), wrapperQuark) else { return nil }
        return Unmanaged<Object>.fromOpaque(raw).takeUnretainedValue() as? T
    }

    private nonisolated static let wrapperQuark: GQuark = g_quark_from_string("gtkkit-wrapper")
}

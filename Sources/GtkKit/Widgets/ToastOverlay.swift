import CGtk

/// An `AdwToastOverlay`: shows `Toast`s over its child. Usually the window's content, wrapping the
/// rest of the window.
@MainActor
public final class ToastOverlay: Widget {
    /// An overlay showing toasts over `child`.
    public init(child: Widget? = nil) {
        super.init(adw_toast_overlay_new())
        self.child = child // observers do not run in init
        adw_toast_overlay_set_child(overlay, child?.widget)
    }

    /// The widget the toasts show over.
    public var child: Widget? {
        didSet { adw_toast_overlay_set_child(overlay, child?.widget) }
    }

    /// Shows `toast` now, or after the toasts already showing (unless it is high priority).
    public func add(_ toast: Toast) {
        toast.presentedAt = .now
        adw_toast_overlay_add_toast(overlay, g_object_ref(toast.object).opaque)
    }

    private var overlay: OpaquePointer { widget.opaque }
}

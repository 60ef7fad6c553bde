import CGtk

/// An `AdwToastOverlay`: shows `Toast`s over its child. Usually the window's content, wrapping the
/// rest of the window.
@MainActor
public final class ToastOverlay: Widget {
    /// An overlay showing toasts over `child`.
    public init(child: Widget? = nil) {
        super.init(adw_toast_overlay_new())
        self.child = child  // observers do not run in init
        adw_toast_overlay_set_child(overlay, child?.widget)
    }

    /// The widget the toasts show over.
    public var child: Widget? {
        didSet { adw_toast_overlay_set_child(overlay, child?.widget) }
    }

    /// Shows `toast` now, or after the toasts already showing (unless it is high priority).
    public func add(_ toast: Toast) {
        toast.overlay = self
        toast.onDismissed { [weak toast] in toast?.markDismissed() }
        // Showing a toast, or replacing the one shown, animates for up to 500 ms.
        quietAt = max(quietAt, .now + .milliseconds(600))
        adw_toast_overlay_add_toast(overlay, g_object_ref(toast.object).opaque)
    }

    /// Dismisses `toast` once the overlay's animations have ended, one dismissal at a time.
    /// - Note: libadwaita 1.2 crashes (a freed closure in `adw_animation_skip`) when a toast is
    ///   dismissed while a toast animation runs — Ctrl+Z right after a delete, or Undo after two quick
    ///   deletes, would do it. A dismissal waits at most about a second.
    func dismiss(_ toast: Toast) {
        let wait = quietAt - .now
        guard wait > .zero else {
            quietAt = .now + .milliseconds(400)  // the hide animation (300 ms), with a margin
            return adw_toast_dismiss(toast.toast)
        }
        let milliseconds =
            UInt32(wait.components.seconds * 1000 + wait.components.attoseconds / 1_000_000_000_000_000) + 1
        after(milliseconds: milliseconds) { toast.dismiss() }  // keeps the toast until then
    }

    /// When the last toast animation started here has ended.
    private var quietAt = ContinuousClock.now

    private var overlay: OpaquePointer { widget.opaque }
}

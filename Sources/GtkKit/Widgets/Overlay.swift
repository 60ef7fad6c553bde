// Why this exists: a backdrop with content over it — the review screen's blurred photo under its
// moods — which no Box can do: GTK's overlay draws its overlays over the main child, within its size.
import CGtk

/// A `GtkOverlay`: a main child, and widgets drawn over it (placed by their alignment and margins) —
/// a backdrop with content on top, as a `UIView` with subviews stacked over a background view.
@MainActor
public final class Overlay: Widget {
    /// Overlays kept alive with the overlay (GTK owns the widgets, not their wrappers).
    private var overlays: [Widget] = []

    /// An overlay on `child`.
    public init(child: Widget? = nil) {
        super.init(gtk_overlay_new())
        self.child = child
        gtk_overlay_set_child(overlay, child?.widget)
    }

    /// The main child: it gives the overlay its size.
    public var child: Widget? {
        didSet { gtk_overlay_set_child(overlay, child?.widget) }
    }

    /// Draws `widget` over the child and the overlays added before it.
    /// - Parameters:
    ///   - widget: what to draw over the child, placed by its alignment and margins.
    ///   - measured: whether the overlay's size takes `widget`'s into account (GTK's
    ///     `measure-overlay`); otherwise it only fits within the child's.
    /// - Complexity: O(1).
    public func addOverlay(_ widget: Widget, measured: Bool = false) {
        overlays.append(widget)
        gtk_overlay_add_overlay(overlay, widget.widget)
        gtk_overlay_set_measure_overlay(overlay, widget.widget, measured.gboolean)
    }

    private var overlay: OpaquePointer { widget.opaque }
}

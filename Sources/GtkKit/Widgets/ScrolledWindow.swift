import CGtk

/// A `GtkScrolledWindow`: scrolls one child that is larger than the space it is given.
@MainActor
public final class ScrolledWindow: Widget {
    /// A scrolled window around `child`.
    public init(child: Widget? = nil) {
        super.init(gtk_scrolled_window_new())
        self.child = child  // observers do not run in init
        gtk_scrolled_window_set_child(scrolled, child?.widget)
    }

    /// The scrolled widget.
    public var child: Widget? {
        didSet { gtk_scrolled_window_set_child(scrolled, child?.widget) }
    }

    /// When each scroll bar shows; by default both show when needed.
    func setPolicy(horizontal: GtkPolicyType, vertical: GtkPolicyType) {
        gtk_scrolled_window_set_policy(scrolled, horizontal, vertical)
    }

    /// Whether the window asks for its child's natural height (up to `maxContentHeight`) instead of
    /// a minimal one: right for a scrolled area inside a popover or dialog.
    public var propagatesNaturalHeight: Bool {
        get { Bool(gtk_scrolled_window_get_propagate_natural_height(scrolled)) }
        set { gtk_scrolled_window_set_propagate_natural_height(scrolled, newValue.gboolean) }
    }

    /// The least height the window asks for, in pixels (-1: none).
    public var minContentHeight: Int32 {
        get { gtk_scrolled_window_get_min_content_height(scrolled) }
        set { gtk_scrolled_window_set_min_content_height(scrolled, newValue) }
    }

    /// The most height the window asks for when `propagatesNaturalHeight`, in pixels (-1: none).
    public var maxContentHeight: Int32 {
        get { gtk_scrolled_window_get_max_content_height(scrolled) }
        set { gtk_scrolled_window_set_max_content_height(scrolled, newValue) }
    }

    /// The vertical scroll position, in pixels from the top.
    public var verticalOffset: Double {
        get { gtk_adjustment_get_value(gtk_scrolled_window_get_vadjustment(scrolled)) }
        set { gtk_adjustment_set_value(gtk_scrolled_window_get_vadjustment(scrolled), newValue) }
    }

    private var scrolled: OpaquePointer { widget.opaque }
}

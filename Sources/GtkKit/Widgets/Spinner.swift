import CGtk

/// A `GtkSpinner`: the small turning circle that says work is going on (a sync, a sign-in).
@MainActor
public final class Spinner: Widget {
    /// A spinner, still until `isSpinning` is set.
    public init() {
        super.init(gtk_spinner_new())
    }

    /// Whether it turns. - Complexity: O(1).
    public var isSpinning: Bool {
        get { Bool(gtk_spinner_get_spinning(widget.opaque)) }
        set { gtk_spinner_set_spinning(widget.opaque, newValue.gboolean) }
    }
}

import CGtk

/// A `GtkRevealer`: shows or hides its child with a slide or crossfade (an inline error message, a
/// row that expands into view).
@MainActor
public final class Revealer: Widget {
    public init(child: Widget, transition: GtkRevealerTransitionType = GTK_REVEALER_TRANSITION_TYPE_SLIDE_DOWN,
                duration: UInt32 = 200) {
        super.init(gtk_revealer_new())
        gtk_revealer_set_transition_type(revealer, transition)
        gtk_revealer_set_transition_duration(revealer, duration)
        gtk_revealer_set_child(revealer, child.widget)
    }

    /// Whether the child is (being) shown; setting it animates unless animations are off.
    public var revealsChild: Bool {
        get { Bool(gtk_revealer_get_reveal_child(revealer)) }
        set { gtk_revealer_set_reveal_child(revealer, newValue.gboolean) }
    }

    private var revealer: OpaquePointer { widget.opaque }
}

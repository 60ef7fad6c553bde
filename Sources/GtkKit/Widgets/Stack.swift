import CGtk

/// A `GtkStack`: named pages of which one shows at a time, changing with a crossfade (the list and
/// its empty state, say).
@MainActor
public final class Stack: Widget {
    /// Creates a stack that crossfades between pages over `transitionDuration` milliseconds.
    public init(transitionDuration: UInt32 = 200) {
        super.init(gtk_stack_new())
        gtk_stack_set_transition_type(stack, GTK_STACK_TRANSITION_TYPE_CROSSFADE)
        gtk_stack_set_transition_duration(stack, transitionDuration)
    }

    /// Adds `child` as the page `name`. The first page added is shown first.
    public func addNamed(_ child: Widget, name: String, title: String? = nil) {
        if let title {
            gtk_stack_add_titled(stack, child.widget, name, title)
        } else {
            gtk_stack_add_named(stack, child.widget, name)
        }
    }

    public func remove(_ child: Widget) { gtk_stack_remove(stack, child.widget) }

    /// The name of the page shown; setting it crossfades to that page.
    public var visibleChildName: String? {
        get { string(gtk_stack_get_visible_child_name(stack)) }
        set { if let newValue { gtk_stack_set_visible_child_name(stack, newValue) } }
    }

    /// Shows the page `name` with or without the crossfade.
    public func setVisibleChild(name: String, animated: Bool) {
        gtk_stack_set_visible_child_full(stack, name,
                                         animated ? GTK_STACK_TRANSITION_TYPE_CROSSFADE : GTK_STACK_TRANSITION_TYPE_NONE)
    }

    /// Whether the stack keeps the size of its largest page (true) or takes the shown page's size.
    public var isHomogeneous: Bool {
        get { Bool(gtk_stack_get_hhomogeneous(stack)) && Bool(gtk_stack_get_vhomogeneous(stack)) }
        set {
            gtk_stack_set_hhomogeneous(stack, newValue.gboolean)
            gtk_stack_set_vhomogeneous(stack, newValue.gboolean)
        }
    }

    private var stack: OpaquePointer { widget.opaque }
}

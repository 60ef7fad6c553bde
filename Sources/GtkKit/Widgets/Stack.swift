import CGtk

/// A `GtkStack`: named pages of which one shows at a time, changing with a crossfade (the list and
/// its empty state, say).
///
/// - Note: GTK 4.8's stack only unmaps the pages it does not show, and screen readers (AT-SPI) still
///   list them. This one hides them (`gtk_widget_set_visible`), so only the shown page is exposed. The
///   crossfade draws the old page from a snapshot, so hiding it does not cut the transition short.
@MainActor
public final class Stack: Widget {
    /// Creates a stack that crossfades between pages over `transitionDuration` milliseconds.
    public init(transitionDuration: UInt32 = 200) {
        super.init(gtk_stack_new())
        gtk_stack_set_transition_type(stack, GTK_STACK_TRANSITION_TYPE_CROSSFADE)
        gtk_stack_set_transition_duration(stack, transitionDuration)
    }

    /// Adds `child` as the page `name`. The first page added is shown first; later ones are hidden
    /// until shown.
    public func addNamed(_ child: Widget, name: String, title: String? = nil) {
        child.isVisible = true
        if let title {
            gtk_stack_add_titled(stack, child.widget, name, title)
        } else {
            gtk_stack_add_named(stack, child.widget, name)
        }
        hidePages(except: gtk_stack_get_visible_child(stack))
    }

    /// Removes a page; removing the shown one shows the first page left.
    public func remove(_ child: Widget) {
        gtk_stack_remove(stack, child.widget)
        if gtk_stack_get_visible_child(stack) == nil, let first = gtk_widget_get_first_child(widget) {
            gtk_widget_set_visible(first, 1)
        }
    }

    /// The name of the page shown; setting it crossfades to that page.
    public var visibleChildName: String? {
        get { string(gtk_stack_get_visible_child_name(stack)) }
        set { if let newValue { show(name: newValue, transition: gtk_stack_get_transition_type(stack)) } }
    }

    /// Shows the page `name` with or without the crossfade, and hides the others.
    public func setVisibleChild(name: String, animated: Bool) {
        show(name: name, transition: animated ? GTK_STACK_TRANSITION_TYPE_CROSSFADE : GTK_STACK_TRANSITION_TYPE_NONE)
    }

    /// Makes the page visible first (GTK ignores a hidden page), switches to it, then hides the rest.
    private func show(name: String, transition: GtkStackTransitionType) {
        guard let page = gtk_stack_get_child_by_name(stack, name) else { return }
        gtk_widget_set_visible(page, 1)
        gtk_stack_set_visible_child_full(stack, name, transition)
        hidePages(except: page)
    }

    private func hidePages(except shown: UnsafeMutablePointer<GtkWidget>?) {
        var child = gtk_widget_get_first_child(widget)
        while let page = child {
            child = gtk_widget_get_next_sibling(page)
            if page != shown { gtk_widget_set_visible(page, 0) }
        }
    }

    /// Whether the stack keeps the size of its largest page (true) or takes the shown page's size.
    public var isHomogeneous: Bool {
        get { Bool(gtk_stack_get_hhomogeneous(stack)) && Bool(gtk_stack_get_vhomogeneous(stack)) }
        set {
            gtk_stack_set_hhomogeneous(stack, newValue.gboolean)
            gtk_stack_set_vhomogeneous(stack, newValue.gboolean)
        }
    }

    /// Runs `handler` each time a crossfade between pages ends (GTK unmaps the old page then, and a
    /// focus it held, or its descendants' focus bookkeeping, goes with it).
    @discardableResult
    public func onTransitionFinished(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        Signal.connect(object, "notify::transition-running") { [stack] (_: UnsafeMutableRawPointer?) in
            if !Bool(gtk_stack_get_transition_running(stack)) { handler() }
        }
    }

    private var stack: OpaquePointer { widget.opaque }
}

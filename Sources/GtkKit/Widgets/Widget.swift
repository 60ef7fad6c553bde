import CGtk

/// Any GTK widget: the properties and calls every widget has.
@MainActor
open class Widget: Object {
    /// The wrapped `GtkWidget`, for GtkKit's own calls.
    var widget: UnsafeMutablePointer<GtkWidget> { object.cast() }

    /// The escape hatch: the raw `GtkWidget`, for tests and benchmarks that must reach GTK itself.
    /// Apps never use it; anything they need belongs in a Swift wrapper. - Complexity: O(1).
    public var unsafeWidget: UnsafeMutablePointer<GtkWidget> { widget }

    /// A second wrapper around `other`'s widget, for a class that is made of another widget (a
    /// cell that is a box). - Complexity: O(1).
    public init(wrapping other: Widget) {
        super.init(other.widget)
    }

    /// Wraps a widget; asserts in debug builds that it is one.
    override init(_ pointer: some GPointer) {
        assert(pointer.isA(gtk_widget_get_type()), "Widget.init: not a GtkWidget")
        super.init(pointer)
    }

    /// Whether the widget is shown (its parent shows it too).
    public var isVisible: Bool {
        get { Bool(gtk_widget_get_visible(widget)) }
        set { gtk_widget_set_visible(widget, newValue.gboolean) }
    }

    /// Whether the widget reacts to input; an insensitive widget is greyed out.
    public var isSensitive: Bool {
        get { Bool(gtk_widget_get_sensitive(widget)) }
        set { gtk_widget_set_sensitive(widget, newValue.gboolean) }
    }

    /// Whether the widget itself can take the keyboard focus.
    public var canFocus: Bool {
        get { Bool(gtk_widget_get_focusable(widget)) }
        set { gtk_widget_set_focusable(widget, newValue.gboolean) }
    }

    /// Whether the focus may enter this widget or any widget inside it (GTK's `can-focus`); false
    /// keeps a whole subtree out of the focus chain until it is set back. - Complexity: O(1).
    public var allowsFocus: Bool {
        get { Bool(gtk_widget_get_can_focus(widget)) }
        set { gtk_widget_set_can_focus(widget, newValue.gboolean) }
    }

    /// The text shown when the pointer rests on the widget; nil for none.
    public var tooltip: String? {
        get { string(gtk_widget_get_tooltip_text(widget)) }
        set {
            // Setting one makes GTK ask the display where the pointer is (an X round trip): only on change.
            guard newValue != tooltip else { return }
            gtk_widget_set_tooltip_text(widget, newValue)
        }
    }

    /// The name a screen reader announces (and AT-SPI tests search by). Icon-only buttons need one.
    public var accessibleLabel: String? {
        didSet { gtkshim_accessible_set_label(OpaquePointer(widget), accessibleLabel) }
    }

    /// How opaque the widget is drawn, 0 (invisible) to 1.
    public var opacity: Double {
        get { gtk_widget_get_opacity(widget) }
        set { gtk_widget_set_opacity(widget, newValue) }
    }

    /// Whether the widget takes the extra width its parent has.
    public var hexpand: Bool {
        get { Bool(gtk_widget_get_hexpand(widget)) }
        set { gtk_widget_set_hexpand(widget, newValue.gboolean) }
    }

    /// Whether the widget takes the extra height its parent has.
    public var vexpand: Bool {
        get { Bool(gtk_widget_get_vexpand(widget)) }
        set { gtk_widget_set_vexpand(widget, newValue.gboolean) }
    }

    /// Where the widget sits across its allocation. - Complexity: O(1).
    public var halign: Align {
        get { Align(gtk_widget_get_halign(widget)) }
        set { gtk_widget_set_halign(widget, newValue.gtk) }
    }

    /// Where the widget sits down its allocation. - Complexity: O(1).
    public var valign: Align {
        get { Align(gtk_widget_get_valign(widget)) }
        set { gtk_widget_set_valign(widget, newValue.gtk) }
    }

    /// Sets the four margins at once.
    public func setMargins(top: Int32 = 0, bottom: Int32 = 0, start: Int32 = 0, end: Int32 = 0) {
        gtk_widget_set_margin_top(widget, top)
        gtk_widget_set_margin_bottom(widget, bottom)
        gtk_widget_set_margin_start(widget, start)
        gtk_widget_set_margin_end(widget, end)
    }

    /// Asks for at least `width` × `height` pixels; -1 leaves that dimension to the content.
    public func setSizeRequest(width: Int32 = -1, height: Int32 = -1) {
        gtk_widget_set_size_request(widget, width, height)
    }

    /// The allocated size, in logical pixels.
    public var width: Int { Int(gtk_widget_get_width(widget)) }
    /// The allocated height, in logical pixels.
    public var height: Int { Int(gtk_widget_get_height(widget)) }

    /// Adds a style class (`"destructive-action"`, `"title-2"`).
    public func addCSSClass(_ name: String) { gtk_widget_add_css_class(widget, name) }
    /// Removes a style class.
    public func removeCSSClass(_ name: String) { gtk_widget_remove_css_class(widget, name) }
    /// Whether the widget has a style class.
    public func hasCSSClass(_ name: String) -> Bool { Bool(gtk_widget_has_css_class(widget, name)) }
    /// Adds or removes a style class.
    public func setCSSClass(_ name: String, _ on: Bool) { on ? addCSSClass(name) : removeCSSClass(name) }

    /// Moves the keyboard focus to the widget; false when it cannot take it.
    @discardableResult
    public func grabFocus() -> Bool { Bool(gtk_widget_grab_focus(widget)) }
    /// Whether the keyboard focus is on this widget itself.
    public var hasFocus: Bool { Bool(gtk_widget_has_focus(widget)) }
    /// Whether the keyboard focus is on this widget or inside it.
    public var containsFocus: Bool {
        gtk_widget_get_state_flags(widget).rawValue & GTK_STATE_FLAG_FOCUS_WITHIN.rawValue != 0
    }

    /// Runs `body` once, after the next frame that draws this widget's window has been painted (or on
    /// the next idle when the widget is not in a window yet).
    public func afterNextFrame(_ body: @escaping @MainActor () -> Void) {
        guard let clock = gtk_widget_get_frame_clock(widget) else { return whenIdle(body) }
        var connection: SignalConnection?
        connection = Signal.connect(clock, "after-paint") { () -> Void in
            connection?.disconnect()
            connection = nil
            body()
        }
        gdk_frame_clock_request_phase(clock, GDK_FRAME_CLOCK_PHASE_PAINT)
    }

    /// This widget's bounds in `other`'s coordinates (the seed's `sourceRect`), or nil when the two
    /// do not share a window.
    func bounds(in other: Widget) -> graphene_rect_t? {
        var rect = graphene_rect_t()
        return Bool(gtk_widget_compute_bounds(widget, other.widget, &rect)) ? rect : nil
    }

    /// The parent widget, if any.
    var parentPointer: UnsafeMutablePointer<GtkWidget>? { gtk_widget_get_parent(widget) }

    /// The toplevel window this widget is in, if it is in one.
    var rootWindow: UnsafeMutablePointer<GtkWindow>? {
        guard let root = gtk_widget_get_root(widget), root.isA(gtk_window_get_type()) else { return nil }
        return root.cast()
    }

    /// Whether the widget is in a window that is shown, and itself mapped.
    public var isMapped: Bool { Bool(gtk_widget_get_mapped(widget)) }

    /// Adds an event controller (gesture, key, scroll, drop target); the widget owns it from then on.
    func addController(_ controller: OpaquePointer) {
        gtk_widget_add_controller(widget, controller)
    }

    /// Runs `action` (a detailed name such as `"win.delete"`) as if a menu item had been activated.
    @discardableResult
    public func activateAction(_ name: String) -> Bool {
        Bool(gtk_widget_activate_action_variant(widget, name, nil))
    }

    /// Asks GTK to draw the widget again in the next frame.
    public func queueDraw() { gtk_widget_queue_draw(widget) }
    /// Asks GTK to measure and lay out the widget again.
    public func queueResize() { gtk_widget_queue_resize(widget) }
}

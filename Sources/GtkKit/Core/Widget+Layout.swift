import CGtk

// What a widget that lays out its own children needs (the swipe row and its trays): a custom layout
// given as Swift closures, measuring and placing children, clipping, text direction; plus the few
// widget traits GtkKit's own widgets set (cursor, accessibility, animations setting).
// Why it exists: the row actions' layout code reads as Swift; the C calls stay here.

/// A size request along one orientation: GTK's minimum and natural sizes.
struct SizeRequest: Equatable {
    var minimum: Int32
    var natural: Int32
}

/// Boxes the closures of a custom layout; the widget's qdata owns it.
private final class LayoutBox {
    let measure: @MainActor (Orientation, Int32) -> SizeRequest
    let allocate: @MainActor (Int32, Int32, Int32) -> Void
    init(
        measure: @escaping @MainActor (Orientation, Int32) -> SizeRequest,
        allocate: @escaping @MainActor (Int32, Int32, Int32) -> Void
    ) {
        self.measure = measure
        self.allocate = allocate
    }
}

private let layoutQuark: GQuark = g_quark_from_static_string("gtkkit-custom-layout")

private func layoutBox(of widget: UnsafeMutablePointer<GtkWidget>?) -> LayoutBox? {
    guard let widget, let data = g_object_get_qdata(widget.cast(), layoutQuark) else { return nil }
    return Unmanaged<LayoutBox>.fromOpaque(data).takeUnretainedValue()
}

extension Widget {
    /// Lays the widget's children out with Swift closures (a `GtkCustomLayout`): `measure` gets the
    /// orientation and the size for the other axis (-1: none) and returns the widget's request;
    /// `allocate` gets the width, height and baseline given and places the children.
    /// The closures must capture their owner weakly: the widget keeps them.
    func setCustomLayout(
        measure: @escaping @MainActor (_ orientation: Orientation, _ forSize: Int32) -> SizeRequest,
        allocate: @escaping @MainActor (_ width: Int32, _ height: Int32, _ baseline: Int32) -> Void
    ) {
        let release: GDestroyNotify = { data in Unmanaged<LayoutBox>.fromOpaque(data!).release() }
        let box = Unmanaged.passRetained(LayoutBox(measure: measure, allocate: allocate)).toOpaque()
        g_object_set_qdata_full(object, layoutQuark, box, release)
        gtk_widget_set_layout_manager(
            widget,
            gtk_custom_layout_new(
                nil,
                { widget, orientation, forSize, minimum, natural, _, _ in
                    MainActor.assumeIsolated {
                        guard let box = layoutBox(of: widget) else { return }
                        let request = box.measure(Orientation(orientation), forSize)
                        minimum?.pointee = request.minimum
                        natural?.pointee = request.natural
                    }
                },
                { widget, width, height, baseline in
                    MainActor.assumeIsolated { layoutBox(of: widget)?.allocate(width, height, baseline) }
                }))
    }

    /// The widget's minimum and natural size along `orientation` (for `forSize` across; -1: none).
    /// - Complexity: GTK's measuring, cached by GTK.
    func measure(_ orientation: Orientation, forSize: Int32 = -1) -> SizeRequest {
        asHandle.measure(orientation, forSize: forSize)
    }

    /// Gives the widget (a child being laid out) its size, at `(x, y)` of its parent.
    func allocate(width: Int32, height: Int32, baseline: Int32 = -1, x: Double = 0, y: Double = 0) {
        var origin = graphene_point_t(x: Float(x), y: Float(y))
        gtk_widget_allocate(widget, width, height, baseline, gsk_transform_translate(nil, &origin))
    }

    /// Asks GTK to lay the widget's children out again (its own size unchanged).
    func queueAllocate() { gtk_widget_queue_allocate(widget) }

    /// Makes `parent` the widget's parent (for a widget that lays out its own children).
    func setParent(_ parent: Widget) { gtk_widget_set_parent(widget, parent.widget) }

    /// Whether children are clipped to the widget's bounds (`overflow: hidden`).
    var clipsChildren: Bool {
        get { gtk_widget_get_overflow(widget) == GTK_OVERFLOW_HIDDEN }
        set { gtk_widget_set_overflow(widget, newValue ? GTK_OVERFLOW_HIDDEN : GTK_OVERFLOW_VISIBLE) }
    }

    /// Whether the widget lays out right to left.
    var isRightToLeft: Bool { gtk_widget_get_direction(widget) == GTK_TEXT_DIR_RTL }

    /// The pointer's shape over the widget, by name (`"grab"`); nil: the default.
    func setCursor(named name: String?) { gtk_widget_set_cursor_from_name(widget, name) }

    /// Hides the widget from screen readers (collapsed revealers still expose their children).
    func setAccessibilityHidden(_ hidden: Bool) { gtkshim_accessible_set_hidden(widget.opaque, hidden.gboolean) }

    /// Whether libadwaita animates for this widget now (the `gtk-enable-animations` setting).
    var animationsEnabledSetting: Bool { Bool(adw_get_enable_animations(widget)) }
}

/// Pointers to new GTK widgets, for wrapper classes whose designated initialiser takes one (a
/// `Widget` subclass that is a box or a bin underneath).
@MainActor
enum NewWidget {
    /// A new `GtkBox`.
    static func box(_ orientation: Orientation, spacing: Int32 = 0) -> UnsafeMutablePointer<GtkWidget> {
        gtk_box_new(orientation.gtk, spacing)
    }

    /// A new `AdwBin`: a widget with one child.
    static func bin() -> UnsafeMutablePointer<GtkWidget> { adw_bin_new() }

    /// A new `GtkScrolledWindow` that scrolls vertically only.
    static func verticalScrolledWindow() -> UnsafeMutablePointer<GtkWidget> {
        let scrolled = gtk_scrolled_window_new()!
        gtk_scrolled_window_set_policy(scrolled.opaque, GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
        return scrolled
    }
}

extension Widget {
    /// Sets the child of a widget made with `NewWidget.bin()`. - Complexity: O(1).
    func setBinChild(_ child: Widget?) { adw_bin_set_child(widget.cast(), child?.widget) }

    /// Sets the child of a widget made with `NewWidget.verticalScrolledWindow()`. - Complexity: O(1).
    func setScrolledChild(_ child: Widget?) { gtk_scrolled_window_set_child(widget.opaque, child?.widget) }
}

extension WidgetHandle {
    /// The widget's minimum and natural size along `orientation` (for `forSize` across; -1: none).
    func measure(_ orientation: Orientation, forSize: Int32 = -1) -> SizeRequest {
        var minimum: Int32 = 0, natural: Int32 = 0
        gtk_widget_measure(pointer, orientation.gtk, forSize, &minimum, &natural, nil, nil)
        return SizeRequest(minimum: minimum, natural: natural)
    }
}

extension Popover {
    /// Places a shown popover again at its source (after the source moved within its window: GTK
    /// repositions a popover only when its parent is allocated). - Complexity: O(1).
    func presentAgain() { gtk_popover_present(widget.cast()) }
}

extension Button {
    /// Replaces the button's label with `content`. - Complexity: O(1).
    func setContent(_ content: Widget) { gtk_button_set_child(widget.cast(), content.widget) }
}

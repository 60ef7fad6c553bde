import CGtk

/// A widget GTK owns and GtkKit has no wrapper for — a list item's row widget, a window's focus
/// widget, the window itself — seen for the length of a call, without a reference.
///
/// Why it exists: the table view and the row actions reach such widgets (to style a row, move the
/// focus, watch a window), and the C calls for that stay here. A handle is compared by identity; it
/// must not be kept past the widget's life unless something else keeps the widget (a `WeakWidget`
/// does it safely).
@MainActor
struct WidgetHandle: Hashable {
    nonisolated(unsafe) let pointer: UnsafeMutablePointer<GtkWidget>

    init(_ pointer: UnsafeMutablePointer<GtkWidget>) { self.pointer = pointer }
    init(_ widget: Widget) { pointer = widget.widget }

    nonisolated static func == (lhs: WidgetHandle, rhs: WidgetHandle) -> Bool { lhs.pointer == rhs.pointer }
    nonisolated func hash(into hasher: inout Hasher) { hasher.combine(pointer) }

    /// Whether `widget` is this very widget. - Complexity: O(1).
    func isSame(as widget: Widget) -> Bool { pointer == widget.widget }

    // MARK: - Tree

    /// The parent widget. - Complexity: O(1).
    var parent: WidgetHandle? { gtk_widget_get_parent(pointer).map(WidgetHandle.init) }
    /// The first child. - Complexity: O(1).
    var firstChild: WidgetHandle? { gtk_widget_get_first_child(pointer).map(WidgetHandle.init) }
    /// The next sibling. - Complexity: O(1).
    var nextSibling: WidgetHandle? { gtk_widget_get_next_sibling(pointer).map(WidgetHandle.init) }
    /// The children, first to last. - Complexity: O(c).
    var children: [WidgetHandle] { Array(sequence(first: firstChild) { $0?.nextSibling }.compactMap { $0 }) }

    /// The live Swift wrapper of this widget, if one exists and is a `T`. - Complexity: O(1).
    func wrapper<T: Object>(as type: T.Type = T.self) -> T? { Object.wrapper(of: pointer, as: type) }

    /// The window (root) this widget is in, as a widget. - Complexity: O(depth).
    var root: WidgetHandle? { gtk_widget_get_root(pointer).map { WidgetHandle($0.cast()) } }

    /// The widget holding the keyboard focus in this widget's window (this must be a root).
    /// - Complexity: O(1).
    var focusWidget: WidgetHandle? { gtk_root_get_focus(pointer.opaque).map(WidgetHandle.init) }

    /// The deepest descendant at `(x, y)` (this widget's coordinates), or nil. - Complexity: O(depth).
    func pick(x: Double, y: Double) -> WidgetHandle? {
        gtk_widget_pick(pointer, x, y, GTK_PICK_DEFAULT).map(WidgetHandle.init)
    }

    // MARK: - Style and state

    func addCSSClass(_ name: String) { gtk_widget_add_css_class(pointer, name) }
    func removeCSSClass(_ name: String) { gtk_widget_remove_css_class(pointer, name) }
    /// Adds or removes a style class.
    func setCSSClass(_ name: String, _ on: Bool) { on ? addCSSClass(name) : removeCSSClass(name) }

    /// Drops the pressed (`:active`) look GTK may have left. - Complexity: O(1).
    func clearPressedState() { gtk_widget_unset_state_flags(pointer, GTK_STATE_FLAG_ACTIVE) }

    /// Shows the widget hovered (`:hover`) or not. - Complexity: O(1).
    func setHovered(_ hovered: Bool) {
        if hovered {
            gtk_widget_set_state_flags(pointer, GTK_STATE_FLAG_PRELIGHT, 0)
        } else {
            gtk_widget_unset_state_flags(pointer, GTK_STATE_FLAG_PRELIGHT)
        }
    }

    /// Whether the keyboard focus is inside the widget (on it or a descendant). - Complexity: O(1).
    var containsFocus: Bool {
        gtk_widget_get_state_flags(pointer).rawValue & GTK_STATE_FLAG_FOCUS_WITHIN.rawValue != 0
    }

    // MARK: - Focus

    /// Whether the widget is shown in a shown window (mapped) and sensitive: one the user can reach.
    /// - Complexity: O(depth) for the sensitivity of its ancestors.
    var isReachable: Bool { Bool(gtk_widget_get_mapped(pointer)) && Bool(gtk_widget_is_sensitive(pointer)) }

    /// Whether this widget is its window's focus widget. - Complexity: O(1).
    var isFocus: Bool { Bool(gtk_widget_is_focus(pointer)) }

    @discardableResult
    func grabFocus() -> Bool { Bool(gtk_widget_grab_focus(pointer)) }

    /// Whether the widget, and so its children, can take the focus. - Complexity: O(1).
    var canFocusSubtree: Bool {
        get { Bool(gtk_widget_get_can_focus(pointer)) }
        nonmutating set { gtk_widget_set_can_focus(pointer, newValue.gboolean) }
    }

    /// The child that holds, or last held, the keyboard focus within this widget (GTK keeps it after
    /// the focus has left); nil forgets it. - Complexity: O(1).
    var focusChild: WidgetHandle? {
        get { gtk_widget_get_focus_child(pointer).map(WidgetHandle.init) }
        nonmutating set { gtk_widget_set_focus_child(pointer, newValue?.pointer) }
    }

    /// Whether the widget takes typed text (an entry, a text view): its keys are its own.
    /// - Complexity: O(1).
    var isEditable: Bool {
        Bool(g_type_check_instance_is_a(pointer.cast(), gtk_editable_get_type()))
            || Bool(g_type_check_instance_is_a(pointer.cast(), gtk_text_view_get_type()))
    }

    /// Moves the focus on from within this widget, as Tab (or Shift+Tab when `backward`) would.
    /// - Returns: whether the focus moved to a widget inside this one.
    func moveFocusByTab(backward: Bool) -> Bool {
        Bool(gtk_widget_child_focus(pointer, backward ? GTK_DIR_TAB_BACKWARD : GTK_DIR_TAB_FORWARD))
    }

    // MARK: - Controllers, signals and marks

    /// Adds an event controller; the widget owns it from then on.
    func add(_ controller: EventController) { gtk_widget_add_controller(pointer, controller.pointer) }

    /// Runs `handler` when `property` changes (`notify::PROPERTY`).
    @discardableResult
    func onNotify(_ property: String, _ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        Signal.connect(pointer, "notify::\(property)") { (_: UnsafeMutableRawPointer?) in handler() }
    }

    /// Whether `mark` was set on this widget (`setMark`). - Complexity: O(m) for m marks on it.
    func hasMark(_ mark: String) -> Bool { g_object_get_data(pointer.cast(), mark) != nil }

    /// Tags the widget with `mark`, for `hasMark` (once-per-widget wiring). - Complexity: O(m).
    func setMark(_ mark: String) { g_object_set_data(pointer.cast(), mark, UnsafeMutableRawPointer(bitPattern: 1)) }

    // MARK: - Geometry

    /// Whether `(x, y)`, in this widget's coordinates, is inside it. - Complexity: O(1).
    func contains(x: Double, y: Double) -> Bool { Bool(gtk_widget_contains(pointer, x, y)) }

    /// `point` in this widget's coordinates, in `other`'s, or nil when they share no window.
    func convert(_ point: (x: Double, y: Double), to other: WidgetHandle) -> (x: Double, y: Double)? {
        var from = graphene_point_t(x: Float(point.x), y: Float(point.y)), to = graphene_point_t()
        guard Bool(gtk_widget_compute_point(pointer, other.pointer, &from, &to)) else { return nil }
        return (Double(to.x), Double(to.y))
    }

    /// Whether the pointer (the seat's mouse) is over the widget now. - Complexity: O(depth).
    var isPointerOver: Bool {
        guard let native = gtk_widget_get_native(pointer), let surface = gtk_native_get_surface(native),
            let seat = gdk_display_get_default_seat(gtk_widget_get_display(pointer)),
            let device = gdk_seat_get_pointer(seat)
        else { return false }
        var x = 0.0, y = 0.0, dx = 0.0, dy = 0.0
        guard Bool(gdk_surface_get_device_position(surface, device, &x, &y, nil)) else { return false }
        gtk_native_get_surface_transform(native, &dx, &dy)
        guard let inTarget = WidgetHandle(native.cast()).convert((x - dx, y - dy), to: self) else { return false }
        return contains(x: inTarget.x, y: inTarget.y)
    }
}

extension Widget {
    /// This widget as a handle, for the calls handles share. - Complexity: O(1).
    var asHandle: WidgetHandle { WidgetHandle(self) }

    /// The parent widget, as a handle (a list item's row widget, for a row's container).
    var parentHandle: WidgetHandle? { asHandle.parent }

    /// Adds an event controller; the widget owns it from then on.
    func add(_ controller: EventController) { asHandle.add(controller) }

    /// Runs `handler` whenever the widget is mapped (shown, in a shown window).
    func onMap(_ handler: @escaping @MainActor () -> Void) { Signal.connect(widget, "map", handler) }

    /// Runs `handler` whenever the widget is unmapped (hidden, scrolled away, its window closed).
    func onUnmap(_ handler: @escaping @MainActor () -> Void) { Signal.connect(widget, "unmap", handler) }

    /// `point` in this widget's coordinates, in `other`'s, or nil when they share no window.
    func convert(_ point: (x: Double, y: Double), to other: Widget) -> (x: Double, y: Double)? {
        asHandle.convert(point, to: other.asHandle)
    }

    /// This widget's bounds in `other`'s coordinates, or nil when the two do not share a window.
    /// - Complexity: O(depth).
    func frame(in other: Widget) -> (x: Double, y: Double, width: Double, height: Double)? {
        var rect = graphene_rect_t()
        guard Bool(gtk_widget_compute_bounds(widget, other.widget, &rect)) else { return nil }
        return (Double(rect.origin.x), Double(rect.origin.y), Double(rect.size.width), Double(rect.size.height))
    }
}

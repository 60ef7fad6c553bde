import CGtk

/// A `GtkPopover` anchored to a source widget: UIKit's `popoverPresentationController` with its
/// `sourceView` and `sourceRect`.
///
/// `present(from:pointingTo:)` parents the popover to the source widget, points it at the source
/// rectangle and pops it up; when it closes (Escape, a click outside, a menu item, `popdown()`) it
/// gives the keyboard focus back to the widget that had it when it opened, and unparents itself on
/// the next idle. While shown, the popover keeps its wrapper alive, as UIKit keeps a presented
/// controller.
///
/// Giving the focus back is GNOME's rule for transient surfaces (a menu, a popover, a dialog):
/// closing one leaves the user where they were. GTK 4.8 does not do it: when a popover holding the
/// focus hides, its window moves the focus, after the next frame, to the first ancestor of the
/// popover that takes it — for a popover on a list row, GTK's list then focuses another row (the
/// next one, after Enter on a share sheet's Copy), and a list that selects its focused row selects
/// it. Here the focus is put back before GTK looks, so GTK has nothing to move.
/// - Note: UIKit raises an exception when a popover has no source view; here a source is required by
///   the signature, so that crash cannot happen.
@MainActor
public final class Popover: Widget {
    /// A popover showing `child`.
    public init(child: Widget? = nil) {
        super.init(gtk_popover_new())
        self.child = child  // observers do not run in init
        gtk_popover_set_child(popover, child?.widget)
        prepare()
    }

    /// A menu popover (`GtkPopoverMenu`): the menu's items, with their shortcuts shown beside them
    /// and keyboard navigation, anchored like any other popover.
    public init(menu: Menu) {
        self.menu = menu
        super.init(gtk_popover_menu_new_from_model(menu.model.cast()))
        prepare()
    }

    private func prepare() {
        StyleSheet.install(Self.solidStyle)
        Signal.connect(object, "closed") { [weak self] in self?.didClose() }
    }

    /// The menu a menu popover shows.
    public private(set) var menu: Menu?

    /// What the popover shows.
    public var child: Widget? {
        didSet { gtk_popover_set_child(popover, child?.widget) }
    }

    /// Where the popover prefers to open; GTK flips it when there is no room.
    var position: GtkPositionType {
        get { gtk_popover_get_position(popover) }
        set { gtk_popover_set_position(popover, newValue) }
    }

    /// Whether the popover draws its arrow.
    public var hasArrow: Bool {
        get { Bool(gtk_popover_get_has_arrow(popover)) }
        set { gtk_popover_set_has_arrow(popover, newValue.gboolean) }
    }

    /// Runs after the popover has closed and left its source widget.
    public var onClose: (@MainActor () -> Void)?

    /// The widget inside the popover that has the keyboard focus when it opens (a share sheet's
    /// first activity), so Enter and Space act on it; nil leaves it to GTK.
    public weak var initialFocus: Widget?

    /// The widget the popover is attached to while shown.
    public private(set) weak var sourceView: Widget?

    /// The rectangle the arrow points at, in `sourceView`'s coordinates, while shown.
    var pointingTo: GdkRectangle? {
        var rect = GdkRectangle()
        return Bool(gtk_popover_get_pointing_to(popover, &rect)) ? rect : nil
    }

    /// Whether the popover is up.
    public var isShown: Bool { isVisible && parentPointer != nil }

    /// Attaches the popover to `sourceView` and pops it up, its arrow at `sourceRect` (in the source
    /// view's coordinates; nil for the whole widget).
    public func present(from sourceView: Widget, pointingTo sourceRect: Rect? = nil) {
        presenting = true
        defer { presenting = false }
        generation += 1
        if let parent = parentPointer, parent != sourceView.widget { gtk_widget_unparent(widget) }
        if parentPointer == nil { gtk_widget_set_parent(widget, sourceView.widget) }
        self.sourceView = sourceView
        rememberFocus(around: sourceView)
        if let rect = sourceRect {
            var area = rect.gdkRectangle
            gtk_popover_set_pointing_to(popover, &area)
        } else {
            gtk_popover_set_pointing_to(popover, nil)
        }
        // A source destroyed while the popover is up (a deleted row) must not take the popover with it.
        disconnectSource()
        let source = sourceView.widget
        sourceDestroyed = Signal.connect(sourceView.object, "destroy") { [weak self] in
            guard let self, parentPointer == source else { return }
            sourceDestroyed = nil
            gtk_widget_unparent(widget)
            gtk_widget_set_visible(widget, 0)
            didClose()
        }
        let composited = Bool(gdk_display_is_composited(gtk_widget_get_display(sourceView.widget)))
        setCSSClass("gtkkit-solid", !composited)
        if !composited { hasArrow = false }
        keepAlive = self
        gtk_popover_popup(popover)
        focusInitially()
    }

    /// Focuses `initialFocus` now, and again once the popover is painted if GTK moved the focus meanwhile
    /// (a popover still being mapped under load focused its first child after the first grab).
    private func focusInitially() {
        guard let target = initialFocus else { return }
        _ = target.grabFocus()
        let shown = generation
        afterNextFrame { [weak self, weak target] in
            guard let self, let target, self.generation == shown, self.isShown, !target.asHandle.isFocus else { return }
            _ = target.grabFocus()
        }
    }

    /// Without a compositor (a bare X server, some remote desktops) every transparent pixel of a popover
    /// — its shadow, its rounded corners, the sides of its arrow — shows black. There the popover is
    /// drawn solid: no shadow, no arrow, square corners, its border kept.
    private static let solidStyle =
        "popover.gtkkit-solid > contents { box-shadow: none; border-radius: 0; border-color: mix(@popover_bg_color, @popover_fg_color, 0.18); }"

    /// Closes the popover; it then leaves its source widget.
    public func popdown() { gtk_popover_popdown(popover) }

    private var keepAlive: Popover?
    private var sourceDestroyed: SignalConnection?
    /// Counts presentations, so that a close seen before a new `present` does not tear the new one down.
    private var generation = 0
    private var presenting = false
    private var closing = false

    private func didClose() {
        guard !presenting, !closing else { return }
        restoreFocus()
        closing = true
        let closed = generation
        // Unparent after `closed` has returned: GTK is still unmapping the popover.
        whenIdle { [self] in
            closing = false
            guard generation == closed, keepAlive != nil else { return }
            if parentPointer != nil { gtk_widget_unparent(widget) }
            disconnectSource()
            sourceView = nil
            let handler = onClose
            keepAlive = nil
            handler?()
        }
    }

    // MARK: - Focus

    /// The widget that held the keyboard focus when the popover opened (outside the popover).
    private var focusBefore: WeakWidget?

    /// Notes where the focus is in `sourceView`'s window, unless it is in this popover already (a
    /// popover presented again while up keeps what it noted first).
    private func rememberFocus(around sourceView: Widget) {
        guard let focus = sourceView.asHandle.root?.focusWidget, !isAncestor(of: focus) else { return }
        focusBefore = WeakWidget(focus)
    }

    /// Gives the focus back to the widget noted at `present`, when the focus is still inside the
    /// closing popover (or nowhere): a menu item that moved it elsewhere on purpose keeps its choice.
    /// Nothing happens when that widget is gone, hidden, insensitive or in another window.
    private func restoreFocus() {
        guard let before = focusBefore else { return }
        focusBefore = nil
        let root = asHandle.root
        if let focus = root?.focusWidget, !isAncestor(of: focus) { return }
        _ = before.withWidget { widget -> Bool in
            guard widget.root == root, widget.isReachable else { return false }
            return widget.grabFocus()
        }
    }

    /// Whether `widget` is this popover or inside it.
    private func isAncestor(of widget: WidgetHandle) -> Bool {
        var node: WidgetHandle? = widget
        while let current = node {
            if current.pointer == self.widget { return true }
            node = current.parent
        }
        return false
    }

    /// Stops watching the source, if it still exists (a dead source has dropped the handler itself).
    private func disconnectSource() {
        if sourceView != nil { sourceDestroyed?.disconnect() }
        sourceDestroyed = nil
    }

    private var popover: UnsafeMutablePointer<GtkPopover> { widget.cast() }
}

import CGtk

/// An `AdwHeaderBar`: the title bar at the top of a libadwaita window, with buttons packed at its
/// start and end and a title widget in the middle.
@MainActor
public final class HeaderBar: Widget {
    /// An empty header bar with the window buttons.
    public init() {
        super.init(adw_header_bar_new())
    }

    /// Adds `child` at the start (left in left-to-right locales), after those already there.
    public func packStart(_ child: Widget) { adw_header_bar_pack_start(bar, child.widget) }
    /// Adds `child` at the end, before those already there.
    public func packEnd(_ child: Widget) { adw_header_bar_pack_end(bar, child.widget) }
    /// Removes a child added with `packStart(_:)` or `packEnd(_:)`.
    public func remove(_ child: Widget) { adw_header_bar_remove(bar, child.widget) }

    /// The widget in the middle; nil shows the window title.
    public var titleWidget: Widget? {
        didSet { adw_header_bar_set_title_widget(bar, titleWidget?.widget) }
    }

    /// Whether the window's close (and other) buttons show at the end.
    public var showsEndTitleButtons: Bool {
        get { Bool(adw_header_bar_get_show_end_title_buttons(bar)) }
        set { adw_header_bar_set_show_end_title_buttons(bar, newValue.gboolean) }
    }

    /// Whether window buttons show at the start (where the desktop puts them there).
    public var showsStartTitleButtons: Bool {
        get { Bool(adw_header_bar_get_show_start_title_buttons(bar)) }
        set { adw_header_bar_set_show_start_title_buttons(bar, newValue.gboolean) }
    }

    private var bar: OpaquePointer { widget.opaque }
}

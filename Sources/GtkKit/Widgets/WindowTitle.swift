import CGtk

/// An `AdwWindowTitle`: a title with an optional subtitle, for a `HeaderBar`'s title widget.
@MainActor
public final class WindowTitle: Widget {
    /// A title with a subtitle ("" shows none).
    public init(title: String, subtitle: String = "") {
        super.init(adw_window_title_new(title, subtitle))
    }

    /// The title.
    public var title: String {
        get { String(cString: adw_window_title_get_title(titleWidget)) }
        set { adw_window_title_set_title(titleWidget, newValue) }
    }

    /// The second line; hidden when empty.
    public var subtitle: String {
        get { String(cString: adw_window_title_get_subtitle(titleWidget)) }
        set { adw_window_title_set_subtitle(titleWidget, newValue) }
    }

    private var titleWidget: OpaquePointer { widget.opaque }
}

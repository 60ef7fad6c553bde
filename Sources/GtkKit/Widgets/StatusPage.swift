import CGtk

/// An `AdwStatusPage`: a large icon, a title and a description, for empty states ("No
/// restaurants yet") and errors, with an optional child such as a button below.
@MainActor
public final class StatusPage: Widget {
    /// A status page with an icon, a title and a description.
    public init(iconName: String? = nil, title: String = "", description: String? = nil) {
        super.init(adw_status_page_new())
        self.iconName = iconName
        self.title = title
        self.pageDescription = description
    }

    /// The large icon above the title.
    public var iconName: String? {
        get { string(adw_status_page_get_icon_name(page)) }
        set { adw_status_page_set_icon_name(page, newValue) }
    }

    /// The title, e.g. "No restaurants yet".
    public var title: String {
        get { String(cString: adw_status_page_get_title(page)) }
        set { adw_status_page_set_title(page, newValue) }
    }

    /// The text under the title (Pango markup is allowed, as in libadwaita).
    public var pageDescription: String? {
        get { string(adw_status_page_get_description(page)) }
        set { adw_status_page_set_description(page, newValue) }
    }

    /// A widget under the description.
    public var child: Widget? {
        didSet { adw_status_page_set_child(page, child?.widget) }
    }

    /// The smaller layout, for a status page inside a popover or sidebar.
    public var isCompact: Bool {
        get { hasCSSClass("compact") }
        set { setCSSClass("compact", newValue) }
    }

    private var page: OpaquePointer { widget.opaque }
}

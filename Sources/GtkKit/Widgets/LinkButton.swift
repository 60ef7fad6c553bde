// LinkButton: a `GtkLinkButton` — text that opens a URI (`tel:`, `mailto:`, `https:`) with the app the
// desktop registered for its scheme — and the question to ask before showing one: whether any app
// handles that scheme at all (GIO's `x-scheme-handler/<scheme>` default). A link nothing can open
// would only produce an error, so callers show plain, selectable text instead.
import CGtk

/// A `GtkLinkButton`: `label` shown as a link; a click opens `uri` with the desktop's app for it.
@MainActor
public final class LinkButton: Widget {
    /// A link showing `label` that opens `uri`.
    public init(label: String, uri: String) {
        super.init(gtk_link_button_new_with_label(uri, label))
    }

    /// The URI a click opens.
    public var uri: String {
        get { string(gtk_link_button_get_uri(link)) ?? "" }
        set { gtk_link_button_set_uri(link, newValue) }
    }

    /// The text shown.
    public var label: String {
        get { string(gtk_button_get_label(button)) ?? "" }
        set { gtk_button_set_label(button, newValue) }
    }

    /// Whether an app is registered for URIs of `scheme` (`"tel"`: an `x-scheme-handler/tel` default).
    /// - Complexity: GIO's lookup in its cached MIME associations; the first call reads them.
    public static func canOpen(scheme: String) -> Bool {
        guard let info = g_app_info_get_default_for_uri_scheme(scheme) else { return false }
        g_object_unref(UnsafeMutableRawPointer(info))
        return true
    }

    private var link: OpaquePointer { widget.opaque }
    private var button: UnsafeMutablePointer<GtkButton> { widget.cast() }
}

import CGtk

/// The table's CSS: rows carry no padding of their own (so a collapsing row can reach zero height);
/// cells get the GNOME `rich-list` padding; header rows are plain and unseparated.
@MainActor
enum TableStyle {
    private static var installed = false

    static let css = """
    listview.gtkkit-table > row { padding: 0; }
    listview.gtkkit-table > row.gtkkit-header { border-bottom-width: 0; background: none; }
    listview.gtkkit-table > row.gtkkit-vanishing { border-bottom-width: 0; }
    .gtkkit-cell { padding: 8px 12px; min-height: 32px; }
    .gtkkit-section-header { padding: 18px 12px 6px 12px; }
    .gtkkit-drag-handle { padding: 0 14px; opacity: 0.55; }
    listview.gtkkit-table > row.gtkkit-drop-before { box-shadow: inset 0 2px @accent_bg_color; }
    listview.gtkkit-table > row.gtkkit-drop-after { box-shadow: inset 0 -2px @accent_bg_color; }
    """

    /// Adds the stylesheet to the default display once.
    static func install() {
        guard !installed, let display = gdk_display_get_default() else { return }
        installed = true
        let provider = gtk_css_provider_new()!
        gtk_css_provider_load_from_data(provider, css, -1)
        gtk_style_context_add_provider_for_display(display, provider.opaque, guint(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
        g_object_unref(provider)
    }
}

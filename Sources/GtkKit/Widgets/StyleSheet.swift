import CGtk

/// Application CSS for the default display: the few styles libadwaita's classes do not cover.
@MainActor
public enum StyleSheet {
    private static var installed: Set<String> = []

    /// Adds `css` to the default display at application priority. Installing the same text again does
    /// nothing; without a display (nothing to style yet) it does nothing either.
    public static func install(_ css: String) {
        guard !installed.contains(css), let display = gdk_display_get_default() else { return }
        installed.insert(css)
        let provider = gtk_css_provider_new()!
        gtk_css_provider_load_from_data(provider, css, -1)
        gtk_style_context_add_provider_for_display(
            display, provider.opaque,
            guint(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
        g_object_unref(provider.gpointer)
    }
}

import CGtk

// What belongs to the default display rather than to a widget: a style provider whose CSS can be
// replaced, the icon theme, and libadwaita's style changes. Why it exists: the row actions' style and
// icon code reads as Swift; the display calls stay here.

/// A `GtkCssProvider` added to the default display at application priority, whose stylesheet can be
/// replaced (`load`) whenever the style changes. Lives as long as the app.
@MainActor
final class StyleProvider {
    nonisolated(unsafe) private let provider: UnsafeMutablePointer<GtkCssProvider>

    /// A provider on the default display, or nil when no display is open.
    init?() {
        guard let display = gdk_display_get_default() else { return nil }
        provider = gtk_css_provider_new()!
        gtk_style_context_add_provider_for_display(
            display, provider.opaque, guint(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
    }

    /// Replaces the stylesheet. - Complexity: GTK's parse of `css`, and a restyle.
    func load(_ css: String) { gtk_css_provider_load_from_data(provider, css, -1) }
}

/// The default display's icon theme.
@MainActor
enum DisplayIconTheme {
    /// Adds a folder of theme folders (`hicolor/`…); false when no display is open.
    @discardableResult
    static func addSearchPath(_ path: String) -> Bool {
        guard let theme else { return false }
        gtk_icon_theme_add_search_path(theme, path)
        return true
    }

    /// Whether the theme has the icon `name` (false without a display).
    static func hasIcon(_ name: String) -> Bool {
        guard let theme else { return false }
        return Bool(gtk_icon_theme_has_icon(theme, name))
    }

    private static var theme: OpaquePointer? {
        gdk_display_get_default().flatMap { gtk_icon_theme_get_for_display($0) }
    }
}

extension StyleManager {
    /// Runs `handler` whenever the dark or the high-contrast style turns on or off.
    func onStyleChanged(_ handler: @escaping @MainActor () -> Void) {
        let manager = adw_style_manager_get_default()!
        for property in ["notify::dark", "notify::high-contrast"] {
            Signal.connect(manager, property) { (_: UnsafeMutableRawPointer?) in handler() }
        }
    }
}

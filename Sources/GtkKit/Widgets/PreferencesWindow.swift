import CGtk

/// An `AdwPreferencesWindow`: an app's settings, one page per concern (Maps, Sync…), each a list of
/// `PreferencesGroup`s; the pages show as a switcher at the top once there are two.
@MainActor
public final class PreferencesWindow: Window {
    /// Settings over `parent` (transient for it, closed with it). - Complexity: O(1).
    public init(parent: Window) {
        super.init(adoptingWindow: adw_preferences_window_new()!)
        gtk_window_set_transient_for(window, parent.window)
        gtk_window_set_destroy_with_parent(window, 1)
        gtk_window_set_modal(window, 1)
    }

    /// Adds `page` after the pages already there. - Complexity: O(1).
    public func add(_ page: PreferencesPage) {
        adw_preferences_window_add(object.cast(), page.widget.cast())
    }

    /// Whether the window offers a search over its rows' titles (libadwaita's default is true).
    public var searchEnabled: Bool {
        get { Bool(adw_preferences_window_get_search_enabled(object.cast())) }
        set { adw_preferences_window_set_search_enabled(object.cast(), newValue.gboolean) }
    }
}

/// An `AdwPreferencesPage`: one concern of a `PreferencesWindow`, with its title and icon in the
/// switcher.
@MainActor
public final class PreferencesPage: Widget {
    /// A page titled `title` with the symbolic icon `iconName`. - Complexity: O(1).
    public init(title: String, iconName: String) {
        super.init(adw_preferences_page_new())
        adw_preferences_page_set_title(widget.cast(), title)
        adw_preferences_page_set_icon_name(widget.cast(), iconName)
    }

    /// Adds `group` after the groups already there. - Complexity: O(1).
    public func add(_ group: PreferencesGroup) {
        adw_preferences_page_add(widget.cast(), group.widget.cast())
    }
}

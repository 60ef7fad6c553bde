import CGtk

/// An `AdwPreferencesWindow`: GNOME's settings window — pages of titled groups of rows, with a
/// search (off unless asked for) and toasts of its own. The Preferences of an app (Sync, in To-Do and
/// FoodPin) is one of these over the main window.
///
/// - Note: A `Window` whose content libadwaita manages: add pages with `add(_:)` rather than setting
///   `content`.
@MainActor
public final class PreferencesWindow: Window {
    /// A preferences window over `parent` (transient for it, modal by default, as GNOME's are).
    public init(
        title: String, transientFor parent: Window?, modal: Bool = true, width: Int32 = 560, height: Int32 = 640
    ) {
        super.init(
            made: adw_preferences_window_new(), title: title, width: width, height: height, transientFor: parent,
            modal: modal)
        searchEnabled = false
    }

    /// Adds a page; with more than one, the header shows a switcher. - Complexity: O(1).
    public func add(_ page: PreferencesPage) {
        adw_preferences_window_add(preferences, page.widget.cast())
    }

    /// Whether the header offers a search over every row's title (off: a window of one page has
    /// little to search).
    public var searchEnabled: Bool {
        get { Bool(adw_preferences_window_get_search_enabled(preferences)) }
        set { adw_preferences_window_set_search_enabled(preferences, newValue.gboolean) }
    }

    /// Shows `toast` at the bottom of the window.
    public func show(_ toast: Toast) {
        adw_preferences_window_add_toast(preferences, toast.toast)
    }

    private var preferences: UnsafeMutablePointer<AdwPreferencesWindow> { widget.cast() }
}

/// An `AdwPreferencesPage`: one page of a `PreferencesWindow` — a scrolling, centred column of
/// `PreferencesGroup`s.
@MainActor
public final class PreferencesPage: Widget {
    /// A page named `title` (shown in the window's switcher when it has several pages), with an icon.
    public init(title: String, iconName: String? = nil) {
        super.init(adw_preferences_page_new())
        adw_preferences_page_set_title(page, title)
        if let iconName { adw_preferences_page_set_icon_name(page, iconName) }
    }

    /// Adds a group at the end. - Complexity: O(1).
    public func add(_ group: PreferencesGroup) {
        adw_preferences_page_add(page, group.widget.cast())
    }

    /// Removes a group added before. - Complexity: O(1).
    public func remove(_ group: PreferencesGroup) {
        adw_preferences_page_remove(page, group.widget.cast())
    }

    private var page: UnsafeMutablePointer<AdwPreferencesPage> { widget.cast() }
}

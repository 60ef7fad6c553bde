import CGtk

/// A `GtkSearchEntry`: a text field with a search icon and a clear button that reports changes
/// after a short pause (UIKit's `UISearchBar` text).
@MainActor
public final class SearchEntry: Widget {
    /// A search entry; `hint` says what it searches.
    /// - Note: GTK 4.8 has no setter for a search entry's placeholder; `hint` is its tooltip.
    public init(hint: String? = nil) {
        super.init(gtk_search_entry_new())
        tooltip = hint
        gtk_search_entry_set_search_delay(widget.opaque, 0)
    }

    /// The text typed. - Complexity: O(m).
    public var text: String {
        get { string(gtk_editable_get_text(widget.opaque)) ?? "" }
        set { gtk_editable_set_text(widget.opaque, newValue) }
    }

    /// Takes the keyboard focus with the cursor at the end of the text, selecting nothing (so the
    /// next key typed adds to the text instead of replacing it). - Complexity: O(1).
    @discardableResult
    public func focusAtEnd() -> Bool {
        let focused = grabFocus()
        gtk_editable_set_position(widget.opaque, -1)
        return focused
    }

    /// Runs `handler` after each change of the text.
    @discardableResult
    public func onSearchChanged(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        Signal.connect(object, "search-changed", handler)
    }

    /// Runs `handler` on Escape in the entry.
    @discardableResult
    public func onStopSearch(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        Signal.connect(object, "stop-search", handler)
    }

    /// Runs `handler` on Enter in the entry.
    @discardableResult
    public func onActivate(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        Signal.connect(object, "activate", handler)
    }
}

/// A `GtkSearchBar`: the strip that slides down under a header bar with a search entry in it
/// (UIKit's `UISearchController` presentation). Typing anywhere in `keyCaptureWidget` opens it.
@MainActor
public final class SearchBar: Widget {
    /// The entry the bar shows and gives the typed keys to.
    public let entry: SearchEntry

    /// A bar holding `entry` and, after it, `accessory` (a filter toggle).
    public init(entry: SearchEntry, accessory: Widget? = nil) {
        self.entry = entry
        super.init(gtk_search_bar_new())
        let box = Box(.horizontal, spacing: 6)
        entry.hexpand = true
        box.append(entry)
        if let accessory { box.append(accessory) }
        let clamp = Clamp(child: box, maximumSize: 500)
        gtk_search_bar_set_child(bar, clamp.widget)
        gtk_search_bar_connect_entry(bar, entry.widget.opaque)
        gtk_search_bar_set_show_close_button(bar, 0)
    }

    /// Whether the bar is shown. - Complexity: O(1).
    public var isSearchMode: Bool {
        get { Bool(gtk_search_bar_get_search_mode(bar)) }
        set { gtk_search_bar_set_search_mode(bar, newValue.gboolean) }
    }

    /// Where typing starts a search (the window). - Complexity: O(1).
    public func setKeyCaptureWidget(_ widget: Widget?) {
        gtk_search_bar_set_key_capture_widget(bar, widget?.widget)
    }

    /// Runs `handler` when the bar opens or closes (by a key, Escape, or in code).
    @discardableResult
    public func onSearchModeChanged(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        Signal.connect(object, "notify::search-mode-enabled") { (_: UnsafeMutableRawPointer?) in handler() }
    }

    private var bar: OpaquePointer { widget.opaque }
}

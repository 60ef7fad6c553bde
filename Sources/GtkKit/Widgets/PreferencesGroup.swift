import CGtk

/// An `AdwPreferencesGroup`: a titled, rounded list of rows, the GNOME form section.
@MainActor
public final class PreferencesGroup: Widget {
    /// A group with an optional heading and a description under it.
    public init(title: String? = nil, description: String? = nil) {
        super.init(adw_preferences_group_new())
        if let title { adw_preferences_group_set_title(group, title) }
        if let description { adw_preferences_group_set_description(group, description) }
    }

    /// Adds a row (or any widget) at the end. - Complexity: O(1).
    public func add(_ child: Widget) { adw_preferences_group_add(group, child.widget) }

    private var group: UnsafeMutablePointer<AdwPreferencesGroup> { widget.cast() }
}

/// An `AdwEntryRow` (libadwaita 1.2): a list row whose title sits above the text typed into it,
/// the form field of GNOME settings. The title is its accessible name.
@MainActor
public class EntryRow: Widget {
    /// A row whose `title` labels the entry (shown as its placeholder until text is typed).
    public convenience init(title: String, text: String = "") {
        self.init(row: adw_entry_row_new(), title: title, text: text)
    }

    /// Wraps a row made by a subclass (`adw_password_entry_row_new`).
    init(row: some GPointer, title: String, text: String) {
        super.init(row)
        adw_preferences_row_set_use_markup(widget.cast(), 0)  // the title as given ("Q&A"), not Pango markup
        adw_preferences_row_set_title(widget.cast(), title)
        self.text = text
    }

    /// The text typed. - Complexity: O(m).
    public var text: String {
        get { string(gtk_editable_get_text(widget.opaque)) ?? "" }
        set { gtk_editable_set_text(widget.opaque, newValue) }
    }

    /// Runs `handler` after each change of the text.
    @discardableResult
    public func onChanged(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        Signal.connect(object, "changed", handler)
    }

    /// Adds a widget after the text (a button). - Complexity: O(1).
    public func addSuffix(_ child: Widget) { adw_entry_row_add_suffix(widget.cast(), child.widget) }

    /// Red (the `error` style), with `message` as the description screen readers announce; nil clears it.
    public var errorMessage: String? {
        didSet {
            setCSSClass("error", errorMessage != nil)
            gtkshim_accessible_set_description(OpaquePointer(widget), errorMessage)
            gtkshim_accessible_set_invalid(OpaquePointer(widget), (errorMessage != nil).gboolean)
        }
    }
}

/// An `AdwActionRow`: a list row with a title, a subtitle and widgets after them. Both texts show as
/// given (libadwaita's default reads them as Pango markup).
@MainActor
public final class ActionRow: Widget {
    /// A row with a title and an optional subtitle under it.
    public init(title: String, subtitle: String? = nil) {
        super.init(adw_action_row_new())
        // Title and subtitle as given ("Coffee & Tea Shop"), not Pango markup.
        adw_preferences_row_set_use_markup(widget.cast(), 0)
        adw_preferences_row_set_title(widget.cast(), title)
        if let subtitle { adw_action_row_set_subtitle(widget.cast(), subtitle) }
    }

    /// The row's main text.
    public var title: String {
        get { string(adw_preferences_row_get_title(widget.cast())) ?? "" }
        set { adw_preferences_row_set_title(widget.cast(), newValue) }
    }

    /// The smaller text under the title ("" for none).
    public var subtitle: String {
        get { string(adw_action_row_get_subtitle(widget.cast())) ?? "" }
        set { adw_action_row_set_subtitle(widget.cast(), newValue) }
    }

    /// Adds a widget at the end. - Complexity: O(1).
    public func addSuffix(_ child: Widget) { adw_action_row_add_suffix(widget.cast(), child.widget) }

    /// Adds a widget before the title. - Complexity: O(1).
    public func addPrefix(_ child: Widget) { adw_action_row_add_prefix(widget.cast(), child.widget) }
}

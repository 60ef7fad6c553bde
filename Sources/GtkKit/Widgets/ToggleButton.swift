import CGtk

/// A `GtkToggleButton` with an icon: a button that stays pressed (Search, Favourites Only).
@MainActor
public final class ToggleButton: Widget {
    /// `accessibleLabel` names it for screen readers and tests, and is the tooltip.
    public init(iconName: String, accessibleLabel: String) {
        super.init(gtk_toggle_button_new())
        gtk_button_set_icon_name(widget.cast(), iconName)
        self.accessibleLabel = accessibleLabel
        tooltip = accessibleLabel
    }

    /// A toggle showing an icon beside a label (libadwaita's button content), named for screen readers
    /// by its label.
    public init(label: String, iconName: String) {
        super.init(gtk_toggle_button_new())
        let content = adw_button_content_new()!
        gtk_button_set_child(widget.cast(), content)
        setContent(label: label, iconName: iconName)
    }

    /// Shows `label` beside `iconName` (a toggle made with `init(label:iconName:)`: one whose words
    /// say its state, as “Favourite” against “Mark as Favourite”).
    public func setContent(label: String, iconName: String) {
        guard let content = gtk_button_get_child(widget.cast()),
            Bool(g_type_check_instance_is_a(content.cast(), adw_button_content_get_type()))
        else { return }
        adw_button_content_set_label(content.opaque, label)
        adw_button_content_set_icon_name(content.opaque, iconName)
    }

    /// Whether it is pressed; setting it emits `toggled` when it changes.
    public var isActive: Bool {
        get { Bool(gtk_toggle_button_get_active(button)) }
        set { gtk_toggle_button_set_active(button, newValue.gboolean) }
    }

    /// The icon shown.
    public var iconName: String? {
        get { string(gtk_button_get_icon_name(widget.cast())) }
        set { gtk_button_set_icon_name(widget.cast(), newValue) }
    }

    /// Runs `handler` whenever `isActive` changes, by a click or in code.
    @discardableResult
    public func onToggled(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        Signal.connect(object, "toggled", handler)
    }

    private var button: UnsafeMutablePointer<GtkToggleButton> { widget.cast() }
}

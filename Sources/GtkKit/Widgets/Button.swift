import CGtk

/// A `GtkButton` with a label, an icon, or both (`AdwButtonContent`).
@MainActor
public final class Button: Widget {
    /// A text button.
    public init(label: String) {
        super.init(gtk_button_new_with_label(label))
    }

    /// An icon-only button. `accessibleLabel` names it for screen readers and tests; the tooltip shows
    /// the same text unless another is given.
    public init(iconName: String, accessibleLabel: String, tooltip: String? = nil) {
        super.init(gtk_button_new_from_icon_name(iconName))
        self.accessibleLabel = accessibleLabel
        self.tooltip = tooltip ?? accessibleLabel
    }

    /// An icon beside a label.
    public init(label: String, iconName: String) {
        super.init(gtk_button_new())
        let content = adw_button_content_new()!
        adw_button_content_set_label(content.opaque, label)
        adw_button_content_set_icon_name(content.opaque, iconName)
        gtk_button_set_child(button, content)
    }

    /// The name a screen reader announces. Given to a button with a label, it replaces the label's
    /// words rather than adding to them: GTK 4.8 joins the label property and the visible label
    /// (`labelled-by`, which `AdwButtonContent` sets again when it is rooted) into "Rate Teakha:
    /// Awesome Awesome".
    public override var accessibleLabel: String? {
        didSet {
            guard accessibleLabel != nil else { return }
            dropLabelledBy()
            guard !dropsLabelledByOnMap else { return }
            dropsLabelledByOnMap = true
            onMap { [weak self] in if self?.accessibleLabel != nil { self?.dropLabelledBy() } }
        }
    }

    private var dropsLabelledByOnMap = false

    private func dropLabelledBy() {
        gtk_accessible_reset_relation(OpaquePointer(widget), GTK_ACCESSIBLE_RELATION_LABELLED_BY)
    }

    /// The button's text; nil for an icon-only button.
    public var label: String? {
        get { string(gtk_button_get_label(button)) }
        set { gtk_button_set_label(button, newValue) }
    }

    /// The action (`"win.share"`) the button activates; it greys out when the action is disabled.
    public var actionName: String? {
        get { string(gtk_actionable_get_action_name(widget.opaque)) }
        set { gtk_actionable_set_action_name(widget.opaque, newValue) }
    }

    /// Runs `handler` on every click.
    @discardableResult
    public func onClicked(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        Signal.connect(object, "clicked", handler)
    }

    private var button: UnsafeMutablePointer<GtkButton> { object.cast() }
}

import CGtk

/// A `GtkMenuButton` that opens a `Menu` in a popover: the "main menu" (`open-menu-symbolic`) of a
/// header bar.
@MainActor
public final class MenuButton: Widget {
    /// An icon button opening `menu`. `accessibleLabel` names it for screen readers and is its tooltip.
    public init(iconName: String = "open-menu-symbolic", menu: Menu? = nil, accessibleLabel: String) {
        super.init(gtk_menu_button_new())
        gtk_menu_button_set_icon_name(button, iconName)
        self.accessibleLabel = accessibleLabel
        tooltip = accessibleLabel
        self.menu = menu
        gtk_menu_button_set_menu_model(button, menu?.model)
    }

    /// The menu it opens.
    public var menu: Menu? {
        didSet { gtk_menu_button_set_menu_model(button, menu?.model) }
    }

    /// Whether F10 opens this menu (the window's primary menu).
    public var isPrimary: Bool {
        get { Bool(gtk_menu_button_get_primary(button)) }
        set { gtk_menu_button_set_primary(button, newValue.gboolean) }
    }

    /// Opens the menu.
    public func popup() { gtk_menu_button_popup(button) }
    /// Closes the menu.
    public func popdown() { gtk_menu_button_popdown(button) }

    /// The popover the menu shows in, once there is a menu.
    var popoverPointer: UnsafeMutablePointer<GtkPopover>? { gtk_menu_button_get_popover(button) }

    private var button: OpaquePointer { widget.opaque }
}

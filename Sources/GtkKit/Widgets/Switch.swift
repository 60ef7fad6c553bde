import CGtk

/// A `GtkSwitch`: on or off, for a setting that takes effect at once (UIKit's `UISwitch`). Put it in
/// an `ActionRow` (`addSuffix`, `activatableWidget`) so that the row's title names it.
@MainActor
public final class Switch: Widget {
    /// A switch, off unless `isOn`. - Complexity: O(1).
    public init(isOn: Bool = false) {
        super.init(gtk_switch_new())
        self.isOn = isOn
        valign = .center
    }

    /// Whether it is on; setting it runs the `onToggled` handlers when it changes.
    public var isOn: Bool {
        get { Bool(gtk_switch_get_active(widget.opaque)) }
        set { gtk_switch_set_active(widget.opaque, newValue.gboolean) }
    }

    /// Runs `handler` whenever `isOn` changes, by the user or in code.
    @discardableResult
    public func onToggled(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        Signal.connect(object, "notify::active") { (_: UnsafeMutableRawPointer?) in handler() }
    }
}

extension ActionRow {
    /// The widget a click anywhere on the row activates (a switch): the row then reads as one control,
    /// named by its title. - Complexity: O(1).
    public func setActivatableWidget(_ widget: Widget) {
        adw_action_row_set_activatable_widget(self.widget.cast(), widget.widget)
    }
}

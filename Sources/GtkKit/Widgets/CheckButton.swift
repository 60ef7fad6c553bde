import CGtk

/// A `GtkCheckButton` without a label (the row's text names it through `accessibleLabel`): a tick box.
@MainActor
public final class CheckButton: Widget {
    /// An unticked check button without a label (give it an `accessibleLabel`).
    public init() {
        super.init(gtk_check_button_new())
    }

    /// Whether it is ticked. Setting it does not call `onToggled`'s handler.
    public var isActive: Bool {
        get { Bool(gtk_check_button_get_active(check)) }
        set {
            guard newValue != isActive else { return }
            settingActive = true
            gtk_check_button_set_active(check, newValue.gboolean)
            settingActive = false
        }
    }

    /// Runs `handler` when the user ticks or unticks it (click, Space), with the new state.
    @discardableResult
    public func onToggled(_ handler: @escaping @MainActor (Bool) -> Void) -> SignalConnection {
        Signal.connect(object, "toggled") { [weak self] in
            guard let self, !self.settingActive else { return }
            handler(self.isActive)
        }
    }

    private var settingActive = false
    private var check: UnsafeMutablePointer<GtkCheckButton> { widget.cast() }
}

import CGtk

/// A `GtkCheckButton` without a label (the row's text names it through `accessibleLabel`): a tick box.
///
/// One that may not take the focus (`canFocus = false`: a list row's tick box, where the focus is on
/// the row) is left out of the focus chain altogether: GTK 4.8's check button answers Tab with “done”
/// even when it cannot take the focus, so a tick box in a row swallowed every Tab into a To-Do list.
@MainActor
public final class CheckButton: Widget {
    /// An unticked check button without a label (give it an `accessibleLabel`).
    public init() {
        super.init(gtk_check_button_new())
        Signal.connect(object, "notify::focusable") { [weak self] (_: UnsafeMutableRawPointer?) in
            guard let self else { return }
            self.allowsFocus = self.canFocus
        }
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

import CGtk

/// An `AdwToast`: a short message at the bottom of a `ToastOverlay`, optionally with one button
/// ("Undo") and dismissed after a timeout.
@MainActor
public final class Toast: Object {
    /// Creates a toast showing `title` as given (it is escaped for libadwaita's markup).
    public init(_ title: String, buttonLabel: String? = nil, timeout: UInt32 = 5) {
        self.title = title
        super.init(adopting: adw_toast_new(markupEscaped(title))!)
        self.buttonLabel = buttonLabel
        self.timeout = timeout
    }

    /// The message, as plain text.
    public var title: String {
        didSet { adw_toast_set_title(toast, markupEscaped(title)) }
    }

    /// The button's label; nil for no button.
    public var buttonLabel: String? {
        get { string(adw_toast_get_button_label(toast)) }
        set { adw_toast_set_button_label(toast, newValue) }
    }

    /// Seconds before the toast goes; 0 keeps it until dismissed.
    public var timeout: UInt32 {
        get { adw_toast_get_timeout(toast) }
        set { adw_toast_set_timeout(toast, newValue) }
    }

    /// Shows the toast at once instead of after the ones already queued.
    public var isHighPriority: Bool {
        get { adw_toast_get_priority(toast) == ADW_TOAST_PRIORITY_HIGH }
        set { adw_toast_set_priority(toast, newValue ? ADW_TOAST_PRIORITY_HIGH : ADW_TOAST_PRIORITY_NORMAL) }
    }

    /// Runs `handler` when the toast's button is clicked (the toast then dismisses itself).
    @discardableResult
    public func onButtonClicked(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        Signal.connect(object, "button-clicked", handler)
    }

    /// Runs `handler` when the toast goes, by timeout, button or `dismiss()`.
    @discardableResult
    public func onDismissed(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        Signal.connect(object, "dismissed", handler)
    }

    /// Dismisses the toast, once no toast animation of its overlay is running (see
    /// `ToastOverlay.dismiss(_:)`); nothing when it has gone already.
    public func dismiss() {
        guard !isDismissed else { return }
        if let overlay { overlay.dismiss(self) } else { adw_toast_dismiss(toast) }
    }

    /// The overlay showing the toast (set by `ToastOverlay.add`).
    weak var overlay: ToastOverlay?
    /// Whether the toast has gone (its `dismissed` signal ran).
    private(set) var isDismissed = false

    /// Called by the overlay when the toast goes.
    func markDismissed() { isDismissed = true }

    var toast: OpaquePointer { object.opaque }
}

/// `text` with Pango markup's special characters escaped.
func markupEscaped(_ text: String) -> String {
    guard let escaped = g_markup_escape_text(text, -1) else { return text }
    defer { g_free(escaped) }
    return String(cString: escaped)
}

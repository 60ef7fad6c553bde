import CGtk

/// An `AdwMessageDialog`: UIKit's `.alert`-style `UIAlertController`, with a heading, a body and
/// response buttons, some of them destructive (red) or suggested (blue).
///
/// The dialog keeps itself alive from `present()` until it answers, so callers need not hold it.
@MainActor
public final class MessageDialog: Widget {
    /// How a response button looks.
    public enum Appearance {
        /// The normal look, the suggested (accent) look, or the destructive (red) look.
        case `default`, suggested, destructive
        var adw: AdwResponseAppearance {
            switch self {
            case .default: ADW_RESPONSE_DEFAULT
            case .suggested: ADW_RESPONSE_SUGGESTED
            case .destructive: ADW_RESPONSE_DESTRUCTIVE
            }
        }
    }

    /// A dialog over `parent` (modal to it).
    public init(parent: Window?, heading: String, body: String = "") {
        super.init(adw_message_dialog_new(parent?.window, heading, body))
        Signal.connectString(object, "response") { [weak self] id in self?.didRespond(id) }
    }

    /// Adds a button; `id` is what `onResponse` receives.
    public func addResponse(_ id: String, label: String, appearance: Appearance = .default) {
        adw_message_dialog_add_response(dialog, id, label)
        adw_message_dialog_set_response_appearance(dialog, id, appearance.adw)
    }

    /// The response Enter gives.
    public var defaultResponse: String? {
        get { string(adw_message_dialog_get_default_response(dialog)) }
        set { adw_message_dialog_set_default_response(dialog, newValue) }
    }

    /// The response Escape or closing the dialog gives (`"close"` unless set).
    public var closeResponse: String {
        get { String(cString: adw_message_dialog_get_close_response(dialog)) }
        set { adw_message_dialog_set_close_response(dialog, newValue) }
    }

    /// A widget under the body (an entry, a check box).
    public var extraChild: Widget? {
        didSet { adw_message_dialog_set_extra_child(dialog, extraChild?.widget) }
    }

    /// Runs once, with the chosen response id, when the dialog answers; the dialog then closes.
    public var onResponse: (@MainActor (String) -> Void)?

    /// Shows the dialog; it keeps itself alive until it answers.
    public func present() {
        keepAlive = self
        gtk_window_present(widget.cast())
    }

    /// Answers as if the button `id` had been clicked.
    public func respond(_ id: String) { adw_message_dialog_response(dialog, id) }

    private var keepAlive: MessageDialog?

    private func didRespond(_ id: String) {
        let handler = onResponse
        onResponse = nil
        keepAlive = nil
        handler?(id)
    }

    private var dialog: UnsafeMutablePointer<AdwMessageDialog> { widget.cast() }
}

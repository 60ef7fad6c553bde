import CGtk

/// An `AdwPasswordEntryRow` (libadwaita 1.2): an `EntryRow` whose text shows as dots, with a button
/// that shows it, and which never offers the text to the clipboard or to an input method's history.
@MainActor
public final class PasswordEntryRow: EntryRow {
    /// A password row labelled `title` (its accessible name).
    public init(title: String) {
        super.init(row: adw_password_entry_row_new(), title: title, text: "")
    }
}

/// What an entry's text is, so that an on-screen keyboard and input methods offer the right keys.
public enum InputPurpose: Sendable {
    /// Any text.
    case freeForm
    /// An address (`https://…`).
    case url
    /// An e-mail address.
    case email
    /// A name (of a person, a calendar).
    case name

    var gtk: GtkInputPurpose {
        switch self {
        case .freeForm: GTK_INPUT_PURPOSE_FREE_FORM
        case .url: GTK_INPUT_PURPOSE_URL
        case .email: GTK_INPUT_PURPOSE_EMAIL
        case .name: GTK_INPUT_PURPOSE_NAME
        }
    }
}

extension EntryRow {
    /// Runs `handler` when Enter is pressed in the row's entry (to move on, or to submit a form).
    @discardableResult
    public func onEntryActivated(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        Signal.connect(object, "entry-activated", handler)
    }

    /// What the text is, for on-screen keyboards and input methods. - Complexity: O(1).
    public var inputPurpose: InputPurpose {
        get {
            switch adw_entry_row_get_input_purpose(widget.cast()) {
            case GTK_INPUT_PURPOSE_URL: .url
            case GTK_INPUT_PURPOSE_EMAIL: .email
            case GTK_INPUT_PURPOSE_NAME: .name
            default: .freeForm
            }
        }
        set { adw_entry_row_set_input_purpose(widget.cast(), newValue.gtk) }
    }

    /// Whether text is typed as written: no spelling correction, no capital at the start (user names,
    /// addresses). - Complexity: O(1).
    public var isVerbatim: Bool {
        get {
            let hints = adw_entry_row_get_input_hints(widget.cast())
            return hints.rawValue & GTK_INPUT_HINT_NO_SPELLCHECK.rawValue != 0
        }
        set {
            let verbatim = GtkInputHints(GTK_INPUT_HINT_NO_SPELLCHECK.rawValue | GTK_INPUT_HINT_LOWERCASE.rawValue)
            adw_entry_row_set_input_hints(widget.cast(), newValue ? verbatim : GTK_INPUT_HINT_NONE)
        }
    }

    /// Whether the row can be edited; an insensitive row still shows its text. - Complexity: O(1).
    public var isEditable: Bool {
        get { Bool(gtk_editable_get_editable(widget.opaque)) }
        set { gtk_editable_set_editable(widget.opaque, newValue.gboolean) }
    }
}

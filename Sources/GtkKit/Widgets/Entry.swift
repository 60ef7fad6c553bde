import CGtk

/// A `GtkEntry`: one line of text, with a placeholder, an activate (Enter) handler, a change handler
/// and an error state.
@MainActor
public final class Entry: Widget {
    /// An entry holding `text`, showing `placeholder` while it is empty.
    public init(text: String = "", placeholder: String? = nil) {
        super.init(gtk_entry_new())
        self.text = text
        self.placeholder = placeholder
    }

    /// The text in the entry.
    public var text: String {
        get { String(cString: gtk_editable_get_text(editable)) }
        set { gtk_editable_set_text(editable, newValue) }
    }

    /// Grey text shown while the entry is empty.
    public var placeholder: String? {
        get { string(gtk_entry_get_placeholder_text(entry)) }
        set { gtk_entry_set_placeholder_text(entry, newValue) }
    }

    /// Whether Enter also activates the window's default widget (a dialog's Save button).
    public var activatesDefault: Bool {
        get { Bool(gtk_entry_get_activates_default(entry)) }
        set { gtk_entry_set_activates_default(entry, newValue.gboolean) }
    }

    /// The longest text allowed, in characters; 0 for no limit.
    public var maxLength: Int32 {
        get { gtk_entry_get_max_length(entry) }
        set { gtk_entry_set_max_length(entry, newValue) }
    }

    /// Runs `handler` when Enter is pressed in the entry.
    @discardableResult
    public func onActivate(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        Signal.connect(object, "activate", handler)
    }

    /// Runs `handler` after every change of the text, typed or set.
    @discardableResult
    public func onChanged(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        Signal.connect(object, "changed", handler)
    }

    /// A message that puts the entry in its error state: red (the `error` style class), with the
    /// message as tooltip and as the description screen readers announce. nil clears it.
    public var errorMessage: String? {
        didSet {
            setCSSClass("error", errorMessage != nil)
            tooltip = errorMessage
            gtkshim_accessible_set_description(OpaquePointer(widget), errorMessage)
            gtkshim_accessible_set_invalid(OpaquePointer(widget), (errorMessage != nil).gboolean)
        }
    }

    /// Selects the whole text (after `grabFocus()`, to retype it).
    public func selectAll() { gtk_editable_select_region(editable, 0, -1) }

    private var entry: UnsafeMutablePointer<GtkEntry> { widget.cast() }
    private var editable: OpaquePointer { widget.opaque }
}

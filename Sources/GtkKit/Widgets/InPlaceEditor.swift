import CGtk

/// Text shown as a label that becomes an entry in place to be changed (GNOME's rename in place, as
/// `GtkEditableLabel` but started only when asked: a list row's click must still select the row).
///
/// `beginEditing()` swaps the label for an entry holding the text, all selected, with the focus.
/// Enter asks `onCommit`: nil accepts (the label shows the entry's text), a message refuses (the
/// entry stays, red, saying why, until the text changes). Escape cancels; the focus leaving the
/// entry saves text that is accepted and cancels otherwise. `onEnd` runs whenever editing ends.
@MainActor
public final class InPlaceEditor: Box {
    /// The text shown while not editing.
    public let label = Label()
    /// The entry shown while editing, in the label's place.
    public let entry = Entry()
    /// Whether the entry is shown.
    public private(set) var isEditing = false
    /// Asked on Enter with the entry's text: nil to accept, else why not (shown on the entry).
    public var onCommit: (@MainActor (String) -> String?)?
    /// Runs when editing ends, saved or cancelled (after the label is back).
    public var onEnd: (@MainActor () -> Void)?

    /// An editor showing its label; `beginEditing` swaps in the entry.
    public init() {
        super.init(.horizontal, spacing: 0)
        label.xalign = 0
        label.wraps = true
        label.hexpand = true
        label.valign = .center
        entry.hexpand = true
        entry.isVisible = false
        append(label)
        append(entry)
        entry.onActivate { [weak self] in self?.commit() }
        entry.onChanged { [weak self] in self?.entry.errorMessage = nil }
        let keys = gtk_event_controller_key_new()!
        gtk_event_controller_set_propagation_phase(keys.opaque, GTK_PHASE_CAPTURE)
        Signal.connect(
            keys, "key-pressed",
            key: { [weak self] keyval, _ in
                guard let self, self.isEditing, Int32(bitPattern: keyval) == GDK_KEY_Escape else { return false }
                self.endEditing()
                return true
            })
        entry.addController(keys.opaque)
        let focus = gtk_event_controller_focus_new()!
        Signal.connect(focus, "leave") { [weak self] in
            guard let self, self.isEditing else { return }
            // Later: the leave is reported while GTK moves the focus, which ending here would disturb.
            whenIdle { [weak self] in
                guard let self, self.isEditing, !self.entry.containsFocus else { return }
                if self.onCommit?(self.entry.text) == nil { self.label.text = self.entry.text }
                self.endEditing()
            }
        }
        entry.addController(focus)
    }

    /// The text shown (setting it while editing leaves the entry alone).
    public var text: String {
        get { label.text }
        set { label.text = newValue }
    }

    /// Shows the entry with the text selected and focused.
    public func beginEditing() {
        guard !isEditing else { return }
        isEditing = true
        entry.text = label.text
        entry.errorMessage = nil
        label.isVisible = false
        entry.isVisible = true
        _ = entry.grabFocus()
        entry.selectAll()
    }

    /// Goes back to the label without saving.
    public func cancelEditing() {
        if isEditing { endEditing() }
    }

    private func commit() {
        guard isEditing else { return }
        if let refusal = onCommit?(entry.text) {
            entry.errorMessage = refusal
            entry.selectAll()
            return
        }
        label.text = entry.text
        endEditing()
    }

    private func endEditing() {
        isEditing = false
        entry.errorMessage = nil
        let hadFocus = entry.containsFocus
        label.isVisible = true
        entry.isVisible = false
        onEnd?()
        _ = hadFocus
    }
}

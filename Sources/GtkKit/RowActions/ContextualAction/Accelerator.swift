/// A parsed GTK accelerator (`"<Control>s"`): its key, lower-cased, and its modifiers. (GTK's parser:
/// Core/Events/Keys.swift.)
struct Accelerator: Hashable {
    var key: UInt32
    var modifiers: KeyModifiers

    /// The key press `keyval` with `modifiers` (the default modifier mask applied).
    init(keyval: UInt32, modifiers: KeyModifiers) {
        key = Key.lowercased(keyval)
        self.modifiers = modifiers.forShortcuts
    }

    /// `shortcut` parsed, or nil when it is nil or not an accelerator GTK understands.
    init?(_ shortcut: String?) {
        guard let shortcut, let (key, modifiers) = Key.parse(accelerator: shortcut) else { return nil }
        self.init(keyval: key, modifiers: modifiers)
    }
}

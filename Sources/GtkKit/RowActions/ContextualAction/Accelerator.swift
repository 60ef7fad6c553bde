import CGtk

/// A parsed GTK accelerator (`"<Control>s"`): its key, lower-cased, and its modifiers.
struct Accelerator: Hashable {
    var key: UInt32
    var modifiers: UInt32

    /// The key press `keyval` with `modifiers` (the default modifier mask applied).
    init(keyval: UInt32, modifiers: GdkModifierType) {
        key = gdk_keyval_to_lower(keyval)
        self.modifiers = modifiers.rawValue & gtk_accelerator_get_default_mod_mask().rawValue
    }

    /// `shortcut` parsed, or nil when it is nil or not an accelerator GTK understands.
    init?(_ shortcut: String?) {
        guard let shortcut else { return nil }
        var key: guint = 0
        var modifiers = GdkModifierType(rawValue: 0)
        guard Bool(gtk_accelerator_parse(shortcut, &key, &modifiers)), key != 0 else { return nil }
        self.init(keyval: key, modifiers: modifiers)
    }
}

import CGtk

// Keys in Swift terms: modifier sets, the key values GtkKit's widgets react to, and GTK accelerator
// strings (`"<Control>s"`) parsed and shown. Why it exists: key handling in the row actions and the
// table view reads as Swift; GDK's names and calls stay here.

/// Modifier keys held with a key press (GDK's `GdkModifierType`, as a Swift option set).
public struct KeyModifiers: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// The Shift key (extends a selection in edit mode).
    public static let shift = KeyModifiers(rawValue: GDK_SHIFT_MASK.rawValue)
    /// The Control key (adds to a selection in edit mode).
    public static let control = KeyModifiers(rawValue: GDK_CONTROL_MASK.rawValue)
    /// The Alt key (Alt+Up and Alt+Down move a row).
    public static let alt = KeyModifiers(rawValue: GDK_ALT_MASK.rawValue)

    init(_ gdk: GdkModifierType) { rawValue = gdk.rawValue }

    /// The modifiers shortcuts look at (GTK's default mask: Shift, Control, Alt, Super, Hyper, Meta).
    /// - Complexity: O(1).
    var forShortcuts: KeyModifiers {
        KeyModifiers(rawValue: rawValue & gtk_accelerator_get_default_mod_mask().rawValue)
    }
}

/// Key values (GDK keysyms) GtkKit's widgets react to.
enum Key {
    static let escape = keysym(GDK_KEY_Escape)
    static let menu = keysym(GDK_KEY_Menu)
    static let f10 = keysym(GDK_KEY_F10)
    static let tab = keysym(GDK_KEY_Tab)
    static let leftTab = keysym(GDK_KEY_ISO_Left_Tab)
    static let keypadTab = keysym(GDK_KEY_KP_Tab)
    static let delete = keysym(GDK_KEY_Delete)
    static let keypadDelete = keysym(GDK_KEY_KP_Delete)
    static let backSpace = keysym(GDK_KEY_BackSpace)
    static let enter = keysym(GDK_KEY_Return)
    static let keypadEnter = keysym(GDK_KEY_KP_Enter)
    static let isoEnter = keysym(GDK_KEY_ISO_Enter)
    static let space = keysym(GDK_KEY_space)
    static let up = keysym(GDK_KEY_Up)
    static let down = keysym(GDK_KEY_Down)
    static let home = keysym(GDK_KEY_Home)
    static let end = keysym(GDK_KEY_End)
    static let pageUp = keysym(GDK_KEY_Page_Up)
    static let pageDown = keysym(GDK_KEY_Page_Down)
    static let keypadUp = keysym(GDK_KEY_KP_Up)
    static let keypadDown = keysym(GDK_KEY_KP_Down)
    static let keypadHome = keysym(GDK_KEY_KP_Home)
    static let keypadEnd = keysym(GDK_KEY_KP_End)
    static let keypadPageUp = keysym(GDK_KEY_KP_Page_Up)
    static let keypadPageDown = keysym(GDK_KEY_KP_Page_Down)

    private static func keysym(_ value: Int32) -> UInt32 { UInt32(bitPattern: value) }

    /// The key's lower-case form (`S` → `s`). - Complexity: O(1).
    static func lowercased(_ keyval: UInt32) -> UInt32 { gdk_keyval_to_lower(keyval) }

    /// A GTK accelerator string parsed into its key and modifiers, or nil when GTK does not read it.
    /// - Complexity: O(length).
    static func parse(accelerator: String) -> (keyval: UInt32, modifiers: KeyModifiers)? {
        var key: guint = 0
        var modifiers = GdkModifierType(rawValue: 0)
        guard Bool(gtk_accelerator_parse(accelerator, &key, &modifiers)), key != 0 else { return nil }
        return (key, KeyModifiers(modifiers))
    }

    /// An accelerator as the user reads it ("Ctrl+S"), or nil when it does not parse.
    /// - Complexity: O(length).
    static func label(ofAccelerator accelerator: String) -> String? {
        guard let (key, modifiers) = parse(accelerator: accelerator),
            let label = gtk_accelerator_get_label(key, GdkModifierType(rawValue: modifiers.rawValue))
        else { return nil }
        defer { g_free(label) }
        return String(cString: label)
    }
}

extension SwipeRow {
    /// `handleKey(_:_:)` with GDK's modifier type, for tests that name keys as GDK does.
    @discardableResult
    func handleKey(_ keyval: UInt32, _ modifiers: GdkModifierType) -> Bool {
        handleKey(keyval, KeyModifiers(modifiers))
    }
}

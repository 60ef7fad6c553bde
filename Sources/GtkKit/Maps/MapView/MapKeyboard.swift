import CGtk

/// A map's keys while it has the focus (libshumate 1.0 gives its map a key controller with no
/// handler): the arrows pan by a quarter of the view (Shift: a whole view), + and − zoom by one
/// level, Enter and Space activate the centre (`MapView.onActivate`). The arrows mean the compass,
/// not the text direction: Left is west in a right-to-left window too.
@MainActor
enum MapKeyboard {
    /// What a key asks the map to do.
    enum Command: Equatable {
        /// Move the centre by this fraction of the view's width and height.
        case pan(dx: Double, dy: Double)
        case zoom(by: Double)
        case activate
    }

    /// Installs the controller on `widget`; `perform` runs each command (and the key counts as used).
    static func install(on widget: WidgetHandle, _ perform: @escaping @MainActor (Command) -> Void) {
        let keys = KeyController()
        keys.onKeyPressed { keyval, modifiers in
            guard let command = command(for: keyval, modifiers: modifiers) else { return false }
            perform(command)
            return true
        }
        widget.add(keys)
    }

    /// The command of a key press, if it has one. - Complexity: O(1).
    static func command(for keyval: UInt32, modifiers: KeyModifiers) -> Command? {
        let used = modifiers.forShortcuts
        guard used.subtracting(.shift).isEmpty else { return nil }  // Ctrl/Alt combinations are shortcuts
        let step = used.contains(.shift) ? 1.0 : 0.25
        switch Int32(bitPattern: keyval) {
        case GDK_KEY_Left, GDK_KEY_KP_Left: return .pan(dx: -step, dy: 0)
        case GDK_KEY_Right, GDK_KEY_KP_Right: return .pan(dx: step, dy: 0)
        case GDK_KEY_Up, GDK_KEY_KP_Up: return .pan(dx: 0, dy: -step)
        case GDK_KEY_Down, GDK_KEY_KP_Down: return .pan(dx: 0, dy: step)
        case GDK_KEY_plus, GDK_KEY_equal, GDK_KEY_KP_Add: return .zoom(by: 1)
        case GDK_KEY_minus, GDK_KEY_KP_Subtract: return .zoom(by: -1)
        case GDK_KEY_Return, GDK_KEY_KP_Enter, GDK_KEY_ISO_Enter, GDK_KEY_space, GDK_KEY_KP_Space:
            return used.isEmpty ? .activate : nil
        default: return nil
        }
    }
}

import CGtk

// Keys while the row has focus: Escape closes (or cancels the Delete confirmation), Menu and
// Shift+F10 open the context menu, and each action's shortcut performs it.

extension SwipeRow {
    func installKeys() {
        let keys = gtk_event_controller_key_new()!
        Signal.connect(keys, "key-pressed", key: { [weak self] keyval, modifiers in
            self?.handleKey(keyval, modifiers) ?? false
        })
        addController(keys.opaque)
    }

    /// Handles a key pressed while the row (or something in it) has focus; true when it was used.
    ///
    /// - Note: the row calls this itself. A container that keeps focus on its own row widget (a list
    ///   item left focusable) can forward its key presses here.
    @discardableResult
    public func handleKey(_ keyval: UInt32, _ modifiers: GdkModifierType) -> Bool {
        let mask = gtk_accelerator_get_default_mod_mask().rawValue
        let state = modifiers.rawValue & mask
        switch Int32(bitPattern: keyval) {
        case GDK_KEY_Escape where isOpen:
            close(animated: true)
            return true
        case GDK_KEY_Escape where isConfirmingDelete:
            setDeleteConfirmation(false)
            return true
        case GDK_KEY_Menu where state == 0,
             GDK_KEY_F10 where state == GDK_SHIFT_MASK.rawValue:
            presentContextMenu(at: nil)
            return true
        default:
            break
        }
        guard !isEditing else { return false }
        let pressed = gdk_keyval_to_lower(keyval)
        for edge in [Edge.leading, .trailing] {
            for action in configuration(for: edge)?.actions ?? [] {
                guard let shortcut = action.shortcut else { continue }
                var key: guint = 0
                var wanted = GdkModifierType(rawValue: 0)
                guard Bool(gtk_accelerator_parse(shortcut, &key, &wanted)), key != 0 else { continue }
                if gdk_keyval_to_lower(key) == pressed && wanted.rawValue & mask == state {
                    perform(action, from: self)
                    return true
                }
            }
        }
        return false
    }
}

import CGtk

// Keys while the row has focus: Escape closes (or cancels the Delete confirmation), Menu and
// Shift+F10 open the context menu, and each action's shortcut performs it (menu actions too). The
// row asks its delegate for its actions once per focus visit (and again after performing one), not
// at every key press. In edit mode, Delete asks for the Delete confirmation and Delete or Enter gives it.

extension SwipeRow {
    func installKeys() {
        let keys = gtk_event_controller_key_new()!
        Signal.connect(keys, "key-pressed", key: { [weak self] keyval, modifiers in
            self?.handleKey(keyval, modifiers) ?? false
        })
        addController(keys.opaque)
        let focus = gtk_event_controller_focus_new()!
        Signal.connect(focus, "enter") { [weak self] in self?.focusedShortcuts = nil }
        addController(focus)
    }

    /// Handles a key pressed while the row (or something in it) has focus; true when it was used.
    ///
    /// - Note: the row calls this itself. A container that keeps focus on its own row widget (a list
    ///   item left focusable) can forward its key presses here.
    @discardableResult
    public func handleKey(_ keyval: UInt32, _ modifiers: GdkModifierType) -> Bool {
        let pressed = Accelerator(keyval: keyval, modifiers: modifiers)
        let state = pressed.modifiers
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
        if isEditing { return handleEditingKey(keyval, state) }
        if focusedShortcuts == nil { focusedShortcuts = Set(allActions().compactMap(\.accelerator)) }
        guard focusedShortcuts?.contains(pressed) == true else { return false }
        focusedShortcuts = nil
        guard let action = allActions().first(where: { $0.accelerator == pressed }) else { return false }
        perform(action, from: self)
        return true
    }

    /// Every action of the row: both edges' and the menu's.
    private func allActions() -> [ContextualAction] {
        [Edge.leading, .trailing].flatMap { configuration(for: $0)?.actions ?? [] } + (menuActions?().flatMap { $0 } ?? [])
    }

    /// In edit mode the keyboard does what the remove control and the confirmation do: Delete (or
    /// BackSpace) shows the Delete confirmation, Delete or Enter then confirms; Escape cancels above.
    private func handleEditingKey(_ keyval: UInt32, _ state: UInt32) -> Bool {
        guard state == 0 else { return false }
        switch Int32(bitPattern: keyval) {
        case GDK_KEY_Delete, GDK_KEY_KP_Delete, GDK_KEY_BackSpace:
            isConfirmingDelete ? confirmDelete() : setDeleteConfirmation(true)
            return true
        case GDK_KEY_Return, GDK_KEY_KP_Enter, GDK_KEY_ISO_Enter, GDK_KEY_space:
            guard isConfirmingDelete else { return false }
            confirmDelete()
            return true
        default:
            return false
        }
    }
}

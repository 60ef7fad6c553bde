// Keys while the row has focus: Escape closes (or cancels the Delete confirmation), Menu and
// Shift+F10 open the context menu, and each action's shortcut performs it (menu actions too). The
// row asks its delegate for its actions once per focus visit (and again after performing one), not
// at every key press. In edit mode, Delete asks for the Delete confirmation and Delete or Enter gives it.

extension SwipeRow {
    func installKeys() {
        let keys = KeyController()
        keys.onKeyPressed { [weak self] keyval, modifiers in self?.handleKey(keyval, modifiers) ?? false }
        add(keys)
        let focus = FocusController()
        focus.onEnter { [weak self] in self?.focusedShortcuts = nil }
        add(focus)
    }

    /// Handles a key pressed while the row (or something in it) has focus; true when it was used.
    ///
    /// - Note: the row calls this itself. A container that keeps focus on its own row widget (a list
    ///   item left focusable) can forward its key presses here.
    @discardableResult
    public func handleKey(_ keyval: UInt32, _ modifiers: KeyModifiers) -> Bool {
        let pressed = Accelerator(keyval: keyval, modifiers: modifiers)
        let state = pressed.modifiers
        switch keyval {
        case Key.escape where isOpen:
            close(animated: true)
            return true
        case Key.escape where isConfirmingDelete:
            setDeleteConfirmation(false)
            return true
        case Key.menu where state.isEmpty,
            Key.f10 where state == .shift:
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
        [Edge.leading, .trailing].flatMap { configuration(for: $0)?.actions ?? [] }
            + (menuActions?().flatMap { $0 } ?? [])
    }

    /// In edit mode the keyboard does what the remove control and the confirmation do: Delete (or
    /// BackSpace) shows the Delete confirmation, Delete or Enter then confirms; Escape cancels above.
    private func handleEditingKey(_ keyval: UInt32, _ state: KeyModifiers) -> Bool {
        guard state.isEmpty else { return false }
        switch keyval {
        case Key.delete, Key.keypadDelete, Key.backSpace:
            isConfirmingDelete ? confirmDelete() : setDeleteConfirmation(true)
            return true
        case Key.enter, Key.keypadEnter, Key.isoEnter, Key.space:
            guard isConfirmingDelete else { return false }
            confirmDelete()
            return true
        default:
            return false
        }
    }
}

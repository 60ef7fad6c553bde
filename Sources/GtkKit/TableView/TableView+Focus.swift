import Diffable

// One row, one truth (the GNOME list convention): the row with the keyboard focus is the selected
// row, so every row command — a key, a menu, a shortcut — acts on the row the user sees.
// - The window's focus widget selects the row it is in, however it got there: Tab, the arrows, a
//   click, a right-click, `focusRow`, or GTK keeping the focus on a list item that now shows another
//   row (no focus event says so; the window's `focus-widget` does).
// - Selecting a row while the focus is in the list moves the focus to it (`selectRow`).
// - Tab from outside enters the list at the selected row (GTK would pick the row focused last); the
//   next Tab leaves the list, whatever its length; the arrows move within it.
// - GTK focuses a row's list item widget, not the row host inside it; the list item passes its keys
//   to the host (the actions' shortcuts, Menu, Shift+F10, Escape, edit mode's Delete and Enter).

/// Marks a list item widget whose keys reach its row host.
private let forwardingKey = "gtkkit-forwards-keys"

extension TableView {
    // MARK: - Keyboard focus

    /// The index path of the row holding the keyboard focus (the row or a widget inside it), or nil
    /// when the focus is elsewhere or on a row being deleted.
    /// - Complexity: O(d) for a focus widget d levels below the list, plus one hash.
    /// - Note: UIKit tracks focus only through `UIFocusSystem`; a GTK window always has a focus widget.
    public var indexPathForFocusedRow: IndexPath? {
        guard let row = focusedModelRow() else { return nil }
        return source?.indexPath(of: row)
    }

    /// Moves the keyboard focus to a row and scrolls it into view; the row becomes the selected row.
    /// Out-of-range index paths are ignored.
    /// - Note: a row far off screen has no widget yet; the focus moves once GTK has made one, after
    ///   the next frame. UIKit has no such call (focus there follows selection or `UIFocusSystem`).
    /// - Complexity: O(g + log c) for g vanishing rows and c row objects alive.
    public func focusRow(at indexPath: IndexPath) {
        guard let live = liveRow(for: indexPath), let held = rows.hold(at: ghosts.modelPosition(ofLive: live)),
            !held.row.isVanishing
        else { return }
        scrollToRow(at: indexPath, at: .none)
        if grabFocus(on: held.row) { return }
        // The row's object is held until then, so the widget GTK makes shows this very row.
        list.afterNextFrame { [weak self] in
            self?.grabFocus(on: held.row)
        }
    }

    /// The row whose widget holds the keyboard focus (not a header, not vanishing).
    func focusedModelRow() -> RowRef? {
        let listView = list.asHandle
        guard var widget = listView.root?.focusWidget else { return nil }
        while let parent = widget.parent, parent != listView { widget = parent }
        guard widget.parent == listView, let child = widget.firstChild,
            let row = child.wrapper(as: RowContainer.self)?.row,
            !row.isHeader, !row.isVanishing
        else { return nil }
        return row
    }

    /// Focuses the row widget showing `row`; false when it has none.
    @discardableResult
    func grabFocus(on row: RowRef) -> Bool {
        guard !row.isVanishing, let container = row.container, container.row === row,
            let rowWidget = container.parentHandle
        else { return false }
        return rowWidget.grabFocus()
    }

    /// Selects the focused row if it is not the selected one: GTK keeps the focus on a row widget
    /// across a rebuild, when it shows another row and no focus event says so.
    func selectFocusedRow() {
        guard let focused = focusedModelRow(), focused !== selectedModelRow(), let container = focused.container else {
            return
        }
        if let position = container.item.position { selectionModel.selectedPosition = position }
    }

    /// After the selection changed: the focus follows it if it is in the list.
    func moveFocusToSelection() {
        guard hasFocusWithin, let selected = selectedModelRow(), !selected.isVanishing,
            focusedModelRow() !== selected
        else { return }
        if !grabFocus(on: selected), let path = source?.indexPath(of: selected) { focusRow(at: path) }
    }

    // MARK: - Wiring

    /// Watches the focus entering the list and its rows, pointer presses, and Tab.
    func connectFocusModel() {
        let focus = FocusController()
        focus.onEnter { [weak self] in self?.focusEntersList = true }
        focus.onLeave { [weak self] in self?.focusEntersList = false }
        list.add(focus)

        // Marks the presses whose focus change is the pointer's: those keep the row they focus.
        let press = ClickGesture(button: MouseButton.any)
        press.phase = .capture
        press.onPressed { [weak self] _, _, _ in
            guard let self else { return }
            self.pointerIsPressing = true
            self.pointerPresses &+= 1
            whenIdle { [weak self] in self?.pointerIsPressing = false }
        }
        list.add(press)

        // Focus set while the window was inactive, or kept by a row widget that now shows another row,
        // comes with no focus event: the window's focus widget says it all.
        list.onMap { [weak self] in
            guard let self, let root = self.list.asHandle.root, self.focusWatchedRoot != root else { return }
            self.focusWatchedRoot = root
            root.onNotify("focus-widget") { [weak self] in
                self?.selectFocusedRow()
                self?.moveFocusOffHeader()
            }
        }

        let keys = KeyController()
        keys.phase = .capture
        keys.onKeyPressed { [weak self] keyval, modifiers in
            self?.leaveList(onTab: keyval, modifiers) ?? false
        }
        list.add(keys)
    }

    /// GTK focuses a row's list item widget, not the row host inside it: the keys pressed there go to
    /// the host (Menu, Shift+F10, Escape, the actions' shortcuts, edit mode's Delete and Enter). Done
    /// once per list item widget, at its first bind (it has none at setup).
    func forwardKeys(of item: ListItem) {
        guard let container = containers[item], let rowWidget = container.parentHandle,
            !rowWidget.hasMark(forwardingKey)
        else { return }
        rowWidget.setMark(forwardingKey)
        let keys = KeyController()
        keys.onKeyPressed { [weak self] keyval, modifiers in
            guard let self, rowWidget.isFocus, let host = self.containers[item]?.host else { return false }
            return host.handleKey(keyval, modifiers)
        }
        rowWidget.add(keys)
    }

    /// Watches the focus entering a row: Tab from outside lands where GTK's focus was last, and the
    /// selected row is where it belongs. (The window's focus widget selects the row; see above.)
    func watchFocus(of container: RowContainer) {
        let focus = FocusController()
        focus.onEnter { [weak self, weak container] in
            guard let self, let container else { return }
            let entering = self.focusEntersList
            self.focusEntersList = false
            guard entering, !self.pointerIsPressing, let row = container.row, let selected = self.selectedModelRow(),
                selected !== row, !selected.isVanishing
            else { return }
            whenIdle { [weak self, weak selected] in
                guard let self, let selected, let path = self.source?.indexPath(of: selected) else { return }
                self.focusRow(at: path)
            }
        }
        container.add(focus)
    }

    /// Tab and Shift+Tab move on from the list as from one widget: the list is taken out of the focus
    /// chain while the window moves the focus, so GTK skips its other rows.
    private func leaveList(onTab keyval: UInt32, _ modifiers: KeyModifiers) -> Bool {
        guard keyval == Key.tab || keyval == Key.leftTab || keyval == Key.keypadTab,
            modifiers.isDisjoint(with: [.control, .alt]), let window = list.asHandle.root
        else { return false }
        let backward = keyval == Key.leftTab || modifiers.contains(.shift)
        let row = focusedModelRow()
        list.asHandle.canFocusSubtree = false
        let moved = window.moveFocusByTab(backward: backward)
        list.asHandle.canFocusSubtree = true
        // Nothing else in the window takes the focus (the scrolled window takes it itself then): it
        // stays on the row.
        let focus = window.focusWidget
        if let row, !moved || focus == nil || focus?.isSame(as: self) == true { grabFocus(on: row) }
        return true
    }
}

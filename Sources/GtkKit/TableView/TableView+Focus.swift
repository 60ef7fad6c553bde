import Diffable

// One row, one truth (the GNOME list convention): the selected row is the row every key, menu and
// shortcut acts on, and while the keyboard focus is in the list it is on that row.
// - The user moves the selection: the arrows, Home, End and the page keys (TableView+Keyboard), a
//   click, a right-click or a long press, Tab into the list. The delegate hears of each move
//   (`tableView(_:selectionDidMoveTo:)`); `selectRow(at:)` and an apply move it without a word, as
//   UIKit's do.
// - The focus follows the selection while it is in the list (`selectRow`, an apply, a delete).
// - GTK moving the focus by itself is not the user choosing a row: a row widget rebound to another
//   row, a popover or a dialog closing, a row removed under the focus. The focus goes back to the
//   selected row (and when no row is selected, the row that has the focus becomes the selected one).
// - Tab from outside enters the list at the selected row (else the first row); the next Tab leaves
//   the list, whatever its length. GTK 4.8 remembers the row last focused and offers Tab to it
//   alone: a header row, or a row removed since, declines it and the whole list was skipped (To-Do
//   after Clear Completed). So the list forgets it whenever the focus leaves, and a focus that lands
//   on the list itself or on a header row goes on to the selected row.
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
        silently { selectionModel.selectedPosition = ghosts.modelPosition(ofLive: live) }
        scrollToRow(at: indexPath, at: .none)
        if grabFocus(on: held.row) { return }
        // The row's object is held until then, so the widget GTK makes shows this very row.
        list.afterNextFrame { [weak self] in
            guard let self, self.selectedModelRow() === held.row else { return }
            self.grabFocus(on: held.row)
        }
    }

    /// The row whose widget holds the keyboard focus (not a header, not vanishing).
    func focusedModelRow() -> RowRef? {
        guard let row = focusedRowOrHeader(), !row.isHeader, !row.isVanishing else { return nil }
        return row
    }

    /// The row (a header or a vanishing row included) whose widget holds the keyboard focus.
    private func focusedRowOrHeader() -> RowRef? {
        let listView = list.asHandle
        guard var widget = listView.root?.focusWidget else { return nil }
        while let parent = widget.parent, parent != listView { widget = parent }
        guard widget.parent == listView, let child = widget.firstChild else { return nil }
        return child.wrapper(as: RowContainer.self)?.row
    }

    /// Focuses the row widget showing `row`; false when it has none.
    @discardableResult
    func grabFocus(on row: RowRef) -> Bool {
        guard !row.isVanishing, let container = row.container, container.row === row,
            let rowWidget = container.parentHandle
        else { return false }
        return rowWidget.isFocus || rowWidget.grabFocus()
    }

    /// After the selection changed: the focus follows it if it is in the list.
    func moveFocusToSelection() {
        guard hasFocusWithin, let selected = selectedModelRow(), !selected.isVanishing,
            focusedModelRow() !== selected
        else { return }
        if !grabFocus(on: selected), let path = source?.indexPath(of: selected) { focusRow(at: path) }
    }

    // MARK: - Following the window's focus

    /// The window's focus widget changed (however it happened; see the note above).
    private func focusDidMove() {
        let listView = list.asHandle
        guard let focus = listView.root?.focusWidget else { return }
        if focus.isSame(as: self) { return focusSelectedOrFirstRow() }
        guard let row = focusedRowOrHeader() else { return }
        if row.isHeader { return focusSelectedOrFirstRow() }
        guard !row.isVanishing, row !== selectedModelRow() else { return }
        // A pointer press chose the row (GTK selects it too); else the focus goes back to the
        // selected row, and only a list with none selected takes the focused row as its selection.
        if !pointerIsPressing, let selected = selectedModelRow(), !selected.isVanishing, grabFocus(on: selected) {
            return
        }
        guard let position = row.container?.item.position else { return }
        selectionModel.selectedPosition = position
    }

    /// Moves the focus from the list itself (the scrolled window, which GTK focuses when the row it
    /// offers Tab to declines) or a header row to the selected row, else the first item row.
    private func focusSelectedOrFirstRow() {
        let selected = selectedModelRow().flatMap { $0.isVanishing ? nil : source?.indexPath(of: $0) }
        // At once, not on an idle turn: the keys typed after Tab (Down) must find the row focused.
        guard let target = selected ?? firstItemPath else { return }
        focusRow(at: target)
        // With none selected, Tab chose the first row: the user's move, which the delegate hears of
        // (else the app's current row stayed none and Ctrl+D on that row did nothing).
        if selected == nil { reportSelectedRow() }
    }

    // MARK: - Wiring

    /// Watches the window's focus, pointer presses, the focus leaving the list, and Tab.
    func connectFocusModel() {
        let focus = FocusController()
        // Once GTK has finished moving the focus (it updates the focus chain after this signal).
        // Weak in the outer closure too: `[weak self]` on the inner one alone made the outer hold the
        // table strongly, and a table torn down with its window was never freed.
        focus.onLeave { [weak self] in whenIdle { [weak self] in self?.forgetFocusedRow() } }
        list.add(focus)

        // Marks the presses whose focus change is the pointer's: those keep the row they focus.
        let press = ClickGesture(button: MouseButton.any)
        press.phase = .capture
        press.onPressed { [weak self] _, _, _ in
            guard let self else { return }
            self.pointerIsPressing = true
            whenIdle { [weak self] in self?.pointerIsPressing = false }
        }
        list.add(press)

        // Focus set while the window was inactive, or kept by a row widget that now shows another row,
        // comes with no focus event: the window's focus widget says it all.
        list.onMap { [weak self] in
            guard let self, let root = self.list.asHandle.root, self.focusWatchedRoot != root else { return }
            self.focusWatchedRoot = root
            root.onNotify("focus-widget") { [weak self] in self?.focusDidMove() }
        }
        connectKeyboard()
    }

    /// GTK 4.8 keeps, in every widget from the scrolled window down to the row, the child that last
    /// held the focus, and offers the next Tab from outside to that child alone (a row widget that
    /// since shows another row, or a removed one, declines it): forgotten, the list is offered whole.
    /// - Complexity: O(d) for the d levels the focus went down.
    private func forgetFocusedRow() {
        guard !hasFocusWithin else { return }
        var widget: WidgetHandle? = asHandle
        while let current = widget {
            widget = current.focusChild
            current.focusChild = nil
        }
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
}

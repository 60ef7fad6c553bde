import CGtk
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
              !held.row.isVanishing else { return }
        scrollToRow(at: indexPath, at: .none)
        if grabFocus(on: held.row) { return }
        // The row's object is held until then, so the widget GTK makes shows this very row.
        list.afterNextFrame { [weak self] in
            self?.grabFocus(on: held.row)
        }
    }

    /// The row whose widget holds the keyboard focus (not a header, not vanishing).
    func focusedModelRow() -> RowRef? {
        guard let root = gtk_widget_get_root(listView), var widget = gtk_root_get_focus(root) else { return nil }
        while let parent = gtk_widget_get_parent(widget), parent != listView { widget = parent }
        guard gtk_widget_get_parent(widget) == listView, let child = gtk_widget_get_first_child(widget),
              let row = Object.wrapper(of: child, as: RowContainer.self)?.row,
              !row.isHeader, !row.isVanishing else { return nil }
        return row
    }

    /// Focuses the row widget showing `row`; false when it has none.
    @discardableResult
    func grabFocus(on row: RowRef) -> Bool {
        guard !row.isVanishing, let container = row.container, container.row === row,
              let rowWidget = gtk_widget_get_parent(container.widget) else { return false }
        return gtk_widget_grab_focus(rowWidget) != 0
    }

    /// Selects the focused row if it is not the selected one: GTK keeps the focus on a row widget
    /// across a rebuild, when it shows another row and no focus event says so.
    func selectFocusedRow() {
        guard let focused = focusedModelRow(), focused !== selectedModelRow(), let container = focused.container else { return }
        let position = gtk_list_item_get_position(container.listItem)
        if position != invalidListPosition { selectionModel.selectedPosition = Int(position) }
    }

    /// After the selection changed: the focus follows it if it is in the list.
    func moveFocusToSelection() {
        guard hasFocusWithin, let selected = selectedModelRow(), !selected.isVanishing,
              focusedModelRow() !== selected else { return }
        if !grabFocus(on: selected), let path = source?.indexPath(of: selected) { focusRow(at: path) }
    }

    // MARK: - Wiring

    /// Watches the focus entering the list and its rows, pointer presses, and Tab.
    func connectFocusModel() {
        let focus = gtk_event_controller_focus_new()!
        Signal.connect(focus, "enter") { [weak self] in self?.focusEntersList = true }
        Signal.connect(focus, "leave") { [weak self] in self?.focusEntersList = false }
        list.addController(focus)

        // Marks the presses whose focus change is the pointer's: those keep the row they focus.
        let press = gtk_gesture_click_new()!
        gtk_gesture_single_set_button(press.opaque, 0)
        gtk_event_controller_set_propagation_phase(press.opaque, GTK_PHASE_CAPTURE)
        Signal.connect(press, "pressed") { [weak self] (_: Int, _: Double, _: Double) in
            guard let self else { return }
            self.pointerIsPressing = true
            self.pointerPresses &+= 1
            whenIdle { [weak self] in self?.pointerIsPressing = false }
        }
        list.addController(press.opaque)

        // Focus set while the window was inactive, or kept by a row widget that now shows another row,
        // comes with no focus event: the window's focus widget says it all.
        Signal.connect(listView, "map") { [weak self] in
            guard let self, let root = gtk_widget_get_root(self.listView), self.focusWatchedRoot != root.gpointer else { return }
            self.focusWatchedRoot = root.gpointer
            Signal.connect(root, "notify::focus-widget") { [weak self] (_: UnsafeMutableRawPointer?) in
                self?.selectFocusedRow()
                self?.moveFocusOffHeader()
            }
        }

        let keys = gtk_event_controller_key_new()!
        gtk_event_controller_set_propagation_phase(keys.opaque, GTK_PHASE_CAPTURE)
        Signal.connect(keys, "key-pressed", key: { [weak self] keyval, modifiers in
            self?.leaveList(onTab: keyval, modifiers) ?? false
        })
        list.addController(keys.opaque)
    }

    /// GTK focuses a row's list item widget, not the row host inside it: the keys pressed there go to
    /// the host (Menu, Shift+F10, Escape, the actions' shortcuts, edit mode's Delete and Enter). Done
    /// once per list item widget, at its first bind (it has none at setup).
    func forwardKeys(of item: OpaquePointer) {
        guard let container = containers[item], let rowWidget = gtk_widget_get_parent(container.widget),
              g_object_get_data(rowWidget.cast(), forwardingKey) == nil else { return }
        g_object_set_data(rowWidget.cast(), forwardingKey, UnsafeMutableRawPointer(bitPattern: 1))
        let keys = gtk_event_controller_key_new()!
        Signal.connect(keys, "key-pressed", key: { [weak self] keyval, modifiers in
            guard let self, Bool(gtk_widget_is_focus(rowWidget)), let host = self.containers[item]?.host else { return false }
            return host.handleKey(keyval, modifiers)
        })
        gtk_widget_add_controller(rowWidget, keys.opaque)
    }

    /// Watches the focus entering a row: Tab from outside lands where GTK's focus was last, and the
    /// selected row is where it belongs. (The window's focus widget selects the row; see above.)
    func watchFocus(of container: RowContainer) {
        let focus = gtk_event_controller_focus_new()!
        Signal.connect(focus, "enter") { [weak self, weak container] in
            guard let self, let container else { return }
            let entering = self.focusEntersList
            self.focusEntersList = false
            guard entering, !self.pointerIsPressing, let row = container.row, let selected = self.selectedModelRow(),
                  selected !== row, !selected.isVanishing else { return }
            whenIdle { [weak self, weak selected] in
                guard let self, let selected, let path = self.source?.indexPath(of: selected) else { return }
                self.focusRow(at: path)
            }
        }
        container.addController(focus)
    }

    /// Tab and Shift+Tab move on from the list as from one widget: the list is taken out of the focus
    /// chain while the window moves the focus, so GTK skips its other rows.
    private func leaveList(onTab keyval: UInt32, _ modifiers: GdkModifierType) -> Bool {
        let key = Int32(bitPattern: keyval)
        guard key == GDK_KEY_Tab || key == GDK_KEY_ISO_Left_Tab || key == GDK_KEY_KP_Tab,
              modifiers.rawValue & (GDK_CONTROL_MASK.rawValue | GDK_ALT_MASK.rawValue) == 0,
              let root = gtk_widget_get_root(listView) else { return false }
        let backward = key == GDK_KEY_ISO_Left_Tab || modifiers.rawValue & GDK_SHIFT_MASK.rawValue != 0
        let window: UnsafeMutablePointer<GtkWidget> = root.cast()
        let row = focusedModelRow()
        gtk_widget_set_can_focus(listView, 0)
        let moved = Bool(gtk_widget_child_focus(window, backward ? GTK_DIR_TAB_BACKWARD : GTK_DIR_TAB_FORWARD))
        gtk_widget_set_can_focus(listView, 1)
        // Nothing else in the window takes the focus (the scrolled window takes it itself then): it
        // stays on the row.
        let focus = gtk_root_get_focus(root)
        if let row, !moved || focus == nil || focus == widget { grabFocus(on: row) }
        return true
    }
}

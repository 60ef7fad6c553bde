import CGtk

// The same actions without a swipe: a popover menu on right-click, long-press (touch), Menu or
// Shift+F10. Items are in the order the buttons appear on screen, left to right: leading actions,
// then trailing ones innermost first, so the destructive outermost action comes last.

extension SwipeRow {
    /// The action group prefix the menu's items use (`swiperow.action-0`).
    static let actionGroupName = "swiperow"

    func installContextMenuTriggers() {
        let secondary = gtk_gesture_click_new()!
        gtk_gesture_single_set_button(secondary.opaque, guint(GDK_BUTTON_SECONDARY))
        Signal.connect(secondary, "pressed") { [weak self] (_: Int, x: Double, y: Double) in
            guard let self else { return }
            gtk_gesture_set_state(secondary.opaque, GTK_EVENT_SEQUENCE_CLAIMED)
            self.presentContextMenu(at: (x, y))
        }
        addController(secondary.opaque)

        let longPress = gtk_gesture_long_press_new()!
        gtk_gesture_single_set_touch_only(longPress.opaque, 1)
        Signal.connect(longPress, "pressed") { [weak self] (x: Double, y: Double) in
            guard let self, self.swipe.phase != .swiping else { return }
            gtk_gesture_set_state(longPress.opaque, GTK_EVENT_SEQUENCE_CLAIMED)
            self.presentContextMenu(at: (x, y))
        }
        addController(longPress.opaque)
    }

    /// The actions the menu lists, in on-screen order.
    func menuActions() -> [[ContextualAction]] {
        let leading = configuration(for: .leading)?.actions ?? []
        let trailing = (configuration(for: .trailing)?.actions ?? []).reversed()
        return [leading, Array(trailing)].filter { !$0.isEmpty }
    }

    /// Whether the context menu is showing.
    public var isContextMenuOpen: Bool { popover.map { Bool(gtk_widget_get_visible($0)) } ?? false }

    /// Opens the row's context menu pointing at `point` (row coordinates), or at the row when nil
    /// (keyboard). Does nothing when neither edge has actions or the row is in edit mode.
    ///
    /// - Note: UIKit shows swipe actions only by swiping; GNOME users expect a context menu, and
    ///   keyboard and screen-reader users need one.
    public func presentContextMenu(at point: (x: Double, y: Double)?) {
        let sections = isEditing ? [] : menuActions()
        guard !sections.isEmpty else { return }
        dismissContextMenu()

        let group = g_simple_action_group_new()!
        let menu = g_menu_new()!
        var index = 0
        for actions in sections {
            let section = g_menu_new()!
            for action in actions {
                let name = "action-\(index)"
                index += 1
                let gaction = g_simple_action_new(name, nil)!
                Signal.connect(gaction, "activate") { [weak self] (_: UnsafeMutableRawPointer?) in
                    guard let self else { return }
                    self.perform(action, from: self)
                }
                g_action_map_add_action(group.opaque, gaction.opaque)
                g_object_unref(gaction.gpointer)
                let item = g_menu_item_new(action.displayTitle, "\(Self.actionGroupName).\(name)")!
                if let shortcut = action.shortcut {
                    g_menu_item_set_attribute_value(item, "accel", g_variant_new_string(shortcut))
                }
                g_menu_append_item(section, item)
                g_object_unref(item.gpointer)
            }
            g_menu_append_section(menu, nil, section.cast())
            g_object_unref(section.gpointer)
        }
        gtk_widget_insert_action_group(widget, Self.actionGroupName, group.opaque)
        g_object_unref(group.gpointer)

        let popover = gtk_popover_menu_new_from_model(menu.cast())!
        g_object_unref(menu.gpointer)
        gtk_widget_set_parent(popover, widget)
        var rect = point.map { GdkRectangle(x: Int32($0.x), y: Int32($0.y), width: 1, height: 1) }
            ?? GdkRectangle(x: Int32(width / 2), y: 0, width: 1, height: Int32(height))
        gtk_popover_set_pointing_to(popover.cast(), &rect)
        if point != nil { gtk_popover_set_has_arrow(popover.cast(), 0) }
        Signal.connect(popover, "closed") { [weak self] in
            // Menu items activate their action after the popover closes: unparent on the next turn.
            whenIdle { [weak self] in
                guard let self, self.popover == popover else { return }
                self.dismissContextMenu()
            }
        }
        self.popover = popover
        gtk_popover_popup(popover.cast())
    }

    /// Closes and removes the context menu, if one is open.
    func dismissContextMenu() {
        guard let old = popover else { return }
        popover = nil
        gtk_popover_popdown(old.cast())
        gtk_widget_unparent(old)
        gtk_widget_insert_action_group(widget, Self.actionGroupName, nil)
    }
}

// The same actions without a swipe: a popover menu on right-click, long-press (touch), Menu or
// Shift+F10. Its items are `menuActions` when set (a table view sets them from its delegate, so a
// click and a right-click show one menu); otherwise the swipe actions in the order the buttons appear
// on screen, left to right: leading actions, then trailing ones innermost first, so the destructive
// outermost action comes last. Each item shows its shortcut.

extension SwipeRow {
    /// The action group prefix the menu's items use (`swiperow.action-0`).
    static let actionGroupName = "swiperow"

    func installContextMenuTriggers() {
        let secondary = ClickGesture(button: MouseButton.secondary)
        secondary.onPressed { [weak self] _, x, y in
            guard let self else { return }
            secondary.claim()
            self.presentContextMenu(at: (x, y))
        }
        add(secondary)

        let longPress = LongPressGesture()
        longPress.isTouchOnly = true
        longPress.onPressed { [weak self] x, y in
            guard let self, self.swipe.phase != .swiping else { return }
            longPress.claim()
            self.presentContextMenu(at: (x, y))
        }
        add(longPress)
    }

    /// The actions the menu lists, in sections: `menuActions`, else the swipe actions in on-screen order.
    func contextMenuSections() -> [[ContextualAction]] {
        if let menuActions { return menuActions().filter { !$0.isEmpty } }
        let leading = configuration(for: .leading)?.actions ?? []
        let trailing = (configuration(for: .trailing)?.actions ?? []).reversed()
        return [leading, Array(trailing)].filter { !$0.isEmpty }
    }

    /// Whether the context menu is showing.
    public var isContextMenuOpen: Bool { popover?.isVisible ?? false }

    /// Opens the row's context menu pointing at `point` (row coordinates), or at the row when nil
    /// (keyboard). Does nothing when neither edge has actions or the row is in edit mode.
    ///
    /// - Note: UIKit shows swipe actions only by swiping; GNOME users expect a context menu, and
    ///   keyboard and screen-reader users need one.
    public func presentContextMenu(at point: (x: Double, y: Double)?) {
        willPresentContextMenu?()
        let sections = isEditing ? [] : contextMenuSections()
        guard !sections.isEmpty else { return }
        dismissContextMenu()

        let group = ActionGroup()
        var index = 0
        let menu = Menu(
            sections.map { actions in
                .section(
                    nil,
                    actions.map { action in
                        let name = "action-\(index)"
                        index += 1
                        group.add(
                            Action(name: name) { [weak self] in
                                guard let self else { return }
                                self.perform(action, from: self)
                            })
                        return .item(
                            action.menuTitle ?? action.displayTitle, action: "\(Self.actionGroupName).\(name)",
                            shortcut: action.shortcut)
                    })
            })
        group.insert(into: self, prefix: Self.actionGroupName)

        let popover = Popover(menu: menu)
        let area =
            point.map { Rect(x: $0.x, y: $0.y, width: 1, height: 1) }
            ?? Rect(x: Double(Float(width) / 2), y: 0, width: 1, height: Double(height))
        if point != nil { popover.hasArrow = false }
        // Menu items activate their action after the popover closes; Popover leaves the row on the
        // next turn, and only then is the group removed.
        popover.onClose = { [weak self, weak popover] in
            guard let self else { return }
            if self.popover === popover { self.popover = nil }
            if self.popover == nil {
                ActionGroup.remove(from: self, prefix: Self.actionGroupName)
                self.onInteractionEnded?()
            }
        }
        self.popover = popover
        popover.present(from: self, pointingTo: area)
    }

    /// Closes the context menu, if one is open; it leaves the row on the next turn.
    func dismissContextMenu() {
        guard let old = popover else { return }
        popover = nil
        old.popdown()
    }
}

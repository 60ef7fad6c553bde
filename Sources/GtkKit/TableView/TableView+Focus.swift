import CGtk
import Diffable

extension TableView {
    // MARK: - Keyboard focus

    /// The index path of the row holding the keyboard focus (the row or a widget inside it), or nil
    /// when the focus is elsewhere or on a row being deleted.
    /// - Complexity: O(d) for a focus widget d levels below the list, plus one hash.
    /// - Note: UIKit tracks focus only through `UIFocusSystem`; a GTK window always has a focus widget.
    public var indexPathForFocusedRow: IndexPath? {
        guard let root = gtk_widget_get_root(listView), var widget = gtk_root_get_focus(root) else { return nil }
        while let parent = gtk_widget_get_parent(widget), parent != listView { widget = parent }
        guard gtk_widget_get_parent(widget) == listView, let child = gtk_widget_get_first_child(widget),
              let row = Object.wrapper(of: child, as: RowContainer.self)?.row,
              !row.isHeader, !row.isVanishing else { return nil }
        return source?.indexPath(of: row)
    }

    /// Moves the keyboard focus to a row and scrolls it into view; does not select it. Out-of-range
    /// index paths are ignored.
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

    /// Focuses the row widget showing `row`; false when it has none.
    @discardableResult
    private func grabFocus(on row: RowRef) -> Bool {
        guard !row.isVanishing, let container = row.container, container.row === row,
              let rowWidget = gtk_widget_get_parent(container.widget) else { return false }
        return gtk_widget_grab_focus(rowWidget) != 0
    }
}

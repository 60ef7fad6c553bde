import Diffable

/// UIKit's `UITableViewDelegate`, with the editing callbacks of `UITableViewDataSource` that a table
/// with swipe actions and reordering needs. Every method has a default that does nothing.
@MainActor
public protocol TableViewDelegate: AnyObject {
    /// The user clicked a row, or pressed Enter on the focused row.
    /// - Note: called once GTK has finished handling the click (on the next idle turn of the main
    ///   loop), with the row already selected, so `selectRow(at: nil)` here sticks, as in UIKit.
    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath)
    /// The user moved the selection to another row — the arrows, Home, End, Page Up or Down, a click,
    /// a right-click or long press, Tab into the list — or cleared it (nil). Not called when the app
    /// moves it (`selectRow(at:)`, `focusRow(at:)`, an apply), as UIKit calls no delegate then.
    /// - Note: UIKit posts `UITableView.selectionDidChangeNotification`; GNOME's lists select the row
    ///   the keyboard focus moves to, so the table says so for every move, by key or pointer.
    func tableView(_ tableView: TableView, selectionDidMoveTo indexPath: IndexPath?)
    /// Actions revealed by swiping the row to the right (shown at its start); nil for none.
    func tableView(_ tableView: TableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
        -> SwipeActionsConfiguration?
    /// Actions revealed by swiping the row to the left (shown at its end); nil for none.
    func tableView(_ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
        -> SwipeActionsConfiguration?
    /// The user confirmed Delete on a row in edit mode (UIKit's `commit editingStyle: .delete`).
    func tableView(_ tableView: TableView, commitDeleteForRowAt indexPath: IndexPath)
    /// The user dragged a row to a new place; the data source has already moved it in its snapshot.
    /// - Note: UIKit asks the data source; here the data source moves the item and the delegate persists.
    func tableView(_ tableView: TableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)
    /// Whether a row can be dragged to reorder it (when `allowsReordering`). Default: true.
    func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool
    /// What the row shows, for screen readers: its edit-mode remove control is announced as
    /// "Delete <name>"; nil (the default) leaves it "Remove". Asked each time a row is bound.
    /// - Note: UIKit derives this from the cell's accessibility label; GTK cannot, so the table asks.
    func tableView(_ tableView: TableView, accessibleNameForRowAt indexPath: IndexPath) -> String?
    /// The row's context menu, in sections, each action shown with its shortcut. Asked each time the
    /// menu opens (right-click, long press, Menu, Shift+F10, `presentContextMenu(forRowAt:)`). The
    /// default lists the swipe actions as they appear on screen: leading ones, then trailing ones.
    /// - Note: UIKit asks for a `UIContextMenuConfiguration`; here the menu is made of the same
    ///   `ContextualAction`s as the swipe buttons, so both always offer the same thing.
    func tableView(_ tableView: TableView, contextMenuActionsForRowAt indexPath: IndexPath) -> [[ContextualAction]]
}

extension TableViewDelegate {
    public func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: TableView, selectionDidMoveTo indexPath: IndexPath?) {}
    public func tableView(_ tableView: TableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
        -> SwipeActionsConfiguration?
    { nil }
    public func tableView(_ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
        -> SwipeActionsConfiguration?
    { nil }
    public func tableView(_ tableView: TableView, commitDeleteForRowAt indexPath: IndexPath) {}
    public func tableView(
        _ tableView: TableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {}
    public func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool { true }
    public func tableView(_ tableView: TableView, accessibleNameForRowAt indexPath: IndexPath) -> String? { nil }
    public func tableView(_ tableView: TableView, contextMenuActionsForRowAt indexPath: IndexPath)
        -> [[ContextualAction]]
    {
        let leading = self.tableView(tableView, leadingSwipeActionsConfigurationForRowAt: indexPath)?.actions ?? []
        let trailing = self.tableView(tableView, trailingSwipeActionsConfigurationForRowAt: indexPath)?.actions ?? []
        return [leading, trailing.reversed()]
    }
}

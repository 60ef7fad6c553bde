import Diffable

// After a delete, the row that took the deleted one's place carries on: keyboard users keep
// deleting down the list. Both apps ask the table for it instead of computing it themselves.

extension TableView {
    /// Selects and/or focuses the row that took the place of the row deleted at `indexPath` (the new
    /// last row when the deleted one was last); nothing when its section is now empty. Call it after
    /// applying the snapshot without that row.
    /// - Parameters:
    ///   - indexPath: where the deleted row was, in the snapshot before the deletion.
    ///   - select: whether the deleted row was the selected one.
    ///   - focus: whether the deleted row held the keyboard focus.
    /// - Complexity: as `selectRow(at:)` plus `focusRow(at:)`.
    /// - Note: UIKit leaves this to the app.
    public func selectSuccessor(ofDeletedRowAt indexPath: IndexPath, select: Bool, focus: Bool) {
        let count = numberOfRows(inSection: indexPath.section)
        guard count > 0 else { return }
        let successor = IndexPath(item: min(indexPath.item, count - 1), section: indexPath.section)
        if select { selectRow(at: successor) }
        if focus { focusRow(at: successor) }
    }
}

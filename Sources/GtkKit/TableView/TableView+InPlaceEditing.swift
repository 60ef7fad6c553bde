import Diffable

/// What a delegate that lets rows be renamed in place (or selected many at a time in edit mode) is
/// told, beyond `TableViewDelegate`. Adopt it alongside; each method has a default that does nothing.
/// - Note: UIKit leaves renaming to the cell (a text field); GTK's list selects a row on its first
///   click and reports the second, so the table says when a rename is asked for and the cell edits.
@MainActor
public protocol TableViewEditingDelegate: TableViewDelegate {
    /// The user asked to rename a row: a double click on it, or Enter on it in edit mode.
    func tableView(_ tableView: TableView, didRequestRenameAt indexPath: IndexPath)
    /// The rows selected in edit mode changed (`indexPathsForSelectedRows`).
    func tableViewDidChangeSelection(_ tableView: TableView)
}

extension TableViewEditingDelegate {
    public func tableView(_ tableView: TableView, didRequestRenameAt indexPath: IndexPath) {}
    public func tableViewDidChangeSelection(_ tableView: TableView) {}
}

extension TableView {
    var editingDelegate: TableViewEditingDelegate? { delegate as? TableViewEditingDelegate }

    /// A second press on a row (in either mode) asks for a rename.
    func didDoubleClick(_ container: RowContainer) {
        guard let row = container.row, !row.isHeader, !row.isVanishing else { return }
        // After the first click's `didSelectRowAt` (an idle turn later), so that a delegate entering
        // edit mode there does not end the rename.
        whenIdle { [weak self, weak row] in
            guard let self, let row, let path = self.source?.indexPath(of: row) else { return }
            self.editingDelegate?.tableView(self, didRequestRenameAt: path)
        }
    }

    /// Enter on a row in edit mode (where it selects nothing) asks for a rename.
    func didActivateWhileEditing(at position: Int) {
        guard let row = rows.materialisedRow(at: position), !row.isHeader, !row.isVanishing,
            let path = source?.indexPath(of: row)
        else { return }
        editingDelegate?.tableView(self, didRequestRenameAt: path)
    }
}

import CGtk
import Diffable

// Section headers are rows of the GTK list (GTK 4.8's list view has none), so the keyboard can land
// on one: Tab into a list whose first row is a header, or an arrow key across a section boundary.
// A header is no place for the focus (it is neither selectable nor activatable): the focus goes on
// to the nearest item row in the direction it was moving (from the selected row, which is the row
// focused before; from above when entering the list), else the other way.

extension TableView {
    /// When `container` shows a header and just got the focus, moves the focus to an item row soon;
    /// true when it will (the caller then does nothing more with this focus change).
    /// - Complexity: O(s) for s sections.
    func moveFocusOffHeader(_ container: RowContainer) -> Bool {
        guard let row = container.row, row.isHeader else { return false }
        // Tab from outside with a selected row: the list's own rule (enter at the selected row) holds.
        if focusEntersList, selectedModelRow() != nil { return false }
        focusEntersList = false
        let position = Int(gtk_list_item_get_position(container.listItem))
        guard let section = sectionStarts.indices.first(where: { ghosts.modelPosition(ofLive: sectionStarts[$0]) == position })
        else { return false }
        let from = selectedModelRow()?.container.map { Int(gtk_list_item_get_position($0.listItem)) } ?? -1
        let forward = from < position
        let after = (section..<sectionStarts.count).first { numberOfRows(inSection: $0) > 0 }
            .map { IndexPath(item: 0, section: $0) }
        let before = (0..<section).last { numberOfRows(inSection: $0) > 0 }
            .map { IndexPath(item: numberOfRows(inSection: $0) - 1, section: $0) }
        guard let target = forward ? (after ?? before) : (before ?? after) else { return false }
        whenIdle { [weak self] in self?.focusRow(at: target) }
        return true
    }
}

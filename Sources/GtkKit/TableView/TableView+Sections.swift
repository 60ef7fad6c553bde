import Diffable

// Section headers are rows of the GTK list (GTK 4.8's list view has none), and no place for the
// keyboard focus (neither selectable nor activatable). Tab into a list whose first row is a header
// leaves the focus on the scrolled window (GTK's list offers it to that row, which declines): it goes
// to the selected row, else the first item row. Should a header row get the focus all the same, it
// goes on to the nearest item row in the direction it was moving (from the selected row, the row
// focused before), else the other way.

extension TableView {
    /// When the keyboard focus is on a header row, moves it to an item row soon.
    /// - Complexity: O(d + s) for a focus widget d levels below the list and s sections.
    func moveFocusOffHeader() {
        let listView = list.asHandle
        guard var widget = listView.root?.focusWidget else { return }
        // GTK's list gives the focus to the row it tracks (the first, at first); a header row declines
        // it (GTK 4.8 focuses only selectable or activatable rows), and the scrolled window keeps it.
        if widget.isSame(as: self) {
            focusEntersList = false
            let selected = selectedModelRow().flatMap { source?.indexPath(of: $0) }
            let first = sectionStarts.indices.first { numberOfRows(inSection: $0) > 0 }.map {
                IndexPath(item: 0, section: $0)
            }
            // At once, not on an idle turn: the keys typed after Tab (Down) must find the row focused.
            if let target = selected ?? first { focusRow(at: target) }
            return
        }
        while let parent = widget.parent, parent != listView { widget = parent }
        guard widget.parent == listView, let child = widget.firstChild,
            let container = child.wrapper(as: RowContainer.self), let row = container.row, row.isHeader
        else { return }
        let entering = focusEntersList
        focusEntersList = false
        // Tab from outside: the list's own rule (enter at the selected row) holds.
        if entering, let selected = selectedModelRow(), let path = source?.indexPath(of: selected) {
            return whenIdle { [weak self] in self?.focusRow(at: path) }
        }
        guard let position = container.item.position else { return }
        guard
            let section = sectionStarts.indices.first(where: {
                ghosts.modelPosition(ofLive: sectionStarts[$0]) == position
            })
        else { return }
        let from = selectedModelRow()?.container?.item.position ?? -1
        let forward = entering || from < position
        let after = (section..<sectionStarts.count).first { numberOfRows(inSection: $0) > 0 }
            .map { IndexPath(item: 0, section: $0) }
        let before = (0..<section).last { numberOfRows(inSection: $0) > 0 }
            .map { IndexPath(item: numberOfRows(inSection: $0) - 1, section: $0) }
        guard let target = forward ? (after ?? before) : (before ?? after) else { return }
        whenIdle { [weak self] in self?.focusRow(at: target) }
    }
}

import Diffable

// One menu per row, whichever way it is asked for — a click or Enter (when the delegate calls
// `presentContextMenu(forRowAt:)`), a right-click, a long press, Shift+F10, the Menu key: its items
// are the delegate's `contextMenuActionsForRowAt` (by default the swipe actions), each with its
// shortcut; it opens at the pointer, or at the row for the keyboard. Asking for it selects and
// focuses the row first (a move the delegate hears of), so what the menu does and what the keys do
// land on the same row; closing it gives the focus back to that row (`Popover`). When the menu
// closes or a swiped row closes, the row shows its real state again: GTK leaves a row hovered (and
// darker with every menu) when the pointer left it while a popover held the input.

extension TableView {
    /// Opens the context menu of a row: at the pointer when the row was just clicked (from
    /// `tableView(_:didSelectRowAt:)`), else pointing at the row. Does nothing for a row without a
    /// widget (off screen), without actions, or in edit mode.
    /// - Note: UIKit opens a row's context menu on a long press only; a GNOME row opens it on a
    ///   right-click, the Menu key or Shift+F10 too, and an app may open it on a click.
    /// - Complexity: O(g + log c) for g vanishing rows and c row objects alive, plus the delegate.
    public func presentContextMenu(forRowAt indexPath: IndexPath) {
        guard let row = materialisedRow(for: indexPath), let container = row.container, container.row === row,
            let host = container.host
        else { return }
        let point = activationPoint.flatMap { $0.row === row ? (x: $0.x, y: $0.y) : nil }
        host.presentContextMenu(at: point)
    }

    /// Wires a row host's menu to the delegate and to the row's selection and state.
    func configureMenu(of host: SwipeRow, in container: RowContainer, for row: RowRef) {
        host.menuActions = { [weak self, weak row] in
            guard let self, let row, let path = self.source?.indexPath(of: row) else { return [] }
            return self.delegate?.tableView(self, contextMenuActionsForRowAt: path) ?? []
        }
        host.willPresentContextMenu = { [weak self, weak container] in
            guard let self, let container else { return }
            self.selectAndFocus(container)
        }
        host.onInteractionEnded = { [weak container] in container?.showRealState() }
    }

    /// Makes the row of `container` the selected and focused row.
    private func selectAndFocus(_ container: RowContainer) {
        guard let row = container.row, !row.isHeader, !row.isVanishing else { return }
        guard let position = container.item.position else { return }
        if selectionModel.selectedPosition != position { selectionModel.selectedPosition = position }
        if focusedModelRow() !== row { grabFocus(on: row) }
    }
}

extension RowContainer {
    /// Clears the pressed look GTK may have left on the row, and shows it hovered only if the pointer
    /// is over it now.
    func showRealState() {
        guard let rowWidget = parentHandle else { return }
        rowWidget.clearPressedState()
        rowWidget.setHovered(rowWidget.isPointerOver)
    }
}

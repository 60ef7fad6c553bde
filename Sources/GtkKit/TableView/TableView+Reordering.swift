import Diffable

// Drag to reorder, as UIKit's edit-mode reorder control: with `allowsReordering` on, edit mode shows a
// drag handle at the end of every movable row. Dragging it (a GtkDragSource on the handle, carrying
// nothing but a marker string: the dragged row is the table's own state) over another row shows a line
// above or below that row (a GtkDropControllerMotion), and dropping there (a GtkDropTarget) moves the
// item in the data source's snapshot and tells the delegate. Below the last row, the list view itself
// takes the drop (the row goes to the end) and the line shows under the last row. (`drag-end` is not
// connected: its `(GdkDrag*, gboolean)` arguments have no handler shape; the dragged row is reset at
// the next `prepare` and on drop.)

private let dragMarker = "gtkkit-table-row"

extension TableView {
    /// Whether rows can be reordered by dragging their handle in edit mode (UIKit shows the reorder
    /// control when the data source implements `moveRowAt`). Off by default.
    public var allowsReordering: Bool {
        get { reorderingEnabled }
        set {
            reorderingEnabled = newValue
            updateReorderingControls()
        }
    }

    func attachReordering(to container: RowContainer) {
        container.handle.setCursor(named: "grab")
        let source = DragSource()
        source.onPrepare { [weak self, weak container] in
            guard let self, let container, let row = container.row, self.canMove(row) else { return nil }
            self.draggedRow = row
            return dragMarker
        }
        source.onBegin { [weak container] in
            guard let container else { return }
            source.setIcon(pictureOf: container, hotX: Int32(container.width) - 24, hotY: Int32(container.height / 2))
        }
        container.handle.add(source)

        let motion = DropMotion()
        motion.onEnter { [weak self, weak container] _, y in
            if let self, let container { self.highlightDrop(on: container, y: y) }
        }
        motion.onMotion { [weak self, weak container] _, y in
            if let self, let container { self.highlightDrop(on: container, y: y) }
        }
        motion.onLeave { [weak self] in self?.clearDropHighlight() }
        container.add(motion)

        let target = DropTarget()
        target.onDrop { [weak self, weak container] _, y in
            guard let self, let container else { return false }
            return self.drop(on: container, y: y)
        }
        container.add(target)
    }

    /// Shows or hides the drag handles: shown in edit mode when reordering is allowed, on rows the
    /// delegate lets move.
    /// The list view's own drop target and motion: the space below the last row means "at the end".
    func connectDropBelowRows() {
        let motion = DropMotion()
        motion.onMotion { [weak self] x, y in self?.highlightEndIfBelowRows(x: x, y: y) }
        list.add(motion)
        let target = DropTarget()
        target.onDrop { [weak self] _, _ in self?.dropAtEnd() ?? false }
        list.add(target)
    }

    func updateReorderingControls(animated: Bool = true) {
        for container in containers.values { updateHandle(of: container, animated: animated) }
    }

    func updateHandle(of container: RowContainer, animated: Bool) {
        let visible = reorderingEnabled && isEditing && container.row.map(canMove) == true
        if container.isHandleVisible != visible { container.setHandleVisible(visible, animated: animated) }
    }

    private func canMove(_ row: RowRef) -> Bool {
        guard !row.isHeader, !row.isVanishing, let path = source?.indexPath(of: row) else { return false }
        return delegate?.tableView(self, canMoveRowAt: path) ?? true
    }

    // MARK: - Dropping

    private func highlightDrop(on container: RowContainer, y: Double) {
        highlight(container, below: y > Double(container.height) / 2)
    }

    private func highlight(_ container: RowContainer, below: Bool) {
        guard draggedRow != nil, let rowWidget = container.parentHandle else { return }
        clearDropHighlight()
        rowWidget.addCSSClass(below ? "gtkkit-drop-after" : "gtkkit-drop-before")
        dropHighlight = rowWidget
    }

    /// The last row's widget, when GTK has one (it is near the end of the list, or on screen).
    private var lastRowContainer: RowContainer? {
        guard let section = sectionStarts.indices.last else { return nil }
        let count = numberOfRows(inSection: section)
        guard count > 0, let row = materialisedRow(for: IndexPath(item: count - 1, section: section)),
            let container = row.container, container.row === row
        else { return nil }
        return container
    }

    /// Over the empty space below the rows (the pointer is on no row), the line shows under the last.
    private func highlightEndIfBelowRows(x: Double, y: Double) {
        guard draggedRow != nil, let picked = list.asHandle.pick(x: x, y: y), picked.isSame(as: list),
            let container = lastRowContainer, let frame = container.frame(in: list),
            y >= frame.y + frame.height
        else { return }
        highlight(container, below: true)
    }

    /// A drop below the rows: the dragged row goes to the end of the last section.
    private func dropAtEnd() -> Bool {
        defer { clearDropHighlight() }
        guard let dragged = draggedRow, let from = source?.indexPath(of: dragged),
            let section = sectionStarts.indices.last
        else { return false }
        var to = IndexPath(item: numberOfRows(inSection: section), section: section)
        if to.section == from.section { to.item -= 1 }
        return move(from: from, to: to)
    }

    func clearDropHighlight() {
        guard let rowWidget = dropHighlight else { return }
        rowWidget.removeCSSClass("gtkkit-drop-before")
        rowWidget.removeCSSClass("gtkkit-drop-after")
        dropHighlight = nil
    }

    /// Moves the dragged row above or below the row under the pointer.
    private func drop(on container: RowContainer, y: Double) -> Bool {
        defer { clearDropHighlight() }
        guard let dragged = draggedRow, let target = container.row, dragged !== target,
            let from = source?.indexPath(of: dragged)
        else { return false }
        let below = y > Double(container.height) / 2
        var to: IndexPath
        if target.isHeader {
            guard let position = modelPosition(of: container), let live = ghosts.liveRow(atModel: position),
                let section = sectionStarts.lastIndex(where: { $0 <= live })
            else { return false }
            to = IndexPath(item: 0, section: section)
        } else {
            guard let path = source?.indexPath(of: target) else { return false }
            to = IndexPath(item: path.item + (below ? 1 : 0), section: path.section)
        }
        if to.section == from.section && from.item < to.item { to.item -= 1 }
        return move(from: from, to: to)
    }

    /// Moves the dragged row once GTK has finished the drop: the move re-creates the dragged row's
    /// list item, and GTK 4.8 still talks to the drag source (in that row) until the drop is finished.
    private func move(from: IndexPath, to: IndexPath) -> Bool {
        guard to != from else { return false }
        draggedRow = nil
        whenIdle { [weak self] in
            guard let self else { return }
            self.source?.moveRow(at: from, to: to, in: self)
        }
        return true
    }

    private func modelPosition(of container: RowContainer) -> Int? {
        container.item.position
    }
}

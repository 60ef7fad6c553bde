import Diffable
import GtkKit

/// WORKAROUND until TableView's own drag reordering lands (`TableView+Reordering.swift` is a stub):
/// a mostly vertical drag on a cell moves its row to where the pointer is released. The dragged row
/// dims and a line marks where it will land. Delete this file and its one call in
/// `TodoListController.registerCells()` once `TableView` reorders by itself.
///
/// A mostly horizontal drag is left to the row's swipe; a drag claims the pointer only after 10 px
/// of vertical travel, so a click still selects the row.
@MainActor
final class RowDragReorder {
    private weak var table: TableView?
    private let onMove: @MainActor (IndexPath, IndexPath) -> Void

    private enum Phase { case idle, pending, dragging, denied }
    private var phase = Phase.idle
    private var source: IndexPath?
    private weak var dragged: Widget?
    private var startY = 0.0
    private var marked: (cell: Widget, style: String)?

    init(table: TableView, onMove: @escaping @MainActor (IndexPath, IndexPath) -> Void) {
        self.table = table
        self.onMove = onMove
    }

    /// Lets `cell` be dragged (call once per cell, when it is made).
    func attach(to cell: Widget) {
        let drag = gtk_gesture_drag_new()!
        let gesture = drag.opaque
        Signal.connect(drag, "drag-begin") { [weak self, weak cell] (x: Double, y: Double) in
            guard let self, let cell, let table = self.table else { return }
            self.phase = .pending
            self.dragged = cell
            self.startY = Double(cell.bounds(in: table)?.origin.y ?? 0) + y
        }
        Signal.connect(drag, "drag-update") { [weak self] (dx: Double, dy: Double) in
            self?.update(gesture: gesture, dx: dx, dy: dy)
        }
        Signal.connect(drag, "drag-end") { [weak self] (_: Double, dy: Double) in
            self?.end(dy: dy)
        }
        cell.addController(gesture)
    }

    private func update(gesture: OpaquePointer, dx: Double, dy: Double) {
        switch phase {
        case .pending:
            if abs(dy) > 10 && abs(dy) > 2 * abs(dx), let table, let cell = dragged,
               let path = table.indexPath(for: cell), table.numberOfRows(inSection: 0) > 1 {
                gtk_gesture_set_state(gesture, GTK_EVENT_SEQUENCE_CLAIMED)
                phase = .dragging
                source = path
                cell.opacity = 0.5
                mark(destination(at: startY + dy))
            } else if abs(dx) > 10 {
                gtk_gesture_set_state(gesture, GTK_EVENT_SEQUENCE_DENIED)
                phase = .denied
            }
        case .dragging:
            mark(destination(at: startY + dy))
        case .idle, .denied:
            break
        }
    }

    private func end(dy: Double) {
        defer { reset() }
        guard phase == .dragging, let source, let destination = destination(at: startY + dy),
              destination != source else { return }
        onMove(source, destination)
    }

    private func reset() {
        dragged?.opacity = 1
        mark(nil)
        phase = .idle
        source = nil
        dragged = nil
    }

    /// The row under `y` (table coordinates); above the first row is the first, below the last the last.
    private func destination(at y: Double) -> IndexPath? {
        guard let table else { return nil }
        let rows = table.indexPathsForVisibleRows.compactMap { path -> (IndexPath, Double, Double)? in
            guard let bounds = table.cellForRow(at: path)?.bounds(in: table) else { return nil }
            return (path, Double(bounds.origin.y), Double(bounds.origin.y + bounds.size.height))
        }
        guard let first = rows.first, let last = rows.last else { return nil }
        if y < first.1 { return first.0 }
        return rows.first { y < $0.2 }?.0 ?? last.0
    }

    /// Draws the landing line on the row at `destination`: below it when moving down, above when up.
    private func mark(_ destination: IndexPath?) {
        if let marked { marked.cell.removeCSSClass(marked.style) }
        marked = nil
        guard let destination, let source, destination != source,
              let cell = table?.cellForRow(at: destination) else { return }
        let style = destination > source ? "todo-drop-below" : "todo-drop-above"
        cell.addCSSClass(style)
        marked = (cell, style)
    }
}

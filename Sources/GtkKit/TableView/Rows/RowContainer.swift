import Localization

/// The widget of one GtkListItem, recycled by GTK from row to row: a revealer (so the row can
/// collapse and expand) around a slot that holds either a `SwipeRow` with the cell, or a header.
///
/// It remembers the cell it shows and that cell's reuse identifier: binding a row of the same
/// identifier reuses the cell (the analog of `dequeueReusableCell`), another identifier replaces it.
/// GTK 4.8 destroys a list item whose row leaves its range (a deletion, a scroll past the ~200 rows it
/// keeps), so the table pools containers at teardown and gives them to new list items at setup:
/// a row host and a cell are made once per container, not once per list item.
@MainActor
final class RowContainer: Revealer {
    /// The GtkListItem this widget belongs to (from setup to teardown; containers are pooled and
    /// handed to the next list item GTK creates).
    var item: ListItem
    /// The row bound now, if any.
    var row: RowRef?
    /// The cell shown for item rows, and the identifier it was made for.
    private(set) var cell: Widget?
    private(set) var reuseIdentifier: String?
    /// The header shown for header rows.
    private(set) var header: Widget?
    /// The row host (swipe actions, edit mode) around the cell; made on first item bind.
    private(set) var host: SwipeRow?

    private let slot = Box(.vertical)
    /// The item row's line: the row host, then the drag handle.
    private let line = Box(.horizontal)
    private let handleRevealer = Revealer(transition: .slideLeft, duration: 250)
    private var fade: Animation?
    private var onCollapsed: (@MainActor () -> Void)?
    /// Runs once when the expansion `expand(completion:)` started ends (see there).
    private var onExpanded: (@MainActor () -> Void)?
    private var revealOnMap = false

    init(item: ListItem) {
        self.item = item
        super.init(child: slot, transition: .slideDown, duration: RowContainer.duration)
        revealsChild = true
        slot.append(line)
        handleRevealer.setChild(handle)
        line.append(handleRevealer)
        handle.addCSSClass("gtkkit-drag-handle")
        handle.accessibleLabel = localized("Reorder")
        handle.tooltip = localized("Drag to reorder")
        onMap { [weak self] in self?.mapped() }
    }

    /// Milliseconds of the collapse and expand animations.
    static let duration: UInt32 = 200

    // MARK: - Content

    /// Shows `cell` (made for `identifier`) inside the row host.
    func show(cell newCell: Widget, identifier: String?) {
        removeHeader()
        line.isVisible = true
        let host = self.host ?? makeHost()
        if host.content !== newCell { host.content = newCell }
        newCell.addCSSClass("gtkkit-cell")
        cell = newCell
        reuseIdentifier = identifier
    }

    /// Shows a header widget instead of a cell.
    func show(header newHeader: Widget?) {
        removeHeader()
        line.isVisible = false
        if let newHeader {
            slot.append(newHeader)
            header = newHeader
        }
    }

    /// The cell if it was made for `identifier`.
    func reusableCell(for identifier: String) -> Widget? {
        reuseIdentifier == identifier ? cell : nil
    }

    private func makeHost() -> SwipeRow {
        let host = SwipeRow()
        host.hexpand = true
        line.prepend(host)
        self.host = host
        return host
    }

    private func removeHeader() {
        if let header { slot.remove(header) }
        header = nil
    }

    // MARK: - Reorder handle

    /// The edit-mode drag handle at the row's end (the reorder control).
    let handle = Image(iconName: "list-drag-handle-symbolic")

    /// Shows or hides the drag handle.
    func setHandleVisible(_ visible: Bool, animated: Bool) {
        handleRevealer.duration = animated ? RowContainer.duration : 0
        handleRevealer.revealsChild = visible
    }

    var isHandleVisible: Bool { handleRevealer.revealsChild }

    // MARK: - Animation

    /// Shows the row at full height and opacity at once, dropping any running animation.
    func resetAppearance() {
        endExpanding()
        stopFade()
        onCollapsed = nil
        revealOnMap = false
        setRevealed(true, animated: false)
        slot.opacity = 1
    }

    /// Collapses and fades the row, then runs `completion` (at once when animations are off).
    func collapse(completion: @escaping @MainActor () -> Void) {
        endExpanding()
        onCollapsed = completion
        revealOnMap = false
        setRevealed(false, animated: true)
        startFade(from: slot.opacity, to: 0)
    }

    /// Starts collapsed and expands (with a fade-in) once the row widget is mapped (a list item GTK
    /// makes during a splice is mapped a frame later). `completion` runs once: when the row stands at
    /// full height (the animation played out, or skipped on unmap), or when the expansion is cut short
    /// (the row widget shows another row, collapses or is torn down).
    func expand(completion: @escaping @MainActor () -> Void) {
        endExpanding()
        onCollapsed = nil
        onExpanded = completion
        setRevealed(false, animated: false)
        slot.opacity = 0
        if isMapped { startExpanding() } else { revealOnMap = true }
    }

    /// Whether an expansion started by `expand(completion:)` has not ended yet.
    var isExpanding: Bool { onExpanded != nil }

    /// Runs the running expansion's completion, if any.
    func endExpanding() {
        guard let done = onExpanded else { return }
        onExpanded = nil
        done()
    }

    private func mapped() {
        guard revealOnMap else { return }
        revealOnMap = false
        startExpanding()
    }

    private func startExpanding() {
        setRevealed(true, animated: true)
        startFade(from: 0, to: 1)
    }

    private func setRevealed(_ revealed: Bool, animated: Bool) {
        if !animated { transition = .none }
        revealsChild = revealed
        if !animated { transition = .slideDown }
    }

    /// The fade and the revealer run for the same time on the same frame clock; the fade's end (at
    /// once when animations are off or the row is not mapped) ends the expansion or the collapse.
    private func fadeEnded(_ animation: Animation) {
        guard animation === fade else { return }
        if onExpanded != nil { return endExpanding() }
        guard let done = onCollapsed else { return }
        onCollapsed = nil
        done()
    }

    private func startFade(from: Double, to: Double) {
        stopFade()
        // On the row widget, not the slot it fades: a collapsed revealer has unmapped its child, and
        // libadwaita skips the animation of a widget not mapped (the fade-in ended at once: inserted
        // rows never faded in, and their expansion seemed over before it began).
        let animation = Animation.easeOut(on: self, from: from, to: to, milliseconds: RowContainer.duration) {
            [weak slot] value in slot?.opacity = value
        }
        fade = animation
        animation.onDone { [weak self, weak animation] in
            if let self, let animation { self.fadeEnded(animation) }
        }
        animation.play()
    }

    private func stopFade() {
        guard let fade else { return }
        self.fade = nil
        fade.skip()
    }
}

import CGtk

/// The widget of one GtkListItem, recycled by GTK from row to row: a revealer (so the row can
/// collapse and expand) around a slot that holds either a `SwipeRow` with the cell, or a header.
///
/// It remembers the cell it shows and that cell's reuse identifier: binding a row of the same
/// identifier reuses the cell (the analog of `dequeueReusableCell`), another identifier replaces it.
/// GTK 4.8 destroys a list item whose row leaves its range (a deletion, a scroll past the ~200 rows it
/// keeps), so the table pools containers at teardown and gives them to new list items at setup:
/// a row host and a cell are made once per container, not once per list item.
@MainActor
final class RowContainer: Widget {
    /// The GtkListItem this widget belongs to (from setup to teardown; containers are pooled and
    /// handed to the next list item GTK creates).
    var listItem: OpaquePointer
    /// The row bound now, if any.
    var row: RowRef?
    /// The cell shown for item rows, and the identifier it was made for.
    private(set) var cell: Widget?
    private(set) var reuseIdentifier: String?
    /// The header shown for header rows.
    private(set) var header: Widget?
    /// The row host (swipe actions, edit mode) around the cell; made on first item bind.
    private(set) var host: SwipeRow?

    private let slot: UnsafeMutablePointer<GtkWidget>
    /// The item row's line: the row host, then the drag handle.
    private let line = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0)!
    private let handleRevealer = gtk_revealer_new()!
    nonisolated(unsafe) private var fade: UnsafeMutablePointer<AdwAnimation>?
    private var onCollapsed: (@MainActor () -> Void)?
    private var revealOnMap = false

    init(listItem: OpaquePointer) {
        self.listItem = listItem
        slot = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)
        super.init(gtk_revealer_new())
        gtk_revealer_set_transition_type(revealer, GTK_REVEALER_TRANSITION_TYPE_SLIDE_DOWN)
        gtk_revealer_set_transition_duration(revealer, RowContainer.duration)
        gtk_revealer_set_reveal_child(revealer, 1)
        gtk_revealer_set_child(revealer, slot)
        gtk_box_append(slot.cast(), line)
        gtk_revealer_set_transition_type(handleRevealer.opaque, GTK_REVEALER_TRANSITION_TYPE_SLIDE_LEFT)
        gtk_revealer_set_child(handleRevealer.opaque, handle.widget)
        gtk_box_append(line.cast(), handleRevealer)
        handle.addCSSClass("gtkkit-drag-handle")
        handle.accessibleLabel = "Reorder"
        handle.tooltip = "Drag to reorder"
        Signal.connect(widget, "map") { [weak self] in self?.mapped() }
    }

    /// Milliseconds of the collapse and expand animations.
    static let duration: guint = 200

    private var revealer: OpaquePointer { widget.opaque }

    // MARK: - Content

    /// Shows `cell` (made for `identifier`) inside the row host.
    func show(cell newCell: Widget, identifier: String?) {
        removeHeader()
        gtk_widget_set_visible(line, 1)
        let host = self.host ?? makeHost()
        if host.content !== newCell { host.content = newCell }
        newCell.addCSSClass("gtkkit-cell")
        cell = newCell
        reuseIdentifier = identifier
    }

    /// Shows a header widget instead of a cell.
    func show(header newHeader: Widget?) {
        removeHeader()
        gtk_widget_set_visible(line, 0)
        if let newHeader {
            gtk_box_append(slot.cast(), newHeader.widget)
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
        gtk_box_prepend(line.cast(), host.widget)
        self.host = host
        return host
    }

    private func removeHeader() {
        if let header { gtk_box_remove(slot.cast(), header.widget) }
        header = nil
    }

    // MARK: - Reorder handle

    /// The edit-mode drag handle at the row's end (the reorder control).
    let handle = Image(iconName: "list-drag-handle-symbolic")

    /// Shows or hides the drag handle.
    func setHandleVisible(_ visible: Bool, animated: Bool) {
        gtk_revealer_set_transition_duration(handleRevealer.opaque, animated ? RowContainer.duration : 0)
        gtk_revealer_set_reveal_child(handleRevealer.opaque, visible.gboolean)
    }

    var isHandleVisible: Bool { Bool(gtk_revealer_get_reveal_child(handleRevealer.opaque)) }

    // MARK: - Animation

    /// Shows the row at full height and opacity at once, dropping any running animation.
    func resetAppearance() {
        stopFade()
        onCollapsed = nil
        revealOnMap = false
        setRevealed(true, animated: false)
        gtk_widget_set_opacity(slot, 1)
    }

    /// Collapses and fades the row, then runs `completion` (at once when animations are off).
    func collapse(completion: @escaping @MainActor () -> Void) {
        onCollapsed = completion
        revealOnMap = false
        setRevealed(false, animated: true)
        startFade(from: gtk_widget_get_opacity(slot), to: 0)
    }

    /// Starts collapsed and expands (with a fade-in) once the row is on screen.
    func expand() {
        onCollapsed = nil
        setRevealed(false, animated: false)
        gtk_widget_set_opacity(slot, 0)
        if isMapped { startExpanding() } else { revealOnMap = true }
    }

    private func mapped() {
        guard revealOnMap else { return }
        revealOnMap = false
        startExpanding()
    }

    private func startExpanding() {
        startFade(from: 0, to: 1)
        setRevealed(true, animated: true)
    }

    private func setRevealed(_ revealed: Bool, animated: Bool) {
        if !animated { gtk_revealer_set_transition_type(revealer, GTK_REVEALER_TRANSITION_TYPE_NONE) }
        gtk_revealer_set_reveal_child(revealer, revealed.gboolean)
        if !animated { gtk_revealer_set_transition_type(revealer, GTK_REVEALER_TRANSITION_TYPE_SLIDE_DOWN) }
    }

    /// The fade and the revealer run for the same time; the fade's end (at once when animations are
    /// off or the row is not mapped) ends the collapse.
    private func fadeEnded(_ animation: UnsafeMutablePointer<AdwAnimation>) {
        guard animation == fade, !Bool(gtk_revealer_get_reveal_child(revealer)), let done = onCollapsed else { return }
        onCollapsed = nil
        done()
    }

    private func startFade(from: Double, to: Double) {
        stopFade()
        let target = adw_property_animation_target_new(slot.cast(), "opacity")
        let animation = adw_timed_animation_new(slot, from, to, RowContainer.duration, target)
        fade = animation
        Signal.connect(animation!, "done") { [weak self] in self?.fadeEnded(animation!) }
        adw_animation_play(animation)
    }

    private func stopFade() {
        guard let fade else { return }
        self.fade = nil
        adw_animation_skip(fade)
        g_object_unref(fade)
    }

    deinit {
        if let fade { g_object_unref(fade) }
    }
}

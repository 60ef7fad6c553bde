import CGtk

/// Delivers a map's region changes at most once a frame: libshumate's viewport says `notify` for
/// its latitude and its longitude apart, on every pointer motion of a drag and every frame of a
/// go-to. The first change of a frame adds a one-shot tick callback on the map widget, which runs in
/// the frame's update phase — before layout, so markers a handler adds are placed in that same frame.
/// A widget that is not on screen gets no tick; its changes are delivered when it is mapped.
@MainActor
final class RegionChanges {
    private var handlers: [@MainActor () -> Void] = []
    /// Held (a reference of its own): the map view's box goes first when the view is let go, and a
    /// tick still pending (a map never shown gets none) is removed from a widget that still exists.
    private nonisolated(unsafe) let widget: UnsafeMutablePointer<GtkWidget>
    private var tick: guint = 0

    init(widget: UnsafeMutablePointer<GtkWidget>) {
        self.widget = widget
        g_object_ref(widget)
    }

    deinit {
        if tick != 0 { gtk_widget_remove_tick_callback(widget, tick) }
        g_object_unref(widget)
    }

    /// Calls `handler` after each frame's changes.
    func add(_ handler: @escaping @MainActor () -> Void) { handlers.append(handler) }

    /// Something changed: deliver in this frame's update phase (once, however often this is called).
    func schedule() {
        guard tick == 0, !handlers.isEmpty else { return }
        tick = gtk_widget_add_tick_callback(
            widget,
            { _, _, data in
                MainActor.assumeIsolated { Unmanaged<RegionChanges>.fromOpaque(data!).takeUnretainedValue().deliver() }
                return 0  // G_SOURCE_REMOVE
            }, Unmanaged.passUnretained(self).toOpaque(), nil)
    }

    /// Delivers now (and drops a scheduled delivery): for a change that must be seen at once.
    func deliver() {
        if tick != 0 {
            let pending = tick
            tick = 0
            gtk_widget_remove_tick_callback(widget, pending)
        }
        for handler in handlers { handler() }
    }
}

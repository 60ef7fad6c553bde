import CGtk

/// While a row is open, a press anywhere else in its window or Escape closes it (UIKit's tap
/// elsewhere). The watch lives on the window, in the capture phase, only while the row is open.
@MainActor
final class OutsideWatch {
    /// The window, cleared by GObject if it dies first.
    nonisolated(unsafe) private let root: UnsafeMutablePointer<UnsafeMutableRawPointer?>
    nonisolated(unsafe) private let press: OpaquePointer
    nonisolated(unsafe) private let keys: OpaquePointer

    init?(row: SwipeRow) {
        guard let window = gtk_widget_get_root(row.widget) else { return nil }
        let rootWidget: UnsafeMutablePointer<GtkWidget> = window.cast()
        root = .allocate(capacity: 1)
        root.initialize(to: rootWidget.gpointer)
        g_object_add_weak_pointer(rootWidget.cast(), root)

        press = gtk_gesture_click_new()!.opaque
        gtk_gesture_single_set_button(press, 0)
        gtk_event_controller_set_propagation_phase(press, GTK_PHASE_CAPTURE)
        Signal.connect(press, "pressed") { [weak row] (_: Int, x: Double, y: Double) in
            guard let row, let window = gtk_widget_get_root(row.widget) else { return }
            var point = graphene_point_t(x: Float(x), y: Float(y)), inRow = graphene_point_t()
            let rootWidget: UnsafeMutablePointer<GtkWidget> = window.cast()
            guard Bool(gtk_widget_compute_point(rootWidget, row.widget, &point, &inRow)) else { return }
            if !Bool(gtk_widget_contains(row.widget, Double(inRow.x), Double(inRow.y))) {
                row.close(animated: true)
            }
        }
        keys = gtk_event_controller_key_new()!.opaque
        gtk_event_controller_set_propagation_phase(keys, GTK_PHASE_CAPTURE)
        Signal.connect(keys, "key-pressed", key: { [weak row] keyval, _ in
            guard let row, keyval == UInt32(GDK_KEY_Escape), row.isOpen else { return false }
            row.close(animated: true)
            return true
        })
        gtk_widget_add_controller(rootWidget, press)
        gtk_widget_add_controller(rootWidget, keys)
    }

    /// Removes the controllers from the window, if it still exists.
    func stop() { detach() }

    /// Plain C calls, so a row that dies open (on the main thread, like every widget) cleans up too.
    nonisolated private func detach() {
        guard let window = root.pointee else { return }
        let rootWidget: UnsafeMutablePointer<GtkWidget> = window.cast()
        g_object_remove_weak_pointer(rootWidget.cast(), root)
        root.pointee = nil
        gtk_widget_remove_controller(rootWidget, press)
        gtk_widget_remove_controller(rootWidget, keys)
    }

    deinit {
        detach()
        root.deallocate()
    }
}

extension SwipeRow {
    func watchOutside() {
        guard outsideWatch == nil else { return }
        outsideWatch = OutsideWatch(row: self)
    }

    func stopWatchingOutside() {
        outsideWatch?.stop()
        outsideWatch = nil
    }
}

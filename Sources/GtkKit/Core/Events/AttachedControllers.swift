import CGtk

/// Event controllers added to a widget GtkKit does not own (a window) for as long as this object
/// lives: it removes them when it dies or on `detach()`, and does nothing if the widget died first.
///
/// Why it exists: a watch on a window (a swiped row's "press elsewhere closes me") must end with its
/// owner, and the owner may die on any path; the weak pointer and the removal stay here.
final class AttachedControllers: @unchecked Sendable {  // made, used and released on the main thread
    /// The widget, cleared by GObject if it dies first.
    private let target: UnsafeMutablePointer<UnsafeMutableRawPointer?>
    private let controllers: [OpaquePointer]

    /// Adds `controllers` to `widget` (which owns them from then on).
    @MainActor
    init(_ controllers: [EventController], to widget: WidgetHandle) {
        target = .allocate(capacity: 1)
        target.initialize(to: widget.pointer.gpointer)
        g_object_add_weak_pointer(widget.pointer.cast(), target)
        self.controllers = controllers.map(\.pointer)
        for controller in controllers { widget.add(controller) }
    }

    /// Removes the controllers from the widget, if it still exists. Plain C calls, so that an owner
    /// dying (on the main thread, like every widget) cleans up too.
    func detach() {
        guard let raw = target.pointee else { return }
        let widget: UnsafeMutablePointer<GtkWidget> = raw.cast()
        g_object_remove_weak_pointer(widget.cast(), target)
        target.pointee = nil
        for controller in controllers { gtk_widget_remove_controller(widget, controller) }
    }

    deinit {
        detach()
        target.deallocate()
    }
}

import CGtk

// Drag and drop inside one app, as the table view's reordering uses it: a drag source that offers a
// marker string (the dragged thing is the app's own state), drop targets that accept strings, and a
// motion controller that follows a drag over a widget. Why it exists: the reordering code reads as
// Swift; GValues, content providers and paintables stay here.

/// `G_TYPE_STRING` (`G_TYPE_MAKE_FUNDAMENTAL (16)`), a macro Swift cannot import.
private let gStringType = GType(16 << 2)

/// A `GtkDragSource` that moves (never copies) and carries a string.
@MainActor
final class DragSource: EventController {
    init() {
        super.init(gtk_drag_source_new()!)
        gtk_drag_source_set_actions(pointer, GDK_ACTION_MOVE)
    }

    /// `prepare`: return the string the drag carries, or nil to refuse the drag.
    func onPrepare(_ handler: @escaping @MainActor () -> String?) {
        Signal.connect(
            pointer, "prepare",
            returningPointer: { (_: Double, _: Double) -> UnsafeMutableRawPointer? in
                guard let text = handler() else { return nil }
                var value = GValue()
                g_value_init(&value, gStringType)
                g_value_set_string(&value, text)
                defer { g_value_unset(&value) }
                return gdk_content_provider_new_for_value(&value).map { UnsafeMutableRawPointer($0) }
            })
    }

    /// `drag-begin`: the drag has started (set its icon now).
    func onBegin(_ handler: @escaping @MainActor () -> Void) {
        Signal.connect(pointer, "drag-begin") { (_: UnsafeMutableRawPointer?) in handler() }
    }

    /// Shows a live picture of `widget` under the pointer, held at `(x, y)` of the picture.
    func setIcon(pictureOf widget: Widget, hotX: Int32, hotY: Int32) {
        let icon = gtk_widget_paintable_new(widget.widget)
        gtk_drag_source_set_icon(pointer, icon, hotX, hotY)
        g_object_unref(icon?.gpointer)
    }
}

/// A `GtkDropTarget` accepting a moved string.
@MainActor
final class DropTarget: EventController {
    init() { super.init(gtk_drop_target_new(gStringType, GDK_ACTION_MOVE)!) }

    /// `drop`: where, in the widget's coordinates; return whether the drop was taken.
    func onDrop(_ handler: @escaping @MainActor (_ x: Double, _ y: Double) -> Bool) {
        Signal.connect(
            pointer, "drop",
            returning: { (_: UnsafeMutableRawPointer?, x: Double, y: Double) -> Bool in
                handler(x, y)
            })
    }
}

/// A `GtkDropControllerMotion`: a drag entering, moving over and leaving the widget.
@MainActor
final class DropMotion: EventController {
    init() { super.init(gtk_drop_controller_motion_new()!) }

    func onEnter(_ handler: @escaping @MainActor (_ x: Double, _ y: Double) -> Void) { connectPoint("enter", handler) }
    func onMotion(_ handler: @escaping @MainActor (_ x: Double, _ y: Double) -> Void) {
        connectPoint("motion", handler)
    }
    func onLeave(_ handler: @escaping @MainActor () -> Void) { connectPlain("leave", handler) }
}

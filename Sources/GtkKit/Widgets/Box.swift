import CGtk

/// A `GtkBox`: children in a row or a column. Open, so that a cell made of a box can subclass it.
@MainActor
open class Box: Widget {
    public init(_ orientation: GtkOrientation = GTK_ORIENTATION_VERTICAL, spacing: Int32 = 0) {
        super.init(gtk_box_new(orientation, spacing))
    }

    public func append(_ child: Widget) { gtk_box_append(box, child.widget) }
    public func prepend(_ child: Widget) { gtk_box_prepend(box, child.widget) }
    public func remove(_ child: Widget) { gtk_box_remove(box, child.widget) }

    private var box: UnsafeMutablePointer<GtkBox> { widget.cast() }
}

import CGtk

/// A `GtkBox`: children in a row or a column. Open, so that a cell made of a box can subclass it.
@MainActor
open class Box: Widget {
    /// A box laying out its children along `orientation`, `spacing` pixels apart. - Complexity: O(1).
    public init(_ orientation: Orientation = .vertical, spacing: Int32 = 0) {
        super.init(gtk_box_new(orientation.gtk, spacing))
    }

    /// Adds `child` after the children already there.
    public func append(_ child: Widget) { gtk_box_append(box, child.widget) }
    /// Adds `child` before the children already there.
    public func prepend(_ child: Widget) { gtk_box_prepend(box, child.widget) }
    /// Removes `child` from the box.
    public func remove(_ child: Widget) { gtk_box_remove(box, child.widget) }

    private var box: UnsafeMutablePointer<GtkBox> { widget.cast() }
}

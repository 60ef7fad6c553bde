import CGtk

/// A `GtkSeparator`: a thin line between two areas.
@MainActor
public final class Separator: Widget {
    public init(_ orientation: GtkOrientation = GTK_ORIENTATION_HORIZONTAL) {
        super.init(gtk_separator_new(orientation))
    }
}

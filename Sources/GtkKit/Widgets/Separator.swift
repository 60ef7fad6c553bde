import CGtk

/// A `GtkSeparator`: a thin line between two areas.
@MainActor
public final class Separator: Widget {
    /// A line across `orientation`. - Complexity: O(1).
    public init(_ orientation: Orientation = .horizontal) {
        super.init(gtk_separator_new(orientation.gtk))
    }
}

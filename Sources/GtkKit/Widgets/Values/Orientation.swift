import CGtk

/// Which way a box or separator lays out its children: GTK's `GtkOrientation` as a Swift enum, so
/// apps never spell `GTK_ORIENTATION_*`.
public enum Orientation: Sendable, Hashable {
    /// Children in a row.
    case horizontal
    /// Children in a column.
    case vertical

    /// The GTK value. - Complexity: O(1).
    var gtk: GtkOrientation {
        switch self {
        case .horizontal: GTK_ORIENTATION_HORIZONTAL
        case .vertical: GTK_ORIENTATION_VERTICAL
        }
    }

    init(_ gtk: GtkOrientation) {
        self = gtk == GTK_ORIENTATION_VERTICAL ? .vertical : .horizontal
    }
}

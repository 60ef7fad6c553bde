import CGtk

/// Where a widget sits in the space its parent gives it: GTK's `GtkAlign` as a Swift enum, so apps
/// never spell `GTK_ALIGN_*`.
public enum Align: Sendable, Hashable {
    /// Stretch to fill the space (GTK's default).
    case fill
    /// At the start (left in left-to-right locales, or the top).
    case start
    /// At the end (right in left-to-right locales, or the bottom).
    case end
    /// Centred.
    case center
    /// Aligned on the text baseline (vertical alignment only).
    case baseline

    /// The GTK value. - Complexity: O(1).
    var gtk: GtkAlign {
        switch self {
        case .fill: GTK_ALIGN_FILL
        case .start: GTK_ALIGN_START
        case .end: GTK_ALIGN_END
        case .center: GTK_ALIGN_CENTER
        case .baseline: GTK_ALIGN_BASELINE
        }
    }

    init(_ gtk: GtkAlign) {
        switch gtk {
        case GTK_ALIGN_START: self = .start
        case GTK_ALIGN_END: self = .end
        case GTK_ALIGN_CENTER: self = .center
        case GTK_ALIGN_BASELINE: self = .baseline
        default: self = .fill
        }
    }
}

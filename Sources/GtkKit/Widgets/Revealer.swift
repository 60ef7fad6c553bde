import CGtk

/// A `GtkRevealer`: shows or hides its child with a slide or crossfade (an inline error message, a
/// row that expands into view, a row's edit control).
///
/// Not final: the table view's row container is a revealer.
@MainActor
public class Revealer: Widget {
    /// How the child comes and goes.
    public enum Transition: Sendable, Hashable {
        /// No animation, a fade, or a slide in the named direction.
        case none, crossfade, slideDown, slideUp, slideLeft, slideRight

        var gtk: GtkRevealerTransitionType {
            switch self {
            case .none: GTK_REVEALER_TRANSITION_TYPE_NONE
            case .crossfade: GTK_REVEALER_TRANSITION_TYPE_CROSSFADE
            case .slideDown: GTK_REVEALER_TRANSITION_TYPE_SLIDE_DOWN
            case .slideUp: GTK_REVEALER_TRANSITION_TYPE_SLIDE_UP
            case .slideLeft: GTK_REVEALER_TRANSITION_TYPE_SLIDE_LEFT
            case .slideRight: GTK_REVEALER_TRANSITION_TYPE_SLIDE_RIGHT
            }
        }
    }

    /// A revealer around `child` (none yet when nil), hidden until `revealsChild` is set.
    /// - Complexity: O(1).
    public init(child: Widget? = nil, transition: Transition = .slideDown, duration: UInt32 = 200) {
        super.init(gtk_revealer_new())
        self.transition = transition
        self.duration = duration
        if let child { setChild(child) }
    }

    /// Whether the child is (being) shown; setting it animates unless animations are off.
    /// - Complexity: O(1).
    public var revealsChild: Bool {
        get { Bool(gtk_revealer_get_reveal_child(revealer)) }
        set { gtk_revealer_set_reveal_child(revealer, newValue.gboolean) }
    }

    /// How the child comes and goes. - Complexity: O(1).
    public var transition: Transition {
        get {
            let type = gtk_revealer_get_transition_type(revealer)
            return [.none, .crossfade, .slideDown, .slideUp, .slideLeft, .slideRight].first { $0.gtk == type } ?? .none
        }
        set { gtk_revealer_set_transition_type(revealer, newValue.gtk) }
    }

    /// Milliseconds the transition takes. - Complexity: O(1).
    public var duration: UInt32 {
        get { gtk_revealer_get_transition_duration(revealer) }
        set { gtk_revealer_set_transition_duration(revealer, newValue) }
    }

    /// Sets the child shown, or none (GTK keeps it; the caller keeps its wrapper). - Complexity: O(1).
    public func setChild(_ child: Widget?) { gtk_revealer_set_child(revealer, child?.widget) }

    private var revealer: OpaquePointer { widget.opaque }
}

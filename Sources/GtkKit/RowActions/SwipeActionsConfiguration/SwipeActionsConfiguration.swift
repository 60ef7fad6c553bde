/// The actions one edge of a row reveals, first action outermost.
///
/// - Note: as in UIKit, an empty configuration disables swiping from that edge; returning nil from a
///   `SwipeRow` provider does the same (UIKit would fall back to a default Delete action).
@MainActor
public struct SwipeActionsConfiguration {
    /// The actions, outermost (nearest the row's edge) first.
    public let actions: [ContextualAction]
    /// Whether dragging past ~60% of the row, or flinging beyond the open buttons, performs the first
    /// action.
    public var performsFirstActionWithFullSwipe = true

    /// An empty configuration: no swipe from that edge (the seed returns one when its item is gone).
    public init() {
        actions = []
    }

    /// A configuration showing `actions`, outermost first, whose full swipe performs the first.
    public init(actions: [ContextualAction]) {
        self.actions = actions
    }

    /// A configuration showing `actions`, outermost first; `performsFirstActionWithFullSwipe: false`
    /// makes a long swipe stop at the open buttons.
    public init(actions: [ContextualAction], performsFirstActionWithFullSwipe: Bool) {
        self.actions = actions
        self.performsFirstActionWithFullSwipe = performsFirstActionWithFullSwipe
    }
}

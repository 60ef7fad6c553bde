import CGtk

/// Stand-in for RowActions' `SwipeRow` until that branch lands: the same API, no swipe UI.
/// The table only talks to `RowHost`, so switching is `typealias RowHost = SwipeRow`.
@MainActor
final class RowHost: Widget {
    private let box: UnsafeMutablePointer<GtkWidget>

    init() {
        box = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0)
        super.init(box)
    }

    var content: Widget? {
        didSet {
            if let oldValue, oldValue !== content { gtk_box_remove(box.cast(), oldValue.widget) }
            if let content, content !== oldValue {
                content.hexpand = true
                gtk_box_append(box.cast(), content.widget)
            }
        }
    }

    var leadingActions: (@MainActor () -> SwipeActionsConfiguration?)?
    var trailingActions: (@MainActor () -> SwipeActionsConfiguration?)?
    var onDeleteConfirmed: (@MainActor () -> Void)?
    var onOpened: (@MainActor (RowHost) -> Void)?
    private(set) var isEditing = false
    func setEditing(_ editing: Bool, animated: Bool) { isEditing = editing }
    func close(animated: Bool) {}
    var isOpen: Bool { false }
}

/// Stand-in for RowActions' configuration type.
public struct SwipeActionsConfiguration {
    public init() {}
}

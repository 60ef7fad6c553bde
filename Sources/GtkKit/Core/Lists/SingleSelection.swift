import CGtk

/// A `GtkSingleSelection` over a list model, in Swift terms: at most one selected position (none
/// at first, and it can be unselected), read and set as an `Int?`.
///
/// Why it exists: the table view's selection code reads as Swift; the GTK calls and the
/// `GTK_INVALID_LIST_POSITION` sentinel stay here.
@MainActor
final class SingleSelection {
    /// The `GtkSingleSelection`. This wrapper holds one reference; a list view made with it takes
    /// another (`gtk_list_view_new` consumes the one `consumableReference()` adds).
    nonisolated(unsafe) let pointer: OpaquePointer

    /// A selection over `model`, which it references. - Complexity: O(1).
    init(model: OpaquePointer) {
        pointer = gtk_single_selection_new(g_object_ref(model.gpointer)?.opaque)!
        gtk_single_selection_set_autoselect(pointer, 0)
        gtk_single_selection_set_can_unselect(pointer, 1)
    }

    /// A new reference for a call that takes ownership of one (`gtk_list_view_new`). - Complexity: O(1).
    func consumableReference() -> OpaquePointer {
        g_object_ref(pointer.gpointer)
        return pointer
    }

    /// The selected position, or nil when none is. - Complexity: O(1).
    var selectedPosition: Int? {
        get {
            let position = gtk_single_selection_get_selected(pointer)
            return position == invalidListPosition ? nil : Int(position)
        }
        set { gtk_single_selection_set_selected(pointer, newValue.map { guint($0) } ?? invalidListPosition) }
    }

    /// Runs `handler` whenever the selected position changes (GTK's `notify::selected`: a new
    /// selection, a cleared one, or the selected item moved by a change of the model).
    func onSelectedChanged(_ handler: @escaping @MainActor () -> Void) {
        Signal.connect(pointer, "notify::selected") { (_: UnsafeMutableRawPointer?) in handler() }
    }

    /// The selected item of the model, or nil. - Complexity: O(1).
    var selectedItem: gpointer? { gtk_single_selection_get_selected_item(pointer) }

    deinit { g_object_unref(pointer.gpointer) }
}

/// `GTK_INVALID_LIST_POSITION` (a macro Swift does not import).
let invalidListPosition = guint.max

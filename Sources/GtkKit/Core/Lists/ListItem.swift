import CGtk

/// A `GtkListItem`: the slot a list view shows one row of its model in. GTK owns it; this is a
/// handle, compared by identity, valid from the factory's `setup` to its `teardown`.
///
/// Why it exists: the table view's cell code reads as Swift; the list item calls stay here.
@MainActor
struct ListItem: Hashable {
    nonisolated(unsafe) let pointer: OpaquePointer

    init(_ pointer: OpaquePointer) { self.pointer = pointer }

    nonisolated static func == (lhs: ListItem, rhs: ListItem) -> Bool { lhs.pointer == rhs.pointer }
    nonisolated func hash(into hasher: inout Hasher) { hasher.combine(pointer) }

    /// The item's position in the model, or nil when it shows none. - Complexity: O(1).
    var position: Int? {
        let position = gtk_list_item_get_position(pointer)
        return position == invalidListPosition ? nil : Int(position)
    }

    /// The model's object shown, or nil. - Complexity: O(1).
    var item: UnsafeMutableRawPointer? { gtk_list_item_get_item(pointer) }

    /// Sets the widget shown (GTK puts it in the row widget); nil removes it. - Complexity: O(1).
    func setChild(_ child: Widget?) { gtk_list_item_set_child(pointer, child?.widget) }

    /// Whether the row can be selected and activated (headers and vanishing rows cannot).
    /// - Complexity: O(1).
    var isInteractive: Bool {
        get { Bool(gtk_list_item_get_selectable(pointer)) && Bool(gtk_list_item_get_activatable(pointer)) }
        nonmutating set {
            gtk_list_item_set_selectable(pointer, newValue.gboolean)
            gtk_list_item_set_activatable(pointer, newValue.gboolean)
        }
    }
}

/// A `GtkSignalListItemFactory`: makes, binds and tears down the list items of a list view through
/// Swift closures. The wrapper owns one reference; a list view made with it takes another.
@MainActor
final class SignalListItemFactory {
    nonisolated(unsafe) let pointer: OpaquePointer

    init() { pointer = gtk_signal_list_item_factory_new()!.opaque }

    /// `setup`: a new list item, to give a widget.
    func onSetup(_ handler: @escaping @MainActor (ListItem) -> Void) { connect("setup", handler) }
    /// `bind`: a list item now shows the model object at its position.
    func onBind(_ handler: @escaping @MainActor (ListItem) -> Void) { connect("bind", handler) }
    /// `teardown`: the list item is going away.
    func onTeardown(_ handler: @escaping @MainActor (ListItem) -> Void) { connect("teardown", handler) }

    private func connect(_ signal: String, _ handler: @escaping @MainActor (ListItem) -> Void) {
        Signal.connect(pointer, signal) { (item: UnsafeMutableRawPointer?) in handler(ListItem(item!.opaque)) }
    }

    deinit { g_object_unref(pointer.gpointer) }
}

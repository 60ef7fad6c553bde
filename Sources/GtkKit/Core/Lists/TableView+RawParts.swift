import CGtk

// The table view's GTK objects as raw pointers, for GtkKit's own tests (which check them against
// GTK itself) and nothing else: the table's code goes through the wrappers in Core/Lists. They
// live here, beside the wrappers, so that TableView/ holds no C type.

extension TableView {
    /// The `GtkListView`.
    var listView: UnsafeMutablePointer<GtkWidget> { list.widget }
    /// The `GListModel` GTK reads the rows through.
    var model: OpaquePointer { listModel.object.opaque }
    /// The `GtkSingleSelection`.
    var selection: OpaquePointer { selectionModel.pointer }
}

extension RowContainer {
    /// The `GtkListItem` the container belongs to now.
    var listItem: OpaquePointer { item.pointer }
}

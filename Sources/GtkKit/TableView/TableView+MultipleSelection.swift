import Diffable

// Multiple selection in edit mode (UIKit's `allowsMultipleSelectionDuringEditing`): a click selects
// one row, Ctrl+click adds or removes one, Shift+click selects the run from the last row clicked,
// `selectAllRows()` (Ctrl+A in the apps) selects every row. The selection is kept by item identity,
// so it follows its rows through updates, and leaves with edit mode. A selected row's widget carries
// `gtkkit-multiselected`. GTK's single selection (the focused row) is left as it is.

extension TableView {
    /// Whether rows can be selected many at a time in edit mode. Default: false.
    public var allowsMultipleSelectionDuringEditing: Bool {
        get { multipleSelection.isAllowed }
        set { multipleSelection.isAllowed = newValue; if !newValue { clearMultipleSelection() } }
    }

    /// The rows selected in edit mode, in order; empty outside it.
    /// - Complexity: O(k log k) for k selected rows.
    public var indexPathsForSelectedRows: [IndexPath] {
        multipleSelection.items.compactMap { source?.indexPath(forItem: $0) }.sorted()
    }

    /// Selects every item row (in edit mode, when multiple selection is allowed).
    /// - Complexity: O(n).
    public func selectAllRows() {
        guard isEditing, multipleSelection.isAllowed, let source else { return }
        multipleSelection.items = Set(source.allItems())
        refreshSelectionMarks()
    }

    /// Clears the rows selected in edit mode.
    public func clearMultipleSelection() {
        guard !multipleSelection.items.isEmpty else { return }
        multipleSelection.items.removeAll()
        multipleSelection.anchor = nil
        refreshSelectionMarks()
    }

    /// A click on a row in edit mode; `modifiers` are those held.
    func didClickWhileEditing(_ container: RowContainer, modifiers: KeyModifiers) {
        guard multipleSelection.isAllowed, let row = container.row, !row.isHeader, !row.isVanishing,
            let item = source?.itemIdentifier(of: row)
        else { return }
        if modifiers.contains(.shift), let anchor = multipleSelection.anchor,
            let from = source?.indexPath(forItem: anchor), let to = source?.indexPath(of: row),
            let items = source?.items(between: from, and: to)
        {
            multipleSelection.items.formUnion(items)
        } else if modifiers.contains(.control) {
            if multipleSelection.items.remove(item) == nil { multipleSelection.items.insert(item) }
            multipleSelection.anchor = item
        } else {
            multipleSelection.items = [item]
            multipleSelection.anchor = item
        }
        refreshSelectionMarks()
    }

    /// Marks the row widgets of selected rows, forgets deleted items, tells the delegate.
    func refreshSelectionMarks() {
        if let source {
            multipleSelection.items = multipleSelection.items.filter { source.indexPath(forItem: $0) != nil }
        }
        for container in containers.values { markSelection(of: container) }
        editingDelegate?.tableViewDidChangeSelection(self)
    }

    /// Shows whether the row a container shows is selected (at bind time and after a change).
    func markSelection(of container: RowContainer) {
        guard let rowWidget = container.parentHandle else { return }
        let selected =
            container.row.flatMap { source?.itemIdentifier(of: $0) }.map(multipleSelection.items.contains) ?? false
        rowWidget.setCSSClass("gtkkit-multiselected", selected)
    }
}

/// The table's multiple selection state.
struct MultipleSelectionState {
    var isAllowed = false
    var items: Set<AnyHashable> = []
    var anchor: AnyHashable?
}

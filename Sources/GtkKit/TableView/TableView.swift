// TableView: UIKit's UITableView on GTK 4.8 — a GtkListView in a GtkScrolledWindow, fed by a
// diffable data source, with recycled rows, selection, section headers, swipe actions and reordering.
//
// Design
//   RowListModel ── GtkSingleSelection ── GtkListView ── GtkSignalListItemFactory
//    (GListModel)                                          setup/bind/teardown
//        │ owns                                          ─▶ RowContainer (revealer)
//   RowList: the rows as plain values, flat                   └ SwipeRow            └ cell
//        └ row objects made on demand (RowRef, weak cache)
// - The model holds the snapshot flattened (`rows(includingSectionHeaders:)`) as values in a gap
//   buffer: a few bytes a row, no object. `get_item` makes a GObject owning a `RowRef` only when GTK
//   asks (the ~200 rows near the viewport, the selected one), and gives back the same object while
//   it lives, so GTK keeps a row's widget, its selection and the scroll anchor across updates.
// - An apply turns Diffable's splices into model splices, each one `items-changed`; the work is
//   O(k) for k changed rows plus GTK's own, with no pass over every row (the gap buffer moves the
//   values between two edits with one `memmove`: at most the whole buffer, twice, per apply).
// - Animated deletion keeps a visible deleted row in the model as a vanishing "ghost" (holding its
//   object) while its revealer collapses and fades, then removes it. The data source's snapshot is
//   the new one at once; `GhostLedger` maps snapshot rows to model positions around the ghosts, so a
//   new apply during an animation stays correct. An inserted row on screen expands and fades in. An
//   apply's completion runs when its animations are over: no row vanishing, none expanding.
// - A reload (`reloadData`, a search's large result) keeps GTK's ~200 list items: the run of rows
//   they show is re-pointed at the first new rows, and GTK hears only of the rows around it,
//   removals before insertions (in one `items-changed` GTK 4.8 would ask for every new row while
//   looking for its scroll anchor). The rows in view are configured at once, the others at idle.
// - Cells: `register(_:forCellReuseIdentifier:)` stores a factory; a list item's widget keeps its cell
//   and reuses it when the next row it shows asks for the same identifier.
// - One row, one truth (GNOME's list convention): the focused row is the selected row; Tab enters
//   the list at it and the next Tab leaves (TableView+Focus). Every way of asking for a row's menu
//   opens the one menu the delegate builds from the row's actions (TableView+ContextMenu), and a row
//   shows its real state (hover, selected) once a menu or a swipe is over.
//
// Threading rule: main thread only (@MainActor), while the GLib main loop runs.
import Diffable

/// A scrolling list of rows fed by a `TableViewDiffableDataSource`: the analog of `UITableView`
/// (plain style), built on `GtkListView`.
///
/// - Note: rows are recycled by GTK, which keeps widgets for the rows near the viewport (up to about
///   200 in GTK 4.8), not only the visible ones.
@MainActor
public final class TableView: Widget {
    /// Where `scrollToRow(at:at:animated:)` and `selectRow(at:animated:scrollPosition:)` put the row.
    public enum ScrollPosition: Sendable {
        /// The least scrolling that brings the row into view.
        case none
        /// The row at the top of the viewport.
        case top
        /// The row in the middle of the viewport.
        case middle
        /// The row at the bottom of the viewport.
        case bottom
    }

    /// Receives selection, swipe, edit and reorder callbacks. Held weakly.
    public weak var delegate: TableViewDelegate?

    /// The list view the table scrolls.
    let list: ListView
    /// The rows behind the list view, as GTK has been told them (headers and vanishing rows too).
    let rows: RowList
    /// The list model GTK reads `rows` through (it owns `rows`).
    let listModel: SwiftListModel
    /// The list view's selection model.
    let selectionModel: SingleSelection
    /// Makes, binds and tears down the list view's rows (TableView+Cells).
    let factory: SignalListItemFactory

    /// The data source driving the table (set by `TableViewDiffableDataSource.init`). Held weakly.
    weak var source: TableViewSource?

    var containers: [ListItem: RowContainer] = [:]
    var containerPool: [RowContainer] = []
    var cellFactories: [String: @MainActor () -> Widget] = [:]
    /// The row widget being bound while the cell provider runs (for `dequeueReusableCell`).
    var bindingContainer: RowContainer?
    var dequeued: (cell: Widget, identifier: String)?
    /// How many times a registered factory made a cell (to check recycling).
    public internal(set) var cellsMade = 0

    /// The completions of animated applies waiting for their rows to vanish and appear.
    var pendingCompletions: [@MainActor () -> Void] = []
    /// How many inserted rows are expanding now.
    /// - Complexity: O(w) for w row widgets (a few hundred).
    var expandingRows: Int { containers.values.reduce(0) { $0 + ($1.isExpanding ? 1 : 0) } }
    /// The live row of each section's first row (its header, or its first item), for index path ↔ row
    /// arithmetic.
    var sectionStarts: [Int] = []
    var modelHasHeaders = false
    var suppressNextActivation = false
    var draggedRow: RowRef?
    var scrollRequest = 0
    var reorderingEnabled = false
    var dropHighlight: WidgetHandle?
    /// The window whose focus changes the table follows (TableView+Focus).
    var focusWatchedRoot: WidgetHandle?
    /// Set while GTK dispatches a pointer press in the list (until the next idle turn).
    var pointerIsPressing = false
    /// The item selected when the delegate last heard of the selection, and how many programmatic
    /// changes are under way (TableView+Selection).
    var reportedSelection: AnyHashable?
    var silentSelectionChanges = 0
    /// Where the row being activated was clicked, in its row host's coordinates, until the delegate
    /// has been told (TableView+ContextMenu).
    var activationPoint: (row: RowRef, x: Double, y: Double)?

    /// The rows selected in edit mode (TableView+MultipleSelection).
    var multipleSelection = MultipleSelectionState()

    /// Whether the table is in edit mode (`setEditing(_:animated:)`).
    public internal(set) var isEditing = false

    /// A table with no rows; give it a data source with `TableViewDiffableDataSource(tableView:cellProvider:)`.
    public init() {
        rows = RowList()
        listModel = RowListModel.make(owning: rows)
        selectionModel = SingleSelection(model: listModel)
        factory = SignalListItemFactory()
        list = ListView(selection: selectionModel, factory: factory)
        super.init(NewWidget.verticalScrolledWindow())
        setScrolledChild(list)
        list.addCSSClass("gtkkit-table")
        vexpand = true
        hexpand = true
        TableStyle.install()
        connectFactory()
        connectActivation()
        connectFocusModel()
        connectSelectionReports()
        connectDropBelowRows()
    }

    // MARK: - Counts

    /// The number of sections of the data source's snapshot.
    /// - Complexity: O(1).
    public var numberOfSections: Int { sectionStarts.count }

    /// The number of rows (items, without headers) of a section, or 0 if there is no such section.
    /// - Complexity: O(1).
    public func numberOfRows(inSection section: Int) -> Int {
        guard sectionStarts.indices.contains(section) else { return 0 }
        let end = section + 1 < sectionStarts.count ? sectionStarts[section + 1] : liveRowCount
        return end - sectionStarts[section] - (modelHasHeaders ? 1 : 0)
    }

    /// Rows of the snapshot shown by the model (headers included, vanishing rows not).
    var liveRowCount: Int { rows.liveCount }

    /// The vanishing rows of the model.
    var ghosts: GhostLedger { rows.ghosts }
}

import CGtk
import Diffable
import Foundation
import XCTest

@testable import GtkKit

/// Diffable's index path (Foundation has one too).
typealias IndexPath = Diffable.IndexPath

/// A test cell: a title and a subtitle, the shape of a FoodPin row.
@MainActor
final class TitleCell: Widget {
    let title = Label()
    let subtitle = Label()

    init() {
        let box = Box(.vertical, spacing: 2)
        super.init(box.widget)
        title.xalign = 0
        subtitle.xalign = 0
        subtitle.addCSSClass("dim-label")
        subtitle.addCSSClass("caption")
        box.append(title)
        box.append(subtitle)
    }
}

/// Records the delegate calls a test checks.
@MainActor
final class RecordingDelegate: TableViewDelegate {
    var selected: [IndexPath] = []
    var moves: [(IndexPath, IndexPath)] = []
    var deletes: [IndexPath] = []
    /// The index paths the table asked trailing swipe actions for.
    var trailingAsked: [IndexPath] = []
    var actionsRun: [String] = []
    var immovable: Set<IndexPath> = []

    /// The accessible name of each row (nil: none).
    var accessibleName: ((IndexPath) -> String?)?
    /// Run after recording a selection (to act on it as an app would).
    var onSelect: ((TableView, IndexPath) -> Void)?

    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        selected.append(indexPath)
        onSelect?(tableView, indexPath)
    }
    func tableView(_ tableView: TableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        moves.append((sourceIndexPath, destinationIndexPath))
    }
    func tableView(_ tableView: TableView, commitDeleteForRowAt indexPath: IndexPath) { deletes.append(indexPath) }
    func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool { !immovable.contains(indexPath) }
    func tableView(_ tableView: TableView, accessibleNameForRowAt indexPath: IndexPath) -> String? {
        accessibleName?(indexPath)
    }
    func tableView(_ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
        -> SwipeActionsConfiguration?
    {
        trailingAsked.append(indexPath)
        let delete = ContextualAction(style: .destructive, title: "Delete", image: "user-trash-symbolic") {
            [weak self] _, _, done in
            self?.actionsRun.append("delete \(indexPath)")
            done(true)
        }
        return SwipeActionsConfiguration(actions: [delete])
    }
}

/// A window holding a table of strings, fed by a diffable data source.
@MainActor
final class TableFixture {
    let window: UnsafeMutablePointer<GtkWidget>
    let table = TableView()
    let dataSource: TableViewDiffableDataSource<String, String>
    let delegate = RecordingDelegate()
    /// How many times the cell provider ran (binds of item rows).
    var provided = 0
    /// A per-item version shown in the subtitle, to see reloads. (Not the index path: as in UIKit,
    /// rows that only shift keep their cells as they are.)
    var versions: [String: Int] = [:]

    init(
        sections: [String: [String]] = [:], order: [String] = ["Main"], headers: Bool = false,
        width: Int32 = 420, height: Int32 = 480
    ) {
        window = gtk_window_new()
        gtk_window_set_default_size(window.cast(), width, height)
        gtk_window_set_child(window.cast(), table.widget)
        table.delegate = delegate
        table.register({ TitleCell() }, forCellReuseIdentifier: "title")
        var fixture: TableFixture?
        dataSource = TableViewDiffableDataSource(tableView: table) { table, indexPath, item in
            fixture?.provided += 1
            let cell = table.dequeueReusableCell(withIdentifier: "title", for: indexPath, as: TitleCell.self)
            cell.title.text = item
            cell.subtitle.text = "v\(fixture?.versions[item] ?? 0)"
            return cell
        }
        fixture = self
        if headers {
            dataSource.headerProvider = { _, _, section in TableView.makeSectionHeader(title: section) }
        }
        gtk_window_present(window.cast())
        waitUntil("the table was never mapped") { self.table.isMapped }
        if !sections.isEmpty {
            var snapshot = DiffableSnapshot<String, String>()
            snapshot.appendSections(order)
            for section in order { snapshot.appendItems(sections[section] ?? [], toSection: section) }
            dataSource.apply(snapshot, animatingDifferences: false)
            settle()
        }
    }

    /// A one-section fixture with `count` rows named "Row 0", "Row 1", …
    convenience init(count: Int, height: Int32 = 480) {
        self.init(sections: ["Main": (0..<count).map { "Row \($0)" }], height: height)
    }

    func close() {
        gtk_window_destroy(window.cast())
        drain()
    }

    /// Lets GTK lay out and draw what changed until it has nothing more to draw: a frame begun after
    /// the call is painted and no animation runs (`waitUntilStill`; a list view can take a second
    /// frame to place rows the first one made).
    func settle(file: StaticString = #filePath, line: UInt = #line) {
        drain()
        waitUntilStill(file: file, line: line)
        drain()
    }

    /// Edits the current snapshot and applies it.
    func update(
        animated: Bool = false, completion: (@MainActor () -> Void)? = nil,
        _ edit: (inout DiffableSnapshot<String, String>) -> Void
    ) {
        var snapshot = dataSource.snapshot()
        edit(&snapshot)
        dataSource.apply(snapshot, animatingDifferences: animated, completion: completion)
    }

    // MARK: - Reading back what GTK shows

    /// The titles of every row in the list model, in order (headers as "#Section"), read through
    /// GListModel as GTK reads them (row objects made for rows GTK does not hold die at once).
    var storeTitles: [String] {
        (0..<Int(g_list_model_get_n_items(table.model))).map { position in
            guard let object = g_list_model_get_item(table.model, guint(position)) else { return "?" }
            defer { g_object_unref(object) }
            guard let row = RowObject.row(of: object) as? RowBox<String, String> else { return "?" }
            switch row.row {
            case .header(let section): return "#\(section)"
            case .item(let item): return row.isVanishing ? "~\(item)" : item
            }
        }
    }

    /// The titles shown by the list view's row widgets, top to bottom (walks GTK's children).
    var shownTitles: [String] {
        var titles: [(Double, String)] = []
        var child = gtk_widget_get_first_child(table.listView)
        while let widget = child {
            child = gtk_widget_get_next_sibling(widget)
            guard gtk_widget_get_mapped(widget) != 0, let inner = gtk_widget_get_first_child(widget),
                let container = Object.wrapper(of: inner, as: RowContainer.self), container.row != nil
            else { continue }
            var rect = graphene_rect_t()
            guard gtk_widget_compute_bounds(widget, table.listView, &rect) != 0 else { continue }
            let text: String
            if let cell = container.cell as? TitleCell, container.header == nil, cell.isMapped {
                text = cell.title.text
            } else if let header = container.header as? Label, header.isMapped {
                text = "#" + header.text
            } else {
                continue
            }
            titles.append((Double(rect.origin.y), text))
        }
        return titles.sorted { $0.0 < $1.0 }.map(\.1)
    }

    /// The row widgets on screen now, top to bottom.
    var visibleTitles: [String] {
        table.indexPathsForVisibleRows.compactMap { dataSource.itemIdentifier(for: $0) }
    }

    /// The vertical scroll offset.
    var scrollOffset: Double {
        get { gtk_adjustment_get_value(gtk_scrollable_get_vadjustment(table.listView.opaque)) }
        set { gtk_adjustment_set_value(gtk_scrollable_get_vadjustment(table.listView.opaque), newValue) }
    }

    /// The title of the topmost row (picked at the list view's top edge).
    var topTitle: String? {
        guard let picked = gtk_widget_pick(table.listView, 40, 2, GTK_PICK_DEFAULT) else { return nil }
        var widget: UnsafeMutablePointer<GtkWidget>? = picked
        while let current = widget {
            if let container = Object.wrapper(of: current, as: RowContainer.self), let row = container.row {
                return (row as? RowBox<String, String>)?.item
            }
            widget = gtk_widget_get_parent(current)
        }
        return nil
    }

    /// The row host (swipe row) of a row with a widget now.
    func host(at indexPath: IndexPath) -> SwipeRow? {
        table.materialisedRow(for: indexPath)?.container?.host
    }

    /// A widget's centre in window coordinates.
    func centre(of widget: Widget) -> (x: Int, y: Int)? {
        var rect = graphene_rect_t()
        guard gtk_widget_compute_bounds(widget.widget, window, &rect) != 0 else { return nil }
        return (Int(rect.origin.x + rect.size.width / 2), Int(rect.origin.y + rect.size.height / 2))
    }

    /// A row widget's centre in window coordinates (no window manager: the window is at 0,0).
    func centre(of indexPath: IndexPath) -> (x: Int, y: Int)? {
        guard let cell = table.cellForRow(at: indexPath) else { return nil }
        var rect = graphene_rect_t()
        guard gtk_widget_compute_bounds(cell.widget, window, &rect) != 0 else { return nil }
        return (Int(rect.origin.x + rect.size.width / 2), Int(rect.origin.y + rect.size.height / 2))
    }
}

/// Turns GTK animations on or off for the whole process (`gtk-enable-animations`).
@MainActor
func setAnimations(_ on: Bool) {
    gtkshim_object_set_bool(gtk_settings_get_default()!.gpointer, "gtk-enable-animations", on.gboolean)
}
extension TableFixture: TestFixture {}

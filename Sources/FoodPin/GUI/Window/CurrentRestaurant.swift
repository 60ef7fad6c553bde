// Why this type exists: a window has one current restaurant — the one every key, menu, page and
// shortcut acts on — and this type owns it. It is not worked out from the table's selection or from
// the page at the moment a key is pressed (that is how a share sheet closing onto another row, or a
// page left open on one restaurant while another row was selected, made Ctrl+D favourite the wrong
// one: issue 29); it is kept, by identity, and the table's selection and the details page follow it.
//
// How it moves
// - The user moves it: the arrows, a click, Tab, a right-click (the table tells the list, which
//   calls `userSelected`).
// - A command moves it: a new restaurant, an undone delete, the row a search ends on, Restore
//   Samples keeping it (`select`).
// - The rows change under it (`rowsDidChange`): a delete made here or in a terminal takes its row
//   away and the row that took its place becomes current, as a keyboard user deleting down the list
//   expects; a search that hides it leaves none current (no key may act on a row no one sees). Every
//   apply of the list ends here, so the table is put back on the current row whatever GTK did to its
//   selection meanwhile (a reload clears it).
// - Whoever shows it follows it (`observe`): the details page shows it (beside the list on a wide
//   window, under it on a narrow one), the window's actions are enabled for it, the page's “⋯” menu
//   is built for it. A page, a map or a review screen added later reads it here and nowhere else.
//
// Threading rule: main thread only.
import Foundation

/// The list the current restaurant is a row of, as this type moves its selection (the list controller).
@MainActor
protocol CurrentRowList: AnyObject {
    /// Where `id`'s row stands among the rows shown, counted from 0, or nil when it is not shown.
    func rowIndex(of id: UUID) -> Int?
    /// The restaurant of the row at `index`, or of the last row when there are fewer; nil for no rows.
    func idOfRow(nearest index: Int) -> UUID?
    /// The restaurant of the table's selected row, if any.
    var selectedRowID: UUID? { get }
    /// Selects `id`'s row (nil: none), scrolled into view when `scroll`; the keyboard focus follows
    /// it when it is in the list, and moves to it when `focus`.
    func selectRow(of id: UUID?, focus: Bool, scroll: Bool)
}

/// Why the current restaurant changed, for those who follow it.
enum CurrentRestaurantChange: Equatable {
    /// The user chose a row, or a command chose one.
    case chosen
    /// The rows changed: the current row was deleted here, or a search hid it.
    case rowsChanged
    /// The current restaurant was deleted in another process (a terminal, a sync).
    case deletedElsewhere
}

@MainActor
final class CurrentRestaurant {
    /// The restaurant every key, menu and page acts on; nil when there is none.
    private(set) var id: UUID?
    /// Where its row stood the last time the list showed it: the row that takes its place stands there.
    private var index: Int?
    /// The list shown, if any (the problem page has none).
    weak var list: CurrentRowList?
    private var observers: [@MainActor (CurrentRestaurantChange) -> Void] = []

    /// Runs `body` after every change of the current restaurant, with why it changed.
    func observe(_ body: @escaping @MainActor (CurrentRestaurantChange) -> Void) { observers.append(body) }

    /// The user moved the table's selection to `id`'s row (nil: cleared it): that row is current.
    func userSelected(_ id: UUID?) {
        set(id, .chosen)
    }

    /// A command makes `id` current (nil: none): its row is selected and scrolled into view, and gets
    /// the keyboard focus when `focus` (else only if the focus is in the list).
    func select(_ id: UUID?, focus: Bool = false) {
        list?.selectRow(of: id, focus: focus, scroll: true)
        set(id, .chosen)
    }

    /// The rows the list shows changed (any apply). The table is put back on the current row; when
    /// its row is gone, the row that took its place becomes current — or none, when the rows were only
    /// `filtered` (a search hid it), or when no row is left.
    /// - Parameter elsewhere: whether the change came from another process.
    /// - Complexity: O(1) hashes through `CurrentRowList`.
    func rowsDidChange(filtered: Bool = false, elsewhere: Bool = false) {
        guard let list, let id else { return }
        if let now = list.rowIndex(of: id) {
            index = now
            // Not scrolled to: the user may have scrolled away from it, and a terminal's change must
            // not pull the list back.
            if list.selectedRowID != id { list.selectRow(of: id, focus: false, scroll: false) }
            return
        }
        let successor = filtered ? nil : index.flatMap(list.idOfRow(nearest:))
        list.selectRow(of: successor, focus: false, scroll: false)
        set(successor, elsewhere ? .deletedElsewhere : .rowsChanged)
    }

    private func set(_ new: UUID?, _ change: CurrentRestaurantChange) {
        if let new, let list { index = list.rowIndex(of: new) ?? index }
        guard new != id else { return }
        id = new
        if new == nil { index = nil }
        for observer in observers { observer(change) }
    }
}

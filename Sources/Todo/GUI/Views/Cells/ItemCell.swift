import FoodPinModel
import GtkKit

/// What the controller may tell any cell the model names: UIKit's `textLabel` and
/// `detailTextLabel`, the done state, and renaming in place; nothing about the widget itself.
///
/// Why it exists: Silver asks the view code to know nothing of the row widget in advance; the
/// controller configures cells only through this protocol.
@MainActor
protocol ItemCell: AnyObject {
    /// Shows `text` as the row's main line, `detail` (when the style has room for it) below, and
    /// whether it is done (ticked, its text dimmed and struck through).
    func configure(text: String, detail: String?, isDone: Bool)
    /// Called when the user ticks or unticks the row, with the new state.
    var onToggle: (@MainActor (Bool) -> Void)? { get set }
    /// Asked to save a rename: nil when saved, else why not.
    var onRename: (@MainActor (String) -> String?)? { get set }
    /// Called when a rename ends (saved or cancelled).
    var onRenameEnded: (@MainActor () -> Void)? { get set }
    /// Turns the text into an entry in place.
    func beginRename()
}

/// Makes the cell a `CellInfo.Style` names (seed 001's Silver challenge).
///
/// Why it exists: the model picks the style and reuse identifier (`TodoList.cellInfo`); this is the
/// one place that maps a style to a widget, so the controller registers whatever the model names.
/// - Note: UIKit registers a cell class; GtkKit registers a factory closure, so the style maps to one.
@MainActor
enum CellFactory {
    /// A factory for cells of `style`, for `TableView.register(_:forCellReuseIdentifier:)`.
    static func maker(for style: CellInfo.Style) -> @MainActor () -> Widget {
        switch style {
        case .basic: { BasicItemCell() }
        case .subtitle: { SubtitleItemCell() }
        }
    }
}

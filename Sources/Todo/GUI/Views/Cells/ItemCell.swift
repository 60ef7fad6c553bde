import FoodPinModel
import GtkKit

/// What the controller may tell any cell the model names: UIKit's `textLabel` and
/// `detailTextLabel`, nothing about the widget itself.
///
/// Why it exists: Silver asks the view code to know nothing of the row widget in advance; the
/// controller configures cells only through this protocol.
@MainActor
protocol ItemCell: AnyObject {
    /// Shows `text` as the row's main line and `detail` (when the style has room for it) below.
    func configure(text: String, detail: String?)
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

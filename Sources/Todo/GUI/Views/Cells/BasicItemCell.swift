import GtkKit

/// A tick box and one line of wrapping text: the row of `CellInfo.Style.basic` (UIKit's `.default`
/// cell style).
///
/// Why it exists: the to-do list's rows are plain text; long items wrap instead of widening the window.
@MainActor
final class BasicItemCell: Box, ItemCellWithParts {
    let parts = ItemCellParts()

    init() {
        super.init(.horizontal, spacing: 10)
        addCSSClass("todo-cell")
        append(parts.check)
        append(parts.title)
    }

    func configure(text: String, detail: String?, isDone: Bool) {
        parts.configure(text: text, isDone: isDone)
    }
}

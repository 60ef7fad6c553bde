import GtkKit

/// One line of wrapping text: the row of `CellInfo.Style.basic` (UIKit's `.default` cell style).
///
/// Why it exists: the to-do list's rows are plain text; long items wrap instead of widening the window.
@MainActor
final class BasicItemCell: Box, ItemCell {
    private let title = Label()

    init() {
        super.init(.horizontal, spacing: 0)
        addCSSClass("todo-cell")
        title.xalign = 0
        title.wraps = true
        title.hexpand = true
        title.valign = .center
        append(title)
    }

    func configure(text: String, detail: String?) {
        title.text = text
    }
}

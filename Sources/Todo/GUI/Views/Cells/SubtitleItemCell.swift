import GtkKit

/// A tick box beside a title over a dimmed caption: the row of `CellInfo.Style.subtitle` (UIKit's
/// `.subtitle`).
///
/// Why it exists: the model may ask for a two-line row; the view must be able to build any style the
/// model names without the controller knowing which.
@MainActor
final class SubtitleItemCell: Box, ItemCellWithParts {
    let parts = ItemCellParts()
    private let subtitle = Label()

    init() {
        super.init(.horizontal, spacing: 10)
        addCSSClass("todo-cell")
        let lines = Box(.vertical, spacing: 2)
        lines.hexpand = true
        lines.append(parts.title)
        subtitle.xalign = 0
        subtitle.wraps = true
        subtitle.addCSSClass("caption")
        subtitle.addCSSClass("dim-label")
        lines.append(subtitle)
        append(parts.check)
        append(lines)
    }

    func configure(text: String, detail: String?, isDone: Bool) {
        parts.configure(text: text, isDone: isDone)
        subtitle.text = detail ?? ""
        subtitle.isVisible = detail != nil
    }
}

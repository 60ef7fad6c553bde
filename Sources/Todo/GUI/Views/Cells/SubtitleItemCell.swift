import GtkKit

/// A title over a dimmed caption: the row of `CellInfo.Style.subtitle` (UIKit's `.subtitle`).
///
/// Why it exists: the model may ask for a two-line row; the view must be able to build any style the
/// model names without the controller knowing which.
@MainActor
final class SubtitleItemCell: Box, ItemCell {
    private let title = Label()
    private let subtitle = Label()

    init() {
        super.init(.vertical, spacing: 2)
        addCSSClass("todo-cell")
        for label in [title, subtitle] {
            label.xalign = 0
            label.wraps = true
            label.hexpand = true
            append(label)
        }
        subtitle.addCSSClass("caption")
        subtitle.addCSSClass("dim-label")
    }

    func configure(text: String, detail: String?) {
        title.text = text
        subtitle.text = detail ?? ""
        subtitle.isVisible = detail != nil
    }
}

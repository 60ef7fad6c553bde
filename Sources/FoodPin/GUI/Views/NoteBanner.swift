// Why this view exists: a form needs a quiet line at its top for news that is not an error in a
// field — the Edit form's "changed (or deleted) elsewhere" — as libadwaita 1.3's AdwBanner would
// show it (1.2 has none): a card with an icon and wrapped text, hidden until there is something to say.
import GtkKit

@MainActor
final class NoteBanner {
    let view = Box(.vertical)
    private let icon = Image(iconName: "emblem-synchronizing-symbolic")
    private let label = Label()

    init() {
        let line = Box(.horizontal, spacing: 12)
        line.setMargins(top: 12, bottom: 12, start: 12, end: 12)
        icon.valign = .start
        label.xalign = 0
        label.wraps = true
        label.hexpand = true
        line.append(icon)
        line.append(label)
        view.addCSSClass("card")
        view.append(line)
        view.isVisible = false
    }

    /// Shows `text`; a `warning` (something the user must act on) in the warning colour and icon.
    func show(_ text: String, warning: Bool = false) {
        label.text = text
        label.setCSSClass("warning", warning)
        icon.iconName = warning ? "dialog-warning-symbolic" : "emblem-synchronizing-symbolic"
        view.isVisible = true
    }
}

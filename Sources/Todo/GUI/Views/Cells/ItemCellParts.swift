import GtkKit
import Localization

/// The parts every to-do cell has: the tick box at the start and the text, which can be renamed in
/// place. The cells lay them out; this keeps their behaviour in one place.
///
/// Why it exists: both cell styles tick and rename the same way, and screen readers must hear the
/// same names ("Done: Buy milk") whichever the model picks.
@MainActor
final class ItemCellParts {
    let check = CheckButton()
    let title = InPlaceEditor()
    var onToggle: (@MainActor (Bool) -> Void)?
    var onRenameEnded: (@MainActor () -> Void)?

    init() {
        check.valign = .center
        // One row, one truth: the keyboard focus is on rows, never inside one; Ctrl+D ticks the
        // focused row (TodoAction.toggleDone).
        check.canFocus = false
        check.addCSSClass("todo-check")
        title.hexpand = true
        title.valign = .center
        check.onToggled { [weak self] done in self?.onToggle?(done) }
        title.onEnd = { [weak self] in self?.onRenameEnded?() }
    }

    var onRename: (@MainActor (String) -> String?)? {
        get { title.onCommit }
        set { title.onCommit = newValue }
    }

    func configure(text: String, isDone: Bool) {
        if !title.isEditing { title.text = text }
        check.isActive = isDone
        check.accessibleLabel = localized("Done: {text}", ["text": text])
        title.label.setCSSClass("todo-done", isDone)
    }
}

/// A cell made of `ItemCellParts`: the parts answer for it.
@MainActor
protocol ItemCellWithParts: ItemCell {
    var parts: ItemCellParts { get }
}

extension ItemCellWithParts {
    var onToggle: (@MainActor (Bool) -> Void)? {
        get { parts.onToggle }
        set { parts.onToggle = newValue }
    }

    var onRename: (@MainActor (String) -> String?)? {
        get { parts.onRename }
        set { parts.onRename = newValue }
    }

    var onRenameEnded: (@MainActor () -> Void)? {
        get { parts.onRenameEnded }
        set { parts.onRenameEnded = newValue }
    }

    func beginRename() { parts.title.beginEditing() }
}

import GtkKit
import Localization

/// The bar above the list: in insert mode a text entry and an Insert button; in edit mode a hint and
/// a Done button where Insert was (seed 001 stacks Done on top of Insert). Below it, a message that
/// says why an insert was refused.
///
/// Why it exists: it is the seed's storyboard row (`itemTextField`, `insertButton`, `doneButton`) as
/// one view, so the controller switches modes with one call and never touches its layout.
@MainActor
final class ComposerBar {
    enum Mode { case insert, edit }

    /// The bar, to place in a window.
    let view = Box(.vertical)
    let entry = Entry(placeholder: localized("What needs doing?"))
    let insertButton = Button(label: localized("Insert"))
    let doneButton = Button(label: localized("Done"))
    /// Shown in edit mode where the entry was.
    let hint = Label(localized("Press − to delete, drag to reorder."))
    private let message = Label()
    private let messageRevealer: Revealer

    init() {
        let row = Box(.horizontal, spacing: 6)
        row.addCSSClass("todo-composer")
        entry.hexpand = true
        entry.accessibleLabel = localized("New to-do")
        insertButton.addCSSClass("suggested-action")
        insertButton.tooltip = localized("Add the text as a new to-do (Enter)")
        doneButton.addCSSClass("suggested-action")
        doneButton.tooltip = localized("Leave edit mode (Escape)")
        hint.hexpand = true
        hint.xalign = 0
        hint.wraps = true  // a narrow window shows it on two lines rather than cut ("drag to r…")
        hint.addCSSClass("dim-label")
        for widget in [entry, hint, insertButton, doneButton] as [Widget] { row.append(widget) }

        message.xalign = 0
        message.wraps = true
        message.addCSSClass("error")
        message.addCSSClass("caption")
        message.addCSSClass("todo-composer-message")
        messageRevealer = Revealer(child: message, duration: 150)

        view.append(row)
        view.append(messageRevealer)
        mode = .insert
        apply(mode)
    }

    /// Which controls show. Insert: entry and Insert. Edit: the hint and Done.
    var mode: Mode = .insert {
        didSet { apply(mode) }
    }

    private func apply(_ mode: Mode) {
        let inserting = mode == .insert
        entry.isVisible = inserting
        insertButton.isVisible = inserting
        hint.isVisible = !inserting
        doneButton.isVisible = !inserting
        if !inserting { errorMessage = nil }
    }

    /// The entry's text.
    var text: String {
        get { entry.text }
        set { entry.text = newValue }
    }

    /// Why the last insert was refused: the entry turns red, says it in its tooltip and to screen
    /// readers, and the message slides in below. nil clears all three.
    var errorMessage: String? {
        get { entry.errorMessage }
        set {
            entry.errorMessage = newValue
            if let newValue { message.text = newValue }
            messageRevealer.revealsChild = newValue != nil
        }
    }

    /// Empties the entry and clears any error.
    func clear() {
        entry.text = ""
        errorMessage = nil
    }
}

// Edit mode (seed 001): a round red minus at the row's start; pressing it reveals a Delete
// confirmation at the row's end, as in UIKit; pressing that calls `onDeleteConfirmed`.
//
// The two controls are made the first time a row enters edit mode, not with the row: a list that
// never edits (FoodPin's) holds none of them. GTK 4.8 keeps ~200 rows' widgets alive, and restyles
// every one of them when a state of an ancestor changes (the focus leaving the list as a details
// page opens): six widgets fewer per row halved that restyle.
import Localization

/// Edit mode's two controls and the revealers that slide them in, around a row's content.
@MainActor
final class EditControls {
    let removeRevealer = Revealer(transition: .slideRight, duration: 250)
    let confirmRevealer = Revealer(transition: .slideLeft, duration: 250)
    /// The round minus button.
    let removeButton = Button(iconName: "list-remove-symbolic", accessibleLabel: localized("Remove"))
    /// The Delete confirmation button.
    let confirmButton = Button(label: localizedInContext("row action", "Delete"))

    /// Builds the controls into `slider`, on either side of the content already in it; hidden from
    /// screen readers until shown (a collapsed revealer still exposes its child).
    init(in slider: Box) {
        for (button, classes, start, end, revealer) in [
            (removeButton, ["gtkkit-edit-remove", "circular"], Int32(12), Int32(0), removeRevealer),
            (confirmButton, ["destructive-action", "gtkkit-edit-confirm"], 6, 12, confirmRevealer),
        ] {
            classes.forEach(button.addCSSClass)
            button.valign = .center
            button.setMargins(start: start, end: end)
            button.setAccessibilityHidden(true)
            revealer.setChild(button)
        }
        slider.prepend(removeRevealer)
        slider.append(confirmRevealer)
    }
}

extension SwipeRow {
    /// The edit controls, made now if the row has none yet.
    @discardableResult
    func makeEditControls() -> EditControls {
        if let editControls { return editControls }
        let controls = EditControls(in: slider)
        controls.removeButton.onClicked { [weak self] in self?.toggleDeleteConfirmation() }
        controls.confirmButton.onClicked { [weak self] in self?.confirmDelete() }
        editControls = controls
        controls.removeButton.accessibleLabel = removeControlName
        updateRemoveTooltip()
        return controls
    }

    /// Enters or leaves edit mode: the remove control slides in at the start (or out), and leaving
    /// hides any Delete confirmation. Swiping is off while editing.
    public func setEditing(_ editing: Bool, animated: Bool) {
        guard editing != isEditing else { return }
        isEditing = editing
        if editing { close(animated: animated) }
        guard editing || editControls != nil else { return }
        let controls = makeEditControls()
        let duration: UInt32 = animated ? 250 : 0
        controls.removeRevealer.duration = duration
        controls.confirmRevealer.duration = duration
        controls.removeRevealer.revealsChild = editing
        controls.removeButton.setAccessibilityHidden(!editing)
        updateRemoveTooltip()
        if !editing { setDeleteConfirmation(false) }
    }

    /// Shows or hides the Delete confirmation (the remove control's icon turns as it shows).
    func setDeleteConfirmation(_ shown: Bool) {
        guard shown || editControls != nil else { return }
        let controls = makeEditControls()
        controls.confirmRevealer.revealsChild = shown
        controls.confirmButton.setAccessibilityHidden(!shown)
        controls.removeButton.setCSSClass("confirming", shown)
        // The focus stays on the row (its ring visible): the keys confirm or cancel from there.
    }

    func toggleDeleteConfirmation() {
        guard isEditing else { return }
        setDeleteConfirmation(!isConfirmingDelete)
    }

    func confirmDelete() {
        guard isEditing, isConfirmingDelete else { return }
        onDeleteConfirmed?()
    }

    /// Hides the confirmation at once (a recycled row must not show its previous item's state).
    func resetDeleteConfirmation() {
        guard let controls = editControls else { return }
        let duration = controls.confirmRevealer.duration
        controls.confirmRevealer.duration = 0
        setDeleteConfirmation(false)
        controls.confirmRevealer.duration = duration
    }
}

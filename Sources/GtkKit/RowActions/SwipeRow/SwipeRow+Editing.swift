// Edit mode (seed 001): a round red minus at the row's start; pressing it reveals a Delete
// confirmation at the row's end, as in UIKit; pressing that calls `onDeleteConfirmed`.

extension SwipeRow {
    /// Enters or leaves edit mode: the remove control slides in at the start (or out), and leaving
    /// hides any Delete confirmation. Swiping is off while editing.
    public func setEditing(_ editing: Bool, animated: Bool) {
        guard editing != isEditing else { return }
        isEditing = editing
        if editing { close(animated: animated) }
        let duration: UInt32 = animated ? 250 : 0
        editRevealer.duration = duration
        confirmRevealer.duration = duration
        editRevealer.revealsChild = editing
        removeButton.setAccessibilityHidden(!editing)
        updateRemoveTooltip()
        if !editing { setDeleteConfirmation(false) }
    }

    /// Shows or hides the Delete confirmation (the remove control's icon turns as it shows).
    func setDeleteConfirmation(_ shown: Bool) {
        confirmRevealer.revealsChild = shown
        confirmButton.setAccessibilityHidden(!shown)
        removeButton.setCSSClass("confirming", shown)
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
        let duration = confirmRevealer.duration
        confirmRevealer.duration = 0
        setDeleteConfirmation(false)
        confirmRevealer.duration = duration
    }
}

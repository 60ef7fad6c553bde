import CGtk

// Edit mode (seed 001): a round red minus at the row's start; pressing it reveals a Delete
// confirmation at the row's end, as in UIKit; pressing that calls `onDeleteConfirmed`.

extension SwipeRow {
    /// Enters or leaves edit mode: the remove control slides in at the start (or out), and leaving
    /// hides any Delete confirmation. Swiping is off while editing.
    public func setEditing(_ editing: Bool, animated: Bool) {
        guard editing != isEditing else { return }
        isEditing = editing
        if editing { close(animated: animated) }
        let duration: guint = animated ? 250 : 0
        gtk_revealer_set_transition_duration(editRevealer.widget.opaque, duration)
        gtk_revealer_set_transition_duration(confirmRevealer.widget.opaque, duration)
        gtk_revealer_set_reveal_child(editRevealer.widget.opaque, editing.gboolean)
        gtkshim_accessible_set_hidden(removeButton.widget.opaque, (!editing).gboolean)
        if !editing { setDeleteConfirmation(false) }
    }

    /// Shows or hides the Delete confirmation (the remove control's icon turns as it shows).
    func setDeleteConfirmation(_ shown: Bool) {
        gtk_revealer_set_reveal_child(confirmRevealer.widget.opaque, shown.gboolean)
        gtkshim_accessible_set_hidden(confirmButton.widget.opaque, (!shown).gboolean)
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
        let duration = gtk_revealer_get_transition_duration(confirmRevealer.widget.opaque)
        gtk_revealer_set_transition_duration(confirmRevealer.widget.opaque, 0)
        setDeleteConfirmation(false)
        gtk_revealer_set_transition_duration(confirmRevealer.widget.opaque, duration)
    }
}

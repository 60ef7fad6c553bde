import Diffable

extension TableView {
    /// Enters or leaves edit mode: every row shows (or hides) its delete control; rows bound later
    /// follow. Open swipe actions close.
    public func setEditing(_ editing: Bool, animated: Bool) {
        guard editing != isEditing else { return }
        isEditing = editing
        if !editing { clearMultipleSelection() }
        for container in containers.values {
            guard let host = container.host, let row = container.row, !row.isHeader else { continue }
            host.close(animated: animated)
            host.setEditing(editing, animated: animated)
        }
        updateReorderingControls()
    }

    /// Wires a row host to the delegate for the row it shows: swipe configurations are asked when the
    /// user starts swiping, by the row's identity (so they follow the row after updates). The row's
    /// accessible name is asked now, at bind time.
    func configureHost(_ host: SwipeRow, for row: RowRef) {
        if host.isEditing != isEditing { host.setEditing(isEditing, animated: false) }
        host.accessibleRowName = source?.indexPath(of: row).flatMap {
            delegate?.tableView(self, accessibleNameForRowAt: $0)
        }
        host.leadingActions = { [weak self, weak row] in
            guard let self, let row, let path = self.source?.indexPath(of: row) else { return nil }
            return self.delegate?.tableView(self, leadingSwipeActionsConfigurationForRowAt: path)
        }
        host.trailingActions = { [weak self, weak row] in
            guard let self, let row, let path = self.source?.indexPath(of: row) else { return nil }
            return self.delegate?.tableView(self, trailingSwipeActionsConfigurationForRowAt: path)
        }
        host.onDeleteConfirmed = { [weak self, weak row] in
            guard let self, let row, let path = self.source?.indexPath(of: row) else { return }
            self.delegate?.tableView(self, commitDeleteForRowAt: path)
        }
        host.onOpened = { [weak self] opened in self?.closeRows(except: opened) }
    }

    /// Closes every open row but `kept`.
    func closeRows(except kept: SwipeRow?) {
        for container in containers.values {
            if let host = container.host, host !== kept, host.isOpen { host.close(animated: true) }
        }
    }

    /// A section header in the GNOME style (bold, dimmed, with room above), for `headerProvider`.
    public static func makeSectionHeader(title: String) -> Widget {
        let label = Label(title)
        label.xalign = 0
        label.addCSSClass("heading")
        label.addCSSClass("dim-label")
        label.addCSSClass("gtkkit-section-header")
        return label
    }
}

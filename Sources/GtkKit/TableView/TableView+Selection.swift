import Diffable

extension TableView {
    // MARK: - Selection

    /// The index path of the selected row, or nil.
    /// - Complexity: O(1) plus one hash.
    public var indexPathForSelectedRow: IndexPath? {
        guard let row = selectedModelRow(), !row.isVanishing else { return nil }
        return source?.indexPath(of: row)
    }

    /// Selects a row (nil clears the selection) and scrolls to it. Does not call `didSelectRowAt`,
    /// as in UIKit.
    /// - Note: when the keyboard focus is in the list it moves to the selected row (GNOME: the
    ///   focused row is the selected row); UIKit keeps the two apart.
    /// - Complexity: O(g + log c) for g vanishing rows and c row objects alive.
    public func selectRow(at indexPath: IndexPath?, animated: Bool = false, scrollPosition: ScrollPosition = .none) {
        guard let indexPath, let live = liveRow(for: indexPath) else {
            silently { selectionModel.selectedPosition = nil }
            return
        }
        silently { selectionModel.selectedPosition = ghosts.modelPosition(ofLive: live) }
        scrollToRow(at: indexPath, at: scrollPosition, animated: animated)
        moveFocusToSelection()
    }

    /// Selects a row where it is, without scrolling (`selectRow(at:scrollPosition: .none)` scrolls a
    /// row out of view into view); the keyboard focus moves to it when it is in the list. Out-of-range
    /// index paths are ignored. Does not call the delegate.
    /// - Note: for an app keeping the selection on a row while the list changes around it (a
    ///   terminal's delete) and the user has scrolled elsewhere; UIKit's `.none` varies by OS version.
    /// - Complexity: O(g + log c) for g vanishing rows and c row objects alive.
    public func selectRowWithoutScrolling(at indexPath: IndexPath) {
        guard let live = liveRow(for: indexPath) else { return }
        silently { selectionModel.selectedPosition = ghosts.modelPosition(ofLive: live) }
        moveFocusToSelection()
    }

    /// Clears the selection if `indexPath` is the selected row.
    public func deselectRow(at indexPath: IndexPath, animated: Bool = false) {
        if indexPathForSelectedRow == indexPath { silently { selectionModel.selectedPosition = nil } }
    }

    // MARK: - Telling the delegate

    /// Tells the delegate of every change of the selected item that the app did not make itself.
    func connectSelectionReports() {
        selectionModel.onSelectedChanged { [weak self] in self?.selectionDidChange() }
    }

    /// Runs `body`, which changes the selection for the app (`selectRow`, an apply): the delegate
    /// hears nothing of it, as UIKit's does not.
    func silently(_ body: () -> Void) {
        silentSelectionChanges += 1
        defer {
            silentSelectionChanges -= 1
            if silentSelectionChanges == 0 { reportedSelection = selectedItem }
        }
        body()
    }

    /// The item of the selected row, by identity (rows are re-created; items are not).
    private var selectedItem: AnyHashable? {
        guard let row = selectedModelRow(), !row.isVanishing else { return nil }
        return source?.itemIdentifier(of: row)
    }

    /// Tells the delegate that the user chose the selected row (Tab into a list with none selected,
    /// which selects the first row as `focusRow` does, silently).
    func reportSelectedRow() {
        reportedSelection = selectedItem
        delegate?.tableView(self, selectionDidMoveTo: indexPathForSelectedRow)
    }

    private func selectionDidChange() {
        guard silentSelectionChanges == 0 else { return }
        let item = selectedItem
        guard item != reportedSelection else { return }
        reportedSelection = item
        delegate?.tableView(self, selectionDidMoveTo: indexPathForSelectedRow)
    }

    /// The selected row (the selection holds its object).
    func selectedModelRow() -> RowRef? {
        guard let object = selectionModel.selectedItem else { return nil }
        return RowObject.row(of: object)
    }

    /// Whether the keyboard focus is inside the list.
    var hasFocusWithin: Bool {
        list.asHandle.containsFocus
    }

    /// After an update: selects `previous` again where it now is (GTK keeps the selection of rows
    /// that stay, but not of rows re-created by a move or reload), or nothing if it was deleted.
    func restoreSelection<Section, Item>(
        _ previous: RowBox<Section, Item>?, in snapshot: DiffableSnapshot<Section, Item>,
        refocus: Bool
    ) {
        guard let previous else { return }
        guard let item = previous.item, let path = snapshot.indexPath(of: item), let live = liveRow(for: path) else {
            silently { selectionModel.selectedPosition = nil }
            return
        }
        let position = ghosts.modelPosition(ofLive: live)
        guard selectionModel.selectedPosition != position || previous.isVanishing else { return }
        silently { selectionModel.selectedPosition = position }
        if refocus {
            whenIdle { [weak self] in
                guard let self, let row = self.materialisedRow(for: path) else { return }
                self.grabFocus(on: row)
            }
        }
    }

    // MARK: - Activation

    func connectActivation() {
        list.onActivate { [weak self] position in
            guard let self else { return }
            if self.suppressNextActivation {
                self.suppressNextActivation = false
                return
            }
            self.didActivate(at: position)
        }
    }

    /// A click on a row selects it and calls `didSelectRowAt`; a double click does not call it twice.
    func attachGestures(to container: RowContainer) {
        let click = ClickGesture(button: MouseButton.primary)
        click.onPressed { [weak self, weak container] presses, _, _ in
            if presses >= 2 { self?.suppressNextActivation = true }
            if presses == 2, let self, let container { self.didDoubleClick(container) }
        }
        click.onReleased { [weak self, weak container] presses, x, y in
            guard let self, let container, presses == 1 else { return }
            self.suppressNextActivation = false
            if self.isEditing {
                return self.didClickWhileEditing(container, modifiers: click.currentModifiers)
            }
            self.didClick(container, at: (x, y))
        }
        container.add(click)
        attachReordering(to: container)
    }

    private func didClick(_ container: RowContainer, at point: (x: Double, y: Double)) {
        guard !isEditing, let row = container.row, !row.isHeader, !row.isVanishing else { return }
        if container.host?.isOpen == true { return }
        guard let position = container.item.position else { return }
        selectionModel.selectedPosition = position
        if let host = container.host, let inHost = container.convert(point, to: host) {
            activationPoint = (row, inHost.x, inHost.y)
        }
        didActivate(at: position)
    }

    /// Selects the row, then calls `didSelectRowAt` once GTK has finished handling the event.
    ///
    /// GTK's list item selects a clicked row in its own handler, which runs after the row's gesture;
    /// calling the delegate on the next idle turn lets a delegate that deselects (`selectRow(at: nil)`,
    /// as To-Do does when it enters edit mode) have the last word.
    private func didActivate(at position: Int) {
        if isEditing { return didActivateWhileEditing(at: position) }
        guard !isEditing, let held = rows.hold(at: position), !held.row.isHeader, !held.row.isVanishing,
            source?.indexPath(of: held.row) != nil
        else { return }
        selectionModel.selectedPosition = position
        whenIdle { [weak self] in
            let row = held.row
            defer { self?.activationPoint = nil }
            guard let self, !self.isEditing, !row.isVanishing, let path = self.source?.indexPath(of: row) else {
                return
            }
            self.delegate?.tableView(self, didSelectRowAt: path)
        }
    }

    // MARK: - Scrolling

    /// How far the list is scrolled down, in points from its top (UIKit's `contentOffset.y`). Setting
    /// it clamps to what can be scrolled; GTK anchors the rows at the new offset.
    /// - Complexity: O(1), plus GTK's relayout of the rows that come into view.
    public var contentOffsetY: Double {
        get { list.verticalAdjustment?.value ?? 0 }
        set { list.verticalAdjustment?.scroll(to: newValue) }
    }

    /// Scrolls by `pages` viewport heights (negative: up), clamped to the list.
    public func scroll(byPages pages: Double) {
        guard let adjustment = list.verticalAdjustment else { return }
        adjustment.scroll(to: adjustment.value + adjustment.pageSize * pages)
    }

    /// Scrolls so that a row is at the top, middle or bottom of the viewport (`.none`: the least
    /// scrolling that shows it).
    ///
    /// - Note: GTK 4.8's list view has no scroll-to call (4.12 adds one). The list view's `list.scroll-to-item` action
    ///   brings the row into view (anchoring on it, so it is exact even with rows of unequal heights);
    ///   two frames later, once GTK has laid the row out, the vertical adjustment is moved by the
    ///   difference between the row's place and the asked one. So the final position is reached after
    ///   two frames, not on return; `animated` is ignored.
    ///
    ///   With `.none`, a row GTK has a widget for (near the viewport; a row just moved or inserted
    ///   there) is looked at once laid out, and scrolled to only if it is not wholly in view: GTK's
    ///   scroll-to-item re-anchors the list even on a visible row, which rebinds a screenful of rows
    ///   (To-Do's Alt+Down: ~18 cells configured per press).
    /// - Complexity: O(g) for g vanishing rows, plus GTK's scrolling.
    public func scrollToRow(at indexPath: IndexPath, at position: ScrollPosition, animated: Bool = false) {
        guard let live = liveRow(for: indexPath) else { return }
        let modelPosition = ghosts.modelPosition(ofLive: live)
        scrollRequest &+= 1
        let request = scrollRequest
        let nearby = position == .none && rows.materialisedRow(at: modelPosition)?.container != nil
        if !nearby { list.scrollToItem(at: modelPosition) }
        guard position != .none || nearby else { return }
        var frames = 0
        list.addTickCallback { [weak self] in
            guard let self, self.scrollRequest == request else { return false }
            frames += 1
            if frames < 2 { return true }
            if !nearby {
                self.align(modelPosition: modelPosition, at: position)
            } else if !self.isWhollyInView(modelPosition: modelPosition) {
                self.list.scrollToItem(at: modelPosition)
            }
            return false
        }
    }

    /// Whether the laid-out row at `modelPosition` lies wholly inside the list's visible area.
    private func isWhollyInView(modelPosition: Int) -> Bool {
        guard let container = rows.materialisedRow(at: modelPosition)?.container, container.isMapped,
            let frame = container.frame(in: list)
        else { return false }
        return frame.y >= 0 && frame.y + frame.height <= Double(list.height)
    }

    /// Moves the vertical adjustment so the (laid out) row at `modelPosition` sits at `position`.
    private func align(modelPosition: Int, at position: ScrollPosition) {
        guard let row = rows.materialisedRow(at: modelPosition), let container = row.container,
            let frame = container.frame(in: list), let adjustment = list.verticalAdjustment
        else { return }
        let page = adjustment.pageSize
        let top = frame.y, height = frame.height
        let wanted: Double
        switch position {
        case .top, .none: wanted = 0
        case .middle: wanted = (page - height) / 2
        case .bottom: wanted = page - height
        }
        adjustment.scroll(to: adjustment.value + top - wanted)
    }
}

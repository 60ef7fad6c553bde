import CGtk
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
            selectionModel.selectedPosition = nil
            return
        }
        selectionModel.selectedPosition = ghosts.modelPosition(ofLive: live)
        scrollToRow(at: indexPath, at: scrollPosition, animated: animated)
        moveFocusToSelection()
    }

    /// Clears the selection if `indexPath` is the selected row.
    public func deselectRow(at indexPath: IndexPath, animated: Bool = false) {
        if indexPathForSelectedRow == indexPath { selectionModel.selectedPosition = nil }
    }

    /// The selected row (the selection holds its object).
    func selectedModelRow() -> RowRef? {
        guard let object = selectionModel.selectedItem else { return nil }
        return RowObject.row(of: object)
    }

    /// Whether the keyboard focus is inside the list.
    var hasFocusWithin: Bool {
        gtk_widget_get_state_flags(listView).rawValue & GTK_STATE_FLAG_FOCUS_WITHIN.rawValue != 0
    }

    /// After an update: selects `previous` again where it now is (GTK keeps the selection of rows
    /// that stay, but not of rows re-created by a move or reload), or nothing if it was deleted.
    func restoreSelection<Section, Item>(_ previous: RowBox<Section, Item>?, in snapshot: DiffableSnapshot<Section, Item>,
                                         refocus: Bool) {
        guard let previous else { return }
        guard let item = previous.item, let path = snapshot.indexPath(of: item), let live = liveRow(for: path) else {
            selectionModel.selectedPosition = nil
            return
        }
        let position = ghosts.modelPosition(ofLive: live)
        guard selectionModel.selectedPosition != position || previous.isVanishing else { return }
        selectionModel.selectedPosition = position
        if refocus {
            whenIdle { [weak self] in
                guard let self, let row = self.materialisedRow(for: path) else { return }
                self.grabFocus(on: row)
            }
        }
    }

    // MARK: - Activation

    func connectActivation() {
        Signal.connectInt(listView, "activate") { [weak self] position in
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
        let click = gtk_gesture_click_new()!
        gtk_gesture_single_set_button(click.opaque, guint(GDK_BUTTON_PRIMARY))
        Signal.connect(click, "pressed") { [weak self, weak container] (presses: Int, _: Double, _: Double) in
            if presses >= 2 { self?.suppressNextActivation = true }
            if presses == 2, let self, let container { self.didDoubleClick(container) }
        }
        Signal.connect(click, "released") { [weak self, weak container] (presses: Int, x: Double, y: Double) in
            guard let self, let container, presses == 1 else { return }
            self.suppressNextActivation = false
            if self.isEditing {
                return self.didClickWhileEditing(container, modifiers: gtk_event_controller_get_current_event_state(click.opaque))
            }
            self.didClick(container, at: (x, y))
        }
        container.addController(click.opaque)
        watchFocus(of: container)
        attachReordering(to: container)
    }

    private func didClick(_ container: RowContainer, at point: (x: Double, y: Double)) {
        guard !isEditing, let row = container.row, !row.isHeader, !row.isVanishing else { return }
        if container.host?.isOpen == true { return }
        let position = gtk_list_item_get_position(container.listItem)
        guard position != invalidListPosition else { return }
        selectionModel.selectedPosition = Int(position)
        if let host = container.host, let inHost = container.convert(point, to: host) {
            activationPoint = (row, inHost.x, inHost.y)
        }
        didActivate(at: Int(position))
    }

    /// Selects the row, then calls `didSelectRowAt` once GTK has finished handling the event.
    ///
    /// GTK's list item selects a clicked row in its own handler, which runs after the row's gesture;
    /// calling the delegate on the next idle turn lets a delegate that deselects (`selectRow(at: nil)`,
    /// as To-Do does when it enters edit mode) have the last word.
    private func didActivate(at position: Int) {
        if isEditing { return didActivateWhileEditing(at: position) }
        guard !isEditing, let held = rows.hold(at: position), !held.row.isHeader, !held.row.isVanishing,
              source?.indexPath(of: held.row) != nil else { return }
        selectionModel.selectedPosition = position
        whenIdle { [weak self] in
            let row = held.row
            defer { self?.activationPoint = nil }
            guard let self, !self.isEditing, !row.isVanishing, let path = self.source?.indexPath(of: row) else { return }
            self.delegate?.tableView(self, didSelectRowAt: path)
        }
    }

    // MARK: - Scrolling

    /// Scrolls by `pages` viewport heights (negative: up), clamped to the list.
    public func scroll(byPages pages: Double) {
        guard let adjustment = gtk_scrollable_get_vadjustment(listView.opaque) else { return }
        let page = gtk_adjustment_get_page_size(adjustment)
        let target = gtk_adjustment_get_value(adjustment) + page * pages
        gtk_adjustment_set_value(adjustment, min(max(0, target), gtk_adjustment_get_upper(adjustment) - page))
    }

    /// Scrolls so that a row is at the top, middle or bottom of the viewport (`.none`: the least
    /// scrolling that shows it).
    ///
    /// - Note: GTK 4.8 has no `gtk_list_view_scroll_to`. The list view's `list.scroll-to-item` action
    ///   brings the row into view (anchoring on it, so it is exact even with rows of unequal heights);
    ///   two frames later, once GTK has laid the row out, the vertical adjustment is moved by the
    ///   difference between the row's place and the asked one. So the final position is reached after
    ///   two frames, not on return; `animated` is ignored.
    /// - Complexity: O(g) for g vanishing rows, plus GTK's scrolling.
    public func scrollToRow(at indexPath: IndexPath, at position: ScrollPosition, animated: Bool = false) {
        guard let live = liveRow(for: indexPath) else { return }
        let modelPosition = ghosts.modelPosition(ofLive: live)
        gtk_widget_activate_action_variant(listView, "list.scroll-to-item", g_variant_new_uint32(guint32(modelPosition)))
        guard position != .none else { return }
        scrollRequest &+= 1
        let request = scrollRequest
        var frames = 0
        addTickCallback { [weak self] in
            guard let self, self.scrollRequest == request else { return false }
            frames += 1
            if frames < 2 { return true }
            self.align(modelPosition: modelPosition, at: position)
            return false
        }
    }

    /// Moves the vertical adjustment so the (laid out) row at `modelPosition` sits at `position`.
    private func align(modelPosition: Int, at position: ScrollPosition) {
        guard let row = rows.materialisedRow(at: modelPosition), let container = row.container,
              let bounds = container.bounds(in: list),
              let adjustment = gtk_scrollable_get_vadjustment(listView.opaque) else { return }
        let page = gtk_adjustment_get_page_size(adjustment)
        let top = Double(bounds.origin.y), height = Double(bounds.size.height)
        let wanted: Double
        switch position {
        case .top, .none: wanted = 0
        case .middle: wanted = (page - height) / 2
        case .bottom: wanted = page - height
        }
        let value = gtk_adjustment_get_value(adjustment) + top - wanted
        gtk_adjustment_set_value(adjustment, min(max(0, value), gtk_adjustment_get_upper(adjustment) - page))
    }

    /// Runs `tick` on every frame of the list view until it returns false.
    private func addTickCallback(_ tick: @escaping @MainActor () -> Bool) {
        final class Box { let tick: @MainActor () -> Bool; init(_ tick: @escaping @MainActor () -> Bool) { self.tick = tick } }
        let callback: GtkTickCallback = { _, _, data in
            let box = Unmanaged<Box>.fromOpaque(data!).takeUnretainedValue()
            return MainActor.assumeIsolated { box.tick() }.gboolean
        }
        let release: GDestroyNotify = { data in Unmanaged<Box>.fromOpaque(data!).release() }
        gtk_widget_add_tick_callback(listView, callback, Unmanaged.passRetained(Box(tick)).toOpaque(), release)
    }
}

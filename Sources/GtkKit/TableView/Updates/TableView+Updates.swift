import CGtk
import Diffable

extension TableView: DiffableDataSourceView {
    /// Applies a difference as list store splices, animating deletions and insertions when asked.
    ///
    /// Every splice of `difference.splices(includingSectionHeaders:)` becomes one `g_list_store_splice`,
    /// except that, when animating, a visible deleted row stays in the store as a vanishing row until its
    /// collapse ends. The selected row stays selected by identity.
    /// - Complexity: O(s · g + k log n) for s splices, g vanishing rows and k changed rows, plus the
    ///   difference's own cost; GTK's layout of the visible rows follows.
    public func performBatchUpdates<Section, Item>(_ difference: SnapshotDifference<Section, Item>,
                                                   from: DiffableSnapshot<Section, Item>,
                                                   to: DiffableSnapshot<Section, Item>,
                                                   animated: Bool,
                                                   completion: @escaping @MainActor () -> Void) {
        let headers = source?.includesSectionHeaders ?? false
        let previousRows = from.numberOfItems + (headers ? from.numberOfSections : 0)
        guard headers == storeHasHeaders, previousRows == liveRowCount else {
            rebuild(from: to, headers: headers)
            completion()
            return
        }
        if difference.isEmpty { return completion() }
        let selected = selectedStoreRow()
        let focused = hasFocusWithin
        let animate = animated && previousRows > 0 && animationsEnabled
        let newStarts = sectionStarts(of: to, headers: headers)
        for splice in splices(for: difference, to: to, newStarts: newStarts, headers: headers) {
            apply(splice, animate: animate)
        }
        sectionStarts = newStarts
        for live in difference.reconfiguredRows(includingSectionHeaders: headers) {
            if let row = RowObject.row(in: store, at: ghosts.storePosition(ofLive: live)), let container = row.container {
                configureCell(of: container, row: row)
            }
        }
        restoreSelection(selected as? RowBox<Section, Item>, in: to, refocus: focused)
        // GTK binds the rows in its range during the splice; an inserted row bound later (scrolled
        // to) just appears.
        for row in appearingRows { row.isAppearing = false }
        appearingRows.removeAll()
        if ghosts.isEmpty { completion() } else { pendingCompletions.append(completion) }
    }

    /// Rebuilds every row from the data source's snapshot, without animation.
    public func reloadData(completion: @escaping @MainActor () -> Void) {
        source?.reloadRows(into: self)
        completion()
    }

    /// Replaces the whole store with the rows of `snapshot` (one splice).
    /// - Complexity: O(n) for n rows: one GObject each.
    func rebuild<Section, Item>(from snapshot: DiffableSnapshot<Section, Item>, headers: Bool) {
        ghosts.removeAll()
        let rows = snapshot.rows(includingSectionHeaders: headers)
        let count = Int(g_list_model_get_n_items(store))
        storeSplice(at: 0, removing: count, adding: rows.map { RowObject.make(RowBox($0)) })
        storeHasHeaders = headers
        sectionStarts = sectionStarts(of: snapshot, headers: headers)
        flushCompletions()
    }

    // MARK: - Splices

    private func apply<Section, Item>(_ splice: ListSplice<SnapshotRow<Section, Item>>, animate: Bool) {
        let start = ghosts.storePosition(ofLive: splice.position)
        let removed = splice.removedCount
        let inserted = splice.inserted.map { row -> UnsafeMutablePointer<GObject> in
            let box = RowBox(row)
            if animate {
                box.isAppearing = true
                appearingRows.append(box)
            }
            return RowObject.make(box)
        }
        let ghostInRange = ghosts.entries.contains { $0.position >= start && $0.position < start + removed }
        if !ghostInRange && !(animate && removesVisibleRow(from: start, count: removed)) {
            storeSplice(at: start, removing: removed, adding: inserted)
            return
        }
        var cursor = start, runStart = start, remaining = removed
        func flushRun() {
            if cursor > runStart { storeSplice(at: runStart, removing: cursor - runStart, adding: []) }
            cursor = runStart
        }
        while remaining > 0 {
            if ghosts.contains(position: cursor) {
                flushRun()
                cursor += 1
                runStart = cursor
                continue
            }
            if animate, let row = RowObject.row(in: store, at: cursor), let container = row.container,
               isOnScreen(container) {
                flushRun()
                startVanishing(row, container: container, at: cursor)
                cursor += 1
                runStart = cursor
            } else {
                cursor += 1
            }
            remaining -= 1
        }
        flushRun()
        storeSplice(at: ghosts.storePosition(ofLive: splice.position), removing: 0, adding: inserted)
    }

    /// Whether any of `count` store rows from `start` has an on-screen row widget.
    private func removesVisibleRow(from start: Int, count: Int) -> Bool {
        guard count > 0 else { return false }
        return containers.values.contains { container in
            guard container.row != nil, isOnScreen(container) else { return false }
            let position = Int(gtk_list_item_get_position(container.listItem))
            return position >= start && position < start + count
        }
    }

    /// One `g_list_store_splice`; takes over the caller's references to `objects`.
    func storeSplice(at position: Int, removing removed: Int, adding objects: [UnsafeMutablePointer<GObject>]) {
        guard removed > 0 || !objects.isEmpty else { return }
        var pointers = objects.map { gpointer($0) as gpointer? }
        pointers.withUnsafeMutableBufferPointer { buffer in
            g_list_store_splice(store, guint(position), guint(removed), buffer.baseAddress, guint(buffer.count))
        }
        for object in objects { g_object_unref(object) }
        ghosts.shift(splicedAt: position, removed: removed, added: objects.count)
    }

    // MARK: - Vanishing rows

    /// Whether GTK animations are on (the `gtk-enable-animations` setting) and the table is on screen.
    var animationsEnabled: Bool { isMapped && Bool(adw_get_enable_animations(listView)) }

    private func startVanishing(_ row: RowRef, container: RowContainer, at position: Int) {
        row.isVanishing = true
        ghosts.add(row, at: position)
        gtk_list_item_set_selectable(container.listItem, 0)
        gtk_list_item_set_activatable(container.listItem, 0)
        if let rowWidget = gtk_widget_get_parent(container.widget) { gtk_widget_add_css_class(rowWidget, "gtkkit-vanishing") }
        container.host?.close(animated: false)
        container.collapse { [weak self, weak row] in
            guard let self, let row else { return }
            self.scheduleGhostRemoval(row)
        }
    }

    /// Removes a vanishing row from the store soon (outside the GTK callback running now).
    func scheduleGhostRemoval(_ row: RowRef) {
        whenIdle { [weak self, weak row] in
            guard let self, let row else { return }
            self.removeGhost(row)
        }
    }

    private func removeGhost(_ row: RowRef) {
        guard let position = ghosts.position(of: row) else { return }
        ghosts.remove(at: position)
        storeSplice(at: position, removing: 1, adding: [])
        if ghosts.isEmpty { flushCompletions() }
    }

    private func flushCompletions() {
        let completions = pendingCompletions
        pendingCompletions.removeAll()
        for completion in completions { completion() }
    }
}

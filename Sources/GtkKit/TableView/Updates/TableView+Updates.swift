import Diffable

extension TableView: DiffableDataSourceView {
    /// Applies a difference as list model splices, animating deletions and insertions when asked.
    ///
    /// Every splice of `difference.splices(includingSectionHeaders:)` becomes one model splice (one
    /// `items-changed`), except that, when animating, a visible deleted row stays in the model as a
    /// vanishing row until its collapse ends. The selected row stays selected by identity.
    /// `completion` runs when no row is vanishing or expanding any more (at once when not animated).
    /// - Complexity: O(k + σ + s · (c + g)) for k changed rows, σ sections, s splices, c row objects
    ///   alive (a few hundred at most, whatever the length) and g vanishing rows, plus the row
    ///   storage's gap moves (a `memmove` of at most the whole storage, twice, per apply) and the
    ///   difference's own cost; GTK's layout of the rows in its range follows.
    public func performBatchUpdates<Section, Item>(
        _ difference: SnapshotDifference<Section, Item>,
        from: DiffableSnapshot<Section, Item>,
        to: DiffableSnapshot<Section, Item>,
        animated: Bool,
        completion: @escaping @MainActor () -> Void
    ) {
        let headers = source?.includesSectionHeaders ?? false
        let previousRows = from.numberOfItems + (headers ? from.numberOfSections : 0)
        guard headers == modelHasHeaders, previousRows == liveRowCount, rows.holds(Section.self, Item.self) else {
            rebuild(from: to, headers: headers)
            completion()
            return
        }
        if difference.isEmpty { return completion() }
        silently {
            applySplices(difference, from: from, to: to, headers: headers, animated: animated)
        }
        if isSettled { completion() } else { pendingCompletions.append(completion) }
    }

    /// The body of `performBatchUpdates`: the model's splices, then the rows' cells and the selection.
    private func applySplices<Section, Item>(
        _ difference: SnapshotDifference<Section, Item>, from: DiffableSnapshot<Section, Item>,
        to: DiffableSnapshot<Section, Item>, headers: Bool, animated: Bool
    ) {
        let previousRows = from.numberOfItems + (headers ? from.numberOfSections : 0)
        let selected = selectedModelRow()
        let focused = hasFocusWithin
        let animate = animated && previousRows > 0 && animationsEnabled
        for splice in difference.splices(includingSectionHeaders: headers) {
            apply(splice, animate: animate)
        }
        sectionStarts = sectionStarts(of: to, headers: headers)
        // By the marks of `to`, not the difference's reconfigured rows: an item moved into a section
        // inserted around it (To-Do's first tick into "Completed") is an insertion for the difference,
        // yet the splices keep its row, which must show the new state.
        for item in to.reconfiguredItemIdentifiers {
            if let path = to.indexPath(of: item), let row = materialisedRow(for: path), let container = row.container {
                configureCell(of: container, row: row)
            }
        }
        restoreSelection(selected as? RowBox<Section, Item>, in: to, refocus: focused)
        // GTK binds the rows in its range during the splices; an inserted row bound later (scrolled
        // to) just appears.
        rows.endAppearing()
        if !multipleSelection.items.isEmpty { refreshSelectionMarks() }
    }

    /// Whether no row is vanishing or expanding: an animated apply's completion runs only then (a
    /// caller restoring a scroll offset, say, must not do it while rows still change height).
    /// - Complexity: O(w) for w row widgets (a few hundred).
    private var isSettled: Bool { ghosts.isEmpty && !containers.values.contains { $0.isExpanding } }

    /// Rebuilds every row from the data source's snapshot, without animation.
    public func reloadData(completion: @escaping @MainActor () -> Void) {
        source?.reloadRows(into: self)
        completion()
    }

    /// Replaces every row of the model with those of `snapshot` (see `RowList.replaceAll`), scrolled to
    /// the top: the row widgets GTK had show the first rows, those in view at once, the others when the
    /// main loop is idle. The selection is cleared first, as the rebuild would clear it anyway:
    /// otherwise GtkSingleSelection would look for its row among all the new ones, making an object
    /// for each.
    /// - Complexity: O(n) for n rows: a value each, no object; a cell configured for each row in view.
    func rebuild<Section, Item>(from snapshot: DiffableSnapshot<Section, Item>, headers: Bool) {
        silently { selectionModel.selectedPosition = nil }
        modelHasHeaders = headers
        sectionStarts = sectionStarts(of: snapshot, headers: headers)
        let visible = containers.values.reduce(0) { $0 + (isOnScreen($1) ? 1 : 0) }
        let scrolled = contentOffsetY > 0
        rows.replaceAll(with: snapshot.rows(includingSectionHeaders: headers))
        // The kept row widgets now stand for the first rows: scroll to them, show those in view now.
        if scrolled { contentOffsetY = 0 }
        showRepointedRows(below: visible + 1)
        flushCompletions()
    }

    /// Shows in each row widget the row its object now stands for, where `RowList.replaceAll` re-pointed
    /// the object: the rows at model positions below `limit` now, the others when the main loop is idle
    /// (GTK keeps ~200 row widgets; configuring the cells of those out of view would cost a frame).
    /// - Complexity: O(w) for w row widgets, plus a cell configured for each re-pointed one shown.
    func showRepointedRows(below limit: Int) {
        var positions: [ObjectIdentifier: Int] = [:]
        for entry in rows.objects.entries { positions[ObjectIdentifier(entry.row)] = entry.position }
        var later = false
        for container in containers.values {
            guard let object = container.item.item, let row = RowObject.row(of: object), row !== container.row,
                let position = positions[ObjectIdentifier(row)]
            else { continue }
            if position < limit { show(row, in: container, item: container.item) } else { later = true }
        }
        if later { whenIdle { [weak self] in self?.showRepointedRows(below: .max) } }
    }

    /// The live row of each section's first row (header or item) in `snapshot` laid out flat.
    /// - Complexity: O(s) for s sections, one hash each.
    func sectionStarts<Section, Item>(of snapshot: DiffableSnapshot<Section, Item>, headers: Bool) -> [Int] {
        var starts: [Int] = []
        starts.reserveCapacity(snapshot.numberOfSections)
        var total = 0
        for section in snapshot.sectionIdentifiers {
            starts.append(total)
            total += snapshot.numberOfItems(inSection: section) + (headers ? 1 : 0)
        }
        return starts
    }

    // MARK: - Splices

    /// Applies one splice of live rows to the model, around the vanishing rows. When animating, each
    /// removed row that is on screen starts vanishing instead of leaving.
    /// - Complexity: O(r + a + g + log c + m) for r removed and a inserted rows and the m row objects
    ///   alive among the removed rows (only those can be on screen), plus the model's splices.
    private func apply<Section, Item>(_ splice: ListSplice<SnapshotRow<Section, Item>>, animate: Bool) {
        let start = ghosts.modelPosition(ofLive: splice.position)
        // The removed live rows lie in start..<end among the ghosts there, which stay.
        var end = start + splice.removedCount
        var staying: [Int] = []
        for entry in ghosts.entries where entry.position >= start {
            guard entry.position < end else { break }
            staying.append(entry.position)
            end += 1
        }
        if animate {
            for entry in rows.objects.entries(in: start..<end) where !entry.row.isVanishing {
                guard let container = entry.row.container, isOnScreen(container) else { continue }
                startVanishing(at: entry.position, container: container)
                staying.append(entry.position)
            }
            staying.sort()
        }
        if staying.isEmpty {
            rows.splice(at: start, removing: end - start, inserting: splice.inserted, appearing: animate)
            return
        }
        // Remove the runs between the rows that stay, last to first, so that positions stay valid.
        var runEnd = end
        for position in staying.reversed() {
            rows.remove(at: position + 1, count: runEnd - position - 1)
            runEnd = position
        }
        rows.remove(at: start, count: runEnd - start)
        rows.splice(
            at: ghosts.modelPosition(ofLive: splice.position), removing: 0, inserting: splice.inserted,
            appearing: animate)
    }

    // MARK: - Vanishing rows

    /// Whether GTK animations are on (the `gtk-enable-animations` setting) and the table is on screen.
    var animationsEnabled: Bool { isMapped && list.animationsEnabledSetting }

    private func startVanishing(at position: Int, container: RowContainer) {
        guard let row = rows.addGhost(at: position) else { return }
        container.item.isInteractive = false
        container.parentHandle?.addCSSClass("gtkkit-vanishing")
        container.host?.close(animated: false)
        container.collapse { [weak self, weak row] in
            guard let self, let row else { return }
            self.scheduleGhostRemoval(row)
        }
    }

    /// Removes a vanishing row from the model soon (outside the GTK callback running now).
    func scheduleGhostRemoval(_ row: RowRef) {
        whenIdle { [weak self, weak row] in
            guard let self, let row else { return }
            self.removeGhost(row)
        }
    }

    private func removeGhost(_ row: RowRef) {
        if rows.removeGhost(row) && isSettled { flushCompletions() }
    }

    /// An inserted row stands at full height (or stopped expanding). The completions waiting for it run
    /// after the next frame (the revealer's last step is laid out by then), outside the animation's
    /// callback.
    func rowDidExpand() {
        guard isSettled, !pendingCompletions.isEmpty else { return }
        list.afterNextFrame { [weak self] in
            guard let self, self.isSettled else { return }
            self.flushCompletions()
        }
    }

    private func flushCompletions() {
        let completions = pendingCompletions
        pendingCompletions.removeAll()
        for completion in completions { completion() }
    }
}

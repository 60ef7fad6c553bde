import Diffable

extension TableView {
    // MARK: - Registering and dequeuing cells

    /// Registers how to make a cell for `identifier`. The cell provider then asks for one with
    /// `dequeueReusableCell(withIdentifier:for:)`.
    /// - Note: UIKit registers a class; GTK cells are Swift wrappers, so we register a factory closure.
    public func register(_ factory: @escaping @MainActor () -> Widget, forCellReuseIdentifier identifier: String) {
        cellFactories[identifier] = factory
    }

    /// A cell for `identifier`: the one the row widget being bound already shows, if it was made for
    /// the same identifier, else a new one from the registered factory.
    /// - Complexity: O(1) plus the factory when a new cell is made.
    /// - Precondition: a factory is registered for `identifier`.
    public func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> Widget {
        if let reusable = bindingContainer?.reusableCell(for: identifier) {
            dequeued = (reusable, identifier)
            return reusable
        }
        guard let factory = cellFactories[identifier] else {
            preconditionFailure("dequeueReusableCell(withIdentifier:for:): no cell registered for \"\(identifier)\"")
        }
        let cell = factory()
        cellsMade += 1
        if bindingContainer != nil { dequeued = (cell, identifier) }
        return cell
    }

    /// `dequeueReusableCell(withIdentifier:for:)` cast to the registered cell type.
    /// - Precondition: the factory for `identifier` makes `Cell`s.
    public func dequeueReusableCell<Cell: Widget>(
        withIdentifier identifier: String, for indexPath: IndexPath,
        as type: Cell.Type
    ) -> Cell {
        let cell = dequeueReusableCell(withIdentifier: identifier, for: indexPath)
        guard let typed = cell as? Cell else {
            preconditionFailure(
                "dequeueReusableCell: \"\(identifier)\" makes \(Swift.type(of: cell)), not \(Cell.self)")
        }
        return typed
    }

    // MARK: - Rows on screen

    /// The cell of a row that has a row widget now (visible or near the viewport), or nil.
    /// - Complexity: O(g + log c) for g vanishing rows and c row objects alive (a few hundred).
    /// - Note: UIKit returns only visible cells; GTK also keeps widgets for rows just off screen.
    public func cellForRow(at indexPath: IndexPath) -> Widget? {
        guard let row = materialisedRow(for: indexPath), let container = row.container, !row.isVanishing else {
            return nil
        }
        return container.cell
    }

    /// The index path of a cell shown by the table, or nil.
    /// - Complexity: O(w) for w row widgets.
    public func indexPath(for cell: Widget) -> IndexPath? {
        guard let container = containers.values.first(where: { $0.cell === cell }), let row = container.row
        else { return nil }
        return source?.indexPath(of: row)
    }

    /// The index paths of the item rows whose widgets intersect the visible area, in order.
    /// - Complexity: O(w log w) for w row widgets.
    public var indexPathsForVisibleRows: [IndexPath] { indexPathsOfRowWidgets(where: isOnScreen) }

    /// The index paths of the item rows that have a cell now, in order: the visible ones and those GTK
    /// keeps built near them. Their cells are not configured again when they scroll into view, so a
    /// change to what they show must be reconfigured (`reconfigureItems`); any other row is configured
    /// afresh when it comes back.
    /// - Note: UIKit keeps cells for the visible rows only; GTK 4.8 keeps up to about 200.
    /// - Complexity: O(w log w) for w row widgets.
    public var indexPathsForRowsWithCells: [IndexPath] { indexPathsOfRowWidgets { _ in true } }

    private func indexPathsOfRowWidgets(where include: (RowContainer) -> Bool) -> [IndexPath] {
        containers.values.compactMap { container -> IndexPath? in
            guard let row = container.row, !row.isVanishing, include(container) else { return nil }
            return source?.indexPath(of: row)
        }.sorted()
    }

    /// Whether a row widget intersects the list view's visible area.
    func isOnScreen(_ container: RowContainer) -> Bool {
        guard container.isMapped, let frame = container.frame(in: list) else { return false }
        return frame.y + frame.height > 0 && frame.y < Double(list.height)
    }

    // MARK: - Factory

    func connectFactory() {
        factory.onSetup { [weak self] item in self?.setUp(item) }
        factory.onBind { [weak self] item in self?.bind(item) }
        factory.onTeardown { [weak self] item in self?.tearDown(item) }
    }

    private func setUp(_ item: ListItem) {
        let container: RowContainer
        if let pooled = containerPool.popLast() {
            container = pooled
            container.item = item
        } else {
            container = RowContainer(item: item)
            attachGestures(to: container)
        }
        containers[item] = container
        item.setChild(container)
    }

    /// Keeps the container of a list item GTK destroys, for the next one it creates.
    private func tearDown(_ item: ListItem) {
        guard let container = containers.removeValue(forKey: item) else { return }
        container.endExpanding()
        release(container)
        item.setChild(nil)
        if containerPool.count < TableView.poolLimit { containerPool.append(container) }
    }

    /// At most this many spare row widgets are kept: every list item GTK 4.8 holds (about 200), so
    /// that when GTK tears them all down and sets up as many (a reload to no rows, then to many) every
    /// row widget and cell is reused (with 64, ~140 row widgets were destroyed and rebuilt: 60–130 ms).
    static let poolLimit = 256

    /// Binds a row to a list item's widget.
    ///
    /// GTK 4.8's signal factory unbinds and binds again every widget whose *position* changed (every
    /// row after an insertion or deletion, up to ~200), even when it shows the same row. Such a rebind
    /// is a no-op here, as in UIKit where shifted rows keep their cells. So `unbind` is not connected:
    /// a container lets go of its row when it binds another one, or at teardown.
    private func bind(_ item: ListItem) {
        guard let container = containers[item], let object = item.item,
            let row = RowObject.row(of: object)
        else { return }
        forwardKeys(of: item)
        show(row, in: container, item: item)
    }

    /// Shows `row` in a list item's row widget (a no-op when it shows it already).
    func show(_ row: RowRef, in container: RowContainer, item: ListItem) {
        if container.row === row && row.container === container { return }
        release(container)
        if let previous = row.container, previous !== container, previous.row === row { previous.row = nil }
        container.row = row
        row.container = container
        item.isInteractive = !row.isHeader && !row.isVanishing
        if let rowWidget = container.parentHandle {
            rowWidget.setCSSClass("gtkkit-header", row.isHeader)
            rowWidget.setCSSClass("gtkkit-vanishing", row.isVanishing)
        }
        if row.isHeader {
            container.show(header: source?.header(for: row, in: self))
        } else if !row.isVanishing {
            configureCell(of: container, row: row)
        }
        if row.isVanishing {
            scheduleGhostRemoval(row)
        } else if row.isAppearing && !row.isHeader {
            row.isAppearing = false
            container.expand { [weak self] in self?.rowDidExpand() }
        } else {
            container.resetAppearance()
        }
    }

    /// Runs the cell provider for the row a container shows, and sets up its row host.
    func configureCell(of container: RowContainer, row: RowRef) {
        bindingContainer = container
        dequeued = nil
        defer { bindingContainer = nil; dequeued = nil }
        guard let cell = source?.cell(for: row, in: self) else { return }
        container.show(cell: cell, identifier: dequeued?.cell === cell ? dequeued?.identifier : nil)
        if let host = container.host {
            configureHost(host, for: row)
            configureMenu(of: host, in: container, for: row)
        }
        updateHandle(of: container, animated: false)
        markSelection(of: container)
    }

    /// Detaches a container from the row it showed.
    private func release(_ container: RowContainer) {
        guard let row = container.row else { return }
        if row.container === container { row.container = nil }
        container.row = nil
        container.host?.prepareForReuse()
        if row.isVanishing { scheduleGhostRemoval(row) }
    }

    /// The row of an index path of the current snapshot if GTK holds its object (a row near the
    /// viewport, or the selected one), or nil; makes no object.
    /// - Complexity: O(g + log c) for g vanishing rows and c row objects alive.
    func materialisedRow(for indexPath: IndexPath) -> RowRef? {
        guard let live = liveRow(for: indexPath) else { return nil }
        return rows.materialisedRow(at: ghosts.modelPosition(ofLive: live))
    }

    /// The live (snapshot) row of an index path, headers counted, or nil if out of range.
    func liveRow(for indexPath: IndexPath) -> Int? {
        guard indexPath.item >= 0, indexPath.item < numberOfRows(inSection: indexPath.section) else { return nil }
        return sectionStarts[indexPath.section] + (modelHasHeaders ? 1 : 0) + indexPath.item
    }
}

import Diffable

/// The Swift side of the table's list model (`RowListModel`): the rows as GTK has been told them, and
/// the row objects made for GTK on demand.
///
/// - The rows are plain values in a flat `RowStorage`, vanishing ("ghost") rows included; each
///   mutation is followed by exactly one `items-changed` (a full replace by up to three: the rows
///   after and before the run of rows GTK shows, then the new rows after it, while the run's objects are
///   re-pointed at the first new rows), so the storage mirrors GTK row by row even in the middle of an
///   update.
/// - `object(at:)` (the model's `get_item`) makes the GObject and its `RowRef` only when GTK asks,
///   and `MaterialisedRows` gives back the same object while it lives: GTK keeps a row's widget, its
///   selection and focus by object identity. Ghosts hold their objects until they leave.
/// - Rows inserted by an animated update are "appearing" when GTK makes their objects during that
///   update (it binds the rows in its range inside `items-changed`); rows made later just appear.
///
/// Owned by its model object (qdata) and by the table; main thread only.
@MainActor
final class RowList {
    /// The rows; empty, of no particular snapshot type, until the first apply replaces it.
    private(set) var storage: any RowStorage = TypedRowStorage<Int, Int>([])
    private(set) var objects = MaterialisedRows()
    private(set) var ghosts = GhostLedger()
    /// Model positions of the rows inserted by the running animated update, ascending.
    private(set) var appearingRanges: [Range<Int>] = []
    /// Rows made while appearing, to reset when the update ends.
    private var appearingRows: [RowRef] = []
    /// The model this list backs; not retained (it owns this list). Set by `RowListModel.make`.
    var model: ListModelHandle?
    /// Handed to each row object's weak reference, so that a finalised object leaves the cache.
    let watcher = RowListWatcher()

    init() { watcher.list = self }

    /// The number of rows in the model (vanishing rows included).
    /// - Complexity: O(1).
    var count: Int { storage.count }

    /// The number of rows of the snapshot (vanishing rows not included).
    /// - Complexity: O(1).
    var liveCount: Int { count - ghosts.count }

    /// Whether the rows are those of a `DiffableSnapshot<Section, Item>`.
    func holds<Section: Hashable & Sendable, Item: Hashable & Sendable>(_: Section.Type, _: Item.Type) -> Bool {
        storage is TypedRowStorage<Section, Item>
    }

    // MARK: - Row objects

    /// The object of the row at `position`, made if none lives: a new reference, the caller's. Nil past
    /// the end. This is the model's `get_item`.
    /// - Complexity: O(log c) for c row objects alive when the row has one; else O(c + log a) for a
    ///   appearing ranges, and one GObject and one `RowRef` made.
    func object(at position: Int) -> ItemObject? {
        guard position >= 0 && position < count else { return nil }
        if let entry = objects.entry(at: position) {
            entry.object.retain()
            return entry.object
        }
        let row = storage.makeRow(at: position)
        if isAppearing(position) {
            row.isAppearing = true
            appearingRows.append(row)
        }
        let object = RowObject.make(row, watchedBy: watcher)
        objects.insert(MaterialisedRows.Entry(position: position, object: object, row: row))
        return object
    }

    /// The row at `position` if its object lives (GTK holds it: a row near the viewport, or the selected
    /// one), without making one.
    /// - Complexity: O(log c).
    func materialisedRow(at position: Int) -> RowRef? { objects.entry(at: position)?.row }

    /// The row at `position`, its object made if needed and held for as long as the result lives.
    /// - Complexity: that of `object(at:)`.
    func hold(at position: Int) -> HeldRow? {
        guard let object = object(at: position), let entry = objects.entry(at: position) else { return nil }
        defer { object.release() }
        return HeldRow(row: entry.row, object: object)
    }

    /// A row object was finalised.
    func objectFinalised(_ object: ItemObject) { objects.remove(object: object) }

    // MARK: - Mutations (each followed by one items-changed)

    /// Removes `removed` rows at `position` and inserts `rows` there; rows inserted with `appearing`
    /// expand when GTK binds them before `endAppearing()`.
    /// - Complexity: O(k + c + g + a) for k rows removed and inserted, plus the storage's gap move
    ///   (see `GapBuffer`).
    /// - Precondition: the list holds rows of `DiffableSnapshot<Section, Item>`; no ghost is removed.
    func splice<Section: Hashable & Sendable, Item: Hashable & Sendable>(
        at position: Int, removing removed: Int, inserting rows: some Collection<SnapshotRow<Section, Item>>,
        appearing: Bool = false
    ) {
        guard removed > 0 || !rows.isEmpty else { return }
        guard let typed = storage as? TypedRowStorage<Section, Item> else {
            preconditionFailure("RowList: rows of another snapshot type")
        }
        typed.replace(at: position, removing: removed, with: rows)
        didSplice(at: position, removed: removed, added: rows.count, appearing: appearing)
    }

    /// Removes `count` rows at `position`.
    /// - Precondition: no ghost is among them.
    func remove(at position: Int, count: Int) {
        guard count > 0 else { return }
        storage.remove(at: position, count: count)
        didSplice(at: position, removed: count, added: 0, appearing: false)
    }

    /// Replaces every row (ghosts too) with `rows`, keeping GTK's row widgets: the longest run of
    /// consecutive rows whose objects live (GTK's widgets around the viewport) is re-pointed at the first
    /// new rows (each object owns a new `RowRef`), and GTK is told only of the rows around it. The
    /// table then shows the new rows in the widgets (`TableView.showRepointedRows`).
    ///
    /// GTK 4.8 makes and destroys row widgets only for the rows an `items-changed` removes or adds;
    /// a row widget costs ~0.2 ms to make and ~0.06 ms to destroy, so replacing ~200 of them took
    /// 45 ms, where showing new rows in the same widgets takes what the cells' configuration takes.
    /// The splices come in this order: the rows after the run, then before it (removals only), then
    /// the new rows after it (insertions only). Never does one signal both remove a row GTK tracks
    /// (the scroll anchor, the focus) and add rows: GTK 4.8 would then ask the model for every added
    /// item, looking for the tracked one (a GObject and a `RowRef` for each new row: 0.34 s for
    /// 14,000 rows). The kept rows become the first ones, so the list shows its top, as it did when
    /// every row was replaced.
    /// - Complexity: O(n + c) for n rows (a value each, objects for the c kept rows only); GTK's part
    ///   is O(v) for the v rows it shows that were not kept.
    func replaceAll<Section: Hashable & Sendable, Item: Hashable & Sendable>(
        with rows: [SnapshotRow<Section, Item>]
    ) {
        let released = ghosts.removeAll()
        appearingRanges.removeAll()
        defer { withExtendedLifetime(released) {} }
        let run = objects.longestRun()
        let kept = Swift.min(run.count, rows.count)
        remove(at: run.start + kept, count: count - run.start - kept)
        remove(at: 0, count: run.start)
        let typed = TypedRowStorage<Section, Item>(rows[0..<kept])
        storage = typed
        for (index, entry) in objects.entries.enumerated() {
            objects.repoint(at: index, to: typed.makeRow(at: entry.position))
        }
        checkAfterMutation()
        splice(at: kept, removing: 0, inserting: rows[kept...])
    }

    private func didSplice(at position: Int, removed: Int, added: Int, appearing newRows: Bool) {
        objects.splice(at: position, removed: removed, added: added)
        ghosts.shift(splicedAt: position, removed: removed, added: added)
        shiftAppearing(at: position, removed: removed, added: added)
        if newRows && added > 0 {
            let index =
                (appearingRanges.last?.lowerBound ?? .min) < position
                ? appearingRanges.count
                : appearingRanges.firstIndex { $0.lowerBound >= position } ?? appearingRanges.count
            appearingRanges.insert(position..<position + added, at: index)
        }
        checkAfterMutation()
        model?.itemsChanged(position: position, removed: removed, added: added)
    }

    // MARK: - Ghosts

    /// Keeps the materialised row at `position` in the model as a vanishing row; nil if it has no object.
    func addGhost(at position: Int) -> RowRef? {
        guard let entry = objects.entry(at: position) else { return nil }
        entry.row.isVanishing = true
        ghosts.add(HeldRow(row: entry.row, object: entry.object), at: position)
        return entry.row
    }

    /// Removes a vanishing row from the model; false if it is not one (any more).
    @discardableResult
    func removeGhost(_ row: RowRef) -> Bool {
        guard let position = ghosts.position(of: row), let held = ghosts.remove(at: position) else { return false }
        remove(at: position, count: 1)
        withExtendedLifetime(held) {}
        return true
    }

    // MARK: - Appearing rows

    /// Ends an animated update: rows made from now on just appear.
    func endAppearing() {
        for row in appearingRows { row.isAppearing = false }
        appearingRows.removeAll()
        appearingRanges.removeAll()
    }

    private func isAppearing(_ position: Int) -> Bool {
        guard !appearingRanges.isEmpty else { return false }
        var low = 0, high = appearingRanges.count
        while low < high {
            let middle = (low + high) / 2
            if appearingRanges[middle].upperBound <= position { low = middle + 1 } else { high = middle }
        }
        return low < appearingRanges.count && appearingRanges[low].contains(position)
    }

    /// Moves the appearing ranges after a splice; the parts of them it removed go.
    /// - Complexity: O(1) when every range lies before `position` (the splices of one update come in
    ///   order), else O(a).
    private func shiftAppearing(at position: Int, removed: Int, added: Int) {
        guard let last = appearingRanges.last, last.upperBound > position else { return }
        let cut = position..<position + removed, delta = added - removed
        var shifted: [Range<Int>] = []
        shifted.reserveCapacity(appearingRanges.count + 1)
        for range in appearingRanges {
            if range.upperBound <= position {
                shifted.append(range)
                continue
            }
            if range.lowerBound < cut.lowerBound { shifted.append(range.lowerBound..<cut.lowerBound) }
            let after = Swift.max(range.lowerBound, cut.upperBound)..<range.upperBound
            if !after.isEmpty { shifted.append(after.lowerBound + delta..<after.upperBound + delta) }
        }
        appearingRanges = shifted
    }
}

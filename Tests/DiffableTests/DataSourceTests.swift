import Testing

@testable import Diffable

/// A view that records what the data source asks of it and keeps its rows with the splices.
@MainActor
final class RecordingView: DiffableDataSourceView {
    var events: [String] = []
    var rows: [SnapshotRow<String, String>] = []
    var lastDifference: SnapshotDifference<String, String>?

    func performBatchUpdates<Section, Item>(
        _ difference: SnapshotDifference<Section, Item>, from: DiffableSnapshot<Section, Item>,
        to: DiffableSnapshot<Section, Item>, animated: Bool,
        completion: @escaping @MainActor () -> Void
    ) {
        events.append("batch animated=\(animated) \(from.numberOfItems)→\(to.numberOfItems)")
        if let difference = difference as? SnapshotDifference<String, String> {
            lastDifference = difference
            ListSplice.apply(difference.splices(includingSectionHeaders: true), to: &rows)
        }
        completion()
    }

    func reloadData(completion: @escaping @MainActor () -> Void) {
        events.append("reloadData")
        completion()
    }
}

@MainActor
@Suite struct DataSourceTests {
    typealias Snapshot = DiffableSnapshot<String, String>
    typealias DataSource = DiffableDataSource<String, String, RecordingView, String>

    func makeDataSource(_ view: RecordingView, calls: @escaping @MainActor (IndexPath) -> Void = { _ in }) -> DataSource
    {
        DataSource(view: view) { _, indexPath, item in
            calls(indexPath)
            return "cell \(item) at \(indexPath)"
        }
    }

    @Test func applyHandsTheDifferenceToTheView() {
        let view = RecordingView()
        let dataSource = makeDataSource(view)
        var completed = 0
        let first = makeSnapshot(["Main": ["a", "b", "c"]])
        dataSource.apply(first) { completed += 1 }
        #expect(view.events == ["batch animated=true 0→3"])
        #expect(view.lastDifference?.sectionInserts == [0])
        #expect(view.rows == first.rows(includingSectionHeaders: true))

        var second = first
        second.deleteItems(["b"])
        second.appendItems(["d"])
        second.reloadItems(["a"])
        dataSource.apply(second, animatingDifferences: false) { completed += 1 }
        #expect(view.events.last == "batch animated=false 3→3")
        #expect(view.lastDifference?.itemDeletes == [IndexPath(item: 1, section: 0)])
        #expect(view.lastDifference?.itemInserts == [IndexPath(item: 2, section: 0)])
        #expect(view.lastDifference?.itemReloads == [IndexPath(item: 0, section: 0)])
        #expect(view.rows == second.rows(includingSectionHeaders: true))
        #expect(completed == 2)
    }

    @Test func snapshotIsTheAppliedOneWithoutMarks() {
        let view = RecordingView()
        let dataSource = makeDataSource(view)
        #expect(dataSource.snapshot() == Snapshot())
        var snapshot = makeSnapshot(["Main": ["a", "b"]])
        snapshot.reconfigureItems(["a"])
        snapshot.reloadSections(["Main"])
        dataSource.apply(snapshot)
        #expect(layout(dataSource.snapshot()) == layout(snapshot))
        #expect(dataSource.snapshot().reconfiguredItemIdentifiers.isEmpty)
        #expect(dataSource.snapshot().reloadedSectionIdentifiers.isEmpty)
        // Applying the same content again is an empty difference: the marks were one-shot.
        dataSource.apply(dataSource.snapshot())
        #expect(view.lastDifference?.isEmpty == true)
    }

    @Test func reloadDataSkipsTheDiff() {
        let view = RecordingView()
        let dataSource = makeDataSource(view)
        var completed = false
        dataSource.applySnapshotUsingReloadData(makeSnapshot(["Main": ["a"]])) { completed = true }
        #expect(view.events == ["reloadData"])
        #expect(completed)
        #expect(dataSource.snapshot().itemIdentifiers == ["a"])
    }

    @Test func lookups() {
        let view = RecordingView()
        let dataSource = makeDataSource(view)
        dataSource.apply(makeSnapshot(["A": ["a"], "B": ["b", "c"]]))
        #expect(dataSource.itemIdentifier(for: IndexPath(item: 1, section: 1)) == "c")
        #expect(dataSource.itemIdentifier(for: IndexPath(item: 2, section: 1)) == nil)
        #expect(dataSource.indexPath(for: "b") == IndexPath(item: 0, section: 1))
        #expect(dataSource.indexPath(for: "z") == nil)
        #expect(dataSource.sectionIdentifier(for: 1) == "B")
        #expect(dataSource.sectionIdentifier(for: 2) == nil)
        #expect(dataSource.index(for: "B") == 1)
        #expect(dataSource.numberOfSections() == 2)
        #expect(dataSource.numberOfRows(inSection: 1) == 2)
        #expect(dataSource.numberOfRows(inSection: 5) == 0)
    }

    @Test func cellCallsTheProvider() {
        let view = RecordingView()
        var asked: [IndexPath] = []
        let dataSource = makeDataSource(view) { asked.append($0) }
        dataSource.apply(makeSnapshot(["A": ["a", "b"]]))
        #expect(dataSource.cell(for: IndexPath(item: 1, section: 0)) == "cell b at [0, 1]")
        #expect(dataSource.cell(for: IndexPath(item: 2, section: 0)) == nil)
        #expect(asked == [IndexPath(item: 1, section: 0)])
    }

    @Test func viewIsHeldWeakly() {
        var view: RecordingView? = RecordingView()
        let dataSource = makeDataSource(view!)
        view = nil
        #expect(dataSource.view == nil)
        var completed = false
        dataSource.apply(makeSnapshot(["A": ["a"]])) { completed = true }
        #expect(completed)
        #expect(dataSource.cell(for: IndexPath(item: 0, section: 0)) == nil)
        #expect(dataSource.snapshot().numberOfItems == 1)
    }

    @Test func manyAppliesKeepTheViewInStep() {
        let view = RecordingView()
        let dataSource = makeDataSource(view)
        var rng = SeededGenerator(seed: 42)
        for _ in 0..<200 {
            let layout = DifferencePropertyTests.randomLayout(size: Int.random(in: 0...20, using: &rng), using: &rng)
            let snapshot = makeSnapshot(layout.map { ("s\($0.section)", $0.items.map { "i\($0)" }) })
            dataSource.apply(snapshot)
            #expect(view.rows == snapshot.rows(includingSectionHeaders: true))
        }
    }
}

import CGtk
import Diffable
import Foundation
import GtkKit
// Figures for issue 4 (table view): applying a snapshot to a 100,000-row TableView in a window.
//
//   delete1        one visible row deleted (no animation), until the next frame is drawn
//   delete1-apply  the same, `apply` alone (impl `datasource`: the data source with a view that
//                  does nothing, i.e. the diff's share)
//   delete1-anim   one visible row deleted with animation, until the next frame
//   churn     10% churn: 5% of the rows deleted and as many new rows inserted, at random places
//   peak           peak resident memory of a process showing a 100k-row table in a window
//                  (baselines: the same window with an empty table, and with 1,000 rows: the same
//                  row widgets, so 100k minus 1k is what the rows themselves cost)
//
// Times are main-thread CPU seconds (CLOCK_THREAD_CPUTIME_ID) from the apply until GTK has laid out
// and drawn the next frame, so GTK's own work for the change counts and waiting for the frame clock
// does not. `gtkkit` is `apply(_:animatingDifferences:)`; the baseline `reload` is
// `applySnapshotUsingReloadData`, which rebuilds the list model (what a table without a diff does).
// Run under a display: `scripts/with-display.sh .build/release/foodpin-bench tableview`.
import TestSupport

extension Suite {
    static let tableView = Suite(
        name: "tableview",
        run: { reporter in
            MainActor.assumeIsolated { TableViewBenchmarks.run(&reporter) }
        },
        peakCases: [
            PeakCase(
                name: "window-100k", impl: "gtkkit", n: 100_000,
                body: {
                    MainActor.assumeIsolated { TableViewBenchmarks.peak(rows: 100_000) }
                }),
            PeakCase(
                name: "window-1k", impl: "baseline", n: 1_000,
                body: {
                    MainActor.assumeIsolated { TableViewBenchmarks.peak(rows: 1_000) }
                }),
            PeakCase(
                name: "window-empty", impl: "baseline", n: 0,
                body: {
                    MainActor.assumeIsolated { TableViewBenchmarks.peak(rows: 0) }
                }),
        ])
}

@MainActor
enum TableViewBenchmarks {
    static let n = 100_000

    /// A window with a table of `count` one-label rows.
    @MainActor
    final class Bench {
        let window = gtk_window_new()!
        let table = TableView()
        let dataSource: TableViewDiffableDataSource<Int, Int>

        init(count: Int) {
            gtk_window_set_default_size(window.cast(), 420, 640)
            gtk_window_set_child(window.cast(), table.unsafeWidget)
            table.register({ Label() }, forCellReuseIdentifier: "cell")
            dataSource = TableViewDiffableDataSource(tableView: table) { table, path, item in
                let label = table.dequeueReusableCell(withIdentifier: "cell", for: path, as: Label.self)
                label.text = "Restaurant \(item)"
                label.xalign = 0
                return label
            }
            gtk_window_present(window.cast())
            waitForFrame(window)
            var snapshot = DiffableSnapshot<Int, Int>()
            snapshot.appendSections([0])
            snapshot.appendItems(Array(0..<count))
            dataSource.apply(snapshot, animatingDifferences: false)
            waitForFrame(window)
        }

        func close() {
            gtk_window_destroy(window.cast())
            while g_main_context_pending(nil) != 0 { g_main_context_iteration(nil, 0) }
        }
    }

    static func run(_ reporter: inout Reporter) {
        guard initialise() else {
            reporter.skipped("tableview", impl: "gtkkit", case: "all", n: n, reason: "no display")
            return
        }
        let bench = Bench(count: n)
        defer { bench.close() }
        var next = n
        var rng = SeededGenerator(seed: 4)
        var prepared = bench.dataSource.snapshot()
        /// A copy of the current snapshot without one row from the middle of the visible ones.
        func withoutVisibleRow() -> DiffableSnapshot<Int, Int> {
            var snapshot = bench.dataSource.snapshot()
            let visible = bench.table.indexPathsForVisibleRows
            snapshot.deleteItems([snapshot.itemIdentifiers(inSection: 0)[visible[visible.count / 2].item]])
            return snapshot
        }
        let delete1 = cpuTime {
            bench.dataSource.apply(prepared, animatingDifferences: false)
            waitForFrame(bench.window)
        } prepare: {
            prepared = withoutVisibleRow()
        }
        reporter.record("tableview", impl: "gtkkit", case: "delete1", n: n, seconds: delete1)

        let delete1Apply = cpuTime {
            bench.dataSource.apply(prepared, animatingDifferences: false)
        } prepare: {
            waitForFrame(bench.window)
            prepared = withoutVisibleRow()
        }
        reporter.record("tableview", impl: "gtkkit", case: "delete1-apply", n: n, seconds: delete1Apply)

        // The data source's share: the same apply with a view that does nothing. The diff runs
        // unspecialised inside the generic data source class, slower than `SnapshotDifference` called
        // with concrete types.
        let nullView = NullView()
        let nullSource = DiffableDataSource<Int, Int, NullView, Void>(view: nullView) { _, _, _ in nil }
        nullSource.apply(bench.dataSource.snapshot(), animatingDifferences: false)
        let delete1Source = cpuTime {
            nullSource.apply(prepared, animatingDifferences: false)
        } prepare: {
            prepared = withoutVisibleRow()
        }
        reporter.record("tableview", impl: "datasource", case: "delete1-apply", n: n, seconds: delete1Source)

        let delete1Animated = cpuTime {
            bench.dataSource.apply(prepared, animatingDifferences: true)
            waitForFrame(bench.window)
        } prepare: {
            for _ in 0..<20 { waitForFrame(bench.window) }
            prepared = withoutVisibleRow()
        }
        reporter.record("tableview", impl: "gtkkit", case: "delete1-anim", n: n, seconds: delete1Animated)

        let reload1 = cpuTime {
            var snapshot = bench.dataSource.snapshot()
            snapshot.deleteItems([snapshot.itemIdentifiers(inSection: 0)[5]])
            bench.dataSource.applySnapshotUsingReloadData(snapshot)
            waitForFrame(bench.window)
        } prepare: {
        }
        reporter.record("tableview", impl: "reload", case: "delete1", n: n, seconds: reload1)

        var churned = bench.dataSource.snapshot()
        let churn = cpuTime {
            bench.dataSource.apply(churned, animatingDifferences: false)
            waitForFrame(bench.window)
        } prepare: {
            var snapshot = bench.dataSource.snapshot()
            var items = snapshot.itemIdentifiers(inSection: 0)
            let changes = items.count / 20
            var doomed = Set<Int>()
            while doomed.count < changes { doomed.insert(items[Int.random(in: 0..<items.count, using: &rng)]) }
            snapshot.deleteItems(Array(doomed))
            items = snapshot.itemIdentifiers(inSection: 0)
            for _ in 0..<changes {
                snapshot.insertItems([next], beforeItem: items[Int.random(in: 0..<items.count, using: &rng)])
                next += 1
            }
            churned = snapshot
        }
        reporter.record("tableview", impl: "gtkkit", case: "churn", n: n, seconds: churn)

        let churnReload = cpuTime {
            bench.dataSource.applySnapshotUsingReloadData(churned)
            waitForFrame(bench.window)
        } prepare: {
        }
        reporter.record("tableview", impl: "reload", case: "churn", n: n, seconds: churnReload)
    }

    /// A view that applies nothing, to time the data source alone.
    final class NullView: DiffableDataSourceView {
        func performBatchUpdates<Section, Item>(
            _ difference: SnapshotDifference<Section, Item>, from: DiffableSnapshot<Section, Item>,
            to: DiffableSnapshot<Section, Item>, animated: Bool,
            completion: @escaping @MainActor () -> Void
        ) { completion() }
        func reloadData(completion: @escaping @MainActor () -> Void) { completion() }
    }

    /// Shows a table of `rows` rows and lets it draw a few frames.
    static func peak(rows: Int) {
        guard initialise() else { return }
        let bench = Bench(count: rows)
        for _ in 0..<5 { waitForFrame(bench.window) }
        withExtendedLifetime(bench) {}
    }

    private static func initialise() -> Bool {
        guard ProcessInfo.processInfo.environment["DISPLAY"] != nil else { return false }
        adw_init()
        return true
    }

    /// Median main-thread CPU seconds of `body` over 7 runs after a warm-up; `prepare` runs untimed
    /// before each.
    private static func cpuTime(_ body: () -> Void, prepare: () -> Void) -> Double {
        var times: [Double] = []
        for run in 0..<8 {
            prepare()
            let start = threadSeconds()
            body()
            if run > 0 { times.append(threadSeconds() - start) }
        }
        return times.sorted()[times.count / 2]
    }

    private static func threadSeconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    /// Spins the main loop until the window's frame clock has painted a new frame (layout and drawing
    /// of whatever changed), blocking in poll meanwhile.
    static func waitForFrame(_ window: UnsafeMutablePointer<GtkWidget>) {
        guard let clock = gtk_widget_get_frame_clock(window) else {
            while g_main_context_pending(nil) != 0 { g_main_context_iteration(nil, 0) }
            return
        }
        var painted = false
        let connection = Signal.connect(clock, "after-paint") { painted = true }
        gdk_frame_clock_request_phase(clock, GDK_FRAME_CLOCK_PHASE_LAYOUT)
        let deadline = Date().addingTimeInterval(2)
        while !painted && Date() < deadline { g_main_context_iteration(nil, 1) }
        connection.disconnect()
        while g_main_context_pending(nil) != 0 { g_main_context_iteration(nil, 0) }
    }
}

// Suite "search" (issue 13): a keystroke in FoodPin's search entry until the table holds the result,
// at 100,000 and 1,000,000 restaurants (the synthetic ones of `foodpin add-synthetic`).
//
//   cases      `1-letter` ("a": every restaurant matches), `3-letter` ("caf": one in seven),
//              `no-match` ("zqx"); each typed into a table showing the whole list
//   gtkkit     what the window does: the query on the index, the matches' set and snapshot (a worker
//              thread in the app), then on the main thread the snapshot applied to a TableView of n
//              rows in a window, by SearchController's rule (animated when at most 500 rows come or
//              go, else reloaded) — wall seconds from the keystroke to the applied snapshot
//   main       the main thread's part of that: applying the snapshot
//   index      the query alone
//   foundation baseline: the tutorial's filter over [Restaurant] in memory (every word found with
//              `range(of:options: [.caseInsensitive, .diacriticInsensitive])` in name, type or
//              location), at 100,000 only
//
// Targets: gtkkit ≤ 16 ms at 100k and ≤ 60 ms at 1M; main ≤ 16 ms (one frame) at both.
// Run under a display: `scripts/with-display.sh .build/release/foodpin-bench search`.
import CGtk
import Diffable
import FoodPinModel
import Foundation
import GtkKit

extension Suite {
    static let search = Suite(
        name: "search",
        run: { reporter in
            MainActor.assumeIsolated { SearchBenchmarks.run(&reporter) }
        })
}

@MainActor
enum SearchBenchmarks {
    static let queries = [("1-letter", "a"), ("3-letter", "caf"), ("no-match", "zqx")]

    /// The restaurants `addSynthetic` makes, in memory.
    static func restaurants(_ n: Int) -> [Restaurant] {
        let types = ["Cafe", "Bakery", "Spanish", "Thai", "French", "Tea House", "American / Seafood"]
        let cities = ["Hong Kong", "Sydney", "New York", "London"]
        return (1...n).map { number in
            Restaurant(
                id: UUID(), name: "Restaurant \(number)", type: types[number % types.count],
                location: cities[number % cities.count], isFavorite: number % 10 == 0)
        }
    }

    static func run(_ reporter: inout Reporter) {
        guard ProcessInfo.processInfo.environment["DISPLAY"] != nil else {
            reporter.skipped("search", impl: "gtkkit", case: "all", n: 0, reason: "no display")
            return
        }
        adw_init()
        for n in [100_000, 1_000_000] {
            let all = restaurants(n)
            let index = RestaurantSearchIndex(all.lazy.map(RestaurantSearchIndex.Entry.init))
            let full = RestaurantSnapshot(all.map(\.id))
            let table = Table(full)
            defer { table.close() }
            for (name, text) in queries {
                var main = 0.0
                let total = measure(runs: 5, setUp: { table.reset(to: full) }) { _ in
                    // FoodPin's SearchController: on the worker, the query, then the matches' set and
                    // snapshot (none when every row matches); on the main thread, nothing to apply when
                    // every row matches, an animated apply when at most 500 rows come or go, else the
                    // rows reloaded.
                    let ids = index.matches(SearchQuery(text)) ?? []
                    let snapshot = ids.count == n ? nil : RestaurantSnapshot(ids)
                    if snapshot != nil { blackHole(Set(ids)) }
                    let start = DispatchTime.now().uptimeNanoseconds
                    let shown = table.dataSource.snapshot().numberOfItems
                    if let snapshot, ids.count != shown {
                        if abs(ids.count - shown) <= 500 {
                            table.dataSource.apply(snapshot, animatingDifferences: true)
                        } else {
                            table.dataSource.applySnapshotUsingReloadData(snapshot)
                        }
                    }
                    main = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
                }
                reporter.record("search", impl: "gtkkit", case: name, n: n, seconds: total)
                reporter.record("search", impl: "main", case: name, n: n, seconds: main)
                let query = measure { blackHole(index.matches(SearchQuery(text))) }
                reporter.record("search", impl: "index", case: name, n: n, seconds: query)
                if n == 100_000 {
                    let words = text.split(separator: " ").map(String.init)
                    let baseline = measure(runs: 3) {
                        blackHole(
                            all.filter { restaurant in
                                words.allSatisfy { word in
                                    [restaurant.name, restaurant.type, restaurant.location].contains {
                                        $0.range(of: word, options: [.caseInsensitive, .diacriticInsensitive]) != nil
                                    }
                                }
                            })
                    }
                    reporter.record("search", impl: "foundation", case: name, n: n, seconds: baseline)
                }
            }
        }
    }

    typealias RestaurantSnapshot = DiffableSnapshot<Int, UUID>

    /// A window whose table shows restaurant ids as one label each.
    @MainActor
    final class Table {
        let window = gtk_window_new()!
        let table = TableView()
        let dataSource: TableViewDiffableDataSource<Int, UUID>

        init(_ snapshot: RestaurantSnapshot) {
            gtk_window_set_default_size(window.cast(), 420, 640)
            gtk_window_set_child(window.cast(), table.unsafeWidget)
            table.register({ Label() }, forCellReuseIdentifier: "cell")
            dataSource = TableViewDiffableDataSource(tableView: table) { table, path, item in
                let label = table.dequeueReusableCell(withIdentifier: "cell", for: path, as: Label.self)
                label.text = item.uuidString
                return label
            }
            gtk_window_present(window.cast())
            TableViewBenchmarks.waitForFrame(window)
            reset(to: snapshot)
        }

        /// Shows `snapshot` at once and lets every animation end (untimed).
        func reset(to snapshot: RestaurantSnapshot) {
            for _ in 0..<15 { TableViewBenchmarks.waitForFrame(window) }
            dataSource.applySnapshotUsingReloadData(snapshot)
            TableViewBenchmarks.waitForFrame(window)
        }

        func close() {
            gtk_window_destroy(window.cast())
            while g_main_context_pending(nil) != 0 { g_main_context_iteration(nil, 0) }
        }
    }
}

extension DiffableSnapshot where SectionIdentifierType == Int, ItemIdentifierType == UUID {
    init(_ ids: [UUID]) {
        self.init()
        reserveCapacity(ids.count)
        appendSections([0])
        appendItems(ids, toSection: 0)
    }
}

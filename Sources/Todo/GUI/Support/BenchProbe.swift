// Why this type exists: the "todo" benchmark suite times the real app, not a model of it. With
// TODO_BENCH=1 the app, once its rows are shown, runs each edit a user makes several times and
// reports on stderr the median main-thread seconds of each, from the call until the data source's
// apply has returned (store write included), then quits:
//   todo-bench ready
//   todo-bench insert <s>   typing a to-do and pressing Enter
//   todo-bench delete <s>   deleting a row
//   todo-bench tick <s>     ticking a row off (a move into Completed)
//   todo-bench rename <s>   saving a rename in place
//   todo-bench reorder <s>  Alt+Down on a row
import FoodPinModel
import Foundation
import GtkKit

@MainActor
enum BenchProbe {
    static var isEnabled: Bool { ProcessInfo.processInfo.environment["TODO_BENCH"] == "1" }

    static func start(_ controller: TodoListController, quit: @escaping @MainActor () -> Void) {
        guard isEnabled else { return }
        controller.table.afterNextFrame {
            report("ready")
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) {
                MainActor.assumeIsolated {
                    run(controller)
                    quit()
                }
            }
        }
    }

    private static let rounds = 7

    private static func run(_ controller: TodoListController) {
        var ids: [UUID] { controller.dataSource.snapshot().itemIdentifiers(inSection: .open) }
        time("insert") {
            controller.composer.entry.text = "A new to-do"
            controller.insert()
        }
        time("delete") { controller.delete([ids[ids.count / 2]]) }
        time("tick") {
            let open = ids
            controller.setDone(open[open.count / 3], true)
        }
        var round = 0
        time("rename") {
            round += 1
            _ = controller.rename(ids[ids.count / 4], to: "Renamed \(round)")
        }
        time("reorder") { _ = controller.move(ids[ids.count / 5], by: 1) }
    }

    /// Runs `body` `rounds` times and reports the median.
    private static func time(_ name: String, _ body: () -> Void) {
        var samples: [Double] = []
        for _ in 0..<rounds {
            let start = DispatchTime.now().uptimeNanoseconds
            body()
            samples.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
            // Let GTK lay out, paint and finish the rows' animations between two edits. (Ticks less
            // than a row animation apart, 200 ms, crash in RowContainer's fade: see the report of
            // issue 14; 0.5 s apart is a brisk user.)
            MainContext.spin(timeout: 0.5)
        }
        report(name, String(format: "%.6f", samples.sorted()[samples.count / 2]))
    }

    private static func report(_ name: String, _ value: String = "") {
        FileHandle.standardError.write(Data("todo-bench \(name)\(value.isEmpty ? "" : " " + value)\n".utf8))
    }
}

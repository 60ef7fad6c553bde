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
import Diffable
import Dispatch
import FoodPinModel
import GtkKit

import struct Foundation.Data
import class Foundation.FileHandle
import class Foundation.ProcessInfo
import struct Foundation.UUID

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
        // The row each edit acts on is picked before the clock starts (reading the ids is the bench's
        // work, not the edit's).
        func open(at fraction: Double) -> UUID? {
            let snapshot = controller.rows.snapshot
            let count = snapshot.numberOfItems(inSection: .open)
            return count == 0
                ? nil : snapshot.itemIdentifier(at: IndexPath(item: Int(Double(count) * fraction), section: 0))
        }
        time("insert", pick: { UUID() }) { _ in
            controller.composer.entry.text = "A new to-do"
            controller.insert()
        }
        time("delete", pick: { open(at: 0.5) }) { controller.delete([$0]) }
        time("tick", pick: { open(at: 0.33) }) { controller.setDone($0, true) }
        var round = 0
        time("rename", pick: { open(at: 0.25) }) { id in
            round += 1
            _ = controller.rename(id, to: "Renamed \(round)")
        }
        time("reorder", pick: { open(at: 0.2) }) { _ = controller.move($0, by: 1) }
    }

    /// Runs `body` `rounds` times on the row `pick` gives (untimed) and reports the median.
    private static func time(_ name: String, pick: () -> UUID?, _ body: (UUID) -> Void) {
        var samples: [Double] = []
        for _ in 0..<rounds {
            guard let id = pick() else { return }
            let start = DispatchTime.now().uptimeNanoseconds
            body(id)
            samples.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
            // Let GTK lay out and paint between two edits: 50 ms, less than a row animation (200 ms),
            // so an edit lands while the previous one's rows still fade (as fast ticks do).
            MainContext.spin(timeout: 0.05)
        }
        report(name, String(format: "%.6f", samples.sorted()[samples.count / 2]))
    }

    private static func report(_ name: String, _ value: String = "") {
        FileHandle.standardError.write(Data("todo-bench \(name)\(value.isEmpty ? "" : " " + value)\n".utf8))
    }
}

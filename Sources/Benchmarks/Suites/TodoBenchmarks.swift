// The "todo" suite: the real app (the release `todo` beside this binary) on lists of 10,000 and
// 100,000 to-dos (every tenth done), under the display `make bench` provides. The app, started with
// TODO_BENCH=1, makes each edit a user makes several times and prints the median main-thread
// seconds of each, from the call until the data source's apply has returned, store write included
// (Sources/Todo/GUI/Support/BenchProbe.swift):
//   insert   typing a to-do and pressing Enter: stored, appended to the snapshot, applied
//   delete   deleting a row
//   tick     ticking a row off: stored, the row moved into "Completed"
//   rename   saving a rename in place: stored, the row reconfigured
//   reorder  Alt+Down on a row: the snapshot's move, then the store's
// Target: ≤ 4 ms at 10,000 and ≤ 16 ms at 100,000 for every edit; none reads the whole list.
import FoodPinModel
import Foundation

extension Suite {
    static let todo = Suite(name: "todo") { reporter in
        let cases = ["insert", "delete", "tick", "rename", "reorder"]
        guard ProcessInfo.processInfo.environment["DISPLAY"] != nil else {
            reporter.skipped(
                "todo", impl: "app", case: "insert", n: 100_000,
                reason: "no DISPLAY (run under scripts/with-display.sh)")
            return
        }
        let app = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
            .deletingLastPathComponent().appendingPathComponent("todo")
        guard FileManager.default.isExecutableFile(atPath: app.path) else {
            reporter.skipped("todo", impl: "app", case: "insert", n: 100_000, reason: "build the release todo first")
            return
        }
        for n in [10_000, 100_000] {
            guard let database = TodoRun.makeDatabase(count: n) else {
                reporter.skipped("todo", impl: "app", case: "insert", n: n, reason: "could not create the database")
                continue
            }
            defer { try? FileManager.default.removeItem(at: database.deletingLastPathComponent()) }
            let figures = TodoRun.launch(app, database: database)
            for name in cases {
                if let seconds = figures[name] {
                    reporter.record("todo", impl: "app", case: name, n: n, seconds: seconds)
                } else {
                    reporter.skipped("todo", impl: "app", case: name, n: n, reason: "the app reported nothing")
                }
            }
        }
    }
}

/// One launch of `todo` in benchmark mode.
enum TodoRun {
    /// A new database of `count` to-dos, every tenth done, in a directory of its own.
    static func makeDatabase(count: Int) -> URL? {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("todo-bench-\(UUID().uuidString)")
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            let url = directory.appendingPathComponent("foodpin.sqlite3")
            let list = try TodoList(path: url.path)
            let items = try list.add(contentsOf: (1...count).map { "To-do number \($0)" })
            try list.setDone(items.enumerated().filter { $0.offset % 10 == 9 }.map(\.element.id), true)
            return url
        } catch {
            return nil
        }
    }

    /// Runs the app until it quits (at most 120 s) and reads its report: seconds by case.
    static func launch(_ app: URL, database: URL) -> [String: Double] {
        let process = Process()
        process.executableURL = app
        var environment = ProcessInfo.processInfo.environment
        environment["FOODPIN_DB"] = database.path
        environment["TODO_BENCH"] = "1"
        environment["GSETTINGS_BACKEND"] = "memory"
        environment["XDG_DATA_HOME"] = database.deletingLastPathComponent().path
        process.environment = environment
        let pipe = Pipe()
        process.standardError = pipe
        process.standardOutput = FileHandle.nullDevice
        do { try process.run() } catch { return [:] }
        let watchdog = DispatchWorkItem { [process] in if process.isRunning { process.terminate() } }
        DispatchQueue.global().asyncAfter(deadline: .now() + 120, execute: watchdog)
        defer { watchdog.cancel() }

        var figures: [String: Double] = [:]
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        for line in output.split(separator: "\n") {
            let words = line.split(separator: " ")
            if words.count == 3, words[0] == "todo-bench", let seconds = Double(words[2]) {
                figures[String(words[1])] = seconds
            }
        }
        process.waitUntilExit()
        return figures
    }
}

import Foundation

extension AppProcess {
    /// Waits until the app has settled: for `AppProcess.idleWindow` its threads together ran for less
    /// than `AppProcess.idleBudget` and waited for a CPU for less than that too. An animation draws
    /// every frame and a launch lays out, loads and checks its data: each costs more than that within
    /// the window, and an app starved of CPU on a loaded machine shows its wish to run as waiting time,
    /// so an app that neither ran nor waited is at rest. (What it does at rest — the store's poll every
    /// 200 ms, well under a millisecond — stays under the budget.)
    ///
    /// What it is for: FoodPin's window folds its leaflet during the first quarter second after
    /// launch, and a click computed before the fold landed where the main menu button had been (on
    /// Search, or on nothing). Waiting for the window alone is not enough; waiting for the app to rest
    /// is, whatever moved.
    /// - Note: Reads the scheduler's accounting in `/proc` and asks the app nothing (an AT-SPI poll
    ///   would itself cost it CPU).
    /// - Throws: `UITestError.timeout` when the app keeps working past `timeout` (scaled) seconds.
    public func waitUntilIdle(timeout: Double = 10, file: StaticString = #filePath, line: UInt = #line) throws {
        var reference = (time: Date(), usage: schedulerUsage)
        try eventually(
            timeout: timeout, "\(executable.lastPathComponent) (pid \(pid)) never came to rest", file: file,
            line: line
        ) {
            guard isRunning else { throw UITestError.launch("exited with status \(exitStatus ?? -1)") }
            let now = (time: Date(), usage: schedulerUsage)
            if now.usage.running - reference.usage.running >= AppProcess.idleBudget
                || now.usage.waiting - reference.usage.waiting >= AppProcess.idleBudget
            {
                reference = now
                return false
            }
            return now.time.timeIntervalSince(reference.time) >= AppProcess.idleWindow
        }
    }

    /// How long an app must stay (nearly) without CPU to count as idle: at 60 frames a second an
    /// animation draws six frames in it.
    public static let idleWindow = 0.1

    /// The CPU time (and the time waiting for a CPU) an idle app may still spend in `idleWindow`, in
    /// seconds: a frame costs more (about 8 ms with cairo, 26 ms with GL under Xvfb).
    public static let idleBudget = 0.002

    /// Seconds every thread of the app has run, and waited runnable for a CPU
    /// (`/proc/<pid>/task/*/schedstat`).
    private var schedulerUsage: (running: Double, waiting: Double) {
        let tasks = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/task")) ?? []
        var running = 0.0
        var waiting = 0.0
        for task in tasks {
            guard let text = try? String(contentsOfFile: "/proc/\(pid)/task/\(task)/schedstat", encoding: .utf8)
            else { continue }
            let fields = text.split(separator: " ")
            guard fields.count >= 2 else { continue }
            running += (Double(fields[0]) ?? 0) / 1e9
            waiting += (Double(fields[1]) ?? 0) / 1e9
        }
        return (running, waiting)
    }
}

import Foundation

extension AppProcess {
    /// Waits until the app has settled: none of its threads is runnable and it has used no CPU for
    /// `AppProcess.idleWindow`. An animation draws every frame, a launch lays out, loads and checks
    /// its data: each costs CPU within that window, so an app that spends none is at rest.
    ///
    /// What it is for: FoodPin's window folds its leaflet during the first quarter second after
    /// launch, and a click computed before the fold landed where the main menu button had been (on
    /// Search, or on nothing). Waiting for the window alone is not enough; waiting for the app to rest
    /// is, whatever moved.
    /// - Note: Reads `/proc`, asks the app nothing (an AT-SPI poll would itself cost it CPU).
    /// - Throws: `UITestError.timeout` when the app keeps working past `timeout` (scaled) seconds.
    public func waitUntilIdle(timeout: Double = 10, file: StaticString = #filePath, line: UInt = #line) throws {
        var lastCPU = cpuTicks
        var quietSince = Date()
        try eventually(
            timeout: timeout, "\(executable.lastPathComponent) (pid \(pid)) never came to rest", file: file,
            line: line
        ) {
            guard isRunning else { throw UITestError.launch("exited with status \(exitStatus ?? -1)") }
            let cpu = cpuTicks
            if cpu != lastCPU || hasRunnableThread {
                lastCPU = cpu
                quietSince = Date()
                return false
            }
            return Date().timeIntervalSince(quietSince) >= AppProcess.idleWindow
        }
    }

    /// How long an app must use no CPU to count as idle: at 60 frames a second an animation draws six
    /// frames in it, each at least a clock tick (10 ms) of CPU with either renderer.
    public static let idleWindow = 0.1

    /// User and system CPU of every thread, in clock ticks (`/proc/<pid>/stat`); nil once gone.
    private var cpuTicks: Int? {
        guard let fields = Self.statFields(path: "/proc/\(pid)/stat"), fields.count > 12 else { return nil }
        return (Int(fields[11]) ?? 0) + (Int(fields[12]) ?? 0)
    }

    /// Whether one of the app's threads is running or waiting for a CPU (state R).
    private var hasRunnableThread: Bool {
        let tasks = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/task")) ?? []
        return tasks.contains { Self.statFields(path: "/proc/\(pid)/task/\($0)/stat")?.first == "R" }
    }

    /// The fields of a `/proc` stat file after the command name (state first).
    private static func statFields(path: String) -> [Substring]? {
        guard let text = try? String(contentsOfFile: path, encoding: .utf8),
            let close = text.lastIndex(of: ")")
        else { return nil }
        return text[text.index(after: close)...].split(separator: " ")
    }
}

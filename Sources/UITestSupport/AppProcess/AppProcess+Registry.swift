import Foundation

/// Every running launch, for cleanup at exit and for failure reports.
extension AppProcess {
    private final class WeakProcess {
        weak var process: AppProcess?
        init(_ process: AppProcess) { self.process = process }
    }

    nonisolated(unsafe) private static var launched: [Int32: WeakProcess] = [:]
    nonisolated(unsafe) private static var sandboxes: [URL] = []
    private static let lock = NSLock()

    static func register(_ process: AppProcess) {
        lock.lock(); launched[process.pid] = WeakProcess(process); lock.unlock()
    }

    static func unregister(_ pid: Int32) {
        lock.lock(); launched[pid] = nil; lock.unlock()
    }

    static func registerSandbox(_ root: URL) {
        lock.lock(); sandboxes.append(root); lock.unlock()
    }

    /// Removes `directory` (a test's scratch directory) when the test process ends, with the
    /// launches' own sandboxes (kept when `UITEST_KEEP_SANDBOX` is set).
    public static func removeAtExit(_ directory: URL) { registerSandbox(directory) }

    /// The launched apps that are still alive in this test process.
    static var running: [AppProcess] {
        lock.lock(); defer { lock.unlock() }
        return launched.values.compactMap(\.process).filter(\.isRunning).sorted { $0.pid < $1.pid }
    }

    static func killAllLaunched() {
        lock.lock()
        let pids = Array(launched.keys), roots = sandboxes
        launched = [:]
        lock.unlock()
        for pid in pids { Foundation.kill(pid, SIGKILL) }
        if ProcessInfo.processInfo.environment["UITEST_KEEP_SANDBOX"] == nil {
            for root in roots { try? FileManager.default.removeItem(at: root) }
        }
    }

    /// The AT-SPI trees and stderr tails of every running launched app, for failure messages.
    static func dumpLaunched() -> String {
        let processes = running
        guard !processes.isEmpty else { return "(no launched app is running)" }
        return processes.map { process in
            let name = process.executable.lastPathComponent
            let tree = process.accessibleApplication?.dump() ?? "(not on AT-SPI)"
            return "\(name) pid \(process.pid):\n\(tree)\n\(process.standardErrorTail)"
        }.joined(separator: "\n")
    }
}

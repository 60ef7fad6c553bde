import Foundation

/// Where a UI test's time goes: AT-SPI round trips, helper tools (xdotool, import, xclip…), app
/// launches, polls of `eventually` and holds of `holdStill`, counted for the whole test process.
///
/// The counters are always kept (a clock read per call); `UITEST_STATS=1` prints them after every
/// test (`UITestStatistics.Observer`), which is how the suite's time was measured (see
/// Tests/README.md). Read them around a piece of code with `snapshot()` and `-`.
/// - Note: Thread-safe; every UI test runs on one thread, so the figures are that thread's.
public enum UITestStatistics {
    /// What was spent, in calls and seconds of wall time.
    public struct Counters: Sendable, Equatable, CustomStringConvertible {
        /// AT-SPI calls answered over D-Bus (libatspi's cached role and parent are not counted).
        public var accessibilityCalls = 0
        public var accessibilitySeconds = 0.0
        /// Helper processes run to completion (xdotool, import, convert, xclip).
        public var toolRuns = 0
        public var toolSeconds = 0.0
        /// Apps launched, and the seconds from launch until their window was found.
        public var launches = 0
        public var launchSeconds = 0.0
        /// Polls made by `eventually` (and what is built on it), and the seconds spent waiting in them.
        public var polls = 0
        public var waitSeconds = 0.0
        /// Seconds spent in `holdStill` (checks that something does not happen).
        public var holdSeconds = 0.0
        /// Seconds by label, from `measure(_:_:)`.
        public var labelled: [String: Double] = [:]

        public init() {}

        public static func - (lhs: Counters, rhs: Counters) -> Counters {
            var result = Counters()
            result.accessibilityCalls = lhs.accessibilityCalls - rhs.accessibilityCalls
            result.accessibilitySeconds = lhs.accessibilitySeconds - rhs.accessibilitySeconds
            result.toolRuns = lhs.toolRuns - rhs.toolRuns
            result.toolSeconds = lhs.toolSeconds - rhs.toolSeconds
            result.launches = lhs.launches - rhs.launches
            result.launchSeconds = lhs.launchSeconds - rhs.launchSeconds
            result.polls = lhs.polls - rhs.polls
            result.waitSeconds = lhs.waitSeconds - rhs.waitSeconds
            result.holdSeconds = lhs.holdSeconds - rhs.holdSeconds
            result.labelled = lhs.labelled.merging(rhs.labelled.mapValues { -$0 }, uniquingKeysWith: +)
            return result
        }

        public var description: String {
            func s(_ value: Double) -> String { String(format: "%.2f s", value) }
            return "AT-SPI \(accessibilityCalls) calls \(s(accessibilitySeconds)); tools \(toolRuns) runs "
                + "\(s(toolSeconds)); launches \(launches) \(s(launchSeconds)); polls \(polls) "
                + "\(s(waitSeconds)); held \(s(holdSeconds))"
                + labelled.sorted { $0.key < $1.key }.map { "; \($0.key) \(s($0.value))" }.joined()
        }
    }

    nonisolated(unsafe) private static var counters = Counters()
    private static let lock = NSLock()

    /// The counters so far.
    public static func snapshot() -> Counters {
        lock.lock()
        defer { lock.unlock() }
        return counters
    }

    static func record(_ change: (inout Counters) -> Void) {
        lock.lock()
        change(&counters)
        lock.unlock()
    }

    /// Runs one AT-SPI call and counts it.
    @inline(__always)
    static func accessibilityCall<T>(_ body: () throws -> T) rethrows -> T {
        let start = DispatchTime.now().uptimeNanoseconds
        defer {
            let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
            record {
                $0.accessibilityCalls += 1
                $0.accessibilitySeconds += seconds
            }
        }
        return try body()
    }

    /// Runs `body` and adds its seconds under `label`.
    public static func measure<T>(_ label: String, _ body: () throws -> T) rethrows -> T {
        let start = DispatchTime.now().uptimeNanoseconds
        defer {
            let seconds = Self.seconds(since: start)
            record { $0.labelled[label, default: 0] += seconds }
        }
        return try body()
    }

    /// Seconds since `start` (a `DispatchTime` uptime in nanoseconds).
    static func seconds(since start: UInt64) -> Double {
        Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    }

    /// Whether `UITEST_STATS` asks for a line per test.
    static let isReporting =
        ProcessInfo.processInfo.environment["UITEST_STATS"].map { !$0.isEmpty && $0 != "0" }
        ?? false
}

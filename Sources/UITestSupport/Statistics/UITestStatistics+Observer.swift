import Foundation
import XCTest

extension UITestStatistics {
    /// Prints, after each XCTest test, what it spent (`UITEST_STATS=1`):
    /// `[ui-stats] DeleteTests.testFullSwipeDeletes 5.46 s: AT-SPI 1532 calls 2.10 s; tools …`.
    final class Observer: NSObject, XCTestObservation {
        private var before = Counters()
        private var started: UInt64
        private var cpuBefore: Double
        private var childrenBefore: Double

        /// Starts counting now: the observer is registered inside the test that starts the session,
        /// which XCTest never announces to it, so that test is reported from here (with every count
        /// since the process began). Counting from zero reported it as the machine's uptime.
        override init() {
            started = DispatchTime.now().uptimeNanoseconds
            cpuBefore = Self.cpuSeconds()
            childrenBefore = Self.cpuSeconds(RUSAGE_CHILDREN)
        }

        /// CPU seconds (user + system) of this process so far.
        private static func cpuSeconds(_ who: __rusage_who = RUSAGE_SELF) -> Double {
            var usage = rusage()
            getrusage(who.rawValue, &usage)
            return Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec)
                + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6
        }

        func testCaseWillStart(_ testCase: XCTestCase) {
            before = UITestStatistics.snapshot()
            started = DispatchTime.now().uptimeNanoseconds
            cpuBefore = Self.cpuSeconds()
            childrenBefore = Self.cpuSeconds(RUSAGE_CHILDREN)
        }

        func testCaseDidFinish(_ testCase: XCTestCase) {
            FileHandle.standardError.write(Data(report(testCase.name).utf8))
        }

        /// The line printed for the test `name`: what was spent since it started.
        func report(_ name: String) -> String {
            let spent = UITestStatistics.snapshot() - before
            return String(
                format: "[ui-stats] %@ %.2f s (CPU: test process %.2f s, apps and tools %.2f s): %@\n",
                name, UITestStatistics.seconds(since: started), Self.cpuSeconds() - cpuBefore,
                Self.cpuSeconds(RUSAGE_CHILDREN) - childrenBefore, spent.description)
        }
    }

    nonisolated(unsafe) private static var observer: Observer?

    /// Registers the observer once, when `UITEST_STATS` is set (called by `UITestSession.start()`; the
    /// test that starts the session is reported from that moment on).
    static func observeTestsIfAsked() {
        guard isReporting, observer == nil else { return }
        let observer = Observer()
        self.observer = observer
        XCTestObservationCenter.shared.addTestObserver(observer)
    }
}

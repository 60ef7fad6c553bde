import Foundation
import XCTest

extension UITestStatistics {
    /// Prints, after each XCTest test, what it spent (`UITEST_STATS=1`):
    /// `[ui-stats] DeleteTests.testFullSwipeDeletes 5.46 s: AT-SPI 1532 calls 2.10 s; tools …`.
    final class Observer: NSObject, XCTestObservation {
        private var before = Counters()
        private var started: UInt64 = 0
        private var cpuBefore = 0.0
        private var childrenBefore = 0.0

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
            let spent = UITestStatistics.snapshot() - before
            let line = String(
                format: "[ui-stats] %@ %.2f s (CPU: test process %.2f s, apps and tools %.2f s): %@\n",
                testCase.name, UITestStatistics.seconds(since: started), Self.cpuSeconds() - cpuBefore,
                Self.cpuSeconds(RUSAGE_CHILDREN) - childrenBefore, spent.description)
            FileHandle.standardError.write(Data(line.utf8))
        }
    }

    nonisolated(unsafe) private static var observer: Observer?

    /// Registers the observer once, when `UITEST_STATS` is set (called by `UITestSession.start()`; the
    /// test that starts the session is reported from its next test on).
    static func observeTestsIfAsked() {
        guard isReporting, observer == nil else { return }
        let observer = Observer()
        self.observer = observer
        XCTestObservationCenter.shared.addTestObserver(observer)
    }
}

import Foundation
import Testing

@testable import UITestSupport

/// The line `UITEST_STATS=1` prints after each test (`UITestStatistics.Observer`).
@Suite struct StatisticsTests {
    /// The observer is registered inside the test that starts the session, which XCTest never
    /// announces to it: that test is timed from the registration. It was timed from zero, and printed
    /// the machine's uptime (“KeyboardWalkTests… 25429.32 s” for a 62 s test).
    @Test func theTestThatRegistersTheObserverIsTimedFromThen() throws {
        let observer = UITestStatistics.Observer()
        let line = observer.report("FirstTests.testStartsTheSession")
        let words = line.split(separator: " ")
        #expect(words.prefix(2) == ["[ui-stats]", "FirstTests.testStartsTheSession"], "\(line)")
        let seconds = try #require(words.dropFirst(2).first.flatMap { Double($0) }, "\(line)")
        #expect(seconds >= 0 && seconds < 60, "\(line)")
    }
}

import Foundation
import Testing

/// The suite's rules (Tests/README.md), checked on its sources so that a new test keeps them:
/// waits are conditions (no sleep outside the named waits that are built on one), and each test uses
/// the framework the rule gives it — XCTest when it needs the main thread or the shared display,
/// Swift Testing otherwise.
@Suite("The test suite keeps its rules")
struct SuiteRulesTests {
    static let tests = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()

    /// Every Swift file under Tests/, with its path relative to Tests/ and its text.
    static let files: [(path: String, text: String)] = {
        let enumerator = FileManager.default.enumerator(at: tests, includingPropertiesForKeys: nil)
        var files: [(String, String)] = []
        while let url = enumerator?.nextObject() as? URL {
            guard url.pathExtension == "swift", let text = try? String(contentsOf: url, encoding: .utf8) else {
                continue
            }
            files.append((String(url.path.dropFirst(tests.path.count + 1)), text))
        }
        return files.sorted { $0.0 < $1.0 }
    }()

    /// Files whose sleeping is the implementation of a named, scaled wait or hold, with why.
    static let sleepAllowed: [String: String] = [
        "GtkKitTests/Support/MainLoopWaits.swift": "yields the CPU between main-loop iterations of a condition",
        "FoodPinModelTests/TestSupport.swift": "waitUntil and runMainLoop poll a condition; holdStill, the named hold",
        "GtkKitTests/Images/ImageTestSupport.swift": "polls a FIFO for a reader until a scaled deadline",
        "GtkKitTests/Core/MainQueueBridgeTests.swift": "an await inside the GLib loop is what it tests",
        "FoodPinTests/CLI/FoodPinFaultTests.swift": "a random moment to kill a command at, not a wait",
        "SyncTests/Support/TodoRun.swift": "polls a command for its exit until a deadline",
        "SyncTests/Support/Waiting.swift": "eventually polls a condition; holdStill, the named hold; pace, a rhythm",
    ]

    /// What a sleep looks like in Swift: a fixed wait that no condition ends.
    static let sleeping = #"\b(Thread\.sleep|usleep|sleep|Task\.sleep|nanosleep)\(|RunLoop\.[a-z]+\.run\(until"#

    @Test func waitsAreConditionsNotSleeps() throws {
        let sleeping = try Regex(Self.sleeping)
        for file in Self.files where Self.sleepAllowed[file.path] == nil {
            for (number, line) in file.text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
            where line.contains(sleeping) && !line.trimmingCharacters(in: .whitespaces).hasPrefix("//") {
                let message =
                    "\(file.path):\(number + 1) sleeps: wait for a condition (eventually, waitUntil, spin(until:)), or "
                    + "hold still for a named, scaled time that says why (holdStill): \(line)"
                Issue.record(Comment(rawValue: message))
            }
        }
    }

    /// A wait whose failure is swallowed: its timeout becomes a fixed time that decides what the test
    /// does next. Pressing Tab and giving each press `try? eventuallyValue(timeout: 0.8, …)` to land
    /// let a slow frame make the loop press once too often (RowFocusTests, OneMenuTests, ReviewTests).
    static let swallowedWait = #"try\? *(eventually|eventuallyValue)\("#

    @Test func noWaitDecidesByItsTimeout() throws {
        let swallowed = try Regex(Self.swallowedWait)
        for file in Self.files where !file.path.hasSuffix("SuiteRulesTests.swift") {
            for (number, line) in file.text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
            where line.contains(swallowed) {
                let message =
                    "\(file.path):\(number + 1) swallows a wait's timeout: wait for the change a key makes "
                    + "(Input.press), or say the step may not happen (happens(within:because:)): \(line)"
                Issue.record(Comment(rawValue: message))
            }
        }
    }

    /// What needs XCTest: GTK in this process (on the main thread, where XCTest runs tests one at a
    /// time) or an app on the shared display (one at a time: its windows sit at 0,0, input goes to
    /// whatever is there).
    static let needsXCTest = [
        "GtkTestCase", "onMain", "withFixture", "MainContext", "MainActor.assumeIsolated", "RunLoop.main",
        "AppProcess", "FoodPinUITestCase", "TodoUITestCase", "FoodPinWindow", "TodoDriver", "FixtureApp",
        "UITestSession", "Input.", "Screenshot.",
    ]

    @Test func xctestOnlyForTheMainThreadOrTheDisplay() {
        for file in Self.files where !file.path.hasSuffix("SuiteRulesTests.swift") {
            let usesXCTest = file.text.contains("import XCTest") && file.text.contains("    func test")
            let usesSwiftTesting = file.text.contains("import Testing") && file.text.contains("@Test")
            let needs = Self.needsXCTest.filter { file.text.contains($0) }
            if usesXCTest && needs.isEmpty {
                Issue.record(
                    "\(file.path) uses XCTest but neither the main thread nor the display: write it with Swift Testing")
            }
            if usesSwiftTesting && !needs.isEmpty {
                let message =
                    "\(file.path) uses Swift Testing but needs \(needs): tests on the main thread or the display "
                    + "are XCTest (Tests/README.md)"
                Issue.record(Comment(rawValue: message))
            }
        }
    }
}

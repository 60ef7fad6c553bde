import CGtk
import Foundation
import GtkKit
import XCTest

/// A test case that runs GTK in-process on XCTest's main thread: GTK and libadwaita are initialised
/// once, and tests wait by spinning the GLib main context until a condition holds, never by sleeping.
///
/// XCTest on Linux cannot run `@MainActor` test methods (its test discovery casts them to plain
/// closures and traps), so test bodies run inside `onMain { … }`: XCTest calls them on the main thread.
/// A window of widgets under test that a test must close (`withFixture` does).
@MainActor
protocol TestFixture {
    func close()
}

class GtkTestCase: XCTestCase {
    /// Runs `body` on the main actor; XCTest calls tests on the main thread.
    func onMain<T: Sendable>(_ body: @MainActor () throws -> T) rethrows -> T {
        try MainActor.assumeIsolated(body)
    }

    /// Runs `body` on the main actor with a fixture made there, and closes the fixture when `body`
    /// returns or throws: `withFixture(TableFixture(count: 3)) { fixture in … }`.
    func withFixture<F: TestFixture, T: Sendable>(
        _ make: @autoclosure @MainActor () -> F,
        _ body: @MainActor (F) throws -> T
    ) rethrows -> T {
        try MainActor.assumeIsolated {
            let fixture = make()
            defer { fixture.close() }
            return try body(fixture)
        }
    }

    override func setUpWithError() throws {
        try super.setUpWithError()
        guard ProcessInfo.processInfo.environment["DISPLAY"] != nil else {
            XCTFail("GTK tests need an X display: run them through `make test` (scripts/with-display.sh)")
            throw XCTSkip("no display")
        }
        MainActor.assumeIsolated { MainContext.initialise() }
    }

}

/// Spins the default main context until `condition` holds or `timeout` seconds pass.
@MainActor @discardableResult
func spin(until condition: () -> Bool = { false }, timeout: Double = 5) -> Bool {
    MainContext.spin(until: condition, timeout: timeout)
}

/// Spins until nothing is pending (layout, idle callbacks).
@MainActor func drain() { MainContext.drain() }

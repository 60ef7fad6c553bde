import FoodPinModel
import Foundation
import UITestSupport
import XCTest

/// A UI test of the real `foodpin` window: `setUp` launches it on the tutorial's samples (unless the
/// class launches its own, `launchesOnSamples` false), every launch is closed when its test ends, and
/// `app` is the window the test drives.
///
///     final class DeleteTests: FoodPinUITestCase {
///         func testFullSwipeDeletes() throws {
///             try app.swipe("Teakha", by: -520)
///             try app.waitUntilGone("Teakha")
///         }
///     }
///
/// A class that needs another database, language or colour scheme per test says
/// `override class var launchesOnSamples: Bool { false }` and calls `launch(…)` in each test.
class FoodPinUITestCase: XCTestCase {
    /// The window of the test: the one `setUp` launched, or the last one `launch` did.
    var app: FoodPinWindow!

    /// Whether `setUp` launches FoodPin on the samples (default true).
    class var launchesOnSamples: Bool { true }

    /// The renderer of every launch of the class: GTK's default for the screenshot suites, whose
    /// pictures the README shows; cairo otherwise (see `AppProcess.Renderer`).
    class var renderer: AppProcess.Renderer { .forBehaviourTests }

    override func setUpWithError() throws {
        try super.setUpWithError()
        if Self.launchesOnSamples { try launch() }
    }

    override func tearDown() {
        app = nil  // closed by its teardown block; XCTest keeps the test case alive
        super.tearDown()
    }

    /// Launches FoodPin on a new database filled by `seed` (default: the samples), makes it `app`,
    /// and closes it when the test ends.
    @discardableResult
    func launch(
        colorScheme: AppProcess.ColorScheme = .system, environment: [String: String] = [:],
        file: StaticString = #filePath, line: UInt = #line,
        seed: (RestaurantStore) throws -> Void = { _ in }
    ) throws -> FoodPinWindow {
        let app = try FoodPinWindow(
            colorScheme: colorScheme, renderer: Self.renderer, environment: environment, file: file, line: line,
            seed: seed)
        return adopt(app)
    }

    /// Launches FoodPin on a file the test prepared (a broken database), as `launch`.
    @discardableResult
    func launch(existingDatabase url: URL, file: StaticString = #filePath, line: UInt = #line) throws
        -> FoodPinWindow
    {
        adopt(try FoodPinWindow(existingDatabase: url, renderer: Self.renderer, file: file, line: line))
    }

    private func adopt(_ app: FoodPinWindow) -> FoodPinWindow {
        addTeardownBlock { app.close() }
        self.app = app
        return app
    }
}

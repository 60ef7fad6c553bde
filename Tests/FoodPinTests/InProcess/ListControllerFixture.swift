import CGtk
import FoodPinModel
import Foundation
import GtkKit
import UITestSupport
import XCTest

@testable import FoodPin

/// The app's list controller in this process, in a presented window, on a database of its own; the
/// test drives it and reads its state directly (what AT-SPI cannot see: the cache, the snapshot).
///
/// XCTest runs tests on the main thread; on Linux it cannot call `@MainActor` test methods, hence
/// `MainActor.assumeIsolated` in each test.
@MainActor
final class ListControllerFixture: RestaurantListHost {
    let scratch = ScratchDirectory()
    let path: String
    let store: RestaurantStore
    let window: Window
    private(set) var controller: RestaurantListController!
    private(set) var toasts: [Toast] = []

    /// Opens a database of `restaurants` generated restaurants ("Restaurant 1" …; every tenth is a
    /// favourite) and shows its list once loaded.
    init(restaurants count: Int) throws {
        try Self.initialiseGtk()
        window = Window(title: "FoodPin", width: 480, height: 640)
        path = scratch.path + "/foodpin.sqlite3"
        try RestaurantStore(path: path, seedingSamples: false).addSynthetic(count: count)
        store = try RestaurantStore(path: path, seedingSamples: false)
        controller = RestaurantListController(store: store, host: self)
        window.content = controller.tableView
        window.present()
        XCTAssertTrue(
            spin(timeout: 20) { self.controller.isLoaded && self.controller.count == count },
            "the list did not load its \(count) restaurants")
        XCTAssertTrue(spin { !self.visibleIDs.isEmpty }, "no row on screen")
    }

    func close() {
        window.close()
        drain()
    }

    // MARK: - RestaurantListHost

    func show(_ toast: Toast) { toasts.append(toast) }
    func listDidChange(isEmpty: Bool) {}
    private(set) var detailsShown: [UUID] = []
    private(set) var deliveries = 0
    func showDetails(_ id: UUID) { detailsShown.append(id) }
    func storeDidDeliver() { deliveries += 1 }

    // MARK: - Reading the table

    var shownIDs: [UUID] { controller.shownSnapshot.restaurantIDs }

    /// The ids of the rows on screen, top to bottom.
    var visibleIDs: [UUID] {
        controller.tableView.indexPathsForVisibleRows.compactMap { controller.id(at: $0) }
    }

    /// The cell on screen for `id`, if any.
    func cell(for id: UUID) -> RestaurantCell? { controller.cell(for: id) as? RestaurantCell }

    /// Runs the `foodpin` command line (another process) on this database.
    func command(_ arguments: [String]) throws {
        let result = try CommandRunner("foodpin", home: scratch.path).run(arguments + ["--db", path])
        XCTAssertEqual(result.status, 0, "foodpin \(arguments.joined(separator: " ")): \(result)")
    }

    // MARK: - The main loop

    private static func initialiseGtk() throws {
        try UITestSession.start()  // a display, else the test fails: never a skip
        MainContext.initialise()
    }

    /// Spins the main context until `condition` holds or `timeout` (scaled) seconds pass.
    @discardableResult
    func spin(timeout: Double = 5, until condition: () -> Bool) -> Bool {
        MainContext.spin(until: condition, timeout: scaled(timeout))
    }

    /// Checks that something does not happen: spins for `seconds` (scaled) and returns false at the
    /// first moment `invariant` breaks. `reason` says why that long is long enough.
    func holdStill(for seconds: Double, because reason: String, while invariant: () -> Bool) -> Bool {
        !MainContext.spin(until: { !invariant() }, timeout: scaled(seconds))
    }

    /// Spins until the next frame has been painted.
    func waitForFrame() {
        var painted = false
        controller.tableView.afterNextFrame { painted = true }
        XCTAssertTrue(spin { painted }, "no frame was painted")
    }

    func drain() { MainContext.drain() }
}

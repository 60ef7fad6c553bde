import CSQLite
import FoodPinModel
import Foundation
import GtkKit
import UITestSupport
import XCTest

@testable import FoodPin

/// The map of every restaurant reads its places (100,000 of them in the bench) on a worker, never on
/// the window's thread, and what the list shows meanwhile still decides what the map shows.
///
/// XCTest runs tests on the main thread; on Linux it cannot call `@MainActor` test methods, hence
/// `MainActor.assumeIsolated` in each test.
final class MapPlacesTests: XCTestCase {
    /// Not on its first showing, not after a change. What it watches is SQLite itself: an automatic
    /// extension (`sqlite3_auto_extension`) puts a statement trace on every connection the process
    /// opens from then on, the app's and its workers' alike, which notes on which thread each run of
    /// `places()`'s statement starts. No hook in the app.
    func testTheMainThreadNeverReadsThePlaces() throws {
        try MainActor.assumeIsolated {
            PlacesReads.start()
            defer { PlacesReads.stop() }
            let app = try MapFixture(places: 1_000)
            defer { app.close() }
            app.map.willAppear()  // the first showing
            XCTAssertTrue(app.spin { app.map.placeCount == 1_000 }, "the map did not show its places")
            try app.store.add(
                Restaurant(
                    name: "Ginger", type: "Thai", location: "London",
                    coordinate: Coordinate(latitude: 51.5, longitude: -0.12)))
            app.map.storeDidChange()  // off screen: read again when it next appears
            app.map.willAppear()
            XCTAssertTrue(app.spin { app.map.placeCount == 1_001 }, "the map did not show the new place")

            let reads = PlacesReads.all
            XCTAssertEqual(reads.count, 2, "the trace did not see both reads of the places: the probe does not work")
            XCTAssertEqual(reads.filter { $0 }.count, 0, "the main thread read the places (of \(reads.count) reads)")
        }
    }

    /// A search that narrows the list while the places are still being read (typing just after Show
    /// Map) narrows what the read brings; it used to drop the read, leaving the map empty.
    func testASearchWhileThePlacesAreReadNarrowsWhatTheyBring() throws {
        try MainActor.assumeIsolated {
            let app = try MapFixture(places: 1_000)
            defer { app.close() }
            let found = Set(try app.store.identifiers().prefix(10))
            app.map.willAppear()
            // At once, on the main thread: the read's result cannot have come back before this.
            app.map.show(only: found)
            XCTAssertTrue(
                app.spin { app.map.placeCount == found.count },
                "the map shows \(app.map.placeCount) places, not the search's \(found.count)")
            app.map.show(only: nil)
            XCTAssertTrue(app.spin { app.map.placeCount == 1_000 }, "the search ended: every place again")
        }
    }
}

/// A map of every restaurant in this process, never shown (no tiles asked of anyone), on a database
/// of `places` restaurants spread over London.
@MainActor
private final class MapFixture {
    let scratch = ScratchDirectory()
    let store: RestaurantStore
    let map: RestaurantMapController
    private let services = OnlineMapServices.shared
    private let servicesWere: (isEnabled: Bool, userAgent: String)

    init(places: Int) throws {
        try UITestSession.start()  // a display, else the test fails: never a skip
        MainContext.initialise()
        let path = scratch.path + "/foodpin.sqlite3"
        let london = CoordinateBox(south: 51.38, west: -0.35, north: 51.65, east: 0.15)
        try RestaurantStore(path: path, seedingSamples: false).addSynthetic(count: places, spreadOver: london)
        store = try RestaurantStore(path: path, seedingSamples: false)
        servicesWere = (services.isEnabled, services.userAgent)
        map = RestaurantMapController(
            settings: MapSettings(environment: ["XDG_CONFIG_HOME": scratch.path, "FOODPIN_ONLINE_MAPS": "off"]))
        map.store = store
    }

    /// Spins the main context until `condition` holds or 20 (scaled) seconds pass.
    func spin(until condition: () -> Bool) -> Bool { MainContext.spin(until: condition, timeout: scaled(20)) }

    /// Gives the shared map services back as they were (the settings turned them off).
    func close() {
        (services.isEnabled, services.userAgent) = servicesWere
        MainContext.drain()
    }
}

/// Which threads started `places()`'s statement (true: the main thread), since `start()`.
private enum PlacesReads {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var onMainThread: [Bool] = []

    static var all: [Bool] { lock.withLock { onMainThread } }

    /// Traces every connection opened from now on.
    static func start() {
        lock.withLock { onMainThread.removeAll() }
        sqlite3_auto_extension(unsafeBitCast(traceNewConnection, to: (@convention(c) () -> Void).self))
    }

    /// Stops tracing connections opened later (those traced keep a trace that only takes notes).
    static func stop() {
        sqlite3_cancel_auto_extension(unsafeBitCast(traceNewConnection, to: (@convention(c) () -> Void).self))
    }

    private static let traceNewConnection:
        @convention(c) (OpaquePointer?, UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?, OpaquePointer?) -> Int32 =
            {
                db, _, _ in
                sqlite3_trace_v2(db, UInt32(SQLITE_TRACE_STMT), PlacesReads.noteStatement, nil)
                return SQLITE_OK
            }

    private static let noteStatement:
        @convention(c) (UInt32, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Int32 =
            {
                _, _, statement, _ in
                guard let statement, let sql = sqlite3_sql(OpaquePointer(statement)),
                    String(cString: sql).hasSuffix("FROM restaurant WHERE latitude IS NOT NULL")
                else { return 0 }
                let main = Thread.isMainThread
                PlacesReads.lock.withLock { PlacesReads.onMainThread.append(main) }
                return 0
            }
}

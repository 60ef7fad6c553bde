import Foundation
import XCTest

@testable import FoodPinModel

/// XCTest runs on the main thread, so the main queue can be drained here as the GUI's loop does.
/// (On Linux, XCTest cannot call a `@MainActor` test method: it crashes listing tests. Hence
/// `assumeIsolated` inside.)
final class MainActorObservationTests: XCTestCase {
    func testDeliveriesRunOnTheMainActor() throws {
        try MainActor.assumeIsolated { try Self.deliveriesRunOnTheMainActor() }
    }

    @MainActor
    private static func deliveriesRunOnTheMainActor() throws {
        let directory = TemporaryDirectory()
        let store = try directory.store()
        let list = try TodoList(path: directory.file())
        var restaurants: [Restaurant] = []
        var ids: [UUID] = []
        var items: [TodoItem] = []
        let tokens = [
            store.observeOnMain {
                restaurants = $0; XCTAssertTrue(Thread.isMainThread)
            },
            store.observeIdentifiersOnMain {
                ids = $0; XCTAssertTrue(Thread.isMainThread)
            },
            list.observeOnMain {
                items = $0; XCTAssertTrue(Thread.isMainThread)
            },
        ]
        let added = try store.add(name: "Main", type: "T", location: "L")
        try list.add("main")
        runMainLoop {
            restaurants.last?.name == "Main" && ids.last == added.id && items.map(\.text) == ["main"]
        }
        XCTAssertEqual(restaurants.count, 22)
        XCTAssertEqual(ids, restaurants.map(\.id))
        XCTAssertEqual(items.map(\.text), ["main"])
        tokens.forEach { $0.cancel() }
    }
}

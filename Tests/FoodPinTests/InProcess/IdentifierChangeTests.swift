import FoodPinModel
import Foundation
import XCTest

@testable import FoodPin

/// The change a delivery carries to the main thread (`IdentifierFeed`), and the main thread applying
/// it instead of comparing the whole order.
final class IdentifierChangeTests: XCTestCase {
    private let ids = (0..<50).map { UUID(uuidString: String(format: "00000000-0000-0000-0000-%012d", $0))! }

    func testDeletionsAndInsertionsAnywhereNameOnlyThoseIDs() throws {
        var new = ids
        new.remove(at: 40)
        new.remove(at: 0)
        let fresh = [UUID(), UUID(), UUID()]
        new.insert(fresh[0], at: 10)
        new.insert(fresh[1], at: 11)
        new.append(fresh[2])
        let change = try XCTUnwrap(IdentifierChange(from: ids, to: new))
        XCTAssertEqual(Set(change.deleted), [ids[0], ids[40]])
        XCTAssertEqual(change.inserted.map(\.id), [fresh[2], fresh[1], fresh[0]], "last first")
        XCTAssertEqual(change.inserted.map(\.before), [nil, new[12], fresh[1]])
        // Replaying the change on the old order gives the new one.
        var replayed = ids.filter { !change.deleted.contains($0) }
        for insertion in change.inserted {
            replayed.insert(
                insertion.id, at: insertion.before.flatMap { replayed.firstIndex(of: $0) } ?? replayed.count)
        }
        XCTAssertEqual(replayed, new)
    }

    func testAnUnchangedOrderIsAnEmptyChange() throws {
        XCTAssertEqual(IdentifierChange(from: ids, to: ids)?.isEmpty, true)
        XCTAssertEqual(IdentifierChange(from: [], to: [])?.isEmpty, true)
    }

    func testAMoveOrABulkChangeCarriesNoChange() {
        var moved = ids
        moved.swapAt(3, 30)
        XCTAssertNil(IdentifierChange(from: ids, to: moved))
        XCTAssertNil(IdentifierChange(from: [], to: (0..<(IdentifierChange.limit + 1)).map { _ in UUID() }))
    }

    /// The main thread applies the change and never reads the delivered order: a delivery whose
    /// order is deliberately empty but whose change deletes one row removes that row only.
    func testTheMainThreadAppliesTheChangeNotTheWholeOrder() throws {
        try MainActor.assumeIsolated {
            let app = try ListControllerFixture(restaurants: 200)
            defer { app.close() }
            let before = app.shownIDs
            var change = try XCTUnwrap(IdentifierChange(from: before, to: before.filter { $0 != before[7] }))
            app.controller.storeDidChange(IdentifierDelivery(ids: [], change: change))
            XCTAssertEqual(app.shownIDs, before.filter { $0 != before[7] })
            // An insertion goes before its neighbour.
            let fresh = UUID()
            change = IdentifierChange()
            change.inserted = [.init(id: fresh, before: before[20])]
            app.controller.storeDidChange(IdentifierDelivery(ids: [], change: change))
            XCTAssertEqual(app.shownIDs.firstIndex(of: fresh), 19)
        }
    }

    /// An insertion whose neighbour was deleted here (and not yet in the store) cannot be placed by
    /// the change: the whole order decides, and the local delete stays hidden.
    func testAnInsertionNextToAPendingDeleteFallsBackToTheWholeOrder() throws {
        try MainActor.assumeIsolated {
            let app = try ListControllerFixture(restaurants: 200)
            defer { app.close() }
            let before = app.shownIDs
            // A local delete, not yet in the store (the editor writes it after the frame).
            XCTAssertNotNil(app.controller.removeRow(before[9]))
            let fresh = UUID()
            var order = before
            order.insert(fresh, at: 9)
            var change = IdentifierChange()
            change.inserted = [.init(id: fresh, before: before[9])]
            app.controller.storeDidChange(IdentifierDelivery(ids: order, change: change))
            XCTAssertEqual(app.shownIDs, order.filter { $0 != before[9] })
        }
    }
}

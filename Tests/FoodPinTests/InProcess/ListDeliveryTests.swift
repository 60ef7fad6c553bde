import FoodPinModel
import Foundation
import XCTest

@testable import FoodPin

/// Deliveries of identifiers against local edits: a delete is never undone by a stale delivery,
/// Undo puts the row back in its place, and a change elsewhere keeps the selection.
final class ListDeliveryTests: XCTestCase {
    func testADeliveryComputedBeforeALocalDeleteDoesNotBringTheRowBack() throws {
        try MainActor.assumeIsolated {
            let app = try ListControllerFixture(restaurants: 200)
            defer { app.close() }
            let before = app.shownIDs
            let doomed = before[4]
            app.controller.editor.delete(doomed)
            XCTAssertFalse(app.shownIDs.contains(doomed))
            // The store still has it: a delivery read now (or just before the delete) includes it.
            app.controller.storeDidChange(IdentifierDelivery(ids: try app.store.identifiers(), change: nil))
            XCTAssertEqual(app.shownIDs, before.filter { $0 != doomed })
            // Once the store has deleted it, its own delivery confirms the delete.
            XCTAssertTrue(app.spin { (try? app.store.restaurant(id: doomed)) == .some(nil) }, "the store kept the row")
            XCTAssertTrue(app.spin { app.controller.deletesAreConfirmed }, "the delete was never confirmed")
            XCTAssertEqual(app.shownIDs, before.filter { $0 != doomed })
        }
    }

    func testUndoPutsTheRowBackInItsPlace() throws {
        try MainActor.assumeIsolated {
            let app = try ListControllerFixture(restaurants: 200)
            defer { app.close() }
            let before = app.shownIDs
            app.controller.editor.delete(before[5])
            app.controller.editor.delete(before[6])
            XCTAssertTrue(app.spin { (try? app.store.count()) == 198 }, "the store did not delete both")
            app.controller.editor.undoLastChanges()
            XCTAssertEqual(app.shownIDs, before)
            XCTAssertEqual(try app.store.identifiers(), before)
            XCTAssertTrue(
                app.holdStill(for: 0.5, because: "the store is polled every 200 ms: its delivery comes within") {
                    app.shownIDs == before
                }, "the restore's own delivery changed the list")
        }
    }

    /// A keyboard user deletes the focused row (the focus moves to the next one) and undoes: the
    /// restored row is selected and focused again, so the next key acts on it, not on its neighbour.
    func testUndoGivesTheFocusBackToTheRestoredRow() throws {
        try MainActor.assumeIsolated {
            let app = try ListControllerFixture(restaurants: 200)
            defer { app.close() }
            let before = app.shownIDs
            let table = app.controller.tableView
            table.selectRow(at: IndexPath(item: 3, section: 0))
            table.focusRow(at: IndexPath(item: 3, section: 0))
            XCTAssertTrue(app.spin { table.indexPathForFocusedRow?.item == 3 }, "the row did not take the focus")
            app.controller.editor.delete(before[3])
            XCTAssertTrue(app.spin { (try? app.store.count()) == 199 }, "the store did not delete the row")
            XCTAssertTrue(
                app.spin { table.indexPathForFocusedRow.map { app.shownIDs[$0.item] } == before[4] },
                "the focus did not move on to the next row: \(table.indexPathForFocusedRow.map { "row \($0.item)" } ?? "nothing")"
            )
            app.controller.editor.undoLastChanges()
            XCTAssertEqual(table.indexPathForSelectedRow?.item, 3)
            XCTAssertTrue(
                app.spin { table.indexPathForFocusedRow?.item == 3 },
                "the focus stayed on \(table.indexPathForFocusedRow.map { "row \($0.item)" } ?? "nothing")")
        }
    }

    func testATerminalDeleteKeepsTheSelectionOnItsRestaurant() throws {
        try MainActor.assumeIsolated {
            let app = try ListControllerFixture(restaurants: 200)
            defer { app.close() }
            let before = app.shownIDs
            app.controller.tableView.selectRow(at: IndexPath(item: 3, section: 0))
            try app.command(["delete", "Restaurant 2"])
            XCTAssertTrue(app.spin { app.shownIDs.count == 199 }, "the terminal's delete did not arrive")
            XCTAssertEqual(app.shownIDs, before.filter { $0 != before[1] })
            XCTAssertEqual(app.controller.selectedRestaurant?.id, before[3])
        }
    }
}

import FoodPinModel
import UITestSupport
import XCTest

/// Deleting restaurants with real input: swipe and tap Delete, full swipe, the Delete key, and Undo.
final class DeleteTests: FoodPinUITestCase {
    func testSwipeLeftAndDeleteRemovesTheRowAndTheRestaurant() throws {
        try app.swipeOpen("Homei", by: -160)
        try app.screenshot("swipe-left")
        let row = try XCTUnwrap(app.row(named: "Homei"))
        // Delete outermost (at the row's right edge), Share inside it.
        let delete = try row.waitForFirst(role: "push button", name: "Delete")
        let share = try row.waitForFirst(role: "push button", name: "Share")
        let deleteFrame = try XCTUnwrap(delete.extents), shareFrame = try XCTUnwrap(share.extents)
        XCTAssertGreaterThan(deleteFrame.x, shareFrame.x, "Delete is the outermost action")
        try Input.click(delete)

        try app.waitUntilGone("Homei")
        // The toast before the store (it leaves after 8 s; see testUndoAfterTwoDeletesRestoresBoth).
        _ = try app.window.waitForToast(role: "label", name: "Deleted “Homei”")
        try app.screenshot("deleted-toast")
        try eventually("the store still has Homei") { try !app.storedNames().contains("Homei") }
        XCTAssertEqual(try app.storedNames().count, 20)
    }

    func testFullSwipeDeletes() throws {
        try app.swipe("Teakha", by: -520)
        try app.waitUntilGone("Teakha")
        try eventually("the store still has Teakha") { try !app.storedNames().contains("Teakha") }
    }

    func testUndoPutsTheRestaurantBackWhereItWas() throws {
        let before = try app.storedNames()
        try app.swipeOpen("Cafe Loisl", by: -160)
        try app.click(button: "Delete", in: app.row(named: "Cafe Loisl"))
        try app.waitUntilGone("Cafe Loisl")
        try eventually("the store still has Cafe Loisl") { try !app.storedNames().contains("Cafe Loisl") }
        try app.click(button: "Undo")
        _ = try app.waitForRow(named: "Cafe Loisl")
        try eventually("Cafe Loisl is not back in its place on screen: \(app.visibleNames())") {
            let names = app.visibleNames()
            guard let index = names.firstIndex(of: "Cafe Loisl"), index > 0, index + 1 < names.count else {
                return false
            }
            return names[index - 1] == "Teakha" && names[index + 1] == "Petite Oyster"
        }
        try eventually("the store does not have it back at the same position") { try app.storedNames() == before }
    }

    func testDeleteKeyDeletesTheSelectedRowAndControlZUndoes() throws {
        _ = try app.openMenu(of: "Petite Oyster")  // a click selects the row and opens its menu
        try Input.key("Escape")  // the row stays selected and focused
        try app.waitForMenuToClose()
        try Input.key("Delete")
        try app.waitUntilGone("Petite Oyster")
        try eventually("the store still has Petite Oyster") { try !app.storedNames().contains("Petite Oyster") }
        try Input.key("ctrl+z")
        _ = try app.waitForRow(named: "Petite Oyster")
        try eventually("Petite Oyster is not back in the store") { try app.storedNames().contains("Petite Oyster") }
    }

    /// Two deletes in a row share one toast, and Undo puts both back in their places (the second
    /// delete used to replace the first one's Undo).
    func testUndoAfterTwoDeletesRestoresBoth() throws {
        let before = try app.storedNames()
        _ = try app.openMenu(of: "Petite Oyster")
        try Input.key("Escape")
        try app.waitForMenuToClose()
        try Input.key("Delete")  // Petite Oyster; For Kee Restaurant takes its place
        try app.waitUntilGone("Petite Oyster")
        try eventually("the store still has Petite Oyster") { try !app.storedNames().contains("Petite Oyster") }
        try Input.key("Delete")  // For Kee Restaurant
        try app.waitUntilGone("For Kee Restaurant")
        // Read before the store is: the toast leaves after 8 s, and under load the command-line reads
        // alone took longer (the toast was gone when looked for).
        _ = try app.window.waitForToast(nameContains: "Deleted 2 restaurants")
        try eventually("the store still has For Kee Restaurant") {
            try !app.storedNames().contains("For Kee Restaurant")
        }
        try Input.key("ctrl+z")
        _ = try app.waitForRow(named: "Petite Oyster")
        _ = try app.waitForRow(named: "For Kee Restaurant")
        try eventually("the store does not have both back in their places") { try app.storedNames() == before }
    }
}

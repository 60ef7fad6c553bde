import FoodPinModel
import Foundation
import UITestSupport
import XCTest

/// Issue 29, row 11: Restore Sample Restaurants puts the samples back in the tutorial's order. A
/// sample deleted by keyboard and undone stayed on the window's list of deleted samples; deleted
/// again from a terminal with the two before it, the restore put it back first (its old place) and
/// the other two at the end.
final class RestoreOrderTests: XCTestCase {
    func testRestoredSamplesComeBackInTheTutorialsOrder() throws {
        let app = try FoodPinWindow()
        addTeardownBlock { app.close() }
        try app.tabIntoList()
        try Input.key("Home", "Down", "Down")
        try app.waitForCurrent("Teakha")
        try Input.key("Delete")
        try eventually("Teakha is still stored") { try !app.storedNames().contains("Teakha") }
        try Input.key("ctrl+z")
        try eventually("Undo did not bring Teakha back") { try app.storedNames().contains("Teakha") }
        try app.command(["delete", "Cafe Deadend", "Homei", "Teakha"])
        try app.waitUntilGone("Cafe Deadend")
        // The main menu, by keyboard: its first item.
        try Input.key("F10")
        _ = try app.window.waitForFirst(role: "menu item", name: "Restore Sample Restaurants")
        try Input.key("Return")
        let samples = Restaurant.samples.map(\.name)
        try eventually("not in the tutorial's order: \((try? app.storedNames()) ?? [])") {
            try app.storedNames() == samples
        }
        try eventually("the window does not show them in order: \(app.visibleNames())") {
            Array(app.visibleNames().prefix(4)) == Array(samples.prefix(4))
        }
    }
}

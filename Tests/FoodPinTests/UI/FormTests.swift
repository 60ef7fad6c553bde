import FoodPinModel
import Foundation
import UITestSupport
import XCTest

/// Issue 13, New Restaurant and Edit: typed text and a chosen photo reach the store and the list; a
/// blank Name is refused with its reason; Edit updates the row in place and the store; Cancel with
/// typed text asks first.
final class FormTests: FoodPinUITestCase {
    func testAddThroughTheFormWithAPhoto() throws {
        let photo = app.directory.appendingPathComponent("noodles.png")
        try ShareTests.makePNG(at: photo)
        try app.click(button: "New Restaurant")
        let form = try app.form("New Restaurant")
        let add = try app.formButton("Add", in: form)
        XCTAssertFalse((add.roleName == "label" ? add.parent! : add).isSensitive, "Add is sensitive on an empty form")
        try app.fill("Name", with: "Noodle Bar", in: form)
        try app.fill("Type", with: "Ramen", in: form)
        try app.fill("Location", with: "Tokyo", in: form)
        try app.fill("Phone", with: "+81 3 1234", in: form)
        try app.fill("Description", with: "Late-night bowls.", in: form)
        try app.click(button: "Choose…", in: form)
        try app.choosePhoto(photo)
        _ = try form.waitForFirst(name: "Remove Photo")
        try app.screenshot("form")
        try app.click(button: "Add", in: form)
        try eventually("the form did not close") { !app.process.windows.contains { $0.name == "New Restaurant" } }

        let stored = try XCTUnwrap(try app.storedRestaurants().last)
        XCTAssertEqual(
            [stored.name, stored.type, stored.location, stored.phone, stored.summary],
            ["Noodle Bar", "Ramen", "Tokyo", "+81 3 1234", "Late-night bowls."])
        let image = try XCTUnwrap(stored.image)
        XCTAssertTrue(
            image.hasSuffix(".png") && image != photo.path && FileManager.default.fileExists(atPath: image),
            "the photo is a copy in FoodPin's folder: \(image)")
        let listed = try app.command(["list", "--json"]).stdout
        XCTAssertTrue(listed.contains(#""name":"Noodle Bar","type":"Ramen","location":"Tokyo""#))
        _ = try app.waitForRow(named: "Noodle Bar")  // slid in and scrolled into view
    }

    func testABlankNameIsRefusedWithItsReason() throws {
        try Input.key("ctrl+n")
        let form = try app.form("New Restaurant")
        try app.fill("Name", with: "   ", in: form)
        try app.fill("Type", with: "Thai", in: form)
        try app.fill("Location", with: "Bangkok", in: form)
        _ = try form.waitForFirst(role: "label", name: "Enter the restaurant’s name")
        let add = try app.formButton("Add", in: form)
        XCTAssertFalse((add.roleName == "label" ? add.parent! : add).isSensitive, "Add is sensitive with a blank name")
        try Input.click(add)
        XCTAssertEqual(try app.storedRestaurants().count, 21)
        // Escape with typed text asks first; Discard closes without adding.
        try Input.key("Escape")
        _ = try eventuallyValue("no question") {
            app.process.windows.first { $0.first(role: "label", name: "Discard the New Restaurant?") != nil }
        }
        try app.click(
            button: "Discard",
            in: try XCTUnwrap(
                app.process.windows.first { $0.first(role: "label", name: "Discard the New Restaurant?") != nil }))
        try eventually("the form did not close") { !app.process.windows.contains { $0.name == "New Restaurant" } }
        XCTAssertEqual(try app.storedRestaurants().count, 21)
    }

    /// A form with nothing typed closes at once on Escape, which asks the window to close as the
    /// window manager's close does (the request closed the form from inside itself, and it stayed
    /// open); twice, since the second form is a new one.
    func testAnUntouchedFormClosesOnEscape() throws {
        for _ in 1...2 {
            try Input.key("ctrl+n")
            _ = try app.form("New Restaurant")
            try Input.key("Escape")
            try eventually("Escape did not close the untouched form") {
                !app.process.windows.contains { $0.name == "New Restaurant" }
            }
        }
        XCTAssertEqual(try app.storedRestaurants().count, 21)
    }

    func testEditUpdatesTheRowInPlaceAndTheStore() throws {
        try app.openDetails(of: "Teakha")
        try app.click(button: "Edit")
        let form = try app.form("Edit Restaurant")
        try app.fill("Name", with: "Teakha Too", in: form)
        try app.fill("Location", with: "Sheung Wan", in: form)
        try app.click(button: "Save", in: form)
        try eventually("the form did not close") { !app.process.windows.contains { $0.name == "Edit Restaurant" } }
        let stored = try XCTUnwrap(try app.storedRestaurants().first { $0.id == Restaurant.samples[2].id })
        XCTAssertEqual([stored.name, stored.location, stored.type], ["Teakha Too", "Sheung Wan", "Tea House"])
        try app.waitForDetails(of: "Teakha Too")
        try Input.key("Escape")
        let row = try app.waitForRow(named: "Teakha Too")
        XCTAssertNotNil(row.first(role: "label", name: "Sheung Wan"))
        XCTAssertEqual(
            Array(app.visibleNames().prefix(4)), ["Cafe Deadend", "Homei", "Teakha Too", "Cafe Loisl"], "in place")
    }

    /// An edit that arrives while the form is open (a sync, a terminal) is kept: Save changes only
    /// what the user typed, over the restaurant as it is stored by then.
    func testSaveKeepsWhatArrivedWhileTheFormWasOpen() throws {
        try app.openDetails(of: "Teakha")
        try app.click(button: "Edit")
        let form = try app.form("Edit Restaurant")
        try app.command(["edit", "Teakha", "--phone", "+852 2111 0000", "--summary", "Milk tea"])
        try app.command(["favorite", "Teakha"])
        try app.fill("Name", with: "Teakha Too", in: form)
        try app.click(button: "Save", in: form)
        try eventually("the form did not close") { !app.process.windows.contains { $0.name == "Edit Restaurant" } }
        let stored = try XCTUnwrap(try app.storedRestaurants().first { $0.id == Restaurant.samples[2].id })
        XCTAssertEqual(stored.name, "Teakha Too")
        XCTAssertEqual(stored.phone, "+852 2111 0000", "the phone that arrived was overwritten")
        XCTAssertEqual(stored.summary, "Milk tea", "the description that arrived was overwritten")
        XCTAssertTrue(stored.isFavorite, "the favourite that arrived was taken back")
    }
}

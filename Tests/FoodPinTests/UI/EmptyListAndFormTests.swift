import FoodPinModel
import Foundation
import UITestSupport
import XCTest

/// Issue 29, rows 7 and 8: a window with no restaurants is one pane that offers to add one (it
/// pointed at a terminal, beside a “No Restaurant Selected” pane); the form says which fields are
/// required and why Add cannot be pressed, takes a description of several lines, draws no person for
/// a photo not chosen, and lets Edit save only after a change.
final class EmptyListAndFormTests: XCTestCase {
    func testAnEmptyListIsOnePaneThatOffersToAddOne() throws {
        let app = try FoodPinWindow { store in try store.delete(ids: try store.all().map(\.id)) }
        addTeardownBlock { app.close() }
        try app.resizeAndWait(width: 600)
        try app.resize(width: 1000, height: 720)
        let add = try app.window.waitForFirst(role: "push button", name: "Add Restaurant")
        _ = try app.window.waitForFirst(role: "push button", name: "Restore Sample Restaurants")
        XCTAssertNil(
            app.window.first(role: "label", name: "No Restaurant Selected", onScreenOnly: true),
            "a second pane beside the empty list")
        XCTAssertNil(
            app.window.first(nameContains: "foodpin add", onScreenOnly: true), "the window sends the user to a terminal"
        )
        XCTAssertGreaterThan(try Input.frame(of: add).x, 300, "the empty state is not centred in the whole window")
        try app.screenshot("empty-wide")
        // By keyboard: Tab to Add Restaurant, Enter: the form.
        try app.focus()
        try eventually("Tab never reached Add Restaurant") {
            try Input.key("Tab")
            return add.isFocused
        }
        try Input.key("Return")
        _ = try app.form("New Restaurant")
    }

    func testTheFormSaysWhatIsRequiredAndWhyAddCannotBePressed() throws {
        let app = try FoodPinWindow()
        addTeardownBlock { app.close() }
        _ = try app.waitForRow(named: "Teakha")
        try app.focus()
        try Input.key("ctrl+n")
        let form = try app.form("New Restaurant")
        XCTAssertEqual(form.all(role: "label", name: "Required", onScreenOnly: true).count, 3, "Name, Type, Location")
        _ = try form.waitForFirst(role: "label", name: "Name, Type and Location are required.")
        let add = try app.formButton("Add", in: form)
        XCTAssertFalse((add.roleName == "label" ? add.parent! : add).isSensitive)
        // The focus starts in Name; the fields are typed into by keyboard alone.
        try Input.type("Noodle Bar")
        XCTAssertNil(form.first(role: "label", name: "NB", onScreenOnly: true), "a person's initials for the photo")
        try app.fill("Type", with: "Ramen", in: form)
        try app.fill("Location", with: "Tokyo", in: form)
        try eventually("the reason did not go") {
            form.first(role: "label", name: "Name, Type and Location are required.", onScreenOnly: true) == nil
        }
        // Description: two lines, Enter between them.
        let description = try form.waitForFirst(name: "Description") { $0.roleName == "text" }
        try Input.click(description)
        try Input.type("Late-night bowls.")
        try Input.key("Return")
        try Input.type("Cash only.")
        try app.screenshot("form-required")
        try Input.click(try app.formButton("Add", in: form))
        try eventually("the form did not close") { !app.process.windows.contains { $0.name == "New Restaurant" } }
        let stored = try XCTUnwrap(try app.storedRestaurants().first { $0.name == "Noodle Bar" })
        XCTAssertEqual(stored.summary, "Late-night bowls.\nCash only.")
    }

    func testEditSavesOnlyAfterAChange() throws {
        let app = try FoodPinWindow()
        addTeardownBlock { app.close() }
        try app.tabIntoList()
        try Input.key("Home", "Down", "Down")
        try app.waitForCurrent("Teakha")
        try Input.key("ctrl+e")
        let form = try app.form("Edit Restaurant")
        let save = try app.formButton("Save", in: form)
        let button = save.roleName == "label" ? save.parent! : save
        _ = try form.waitForFirst(role: "label", name: "Change a field to save the restaurant.")
        XCTAssertFalse(button.isSensitive, "Save with nothing changed")
        try app.fill("Phone", with: "+852 2858 9186", in: form)
        try eventually("Save stayed insensitive after a change") { button.isSensitive }
        try Input.click(button)
        try eventually("the phone was not saved") {
            try app.storedRestaurants().first { $0.name == "Teakha" }?.phone == "+852 2858 9186"
        }
    }
}

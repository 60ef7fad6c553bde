import FoodPinModel
import Foundation
import UITestSupport
import XCTest

/// Issue 27, an Edit form open while its restaurant changes elsewhere (`foodpin edit` in a terminal
/// takes the path a sync takes: the store's observation, then the window): the form says so, only for
/// its own restaurant; what the user typed stays, an untouched field shows what arrived; a restaurant
/// deleted elsewhere is not brought back by Save.
final class FormChangedElsewhereTests: FoodPinUITestCase {
    private static let changedNote = "“Teakha” was changed on another device or by another program."
    private static let deletedNote = "“Teakha” was deleted on another device or by another program."

    func testAnEditElsewhereIsSaidKeepsWhatWasTypedAndShowsWhatArrived() throws {
        try app.resizeAndWait(width: 1000)  // the list beside the page: its rows show each delivery
        try app.openDetails(of: "Teakha")
        try app.click(button: "Edit")
        let form = try app.form("Edit Restaurant")
        try app.fill("Name", with: "Teakha Too", in: form)

        // Another restaurant's change reaches the window (its row shows it) and the form is told of
        // the same delivery: it says nothing.
        try app.command(["edit", "Homei", "--location", "Sai Ying Pun"])
        try eventually("Homei's row did not show its new location") {
            app.row(named: "Homei")?.first(role: "label", name: "Sai Ying Pun") != nil
        }
        XCTAssertNil(note(in: form), "the form spoke of another restaurant's change")

        try app.command(["edit", "Teakha", "--name", "Teakha Remote", "--phone", "+852 2111 0000"])
        let said = try eventuallyValue("the form did not say Teakha changed elsewhere") { note(in: form) }
        XCTAssertTrue(said.contains("Saving keeps what you changed"), said)
        XCTAssertEqual(fieldText("Name", in: form), "Teakha Too", "what the user typed was overwritten")
        XCTAssertEqual(fieldText("Phone", in: form), "+852 2111 0000", "the untouched Phone shows what arrived")
        try app.screenshot("form-changed-elsewhere")

        try app.click(button: "Save", in: form)
        try eventually("the form did not close") { !app.process.windows.contains { $0.name == "Edit Restaurant" } }
        let stored = try XCTUnwrap(try app.storedRestaurants().first { $0.id == Restaurant.samples[2].id })
        XCTAssertEqual([stored.name, stored.phone], ["Teakha Too", "+852 2111 0000"])
    }

    func testADeleteElsewhereIsSaidAndSaveIsRefusedWithItsReason() throws {
        try app.openDetails(of: "Teakha")
        try app.click(button: "Edit")
        let form = try app.form("Edit Restaurant")
        try app.fill("Location", with: "Sheung Wan", in: form)
        try app.command(["delete", "Teakha"])
        _ = try eventuallyValue("the form did not say Teakha was deleted elsewhere") {
            note(in: form).flatMap { $0.hasPrefix(Self.deletedNote) ? $0 : nil }
        }
        _ = try form.waitForFirst(role: "label", name: "It was deleted elsewhere, so there is nothing to save it to.")
        let save = try app.formButton("Save", in: form)
        XCTAssertFalse((save.roleName == "label" ? save.parent! : save).isSensitive, "Save is sensitive")
        try app.screenshot("form-deleted-elsewhere")

        try Input.click(save)
        try holdStill(
            for: 1,
            because: "a Save that went through would close the form and store Teakha within a few frames",
            "Save brought the deleted restaurant back"
        ) {
            try app.process.windows.contains { $0.name == "Edit Restaurant" }
                && !app.storedRestaurants().contains { $0.id == Restaurant.samples[2].id }
        }
        XCTAssertEqual(fieldText("Location", in: form), "Sheung Wan", "what the user typed is still there to copy")
    }

    /// The line at the top of the form that says the restaurant changed or was deleted elsewhere.
    private func note(in form: Accessible) -> String? {
        form.first(
            role: "label", onScreenOnly: true,
            where: { $0.name.hasPrefix(Self.changedNote) || $0.name.hasPrefix(Self.deletedNote) })?
            .name
    }

    /// What the form's field `label` holds.
    private func fieldText(_ label: String, in form: Accessible) -> String? {
        guard let field = form.first(where: { $0.name == label && $0.roleName != "label" }) else { return nil }
        return field.text ?? field.first(role: "text")?.text
    }
}

import FoodPinModel
import Foundation
import UITestSupport
import XCTest

/// The window in German, as a screen reader reads it, and in a language nobody translated (English).
final class LanguageTests: FoodPinUITestCase {
    override class var launchesOnSamples: Bool { false }

    func testTheGermanWindowSpeaksGerman() throws {
        let app = try launch(speaking: .german)
        _ = try app.window.waitForFirst(role: "label", name: "21 Restaurants")
        try Input.click(try app.window.waitForFirst(role: "push button", name: "Hauptmenü"))
        XCTAssertEqual(
            try app.waitForMenuItems(),
            [
                "Beispielrestaurants wiederherstellen", "Jetzt abgleichen", "Einstellungen", "Tastenkürzel",
                "Info zu FoodPin",
            ])
        try Input.key("Escape")
        try app.waitForNoMenu()
        XCTAssertEqual(
            try app.rightClick("Teakha"),
            ["Bearbeiten …", "Als Favorit markieren", "Teilen …", "Bewerten …", "Foto festlegen …", "Löschen"])
        try Input.key("Escape")
        try app.waitForNoMenu()

        try app.swipeOpen("Teakha", by: 160)
        _ = try XCTUnwrap(app.row(named: "Teakha")).waitForFirst(role: "push button", name: "Als Favorit markieren")
        try Input.key("Escape")
        try app.swipeOpen("Homei", by: -160)
        let row = try XCTUnwrap(app.row(named: "Homei"))
        _ = try row.waitForFirst(role: "push button", name: "Teilen")
        try app.click(button: "Löschen", in: row)
        _ = try app.window.waitForToast(role: "label", name: "„Homei“ gelöscht")
        _ = try app.window.waitForToast(role: "push button", nameContains: "Rückgängig")
        try app.waitUntilGone("Homei")
        try app.screenshot("german-deleted-toast")
        try eventually("the store still has Homei") { try !app.storedNames().contains("Homei") }
    }

    /// Finnish has a locale but no catalogue: FoodPin stays English and left to right.
    func testALanguageWithoutACatalogueFallsBackToEnglish() throws {
        let app = try launch(speaking: .finnish)
        _ = try app.window.waitForFirst(role: "label", name: "21 restaurants")
        let window = try Input.frame(of: app.window)
        let menu = try app.window.waitForFirst(role: "push button", name: "Main Menu")
        XCTAssertGreaterThan(
            try Input.frame(of: menu).minX, window.x + window.width / 2, "the primary menu stays on the right")
        try app.swipeOpen("Homei", by: -160)
        let row = try XCTUnwrap(app.row(named: "Homei"))
        let delete = try row.waitForFirst(role: "push button", name: "Delete")
        XCTAssertEqual(
            try Input.frame(of: delete).maxX, try Input.frame(of: row).maxX, accuracy: FoodPinWindow.rowInset,
            "Delete at the right edge")
        try Input.click(delete)
        _ = try app.window.waitForToast(role: "label", name: "Deleted “Homei”")
    }

    /// Our Arabic catalogue filed under Dhivehi (written right to left), which GTK 4.8 has no catalogue
    /// for: GTK alone laid these Arabic texts out left to right; the app mirrors from its own.
    func testTheWindowMirrorsForARightToLeftLanguageGTKDoesNotSpeak() throws {
        XCTAssertFalse(
            FileManager.default.fileExists(atPath: "/usr/share/locale/dv/LC_MESSAGES/gtk40.mo"),
            "the premise: GTK has no Dhivehi")
        let locale = FileManager.default.temporaryDirectory.appendingPathComponent("foodpin-dv-\(UUID().uuidString)")
        let messages = locale.appendingPathComponent("dv/LC_MESSAGES")
        try FileManager.default.createDirectory(at: messages, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: locale) }
        let arabic = Screenshot.packageRoot(from: "\(#filePath)").appendingPathComponent("po/ar.po")
        try Subprocess.check("msgfmt", ["-o", messages.appendingPathComponent("foodpin.mo").path, arabic.path])
        let app = try launch(environment: [
            "LANGUAGE": "dv", "LC_ALL": "C.UTF-8", "FOODPIN_LOCALEDIR": locale.path,
        ])
        let window = try Input.frame(of: app.window)
        let menu = try app.window.waitForFirst(role: "push button", name: "القائمة الرئيسية")
        XCTAssertLessThan(
            try Input.frame(of: menu).maxX, window.x + window.width / 2, "the primary menu is on the left")
        try app.swipeOpen("Teakha", by: -160)
        _ = try XCTUnwrap(app.row(named: "Teakha")).waitForFirst(role: "push button", name: "علّمه كمفضّل")
    }
}

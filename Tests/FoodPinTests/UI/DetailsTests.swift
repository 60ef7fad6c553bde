import FoodPinModel
import Foundation
import UITestSupport
import XCTest

/// Issue 13, details: activating a row shows the stored restaurant; a narrow window slides the page
/// in with a back button (and Alt+Left, Escape); a wide one shows list and page side by side; a change
/// made in a terminal reaches the open page; Delete on the page returns to the list with Undo.
final class DetailsTests: FoodPinUITestCase {
    func testAClickShowsTheStoredPhoneAndDescriptionAndBackReturns() throws {
        try app.openDetails(of: "Homei")
        let texts = app.pageTexts()
        XCTAssertTrue(texts.contains("+852 2884 4122"), "the phone: \(texts)")
        XCTAssertTrue(
            texts.contains("A tiny Sheung Wan corner for flat whites and cakes."), "the description: \(texts)")
        XCTAssertTrue(texts.contains("Cafe") && texts.contains("Hong Kong"), "type and location: \(texts)")
        try app.screenshot("details-narrow")
        // Narrow (640 px): the page slid over the list (GTK 4.8 leaves the hidden list's rows with stale
        // extents on AT-SPI, so the back button, shown only when folded, says it); Back brings it back.
        _ = try app.window.waitForFirst(role: "push button", name: "Back")
        try app.click(button: "Back")
        _ = try app.waitForRow(named: "Teakha")
        // Enter on the focused row opens it again; Alt+Left and Escape go back.
        try Input.key("Return")
        try app.waitForDetails(of: "Homei")
        // The focus follows onto the page, on its back button, once the page is on screen.
        try eventually("the focus is not on Back") {
            app.window.first(where: { $0.isFocused }).map { $0.roleName == "push button" && $0.name == "Back" }
                ?? false
        }
        try Input.key("alt+Left")
        _ = try app.waitForRow(named: "Teakha")
        // Back while the page still slides in: the list stays (the focus must not pull the page back).
        try Input.key("Return", "Escape")
        func backShows() -> Bool { app.window.first(role: "push button", name: "Back", onScreenOnly: true) != nil }
        try eventually("the page did not go back") { !backShows() }
        try holdStill(
            for: 0.8, because: "a page pulled back by the focus slides in within its 250 ms transition",
            "the page came back"
        ) { !backShows() }
        try app.waitForFocus(on: "Homei")
        try Input.key("Down", "Return")
        try app.waitForDetails(of: "Teakha")
        try Input.key("Escape")
        _ = try app.waitForRow(named: "Cafe Loisl")
    }

    func testAWideWindowShowsListAndDetailsSideBySide() throws {
        try app.resize(width: 1000, height: 720)
        try app.openDetails(of: "Teakha")
        XCTAssertNotNil(app.row(named: "Homei"), "the list stays beside the page")
        XCTAssertNil(
            app.window.first(role: "push button", name: "Back", onScreenOnly: true), "no back button when wide")
        try app.screenshot("details-wide")
    }

    func testATerminalEditReachesTheOpenPageAndADeleteClosesIt() throws {
        try app.openDetails(of: "Homei")
        try app.command(["edit", "Homei", "--phone", "+852 0000 1111", "--summary", "Now with cake."])
        try eventually(timeout: 3, "the page did not update", dump: app.window) {
            let texts = app.pageTexts()
            return texts.contains("+852 0000 1111") && texts.contains("Now with cake.")
        }
        try app.command(["delete", "Homei"])
        _ = try app.window.waitForToast(role: "label", nameContains: "was deleted elsewhere", timeout: 3)
        _ = try app.waitForRow(named: "Teakha")
    }

    func testDeleteOnThePageReturnsToTheListWithUndo() throws {
        try app.openDetails(of: "Teakha")
        try app.click(button: "Delete")
        _ = try app.waitForRow(named: "Homei")
        try eventually("the store still has Teakha") { try !app.storedNames().contains("Teakha") }
        try app.click(button: "Undo")
        try eventually("Undo did not bring Teakha back") { try app.storedNames().contains("Teakha") }
        _ = try app.waitForRow(named: "Teakha")
    }

    /// No app handles `tel:` (Debian's base system registers none; the sandbox adds none; one a
    /// system registers is removed for this launch): the phone is selectable text, not a link that
    /// could only fail, and the copy button still copies it.
    func testWithoutATelHandlerThePhoneIsSelectableTextBesideTheCopyButton() throws {
        app.close()
        let systemConfig = ProcessInfo.processInfo.environment["XDG_CONFIG_DIRS"] ?? "/etc/xdg"
        try launch(environment: ["XDG_CONFIG_DIRS": try Self.configRemovingTelHandlers().path + ":" + systemConfig])
        try app.openDetails(of: "Homei")
        let phone = try app.window.waitForFirst(role: "label", name: "+852 2884 4122", onScreenOnly: true)
        XCTAssertNil(app.window.first(role: "link", onScreenOnly: true), "a tel: link nothing can open")
        XCTAssertNotEqual(phone.parent?.roleName, "link")
        // Selectable: a triple click selects the number, Ctrl+C copies it.
        try Input.click(phone, count: 3)
        try Input.key("ctrl+c")
        try eventually("the selected number was not copied: \((try? Clipboard.text()) ?? "")") {
            (try? Clipboard.text()) == "+852 2884 4122"
        }
        try app.click(button: "Copy Phone Number")
        _ = try app.window.waitForToast(role: "label", name: "Phone number copied")
    }

    /// A config folder, first on `XDG_CONFIG_DIRS`, whose mimeapps.list removes every application the
    /// system registers for `tel:` (GIO then finds none), so the test holds whatever is installed.
    private static func configRemovingTelHandlers() throws -> URL {
        let dataDirs = (ProcessInfo.processInfo.environment["XDG_DATA_DIRS"] ?? "/usr/local/share:/usr/share")
            .split(separator: ":").map { "\($0)/applications" }
        var handlers: [String] = []
        for directory in dataDirs {
            let files = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
            for file in files.sorted() where file.hasSuffix(".desktop") {
                let text = (try? String(contentsOfFile: directory + "/" + file, encoding: .utf8)) ?? ""
                if text.contains("x-scheme-handler/tel") { handlers.append(file) }
            }
        }
        let config = FileManager.default.temporaryDirectory.appendingPathComponent(
            "foodpin-no-tel-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: config, withIntermediateDirectories: true)
        AppProcess.removeAtExit(config)
        let list = "[Removed Associations]\nx-scheme-handler/tel=" + handlers.map { $0 + ";" }.joined() + "\n"
        try Data(list.utf8).write(to: config.appendingPathComponent("mimeapps.list"))
        return config
    }
}

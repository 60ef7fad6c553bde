import FoodPinModel
import Foundation
import UITestSupport
import XCTest

/// Share: the sheet with "Just checking in at …" and the photo, a popover at the row on a wide window
/// and a sheet on a narrow one; Copy puts both text and image on the clipboard.
final class ShareTests: FoodPinUITestCase {
    override class var launchesOnSamples: Bool { false }
    private var photo: URL!

    override func setUpWithError() throws {
        try super.setUpWithError()
        photo = try launchWithPhoto(on: "Cafe Deadend")
    }

    /// A small orange PNG made by ImageMagick (the screenshot tool).
    static func makePNG(at url: URL) throws {
        try Subprocess.check("convert", ["-size", "96x64", "gradient:orange-firebrick", url.path])
    }

    func testShareFromTheSwipeCopiesTextAndImageFromAPopoverAtTheRow() throws {
        try app.swipeOpen("Cafe Deadend", by: -160)
        try app.click(button: "Share", in: app.row(named: "Cafe Deadend"))
        let copy = try app.window.waitForFirst(role: "push button", name: "Copy")
        XCTAssertFalse(
            app.process.windows.contains { $0.name == "Share" }, "a wide window shows a popover, not a sheet")
        // The popover points at the row it shares.
        let row = try Input.frame(of: try app.waitForRow(named: "Cafe Deadend"))
        XCTAssertLessThan(try Input.frame(of: copy).y, row.maxY + 260, "the popover is anchored at the row")
        _ = try app.window.waitForFirst(role: "label", name: "Just checking in at Cafe Deadend")
        try app.screenshot("share-popover")
        try Input.click(copy)
        try eventually("the clipboard holds no image: \((try? Clipboard.targets()) ?? [])") {
            try Clipboard.targets().contains("image/png")
        }
        XCTAssertEqual(try Clipboard.text(), "Just checking in at Cafe Deadend")
        let png = try Clipboard.png()
        XCTAssertEqual(Array(png.prefix(8)), [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A], "the image is a PNG")
    }

    func testANarrowWindowSharesInASheetAndWithoutAPhotoTextOnly() throws {
        try app.resize(width: 400, height: 700)
        try eventually("the window did not narrow") { (app.window.extents?.width ?? 999) <= 420 }
        _ = try app.openMenu(of: "Homei")
        try Input.key("Escape")
        try app.waitForMenuToClose()
        try Input.key("ctrl+shift+s")
        let sheet = try eventuallyValue("no Share sheet window") { app.process.windows.first { $0.name == "Share" } }
        _ = try sheet.waitForFirst(role: "label", name: "Just checking in at Homei")
        try app.screenshot("share-sheet-narrow")
        XCTAssertNil(
            app.window.first(role: "push button", name: "Copy", onScreenOnly: true), "no popover in the window")
        try Input.click(try sheet.waitForFirst(role: "push button", name: "Copy"))
        try eventually("the clipboard does not hold the text") {
            (try? Clipboard.text()) == "Just checking in at Homei"
        }
        XCTAssertFalse(try Clipboard.targets().contains("image/png"), "Homei has no photo: text only")
    }
}

import CGtk
import Foundation
import XCTest

@testable import GtkKit

/// Copy puts the text and the PNG image on the clipboard as one offer that other apps (xclip) see.
final class CopyActivityTests: GtkTestCase {
    func testCopyOffersTextAndPNGToOtherApps() throws {
        try onMain {
            try requireTool("xclip")
            let (window, rows) = restaurantWindow(width: 900, height: 620)
            defer { window.destroy() }
            let text = "Just checking in at Cafe Deadend — café ☕"
            let imagePath = dishPNG()
            var reports: [Activity.ActivityType?] = []
            let share = ActivityViewController(activityItems: [.text(text), .image(path: imagePath)])
            share.present(from: rows[0], in: window) { type, completed, _ in if completed { reports.append(type) } }
            waitUntil("the share popover was never mapped") { share.presentedPopover?.isMapped ?? false }
            guard let copy = share.activityButtons.first(where: { $0.accessibleLabel == "Copy" }) else {
                return XCTFail("no Copy")
            }
            XCTAssertTrue(press(copy.widget, until: { !reports.isEmpty }))
            XCTAssertEqual(reports, [.copyToPasteboard])

            guard let targets = runSpinning("/usr/bin/xclip", ["-selection", "clipboard", "-o", "-t", "TARGETS"]) else {
                return XCTFail("xclip did not finish")
            }
            let offered = Set(String(decoding: targets.output, as: UTF8.self).split(separator: "\n").map(String.init))
            XCTAssertTrue(offered.contains("text/plain;charset=utf-8"), "targets: \(offered.sorted())")
            XCTAssertTrue(offered.contains("image/png"), "targets: \(offered.sorted())")

            let pasted = runSpinning(
                "/usr/bin/xclip", ["-selection", "clipboard", "-o", "-t", "text/plain;charset=utf-8"])
            XCTAssertEqual(pasted.map { String(decoding: $0.output, as: UTF8.self) }, text)

            let png =
                runSpinning("/usr/bin/xclip", ["-selection", "clipboard", "-o", "-t", "image/png"])?.output ?? Data()
            XCTAssertEqual(Array(png.prefix(4)), [0x89, 0x50, 0x4E, 0x47])
            XCTAssertEqual(Texture(data: png)?.width, 240, "the pasted PNG is not the shared image")
            // The toast confirms the copy in the window's toast overlay.
            XCTAssertTrue(
                spin(
                    until: {
                        !descendants(of: window.widget).filter {
                            $0.isA(gtk_label_get_type())
                                && String(cString: gtk_label_get_text($0.opaque)) == "Copied to clipboard"
                        }.isEmpty
                    }, timeout: 2))
        }
    }

    func testTextOnlyCopyOffersText() throws {
        try onMain {
            try requireTool("xclip")
            let (window, _) = restaurantWindow(width: 360, height: 640)
            defer { window.destroy() }
            let share = ActivityViewController(activityItems: [.text("Homei"), .image(path: "/nonexistent.png")])
            var copied = false
            share.present(from: nil, in: window) { _, completed, _ in copied = completed }
            XCTAssertTrue(
                press(share.activityButtons.first { $0.accessibleLabel == "Copy" }?.widget, until: { copied }))
            let targets =
                runSpinning("/usr/bin/xclip", ["-selection", "clipboard", "-o", "-t", "TARGETS"])?.output ?? Data()
            let offered = String(decoding: targets, as: UTF8.self)
            XCTAssertTrue(offered.contains("text/plain;charset=utf-8"))
            XCTAssertFalse(offered.contains("image/png"), "an image that did not load was offered")
        }
    }
}

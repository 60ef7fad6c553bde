import CGtk
import Foundation
import XCTest

@testable import GtkKit

/// Issue 10.4 and issue 9: the share sheet keeps its size whatever the photo's pixel size, and never
/// decodes more of a photo than it shows or sends.
final class ShareSheetSizeTests: GtkTestCase {
    /// The popover is at most `maximumWidth` wide (plus its own frame) whatever the photo, and its
    /// thumbnail is `previewSide` square. Before, it took the photo's width: 896 px for a 600 × 400
    /// photo in a 640 px window, the whole 1280 px screen for a 3000 × 2000 one.
    func testThePopoverKeepsItsMaximumWidthWithABigPhoto() throws {
        try checkPopoverWidth(photo: (3000, 2000), window: 1280, thumbnail: [168, 112])
    }

    func testThePopoverKeepsItsMaximumWidthInASmallWindow() throws {
        try checkPopoverWidth(photo: (600, 400), window: 640, thumbnail: [168, 112])
    }

    private func checkPopoverWidth(
        photo: (width: Int32, height: Int32), window width: Int32, thumbnail: [Int32],
        file: StaticString = #filePath, line: UInt = #line
    ) throws {
        try onMain {
            let (window, rows) = restaurantWindow(width: width, height: 800)
            defer { window.destroy() }
            let share = ActivityViewController(activityItems: [
                .text("Just checking in at Cafe Deadend"),
                .image(path: dishPNG(width: photo.width, height: photo.height)),
            ])
            share.present(from: rows[0], in: window)
            defer { share.dismiss() }
            guard let popover = share.presentedPopover else { return XCTFail("no popover", file: file, line: line) }
            XCTAssertTrue(spin(until: { popover.isMapped && popover.width > 0 }), file: file, line: line)
            XCTAssertTrue(
                spin(until: { thumbnailSize(in: popover) != nil }, timeout: 3),
                "the thumbnail never arrived", file: file, line: line)
            drain()
            let content = try XCTUnwrap(gtk_popover_get_child(popover.widget.cast()), file: file, line: line)
            XCTAssertLessThanOrEqual(
                Int(gtk_widget_get_width(content)), Int(ActivityViewController.maximumWidth),
                file: file, line: line)
            XCTAssertLessThanOrEqual(
                popover.width, Int(ActivityViewController.maximumWidth) + Self.popoverFrame,
                "the popover grew with the photo", file: file, line: line)
            let picture = try XCTUnwrap(thumbnailPicture(in: popover), file: file, line: line)
            XCTAssertEqual(
                [gtk_widget_get_width(picture), gtk_widget_get_height(picture)], [56, 56], file: file, line: line)
            // The preview was decoded at its display size (twice it, for 2× screens), not at the photo's.
            XCTAssertEqual(thumbnailSize(in: popover), thumbnail, file: file, line: line)
            XCTAssertNotNil(
                labels(in: popover.widget).first { $0.contains("\(photo.width) × \(photo.height)") },
                "the summary names the photo's size", file: file, line: line)
        }
    }

    /// Copy puts at most a 2048 px image on the clipboard, decoded off the main thread.
    func testCopyPutsABoundedImageOnTheClipboard() throws {
        try onMain {
            try requireTool("xclip")
            let (window, rows) = restaurantWindow(width: 900, height: 620)
            defer { window.destroy() }
            let share = ActivityViewController(activityItems: [.text("Cafe Deadend"), .image(path: HostilePhotos.big)])
            XCTAssertTrue(copy(share, from: rows[0], in: window))
            let png =
                runSpinning("/usr/bin/xclip", ["-selection", "clipboard", "-o", "-t", "image/png"])?.output ?? Data()
            let pasted = Texture(data: png)
            XCTAssertEqual(pasted.map { [$0.width, $0.height] }, [2048, 1365], "the clipboard image is not bounded")
        }
    }

    /// An over-cap photo is left out of the share (no preview, text only on Copy) without decoding it.
    func testAnOverCapPhotoIsLeftOut() throws {
        try onMain {
            try requireTool("xclip")
            let (window, rows) = restaurantWindow(width: 900, height: 620)
            defer { window.destroy() }
            let photo = HostilePhotos.overCap
            let start = threadCPUSeconds()
            let share = ActivityViewController(activityItems: [.text("Homei"), .image(path: photo)])
            XCTAssertTrue(
                copy(share, from: rows[1], in: window) {
                    // Decoding its 81 megapixels costs about a second of this thread's CPU; the header, none.
                    XCTAssertLessThan(threadCPUSeconds() - start, 0.3, "presenting decoded the photo")
                    XCTAssertNil(
                        share.presentedPopover.flatMap { thumbnailPicture(in: $0) }, "a preview of an over-cap photo")
                })
            let targets =
                runSpinning("/usr/bin/xclip", ["-selection", "clipboard", "-o", "-t", "TARGETS"])?.output ?? Data()
            XCTAssertFalse(
                String(decoding: targets, as: UTF8.self).contains("image/png"), "an over-cap photo was copied")
        }
    }

    /// Screenshots of the popover with a big photo, light and dark: the sheet is drawn in each style
    /// (its area of the screen is light, then dark), with its thumbnail.
    func testScreenshotsOfTheSheetWithABigPhoto() throws {
        try onMain {
            let style = StyleManager.shared
            let before = style.colorScheme
            defer { style.colorScheme = before }
            let photo = dishPNG(width: 3000, height: 2000)
            for (scheme, name) in [(StyleManager.ColorScheme.forceLight, "light"), (.forceDark, "dark")] {
                style.colorScheme = scheme
                let (window, rows) = restaurantWindow(width: 1280, height: 800)
                let share = ActivityViewController(activityItems: [
                    .text("Just checking in at Cafe Deadend"), .image(path: photo),
                ])
                share.present(from: rows[0], in: window)
                waitUntil("the thumbnail never arrived", timeout: 3) {
                    share.presentedPopover.flatMap { thumbnailSize(in: $0) } != nil
                }
                let popover = try XCTUnwrap(share.presentedPopover, "no popover")
                let content = try XCTUnwrap(gtk_popover_get_child(popover.widget.cast()))
                let path = try XCTUnwrap(screenshot("sharesheet-big-photo-\(name)", width: 1280, height: 800))
                let frame = try XCTUnwrap(
                    screenFrame(of: content, inPopover: popover.widget), "the sheet is not placed")
                let brightness = try meanBrightness(of: frame, in: path)
                scheme == .forceDark
                    ? XCTAssertLessThan(brightness, 0.4, "the \(name) sheet is drawn dark")
                    : XCTAssertGreaterThan(brightness, 0.6, "the \(name) sheet is drawn light")
                share.dismiss()
                window.destroy()
                drain()
            }
        }
    }

    /// What GtkPopover adds around its child (arrow and shadow margins are outside its width).
    static let popoverFrame = 2
}

/// Presents `share` from `row`, runs `whilePresented`, then presses Copy; whether the copy completed.
@MainActor
private func copy(
    _ share: ActivityViewController, from row: Widget, in window: Window,
    whilePresented: () -> Void = {}
) -> Bool {
    var copied = false
    share.present(from: row, in: window) { _, completed, _ in copied = completed }
    whilePresented()
    return press(share.activityButtons.first { $0.accessibleLabel == "Copy" }?.widget, until: { copied })
}

/// The share preview's picture, when it has one.
@MainActor
private func thumbnailPicture(in popover: Popover) -> UnsafeMutablePointer<GtkWidget>? {
    descendants(of: popover.widget).first { $0.isA(gtk_picture_get_type()) }
}

/// The pixel size of the preview's image, once it shows one.
@MainActor
private func thumbnailSize(in popover: Popover) -> [Int32]? {
    guard let picture = thumbnailPicture(in: popover), let paintable = gtk_picture_get_paintable(picture.opaque) else {
        return nil
    }
    return [gdk_paintable_get_intrinsic_width(paintable), gdk_paintable_get_intrinsic_height(paintable)]
}

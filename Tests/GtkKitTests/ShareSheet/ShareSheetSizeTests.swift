import CGtk
import Foundation
import GtkKit
import XCTest

/// Issue 10.4 and issue 9: the share sheet keeps its size whatever the photo's pixel size, and never
/// decodes more of a photo than it shows or sends.
final class ShareSheetSizeTests: GtkTestCase {
    /// The popover is at most `maximumWidth` wide (plus its own frame) with a 3000 × 2000 photo in a
    /// 1280 px window; its thumbnail is `previewSide` square. Before, it grew to the whole window.
    func testThePopoverKeepsItsMaximumWidthWithABigPhoto() throws {
        try onMain {
            let (window, rows) = restaurantWindow(width: 1280, height: 800)
            defer { window.destroy() }
            let share = ActivityViewController(activityItems: [.text("Just checking in at Cafe Deadend"),
                                                               .image(path: bigDishPNG())])
            share.present(from: rows[0], in: window)
            defer { share.dismiss() }
            guard let popover = share.presentedPopover else { return XCTFail("no popover in a 1280 px window") }
            XCTAssertTrue(spin(until: { popover.isMapped && popover.width > 0 }))
            XCTAssertTrue(spin(until: { thumbnailSize(in: popover) != nil }, timeout: 3),
                          "the thumbnail never arrived")
            drain()
            let content = try XCTUnwrap(gtk_popover_get_child(popover.widget.cast()))
            XCTAssertLessThanOrEqual(Int(gtk_widget_get_width(content)), Int(ActivityViewController.maximumWidth))
            XCTAssertLessThanOrEqual(popover.width, Int(ActivityViewController.maximumWidth) + Self.popoverFrame,
                                     "the popover grew with the photo")
            let picture = try XCTUnwrap(thumbnailPicture(in: popover))
            XCTAssertEqual([gtk_widget_get_width(picture), gtk_widget_get_height(picture)], [56, 56])
            // The preview was decoded at its display size (twice it, for 2× screens), not at 3000 × 2000.
            XCTAssertEqual(thumbnailSize(in: popover), [168, 112])
            XCTAssertNotNil(labels(in: popover.widget).first { $0.contains("3000 × 2000") }, "the summary names the photo's size")
        }
    }

    /// Copy puts at most a 2048 px image on the clipboard, decoded off the main thread.
    func testCopyPutsABoundedImageOnTheClipboard() throws {
        try onMain {
            guard FileManager.default.isExecutableFile(atPath: "/usr/bin/xclip") else { throw XCTSkip("no xclip") }
            let (window, rows) = restaurantWindow(width: 900, height: 620)
            defer { window.destroy() }
            var copied = false
            let share = ActivityViewController(activityItems: [.text("Cafe Deadend"), .image(path: HostilePhotos.big)])
            share.present(from: rows[0], in: window) { _, completed, _ in copied = completed }
            XCTAssertTrue(press(share.activityButtons.first { $0.accessibleLabel == "Copy" }?.widget, until: { copied }))
            let png = runSpinning("/usr/bin/xclip", ["-selection", "clipboard", "-o", "-t", "image/png"])?.output ?? Data()
            let pasted = Texture(data: png)
            XCTAssertEqual(pasted.map { [$0.width, $0.height] }, [2048, 1365], "the clipboard image is not bounded")
        }
    }

    /// An over-cap photo is left out of the share (no preview, text only on Copy) without decoding it.
    func testAnOverCapPhotoIsLeftOut() throws {
        try onMain {
            guard FileManager.default.isExecutableFile(atPath: "/usr/bin/xclip") else { throw XCTSkip("no xclip") }
            let (window, rows) = restaurantWindow(width: 900, height: 620)
            defer { window.destroy() }
            var copied = false
            let photo = HostilePhotos.overCap
            let start = Date()
            let share = ActivityViewController(activityItems: [.text("Homei"), .image(path: photo)])
            share.present(from: rows[1], in: window) { _, completed, _ in copied = completed }
            XCTAssertLessThan(Date().timeIntervalSince(start), 0.5, "presenting decoded the photo")
            XCTAssertNil(share.presentedPopover.flatMap { thumbnailPicture(in: $0) }, "a preview of an over-cap photo")
            XCTAssertTrue(press(share.activityButtons.first { $0.accessibleLabel == "Copy" }?.widget, until: { copied }))
            let targets = runSpinning("/usr/bin/xclip", ["-selection", "clipboard", "-o", "-t", "TARGETS"])?.output ?? Data()
            XCTAssertFalse(String(decoding: targets, as: UTF8.self).contains("image/png"), "an over-cap photo was copied")
        }
    }

    /// Screenshots of the popover with a big photo, light and dark.
    func testScreenshotsOfTheSheetWithABigPhoto() throws {
        try onMain {
            let style = StyleManager.shared
            let before = style.colorScheme
            defer { style.colorScheme = before }
            let photo = bigDishPNG()
            for (scheme, name) in [(StyleManager.ColorScheme.forceLight, "light"), (.forceDark, "dark")] {
                style.colorScheme = scheme
                let (window, rows) = restaurantWindow(width: 1280, height: 800)
                let share = ActivityViewController(activityItems: [.text("Just checking in at Cafe Deadend"), .image(path: photo)])
                share.present(from: rows[0], in: window)
                spin(until: { share.presentedPopover.flatMap { thumbnailSize(in: $0) } != nil }, timeout: 3)
                screenshot("sharesheet-big-photo-\(name)", width: 1280, height: 800)
                share.dismiss()
                window.destroy()
                drain()
            }
        }
    }

    /// What GtkPopover adds around its child (arrow and shadow margins are outside its width).
    static let popoverFrame = 2
}

/// The share preview's picture, when it has one.
@MainActor
private func thumbnailPicture(in popover: Popover) -> UnsafeMutablePointer<GtkWidget>? {
    descendants(of: popover.widget).first { $0.isA(gtk_picture_get_type()) }
}

/// The pixel size of the preview's image, once it shows one.
@MainActor
private func thumbnailSize(in popover: Popover) -> [Int32]? {
    guard let picture = thumbnailPicture(in: popover), let paintable = gtk_picture_get_paintable(picture.opaque) else { return nil }
    return [gdk_paintable_get_intrinsic_width(paintable), gdk_paintable_get_intrinsic_height(paintable)]
}

@MainActor
private func labels(in root: UnsafeMutablePointer<GtkWidget>) -> [String] {
    descendants(of: root).filter { $0.isA(gtk_label_get_type()) }.map { String(cString: gtk_label_get_text($0.opaque)) }
}

/// A 3000 × 2000 photo of a dish (a plate on a warm table), drawn with cairo, written once.
@MainActor
func bigDishPNG() -> String {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("gtkkit-big-dish-\(getpid()).png").path
    if FileManager.default.fileExists(atPath: path) { return path }
    let surface = cairo_image_surface_create(CAIRO_FORMAT_RGB24, 3000, 2000)
    let cr = cairo_create(surface)
    let table = cairo_pattern_create_linear(0, 0, 3000, 2000)
    cairo_pattern_add_color_stop_rgb(table, 0, 0.96, 0.62, 0.25)
    cairo_pattern_add_color_stop_rgb(table, 1, 0.80, 0.29, 0.16)
    cairo_set_source(cr, table)
    cairo_paint(cr)
    for (x, y, radius, red, green, blue) in [(1500.0, 1000.0, 900.0, 0.98, 0.97, 0.94), (1300, 900, 380, 0.30, 0.62, 0.28),
                                             (1750, 1150, 260, 0.86, 0.20, 0.16)] {
        cairo_set_source_rgb(cr, red, green, blue)
        cairo_arc(cr, x, y, radius, 0, 2 * .pi)
        cairo_fill(cr)
    }
    cairo_surface_write_to_png(surface, path)
    cairo_pattern_destroy(table)
    cairo_destroy(cr)
    cairo_surface_destroy(surface)
    return path
}

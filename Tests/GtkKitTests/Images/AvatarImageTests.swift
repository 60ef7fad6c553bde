import CGtk
import Foundation
import Synchronization
import TestSupport
import XCTest

@testable import GtkKit

/// `AvatarImage` draws what `Avatar` (AdwAvatar) shows — the same initials on the same colour, or the
/// photo — round, as PNG, on any thread.
final class AvatarImageTests: GtkTestCase {
    func testInitialsAreAdwAvatarsFirstLetterAndTheLastWordsFirstLetter() {
        XCTAssertEqual(AvatarImage.initials(of: "Cafe Deadend"), "CD")
        XCTAssertEqual(AvatarImage.initials(of: "teakha"), "T")
        XCTAssertEqual(AvatarImage.initials(of: "  homei  "), "H")
        XCTAssertEqual(AvatarImage.initials(of: "Po's Atelier Bakery"), "PB")
        XCTAssertEqual(AvatarImage.initials(of: "émile zola"), "ÉZ")
        XCTAssertEqual(AvatarImage.initials(of: "مطعم الشرق"), "ما")
        XCTAssertEqual(AvatarImage.initials(of: ""), "")
        XCTAssertEqual(AvatarImage.initials(of: "   "), "")
    }

    /// The colour is AdwAvatar's own choice for the name: its style class `colorN`.
    func testTheColourIsTheOneAdwAvatarPicksForTheName() {
        onMain {
            for name in ["Cafe Deadend", "Teakha", "Homei", "Po's Atelier", "Bourke Street Bakery", "x", "🍜"] {
                let avatar = Avatar(size: 48, text: name)
                let index = AvatarImage.colorIndex(of: name)
                // AdwAvatar puts the class on its drawing child.
                var classes: [String] = []
                var child = gtk_widget_get_first_child(avatar.widget)
                while let widget = child {
                    if let names = gtk_widget_get_css_classes(widget) {
                        var position = 0
                        while let name = names[position] { classes.append(String(cString: name)); position += 1 }
                        g_strfreev(names)
                    }
                    child = gtk_widget_get_next_sibling(widget)
                }
                XCTAssertEqual(classes.filter { $0.hasPrefix("color") }, ["color\(index + 1)"], name)
            }
        }
    }

    func testInitialsAreDrawnRoundOnTheirColour() throws {
        let name = "Teakha"
        let png = AvatarImage.pngData(initialsOf: name, size: 64)
        // For looking at: a few names, as the Shell's results show them.
        for sample in ["Teakha", "Cafe Deadend", "Po's Atelier", "مطعم الشرق"] {
            let file = screenshotDirectory().appendingPathComponent(
                "avatar-image-\(AvatarImage.initials(of: sample)).png")
            try AvatarImage.pngData(initialsOf: sample, size: 64).write(to: file)
        }
        let pixels = try decode(png)
        XCTAssertEqual(pixels.width, 64)
        XCTAssertEqual(pixels.height, 64)
        XCTAssertEqual(pixels.alpha(0, 0), 0, "the corners are outside the circle")
        XCTAssertEqual(pixels.alpha(63, 63), 0)
        // Just inside the edge, left of the letter: the gradient's colour at mid-height.
        let palette = AvatarImage.palette[AvatarImage.colorIndex(of: name)]
        let (red, green, blue) = pixels.rgb(4, 32)
        let expected = (palette.top.red + palette.bottom.red) / 2
        XCTAssertEqual(Double(red) / 255, expected, accuracy: 0.08)
        XCTAssertEqual(pixels.alpha(4, 32), 255)
        _ = (green, blue)
        // The letter is there: the centre column holds the initials' colour somewhere.
        let text = palette.text
        let column = (0..<64).map { pixels.rgb(32, $0) }
        XCTAssertTrue(
            column.contains { abs(Double($0.0) / 255 - text.red) < 0.05 && abs(Double($0.2) / 255 - text.blue) < 0.05 },
            "no initial drawn")
    }

    func testAPhotoFillsTheCircleAndAFileThatIsNoPhotoGivesNothing() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("avatar-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let wide = directory.appendingPathComponent("wide.png").path
        try SolidPNG.write(width: 300, height: 100, red: 200, green: 40, blue: 10, to: wide)
        let pixels = try decode(try XCTUnwrap(AvatarImage.pngData(photoAt: wide, size: 48)))
        XCTAssertEqual(pixels.width, 48)
        XCTAssertEqual(pixels.alpha(0, 0), 0)
        for (x, y) in [(24, 24), (2, 24), (24, 2), (45, 24)] {
            let (red, green, blue) = pixels.rgb(x, y)
            XCTAssertEqual([red, green, blue], [200, 40, 10], "(\(x), \(y)) is the photo's")
            XCTAssertEqual(pixels.alpha(x, y), 255)
        }
        let text = directory.appendingPathComponent("notes.png").path
        try Data("not a picture".utf8).write(to: URL(fileURLWithPath: text))
        XCTAssertNil(AvatarImage.pngData(photoAt: text, size: 48))
        XCTAssertNil(AvatarImage.pngData(photoAt: directory.appendingPathComponent("missing.png").path, size: 48))
        let fifo = HostilePhotos.fifo()
        defer { unlink(fifo) }
        let watch = HostilePhotos.watch(fifo)
        XCTAssertNil(AvatarImage.pngData(photoAt: fifo, size: 48))
        XCTAssertFalse(watch.readerOpened, "a FIFO was opened for reading")
    }

    func testDrawingOnManyThreadsAtOnce() {
        let names = (0..<32).map { "Restaurant \($0)" }
        let sizes = Mutex<[Int]>([])
        DispatchQueue.concurrentPerform(iterations: names.count) { index in
            let png = AvatarImage.pngData(initialsOf: names[index], size: 32)
            sizes.withLock { $0.append(png.count) }
        }
        XCTAssertEqual(sizes.withLock { $0.count }, 32)
        XCTAssertTrue(sizes.withLock { $0.allSatisfy { $0 > 100 } })
    }

    // MARK: - Reading PNGs

    struct Pixels {
        var width: Int
        var height: Int
        var stride: Int
        var channels: Int
        var bytes: [UInt8]
        func alpha(_ x: Int, _ y: Int) -> UInt8 { channels == 4 ? bytes[y * stride + x * channels + 3] : 255 }
        func rgb(_ x: Int, _ y: Int) -> (UInt8, UInt8, UInt8) {
            let offset = y * stride + x * channels
            return (bytes[offset], bytes[offset + 1], bytes[offset + 2])
        }
    }

    func decode(_ png: Data) throws -> Pixels {
        XCTAssertEqual(Array(png.prefix(4)), [0x89, 0x50, 0x4E, 0x47], "a PNG")
        let loader = gdk_pixbuf_loader_new_with_type("png", nil)!
        defer { g_object_unref(loader.gpointer) }
        _ = png.withUnsafeBytes { gdk_pixbuf_loader_write(loader, $0.baseAddress, gsize($0.count), nil) }
        gdk_pixbuf_loader_close(loader, nil)
        let pixbuf = try XCTUnwrap(gdk_pixbuf_loader_get_pixbuf(loader))
        let width = Int(gdk_pixbuf_get_width(pixbuf)), height = Int(gdk_pixbuf_get_height(pixbuf))
        let stride = Int(gdk_pixbuf_get_rowstride(pixbuf))
        let bytes = Array(UnsafeBufferPointer(start: gdk_pixbuf_read_pixels(pixbuf), count: stride * height))
        return Pixels(
            width: width, height: height, stride: stride, channels: Int(gdk_pixbuf_get_n_channels(pixbuf)),
            bytes: bytes)
    }
}

import CGtk
import FoodPinModel
import Foundation
import XCTest

@testable import GtkKit

/// Issue 31: the five moods' icons are our own symbolic SVGs, found in the app's icon folder, and GTK
/// recolours them with the text colour of the light and of the dark style (an icon drawn in a fixed
/// colour would stay black on the dark style's background). The pictures land in
/// `.build/screenshots/foodpin-mood-icons-{light,dark}.png`.
final class MoodIconTests: XCTestCase {
    static func iconName(_ rating: Rating) -> String { "foodpin-mood-\(rating.rawValue)-symbolic" }

    static var iconFolder: URL {
        var root = URL(fileURLWithPath: #filePath)
        for _ in 0..<4 { root.deleteLastPathComponent() }
        return root.appendingPathComponent("data/icons/hicolor/scalable/emotes")
    }

    /// What makes an SVG symbolic for GTK: fills GTK can replace, no stroke, no fixed colour, no text
    /// (an emoji font would draw its own colours).
    func testEachIconIsASymbolicSVGOfFillsOnly() throws {
        for rating in Rating.allCases {
            let file = Self.iconFolder.appendingPathComponent(Self.iconName(rating) + ".svg")
            let svg = try String(contentsOf: file, encoding: .utf8)
            XCTAssertTrue(svg.contains(#"viewBox="0 0 16 16""#), "\(file.lastPathComponent): drawn on the 16 px grid")
            for forbidden in ["stroke", "fill=\"#", "fill:#", "<text", "<image", "font", "style="] {
                XCTAssertFalse(svg.contains(forbidden), "\(file.lastPathComponent) holds \(forbidden)")
            }
            XCTAssertTrue(svg.contains("<path"), "\(file.lastPathComponent) draws something")
        }
    }

    func testGTKRecoloursEveryMoodForTheLightAndTheDarkStyle() throws {
        guard ProcessInfo.processInfo.environment["DISPLAY"] != nil else {
            XCTFail("GTK tests need an X display: run them through scripts/with-display.sh")
            return
        }
        try MainActor.assumeIsolated {
            MainContext.initialise()
            IconTheme.addGtkKitIcons()
            for rating in Rating.allCases {
                XCTAssertTrue(
                    IconTheme.hasIcon(Self.iconName(rating)), "\(Self.iconName(rating)) is not in the icon theme")
            }
            let style = StyleManager.shared
            let before = style.colorScheme
            defer { style.colorScheme = before }
            var inks: [Bool: Double] = [:]
            for dark in [false, true] {
                style.colorScheme = dark ? .forceDark : .forceLight
                _ = MainContext.spin(until: { style.isDark == dark }, timeout: 5)
                let (pixels, width) = try Self.render(dark: dark)
                // Every icon has ink, all of it in one colour: the style's text colour.
                var luminances: [Double] = []
                for index in Rating.allCases.indices {
                    let ink = Self.inkLuminances(pixels, width: width, cell: index)
                    XCTAssertGreaterThan(ink.count, 150, "\(Rating.allCases[index]) drew (almost) nothing")
                    luminances += ink
                }
                // Most of it (all but the antialiased edges) in one colour.
                let median = luminances.sorted()[luminances.count / 2]
                let solid = luminances.filter { abs($0 - median) < 0.06 }.count
                XCTAssertGreaterThan(Double(solid) / Double(luminances.count), 0.6, "one colour, the text's")
                inks[dark] = median
            }
            XCTAssertLessThan(try XCTUnwrap(inks[false]), 0.3, "dark ink on the light style")
            XCTAssertGreaterThan(try XCTUnwrap(inks[true]), 0.8, "light ink on the dark style: recoloured")
        }
    }

    static let cell = 64

    /// The five icons at 64 px side by side on the style's background, rendered by GTK as a window
    /// draws them; saved as a PNG; returns the RGBA pixels and the row's width.
    @MainActor private static func render(dark: Bool) throws -> (pixels: [UInt8], width: Int) {
        let window = Window(title: "Moods", width: Int32(Self.cell * Rating.allCases.count), height: Int32(Self.cell))
        defer { window.destroy() }
        let row = Box(.horizontal, spacing: 0)
        for rating in Rating.allCases {
            let image = Image(iconName: Self.iconName(rating))
            image.pixelSize = Int32(Self.cell)
            row.append(image)
        }
        window.content = row
        window.present()
        XCTAssertTrue(MainContext.spin(until: { row.isMapped && row.width > 0 }, timeout: 5))
        MainContext.drain()
        let width = Self.cell * Rating.allCases.count
        let height = Self.cell
        let paintable = gtk_widget_paintable_new(row.widget)!
        defer { g_object_unref(paintable.gpointer) }
        let snapshot = gtk_snapshot_new()!
        gdk_paintable_snapshot(paintable.opaque, snapshot, Double(width), Double(height))
        let node = try XCTUnwrap(gtk_snapshot_free_to_node(snapshot))
        defer { gsk_render_node_unref(node) }
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!
        defer { cairo_surface_destroy(surface) }
        let cr = cairo_create(surface)!
        // The window's background under the icons, as the user sees them.
        let background: (Double, Double, Double) = dark ? (0.14, 0.14, 0.14) : (0.98, 0.98, 0.98)
        cairo_set_source_rgb(cr, background.0, background.1, background.2)
        cairo_paint(cr)
        gsk_render_node_draw(node, cr)
        cairo_destroy(cr)
        cairo_surface_flush(surface)
        let path = screenshotPath("foodpin-mood-icons-\(dark ? "dark" : "light")")
        XCTAssertEqual(cairo_surface_write_to_png(surface, path), CAIRO_STATUS_SUCCESS)
        let stride = Int(cairo_image_surface_get_stride(surface))
        let data = cairo_image_surface_get_data(surface)!
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                // Cairo's ARGB32 is native-endian: B, G, R, A in memory on x86.
                let source = data + y * stride + x * 4
                let target = (y * width + x) * 4
                (pixels[target], pixels[target + 1], pixels[target + 2], pixels[target + 3]) =
                    (source[2], source[1], source[0], source[3])
            }
        }
        return (pixels, width)
    }

    /// The luminance of each pixel of icon `cell` that differs clearly from the background (the
    /// corner's colour): the icon's ink, antialiased edges left out.
    private static func inkLuminances(_ pixels: [UInt8], width: Int, cell: Int) -> [Double] {
        func luminance(_ offset: Int) -> Double {
            (0.2126 * Double(pixels[offset]) + 0.7152 * Double(pixels[offset + 1]) + 0.0722 * Double(pixels[offset + 2]))
                / 255
        }
        let background = luminance(0)
        var ink: [Double] = []
        for y in 0..<Self.cell {
            for x in cell * Self.cell..<(cell + 1) * Self.cell {
                let value = luminance((y * width + x) * 4)
                if abs(value - background) > 0.5 { ink.append(value) }
            }
        }
        return ink
    }

    private static func screenshotPath(_ name: String) -> String {
        var root = URL(fileURLWithPath: #filePath)
        for _ in 0..<4 { root.deleteLastPathComponent() }
        let directory = root.appendingPathComponent(".build/screenshots")
        try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory.appendingPathComponent(name + ".png").path
    }
}

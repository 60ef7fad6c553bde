import CGtk
import Foundation
import XCTest

@testable import GtkKit

/// In a right-to-left window an icon that points one way must point the other: GTK then picks its
/// `-rtl` variant by itself when the theme has one. Every icon the apps and GtkKit name (found in the
/// sources) either has such a variant, reads the same mirrored, or is listed below as pointing nowhere.
final class IconDirectionTests: GtkTestCase {
    /// Asymmetric icons that show no direction, which GNOME never mirrors.
    static let pointingNowhere: [String: String] = [
        "edit-copy-symbolic": "two sheets, one behind the other",
        "document-edit-symbolic": "a pencil: an object, held the same way in every script (Adwaita has no -rtl)",
        "edit-find-symbolic": "a magnifying glass: an object, not a direction (GTK's own search entry keeps it)",
        "system-search-symbolic": "a magnifying glass: an object, not a direction (GTK's own search entry keeps it)",
        "heart-crossed-symbolic": "a strike-through, like Adwaita's *-disabled icons",
        "list-drag-handle-symbolic": "a grid of dots drawn off-centre",
        "emblem-synchronizing-symbolic": "arrows round a circle: a turning, not a reading direction",
        "network-offline-symbolic": "a network sign struck through: no direction (Adwaita has no -rtl)",
        "object-select-symbolic": "a check mark, written the same way in every script (Adwaita has no -rtl)",
        "io.github.foodpin.FoodPin-symbolic": "the app's mark",
        "io.github.foodpin.Todo-symbolic": "the app's mark",
    ]
    /// The share of an icon's ink that moves when it is mirrored, above which it points one way.
    static let asymmetryLimit = 0.1

    /// Every `"…-symbolic"` literal of the apps', GtkKit's and SyncUI's sources.
    static func iconNamesInSources() throws -> Set<String> {
        var root = URL(fileURLWithPath: #filePath)
        for _ in 0..<4 { root.deleteLastPathComponent() }
        let pattern = try NSRegularExpression(pattern: #""([A-Za-z0-9._-]+-symbolic)""#)
        var names: Set<String> = []
        for folder in ["Sources/FoodPin", "Sources/Todo", "Sources/GtkKit", "Sources/SyncUI"] {
            let enumerator = FileManager.default.enumerator(atPath: root.appendingPathComponent(folder).path)
            while let file = enumerator?.nextObject() as? String {
                guard file.hasSuffix(".swift") else { continue }
                let text = try String(
                    contentsOf: root.appendingPathComponent(folder).appendingPathComponent(file), encoding: .utf8)
                for match in pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                    names.insert(String(text[Range(match.range(at: 1), in: text)!]))
                }
            }
        }
        return names
    }

    func testNoIconPointsTheWrongWayInARightToLeftWindow() throws {
        let names = try Self.iconNamesInSources()
        XCTAssertTrue(
            names.isSuperset(of: ["send-to-symbolic", "user-trash-symbolic", "heart-crossed-symbolic"]), "\(names)")
        onMain {
            IconTheme.addGtkKitIcons()
            // The measure itself: a sideways arrow is asymmetric, a centred one is not.
            XCTAssertGreaterThan(Self.asymmetry(of: Self.file(of: "go-next-symbolic", .ltr)), Self.asymmetryLimit)
            XCTAssertLessThan(Self.asymmetry(of: Self.file(of: "go-up-symbolic", .ltr)), Self.asymmetryLimit)
            var wrong: [String] = []
            for name in names.sorted() where Self.pointingNowhere[name] == nil {
                let ltr = Self.file(of: name, .ltr)
                XCTAssertNotNil(ltr, "\(name) is not in the icon theme")
                guard let ltr, Self.file(of: name, .rtl) == ltr else { continue }  // a mirrored variant exists
                let value = Self.asymmetry(of: ltr)
                if value > Self.asymmetryLimit { wrong.append("\(name) (\(value))") }
            }
            XCTAssertEqual(wrong, [], "icons that point one way and have no -rtl variant: mirror them or list them")
        }
    }

    private enum Direction { case ltr, rtl }

    /// The file GTK draws `name` from at 16 px in a window of `direction`.
    @MainActor private static func file(of name: String, _ direction: Direction) -> String? {
        let theme = gtk_icon_theme_get_for_display(gdk_display_get_default()!)
        let dir = direction == .ltr ? GTK_TEXT_DIR_LTR : GTK_TEXT_DIR_RTL
        guard let paintable = gtk_icon_theme_lookup_icon(theme, name, nil, 16, 1, dir, GtkIconLookupFlags(rawValue: 0))
        else { return nil }
        defer { g_object_unref(paintable.gpointer) }
        guard let file = gtk_icon_paintable_get_file(paintable) else { return nil }
        defer { g_object_unref(file.gpointer) }
        guard let path = g_file_get_path(file) else { return nil }
        defer { g_free(path) }
        return String(cString: path)
    }

    /// The share of the icon's ink (alpha) that differs from its mirror image, rendered at 32 px.
    private static func asymmetry(of path: String?) -> Double {
        guard let path, let pixbuf = gdk_pixbuf_new_from_file_at_size(path, 32, 32, nil) else { return .infinity }
        defer { g_object_unref(pixbuf.gpointer) }
        guard let mirrored = gdk_pixbuf_flip(pixbuf, 1) else { return .infinity }
        defer { g_object_unref(mirrored.gpointer) }
        guard Bool(gdk_pixbuf_get_has_alpha(pixbuf)) else { return .infinity }
        let width = Int(gdk_pixbuf_get_width(pixbuf)), height = Int(gdk_pixbuf_get_height(pixbuf))
        let stride = Int(gdk_pixbuf_get_rowstride(pixbuf)), channels = Int(gdk_pixbuf_get_n_channels(pixbuf))
        let a = gdk_pixbuf_read_pixels(pixbuf)!, b = gdk_pixbuf_read_pixels(mirrored)!
        var difference = 0.0, ink = 0.0
        for y in 0..<height {
            for x in 0..<width {
                let offset = y * stride + x * channels + 3
                difference += abs(Double(a[offset]) - Double(b[offset]))
                ink += Double(a[offset])
            }
        }
        return ink == 0 ? .infinity : difference / (2 * ink)
    }
}

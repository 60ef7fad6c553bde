import CGtk
import Foundation
import XCTest

@testable import GtkKit

/// GtkKit's own icons are found from the source checkout.
final class IconThemeTests: GtkTestCase {
    func testCrossedHeartIsFoundAndRenders() {
        onMain {
            IconTheme.addGtkKitIcons()
            XCTAssertFalse(IconTheme.gtkKitIconDirectories.isEmpty, "data/icons found in the checkout")
            XCTAssertTrue(IconTheme.hasIcon("heart-crossed-symbolic"))
            XCTAssertTrue(IconTheme.hasIcon("emblem-favorite-symbolic"))
            XCTAssertFalse(IconTheme.hasIcon("no-such-icon-anywhere-symbolic"))
            let display = gdk_display_get_default()!
            let paintable = gtk_icon_theme_lookup_icon(
                gtk_icon_theme_get_for_display(display), "heart-crossed-symbolic",
                nil, 16, 1, GTK_TEXT_DIR_NONE, GtkIconLookupFlags(rawValue: 0))!
            defer { g_object_unref(paintable.gpointer) }
            let file = gtk_icon_paintable_get_file(paintable)!
            defer { g_object_unref(file.gpointer) }
            let path = String(cString: g_file_get_path(file))
            XCTAssertTrue(path.hasSuffix("data/icons/hicolor/scalable/actions/heart-crossed-symbolic.svg"), path)
            XCTAssertTrue(Bool(gtk_icon_paintable_is_symbolic(paintable)))
        }
    }
}

/// The favourite icons large, for review (`rowactions-icons.png`).
final class IconScreenshotTests: GtkTestCase {
    func testIconsAtLargeSize() {
        onMain {
            IconTheme.addGtkKitIcons()
            let window = Widget(gtk_window_new())
            gtk_window_set_decorated(window.widget.cast(), 0)
            let box = Box(.horizontal, spacing: 24)
            box.setMargins(top: 16, bottom: 16, start: 16, end: 16)
            for name in ["emblem-favorite-symbolic", "heart-crossed-symbolic"] {
                let image = Image(iconName: name)
                image.pixelSize = 96
                box.append(image)
            }
            gtk_window_set_child(window.widget.cast(), box.widget)
            gtk_window_present(window.widget.cast())
            XCTAssertTrue(spin(until: { box.isMapped && box.width > 0 }))
            screenshot("rowactions-icons", width: Int(window.width), height: Int(window.height))
            gtk_window_destroy(window.widget.cast())
            drain()
        }
    }
}

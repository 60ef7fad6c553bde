import CGtk
import Foundation
import XCTest

@testable import GtkKit

/// A window that looks like FoodPin's list: a header bar over a boxed list of restaurants, inside a
/// toast overlay. Returns the window and the rows (share sources).
@MainActor
func restaurantWindow(width: Int32, height: Int32) -> (window: Window, rows: [Widget]) {
    let window = Window(title: "FoodPin", width: width, height: height)
    let header = HeaderBar()
    header.titleWidget = WindowTitle(title: "FoodPin")
    header.packStart(Button(iconName: "list-add-symbolic", accessibleLabel: "Add Restaurant"))
    let list = Widget(gtk_list_box_new())
    list.addCSSClass("boxed-list")
    gtk_list_box_set_selection_mode(list.widget.opaque, GTK_SELECTION_NONE)
    var rows: [Widget] = []
    for (name, place) in [
        ("Cafe Deadend", "Hong Kong"), ("Homei", "Hong Kong"), ("Teakha", "Hong Kong"),
        ("Cafe Loisl", "Hong Kong"), ("Petite Oyster", "Hong Kong"), ("For Kee Restaurant", "Hong Kong"),
    ] {
        let row = Widget(adw_action_row_new())
        adw_preferences_row_set_title(row.widget.cast(), name)
        adw_action_row_set_subtitle(row.widget.cast(), place)
        let avatar = Avatar(size: 40, text: name)
        adw_action_row_add_prefix(row.widget.cast(), avatar.widget)
        gtk_list_box_append(list.widget.opaque, row.widget)
        rows.append(row)
    }
    let clamp = Clamp(child: list, maximumSize: 640)
    clamp.setMargins(top: 18, bottom: 18, start: 12, end: 12)
    let page = Box(.vertical)
    page.append(header)
    let scrolled = ScrolledWindow(child: clamp)
    scrolled.vexpand = true
    page.append(scrolled)
    window.content = ToastOverlay(child: page)
    window.present()
    waitUntil("the restaurant window was never mapped", timeout: 5) {
        window.isMapped && rows.allSatisfy { $0.isMapped && $0.width > 0 }
    }
    drain()
    return (window, rows)
}

/// A PNG of a dish (a plate on a warm table), drawn with cairo, at a temporary path: 240×240, or
/// `width`×`height` with the plate centred (a big photo for the size tests).
@MainActor
func dishPNG(width: Int32 = 240, height: Int32 = 240) -> String {
    let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height)
    let cr = cairo_create(surface)
    let scale = Double(min(width, height)) / 240
    cairo_translate(cr, (Double(width) - 240 * scale) / 2, (Double(height) - 240 * scale) / 2)
    cairo_scale(cr, scale, scale)
    let table = cairo_pattern_create_linear(0, 0, 240, 240)
    cairo_pattern_add_color_stop_rgb(table, 0, 0.96, 0.62, 0.25)
    cairo_pattern_add_color_stop_rgb(table, 1, 0.80, 0.29, 0.16)
    cairo_set_source(cr, table)
    cairo_paint(cr)
    cairo_set_source_rgb(cr, 0.98, 0.97, 0.94)
    cairo_arc(cr, 120, 120, 86, 0, 2 * .pi)
    cairo_fill(cr)
    cairo_set_source_rgb(cr, 0.30, 0.62, 0.28)
    cairo_arc(cr, 104, 110, 38, 0, 2 * .pi)
    cairo_fill(cr)
    cairo_set_source_rgb(cr, 0.86, 0.20, 0.16)
    cairo_arc(cr, 142, 134, 26, 0, 2 * .pi)
    cairo_fill(cr)
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("gtkkit-share-\(UUID().uuidString)")
    try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let path = directory.appendingPathComponent("cafedeadend.png").path
    cairo_surface_write_to_png(surface, path)
    cairo_pattern_destroy(table)
    cairo_destroy(cr)
    cairo_surface_destroy(surface)
    return path
}

/// The X window id of the toplevel titled `title` (via xdotool), to move it like a window manager would.
@MainActor
func moveWindow(titled title: String, x: Int, y: Int) {
    guard FileManager.default.isExecutableFile(atPath: "/usr/bin/xdotool") else { return }
    xdotool(["search", "--sync", "--name", "^\(title)$", "windowmove", "--sync", String(x), String(y)])
}

/// Activates `button` as Enter or a click would, and spins until its `clicked` has run (GTK
/// emits it after a short pressed-state delay).
@MainActor
func press(_ button: UnsafeMutablePointer<GtkWidget>?, until done: () -> Bool) -> Bool {
    guard let button else { return false }
    gtk_widget_activate(button)
    return spin(until: done, timeout: 3)
}

/// A fake `xdg-email` on PATH records the arguments it receives, one per NUL-terminated field.
func fakeMailer() throws -> (folder: String, log: String) {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("gtkkit-mail-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let log = folder.appendingPathComponent("args").path
    let script = "#!/bin/sh\nprintf '%s\\0' \"$@\" > '\(log)'\n"
    let path = folder.appendingPathComponent("xdg-email").path
    try Data(script.utf8).write(to: URL(fileURLWithPath: path))
    chmod(path, 0o755)
    return (folder.path, log)
}

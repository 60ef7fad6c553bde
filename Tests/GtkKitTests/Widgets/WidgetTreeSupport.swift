import CGtk
import Foundation
import GtkKit

/// Every widget under `root` (itself included), depth first.
@MainActor
func descendants(of root: UnsafeMutablePointer<GtkWidget>) -> [UnsafeMutablePointer<GtkWidget>] {
    var result = [root]
    var child = gtk_widget_get_first_child(root)
    while let current = child {
        result += descendants(of: current)
        child = gtk_widget_get_next_sibling(current)
    }
    return result
}

/// The GtkButtons under `root` whose label (direct, or of a label inside them) is `text`.
@MainActor
func buttons(labelled text: String, in root: UnsafeMutablePointer<GtkWidget>) -> [UnsafeMutablePointer<GtkWidget>] {
    descendants(of: root).filter { widget in
        guard widget.isA(gtk_button_get_type()) else { return false }
        if let label = gtk_button_get_label(widget.cast()), String(cString: label) == text { return true }
        return descendants(of: widget).contains { inner in
            inner.isA(gtk_label_get_type()) && String(cString: gtk_label_get_text(inner.opaque)) == text
        }
    }
}

/// A string property of any GObject.
@MainActor
func stringProperty(_ object: some GPointer, _ name: String) -> String? {
    guard let raw = gtkshim_object_dup_string(object.gpointer, name) else { return nil }
    defer { g_free(raw) }
    return String(cString: raw)
}

/// A shown window of `width`×`height` holding `content`, laid out before returning.
@MainActor
func shownWindow(_ content: Widget, width: Int32 = 800, height: Int32 = 600) -> Window {
    let window = Window(title: "Test", width: width, height: height)
    window.content = content
    window.present()
    waitUntil("the window was never mapped", timeout: 5) { window.isMapped && content.width > 0 }
    return window
}

/// A PNG file of a `width`×`height` solid colour, written to a temporary path.
@MainActor
func temporaryPNG(width: Int = 8, height: Int = 6, named name: String = "image.png") -> String {
    var pixels = [UInt8]()
    for _ in 0..<(width * height) { pixels += [0xE6, 0x61, 0x00, 0xFF] }
    let bytes = pixels.withUnsafeBytes { g_bytes_new($0.baseAddress, gsize($0.count)) }
    let texture = gdk_memory_texture_new(Int32(width), Int32(height), GDK_MEMORY_R8G8B8A8, bytes, gsize(width * 4))!
    g_bytes_unref(bytes)
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("gtkkit-\(UUID().uuidString)")
    try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let path = directory.appendingPathComponent(name).path
    _ = gdk_texture_save_to_png(texture, path)
    g_object_unref(texture.gpointer)
    return path
}

extension Bool {
    /// A C `gboolean` as a Swift Bool.
    init(_ value: gboolean) { self = value != 0 }
}

/// The text of every label under `root`.
@MainActor
func labels(in root: UnsafeMutablePointer<GtkWidget>) -> [String] {
    descendants(of: root).filter { $0.isA(gtk_label_get_type()) }.map { String(cString: gtk_label_get_text($0.opaque)) }
}

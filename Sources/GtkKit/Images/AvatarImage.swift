// Why this exists: some places take an image, not a widget — GNOME Shell's search results, a
// notification — and should show a restaurant as its row does. `Avatar` (AdwAvatar) draws only inside
// a window, on the main thread; this draws the same picture with cairo and Pango on any thread.
import CGtk
import Foundation

/// What an ``Avatar`` shows, drawn as a PNG: a name's initials on the colour libadwaita gives that
/// name, or a photo cropped to the circle.
///
/// Safe on any thread: each call draws on a surface of its own (a search provider draws on its D-Bus
/// thread). Photos are read with ``ImageFile`` (bounded, never blocking on a FIFO, decoded at size).
public enum AvatarImage {
    /// The outline of the image.
    public enum Shape: Sendable {
        /// Round, as an `Avatar` is (transparent outside the circle).
        case circle
        /// The whole square, edge to edge: a backdrop in the avatar's colours.
        case square
    }

    /// An avatar `size` pixels across with the initials of `name` — its first letter and the first
    /// letter of its last word, in capitals, as `AdwAvatar` picks them — in libadwaita's colours for
    /// that name (the same in the light and dark styles).
    /// - Complexity: O(size²) pixels drawn and encoded.
    public static func pngData(initialsOf name: String, size: Int, shape: Shape = .circle) -> Data {
        let palette = Self.palette[Self.colorIndex(of: name)]
        return draw(size: size, clippedToCircle: shape == .circle) { cr in
            let gradient = cairo_pattern_create_linear(0, 0, 0, Double(size))
            defer { cairo_pattern_destroy(gradient) }
            cairo_pattern_add_color_stop_rgb(gradient, 0, palette.top.red, palette.top.green, palette.top.blue)
            cairo_pattern_add_color_stop_rgb(
                gradient, 1, palette.bottom.red, palette.bottom.green, palette.bottom.blue)
            cairo_set_source(cr, gradient)
            cairo_paint(cr)
            let initials = Self.initials(of: name)
            guard !initials.isEmpty, let layout = pango_cairo_create_layout(cr) else { return }
            defer { g_object_unref(layout.gpointer) }
            let font = pango_font_description_from_string("Sans Bold")
            defer { pango_font_description_free(font) }
            // AdwAvatar sizes its initials at about 40 % of the diameter.
            pango_font_description_set_absolute_size(font, Double(size) * 0.4 * Double(PANGO_SCALE))
            pango_layout_set_font_description(layout, font)
            pango_layout_set_text(layout, initials, -1)
            var ink = PangoRectangle()
            var logical = PangoRectangle()
            pango_layout_get_pixel_extents(layout, &ink, &logical)
            cairo_set_source_rgb(cr, palette.text.red, palette.text.green, palette.text.blue)
            // Centred by the letters' ink, not the line's box, as the eye judges it.
            cairo_move_to(
                cr, (Double(size) - Double(ink.width)) / 2 - Double(ink.x),
                (Double(size) - Double(ink.height)) / 2 - Double(ink.y))
            pango_cairo_show_layout(cr, layout)
        }
    }

    /// A round avatar `size` pixels across of the photo at `path`, scaled to fill the circle and
    /// centred; nil when the file is no image, not a regular file, or over `limits`.
    /// - Complexity: the decode at about `size` pixels (``ImageFile/decode(_:size:limits:)``), O(size²).
    public static func pngData(photoAt path: String, size: Int, limits: ImageFile.Limits = .default) -> Data? {
        guard case .success(let image) = ImageFile.decode(path, size: .filling(size), limits: limits) else {
            return nil
        }
        return draw(size: size) { cr in
            let x = (Double(size) - Double(image.width)) / 2
            let y = (Double(size) - Double(image.height)) / 2
            gdk_cairo_set_source_pixbuf(cr, image.pixbuf, x, y)
            cairo_paint(cr)
        }
    }

    // MARK: - Internal

    /// AdwAvatar's initials: the first character of the capitalised, trimmed name, and the first after
    /// its last space.
    static func initials(of name: String) -> String {
        let text = name.uppercased().precomposedStringWithCanonicalMapping.trimmingCharacters(in: .whitespaces)
        guard let first = text.unicodeScalars.first else { return "" }
        var initials = String(first)
        if let space = text.unicodeScalars.lastIndex(of: " "),
            let last = text.unicodeScalars[text.unicodeScalars.index(after: space)...].first
        {
            initials.unicodeScalars.append(last)
        }
        return initials
    }

    /// The palette entry AdwAvatar uses for `name`: GLib's string hash of it, modulo the palette.
    static func colorIndex(of name: String) -> Int {
        Int(name.withCString { g_str_hash($0) } % UInt32(palette.count))
    }

    struct RGB {
        var red, green, blue: Double
        init(_ hex: UInt32) {
            red = Double(hex >> 16 & 0xFF) / 255
            green = Double(hex >> 8 & 0xFF) / 255
            blue = Double(hex & 0xFF) / 255
        }
    }

    /// libadwaita 1.2's avatar colours (`avatar.color1` … `color14` in its stylesheet): a vertical
    /// gradient and the initials' colour.
    static let palette: [(top: RGB, bottom: RGB, text: RGB)] = [
        (RGB(0x83b6ec), RGB(0x337fdc), RGB(0xcfe1f5)), (RGB(0x7ad9f1), RGB(0x0f9ac8), RGB(0xcaeaf2)),
        (RGB(0x8de6b1), RGB(0x29ae74), RGB(0xcef8d8)), (RGB(0xb5e98a), RGB(0x6ab85b), RGB(0xe6f9d7)),
        (RGB(0xf8e359), RGB(0xd29d09), RGB(0xf9f4e1)), (RGB(0xffcb62), RGB(0xd68400), RGB(0xffead1)),
        (RGB(0xffa95a), RGB(0xed5b00), RGB(0xffe5c5)), (RGB(0xf78773), RGB(0xe62d42), RGB(0xf8d2ce)),
        (RGB(0xe973ab), RGB(0xe33b6a), RGB(0xfac7de)), (RGB(0xcb78d4), RGB(0x9945b5), RGB(0xe7c2e8)),
        (RGB(0x9e91e8), RGB(0x7a59ca), RGB(0xd5d2f5)), (RGB(0xe3cf9c), RGB(0xb08952), RGB(0xf2eade)),
        (RGB(0xbe916d), RGB(0x785336), RGB(0xe5d6ca)), (RGB(0xc0bfbc), RGB(0x6e6d71), RGB(0xd8d7d3)),
    ]

    /// Draws on a transparent `size`×`size` surface, clipped to a circle when asked, and encodes it as PNG.
    private static func draw(size: Int, clippedToCircle: Bool = true, _ body: (OpaquePointer) -> Void) -> Data {
        let side = Int32(clamping: max(1, size))
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, side, side)!
        defer { cairo_surface_destroy(surface) }
        let cr = cairo_create(surface)!
        if clippedToCircle {
            cairo_arc(cr, Double(side) / 2, Double(side) / 2, Double(side) / 2, 0, 2 * Double.pi)
            cairo_clip(cr)
        }
        body(cr)
        cairo_destroy(cr)
        cairo_surface_flush(surface)
        let sink = PNGSink()
        let status = cairo_surface_write_to_png_stream(
            surface,
            { closure, bytes, length in
                let sink = Unmanaged<PNGSink>.fromOpaque(closure!).takeUnretainedValue()
                sink.data.append(bytes!, count: Int(length))
                return CAIRO_STATUS_SUCCESS
            }, Unmanaged.passUnretained(sink).toOpaque())
        return status == CAIRO_STATUS_SUCCESS ? sink.data : Data()
    }

    private final class PNGSink {
        var data = Data()
    }
}

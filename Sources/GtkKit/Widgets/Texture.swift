import CGtk
import Foundation

/// A `GdkTexture`: decoded image pixels that a `Picture`, an `Avatar` or the clipboard can use.
///
/// Loading returns nil instead of failing loudly, like `UIImage(named:)`: a missing or corrupt file is
/// an expected case for photos that users pick. Files are read through `ImageFile.decode` (see
/// Images/ImageFile.swift): bounded in pixels, and never blocking on a FIFO or a device.
@MainActor
public final class Texture: Object {
    /// Decodes the image at `path` (PNG, JPEG, and what gdk-pixbuf reads); nil when it does not load,
    /// is not a regular file (a FIFO is never opened for reading), or is over `ImageFile.Limits.default`.
    /// - Complexity: O(pixels), on this thread: for photos in a window, prefer `ImageLoader`.
    public convenience init?(contentsOfFile path: String) {
        guard case let .success(image) = ImageFile.decode(path) else { return nil }
        self.init(decoded: image)
    }

    /// Decodes the image at `path` scaled to fit `pixels`×`pixels`, keeping its aspect ratio; nil when it
    /// does not load (as `init(contentsOfFile:)`). For thumbnails: a 12-megapixel JPEG then costs a
    /// thumbnail's memory, not 48 MB (a PNG is decoded whole first, within the pixel cap).
    public convenience init?(contentsOfFile path: String, fittingIn pixels: Int32) {
        guard case let .success(image) = ImageFile.decode(path, size: .fitting(Int(pixels))) else { return nil }
        self.init(decoded: image)
    }

    /// The texture of pixels decoded by `ImageFile` (on any thread), sharing them.
    /// - Complexity: O(1): no pixel is copied.
    public convenience init(decoded image: DecodedImage) {
        self.init(adopting: gdk_texture_new_for_pixbuf(image.pixbuf))
    }

    /// Decodes image bytes (PNG, JPEG, TIFF); nil when they are not an image.
    public convenience init?(data: Data) {
        let bytes = data.withUnsafeBytes { g_bytes_new($0.baseAddress, gsize($0.count)) }
        defer { g_bytes_unref(bytes) }
        var error: UnsafeMutablePointer<GError>?
        guard let texture = gdk_texture_new_from_bytes(bytes, &error) else {
            g_clear_error(&error)
            return nil
        }
        self.init(adopting: texture)
    }

    /// Width in pixels.
    public var width: Int { Int(gdk_texture_get_width(texture)) }
    /// Height in pixels.
    public var height: Int { Int(gdk_texture_get_height(texture)) }

    /// The image encoded as PNG.
    /// - Complexity: O(pixels): encodes the whole image.
    public func pngData() -> Data {
        let bytes = gdk_texture_save_to_png_bytes(texture)!
        defer { g_bytes_unref(bytes) }
        var size: gsize = 0
        guard let start = g_bytes_get_data(bytes, &size), size > 0 else { return Data() }
        return Data(bytes: start, count: Int(size))
    }

    /// The texture as a `GdkPaintable`, for widgets that draw one.
    var paintable: OpaquePointer { object.opaque }

    var texture: OpaquePointer { object.opaque }
}

// Why this file exists: a photo that leaves the machine — on a contact card that a phone syncs — must
// be small whatever the user picked: decoded bounded (as every image here), scaled down, flattened
// onto white (JPEG has no transparency) and encoded as JPEG at the best quality that fits.
import CGtk
import Foundation

extension ImageFile {
    /// A JPEG of the image at `path` whose longer side is at most `maximumSide` pixels and whose size
    /// is at most `maximumBytes`: the best quality that fits (90 down to 30), then smaller sizes.
    ///
    /// The decode is `decode(_:size:limits:)`'s: bounded by `limits`, never blocking on a FIFO. A
    /// transparent image is flattened onto white. Safe on any thread.
    /// - Returns: the JPEG's bytes, or why the file gave none.
    /// - Complexity: one bounded decode, and at most a few dozen encodes of at most `maximumSide`² pixels.
    public static func jpegData(_ path: String, maximumSide: Int, maximumBytes: Int, limits: Limits = .default)
        -> Result<Data, Failure>
    {
        let decoded: DecodedImage
        switch decode(path, size: .fitting(max(1, maximumSide)), limits: limits) {
        case let .success(image): decoded = image
        case let .failure(failure): return .failure(failure)
        }
        guard var image = opaque(decoded.pixbuf) else { return .failure(.unreadable) }
        defer { g_object_unref(image.gpointer) }
        while true {
            for quality in stride(from: 90, through: 30, by: -10) {
                guard let data = encode(image, quality: quality) else { return .failure(.unreadable) }
                if data.count <= maximumBytes { return .success(data) }
            }
            let width = Int(gdk_pixbuf_get_width(image)), height = Int(gdk_pixbuf_get_height(image))
            guard max(width, height) > 16,
                let smaller = gdk_pixbuf_scale_simple(
                    image, Int32(max(1, width * 3 / 4)), Int32(max(1, height * 3 / 4)), GDK_INTERP_BILINEAR)
            else { return .failure(.unreadable) }
            g_object_unref(image.gpointer)
            image = smaller
        }
    }

    /// `pixbuf` without an alpha channel (composited onto white), as a new reference.
    private static func opaque(_ pixbuf: OpaquePointer) -> OpaquePointer? {
        guard gdk_pixbuf_get_has_alpha(pixbuf) != 0 else {
            return g_object_ref(pixbuf.gpointer).map { OpaquePointer($0) }
        }
        let width = gdk_pixbuf_get_width(pixbuf), height = gdk_pixbuf_get_height(pixbuf)
        guard let flat = gdk_pixbuf_new(GDK_COLORSPACE_RGB, 0, 8, width, height) else { return nil }
        gdk_pixbuf_fill(flat, 0xFFFF_FFFF)
        gdk_pixbuf_composite(pixbuf, flat, 0, 0, width, height, 0, 0, 1, 1, GDK_INTERP_NEAREST, 255)
        return flat
    }

    /// `pixbuf` as JPEG at `quality` (0–100).
    private static func encode(_ pixbuf: OpaquePointer, quality: Int) -> Data? {
        var buffer: UnsafeMutablePointer<gchar>?
        var size: gsize = 0
        var error: UnsafeMutablePointer<GError>?
        var keys: [UnsafeMutablePointer<CChar>?] = [strdup("quality"), nil]
        var values: [UnsafeMutablePointer<CChar>?] = [strdup(String(quality)), nil]
        defer {
            free(keys[0])
            free(values[0])
            g_clear_error(&error)
            g_free(buffer)
        }
        guard gdk_pixbuf_save_to_bufferv(pixbuf, &buffer, &size, "jpeg", &keys, &values, &error) != 0, let buffer
        else { return nil }
        return Data(bytes: buffer, count: Int(size))
    }
}

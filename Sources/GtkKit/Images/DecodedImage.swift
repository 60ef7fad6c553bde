// Why this type exists: a decode runs on a worker thread, and a `Texture` (a main-actor wrapper) must
// not be made there. The worker hands over the decoded pixbuf in this box; the main actor wraps it
// (`Texture(decoded:)`, O(1), sharing the pixels).
import CGtk

/// Decoded pixels (a `GdkPixbuf`), safe to hand from a worker thread to the main actor.
public final class DecodedImage: @unchecked Sendable {
    /// The pixbuf, owned; immutable once decoded, so any thread may read it.
    let pixbuf: OpaquePointer
    /// The size of the image in the file, before scaling.
    public let originalWidth: Int
    /// The height of the image in the file, before scaling.
    public let originalHeight: Int

    init(adopting pixbuf: OpaquePointer, originalWidth: Int, originalHeight: Int) {
        self.pixbuf = pixbuf
        self.originalWidth = originalWidth
        self.originalHeight = originalHeight
    }

    deinit { g_object_unref(pixbuf.gpointer) }

    /// The decoded width in pixels.
    public var width: Int { Int(gdk_pixbuf_get_width(pixbuf)) }
    /// The decoded height in pixels.
    public var height: Int { Int(gdk_pixbuf_get_height(pixbuf)) }
}

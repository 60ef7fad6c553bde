// Why this type exists: a share must not decode a photo it only previews or copies. Presenting the
// sheet reads the file's header (is it an image, within the pixel cap?); each activity then decodes
// the image at the size it uses, the preview and Copy off the main thread.
import CGtk
import Foundation

/// The image of a share: a texture the app gave, or a file whose header says it is an image within
/// `ImageFile.Limits`. Its pixels are decoded only when an activity needs them, and only at the size
/// that activity shows or sends (the preview's thumbnail, the clipboard's 2048 px copy).
@MainActor
struct SharedImage {
    /// The file it comes from, when it does.
    let path: String?
    /// The texture the app gave; nil for a file, which is decoded on demand.
    let texture: Texture?
    /// The image's own size, from the texture or the file's header.
    let width: Int
    let height: Int

    /// The longest side of the image put on the clipboard.
    static let clipboardSide = 2048

    /// A texture the app decoded.
    init(texture: Texture, path: String? = nil) {
        self.texture = texture
        self.path = path
        width = texture.width
        height = texture.height
    }

    /// The image at `path`, when it is a regular file whose header names an image within `limits`;
    /// nil otherwise. Reads the header only.
    /// - Complexity: one stat and about one 64 KB read.
    init?(path: String, limits: ImageFile.Limits = .default) {
        guard let (width, height) = ImageFile.dimensions(path), width * height <= limits.maximumPixels else {
            return nil
        }
        self.path = path
        texture = nil
        self.width = width
        self.height = height
    }

    /// The image at `size`, delivered on the main actor: a file is decoded by `ImageLoader` off the
    /// main thread; a given texture larger than `size` is scaled down. nil when the file no longer loads.
    /// - Complexity: O(1) on the main thread for a file; O(pixels) for a given texture scaled down.
    func load(
        _ size: ImageFile.Size, loader: ImageLoader = .shared, then deliver: @escaping @MainActor (Texture?) -> Void
    ) {
        if let texture { return deliver(Self.scaled(texture, to: size)) }
        guard let path else { return deliver(nil) }
        loader.load(path, size: size) { deliver(try? $0.get()) }
    }

    /// The image at `size`, decoded now on this thread (bounded by `ImageFile.Limits`).
    /// - Complexity: O(pixels of the file), at most `ImageFile.Limits.default.maximumPixels`.
    func loadNow(_ size: ImageFile.Size = .original) -> Texture? {
        if let texture { return Self.scaled(texture, to: size) }
        guard let path, case let .success(image) = ImageFile.decode(path, size: size) else { return nil }
        return Texture(decoded: image)
    }

    /// `texture`, or a copy scaled down to `size` when it is larger.
    private static func scaled(_ texture: Texture, to size: ImageFile.Size) -> Texture {
        let target = ImageFile.targetSize(width: texture.width, height: texture.height, for: size)
        guard target.width < texture.width, let pixbuf = gdk_pixbuf_get_from_texture(texture.texture) else {
            return texture
        }
        defer { g_object_unref(pixbuf.gpointer) }
        guard
            let small = gdk_pixbuf_scale_simple(pixbuf, Int32(target.width), Int32(target.height), GDK_INTERP_BILINEAR)
        else {
            return texture
        }
        let image = DecodedImage(adopting: small, originalWidth: texture.width, originalHeight: texture.height)
        return Texture(decoded: image)
    }
}

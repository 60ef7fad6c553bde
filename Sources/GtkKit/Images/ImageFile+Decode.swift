import CGtk
import Foundation

// The bounded decode itself: stat, a non-blocking open, the header's size checked against the
// limits before a pixel is decoded, then a GdkPixbufLoader fed a chunk at a time.

extension ImageFile {
    /// The bytes read from the file per write to the loader: a PNG or JPEG header fits in the first.
    static let chunkSize = 64 * 1024

    /// Decodes the image at `path` at `size`, or says why it will not.
    ///
    /// Never blocks on a FIFO or a device, never decodes more than `limits.maximumPixels` pixels, and
    /// stops reading an over-size file at its header. Safe on any thread.
    /// - Complexity: O(file size) reads and O(`maximumPixels`) memory at most; a refused file costs
    ///   one stat, or one stat and about one chunk read.
    public static func decode(_ path: String, size: Size = .original, limits: Limits = .default) -> Result<
        DecodedImage, Failure
    > {
        let descriptor: Int32
        switch openRegularFile(path, limits: limits) {
        case let .success(opened): descriptor = opened
        case let .failure(failure): return .failure(failure)
        }
        defer { close(descriptor) }
        return LoaderSession(size: size, limits: limits).decode(descriptor)
    }

    /// The image's width and height from its header, without decoding it; nil when it is not an
    /// image, or not a regular file. Reads about one chunk.
    /// - Complexity: O(1): one stat, one open, about one chunk read.
    public static func dimensions(_ path: String) -> (width: Int, height: Int)? {
        switch decode(path, limits: Limits(maximumPixels: 0, maximumFileSize: Int.max)) {
        case let .failure(.tooLarge(width, height)): (width, height)
        default: nil
        }
    }

    /// A descriptor open for reading on `path`, if it names a regular file within the limits.
    private static func openRegularFile(_ path: String, limits: Limits) -> Result<Int32, Failure> {
        var info = stat()
        guard stat(path, &info) == 0 else { return .failure(.unreadable) }
        guard info.st_mode & S_IFMT == S_IFREG else { return .failure(.notARegularFile) }
        guard Int(info.st_size) <= limits.maximumFileSize else {
            return .failure(.fileTooBig(bytes: Int(info.st_size)))
        }
        // O_NONBLOCK: had the path become a FIFO since the stat, open() would still return at once.
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY)
        guard descriptor >= 0 else { return .failure(.unreadable) }
        guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG else {
            close(descriptor)
            return .failure(.notARegularFile)
        }
        return .success(descriptor)
    }
}

/// One decode: the loader, and what its `size-prepared` handler decided.
private final class LoaderSession {
    let size: ImageFile.Size
    let limits: ImageFile.Limits
    var originalWidth = 0
    var originalHeight = 0
    var refusal: ImageFile.Failure?

    init(size: ImageFile.Size, limits: ImageFile.Limits) {
        self.size = size
        self.limits = limits
    }

    func decode(_ descriptor: Int32) -> Result<DecodedImage, ImageFile.Failure> {
        let loader = gdk_pixbuf_loader_new()!
        defer { g_object_unref(loader) }
        let handler: @convention(c) (UnsafeMutableRawPointer?, Int32, Int32, UnsafeMutableRawPointer?) -> Void = {
            loader, width, height, data in
            let session = Unmanaged<LoaderSession>.fromOpaque(data!).takeUnretainedValue()
            let (targetWidth, targetHeight) = session.sizePrepared(width: Int(width), height: Int(height))
            // 0 × 0 tells the format module to stop before it allocates (gdk_pixbuf_get_file_info's way).
            gdk_pixbuf_loader_set_size(
                loader?.assumingMemoryBound(to: GdkPixbufLoader.self), Int32(targetWidth), Int32(targetHeight))
        }
        g_signal_connect_data(
            loader, "size-prepared", unsafeBitCast(handler, to: GCallback.self),
            Unmanaged.passUnretained(self).toOpaque(), nil, GConnectFlags(rawValue: 0))

        var buffer = [UInt8](repeating: 0, count: ImageFile.chunkSize)
        var error: UnsafeMutablePointer<GError>?
        var failed = false
        reading: while refusal == nil {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            switch count {
            case 0: break reading
            case ..<0 where errno == EINTR: continue
            case ..<0: failed = true; break reading
            default:
                if gdk_pixbuf_loader_write(loader, buffer, gsize(count), &error) == 0 { failed = true; break reading }
            }
        }
        g_clear_error(&error)
        // Always closed: a loader finalized open complains. After a refusal or a failure it reports
        // an error, which changes nothing.
        let closed = gdk_pixbuf_loader_close(loader, &error) != 0
        g_clear_error(&error)
        if let refusal { return .failure(refusal) }
        guard !failed, closed, originalWidth > 0, let pixbuf = gdk_pixbuf_loader_get_pixbuf(loader) else {
            return .failure(.unreadable)
        }
        // A JPEG's EXIF orientation, applied (a new reference either way).
        guard let upright = gdk_pixbuf_apply_embedded_orientation(pixbuf) else { return .failure(.unreadable) }
        return .success(DecodedImage(adopting: upright, originalWidth: originalWidth, originalHeight: originalHeight))
    }

    /// The size to decode an image of `width` × `height` at; 0 × 0 refuses it.
    func sizePrepared(width: Int, height: Int) -> (Int, Int) {
        originalWidth = width
        originalHeight = height
        let (pixels, overflow) = width.multipliedReportingOverflow(by: height)
        guard width > 0, height > 0, !overflow, pixels <= limits.maximumPixels else {
            refusal = .tooLarge(width: width, height: height)
            return (0, 0)
        }
        return ImageFile.targetSize(width: width, height: height, for: size)
    }
}

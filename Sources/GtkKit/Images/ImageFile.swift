// Images: reading photos the user gave us without ever trusting them.
//
// Design
// - A photo path can name anything: a 200-megapixel PNG (800 MB once decoded, 30 s of CPU), a FIFO
//   whose open() blocks forever, a device, a directory. Every image read from a file goes through
//   `ImageFile.decode`, which
//     1. stat()s the path and refuses what is not a regular file, or a file over `maximumFileSize`;
//     2. opens it with O_NONBLOCK and fstat()s the descriptor it got (a file swapped meanwhile is
//        refused too), then feeds it to a GdkPixbufLoader a chunk at a time;
//     3. reads width and height from the header (the loader's `size-prepared`, before any pixel
//        is allocated) and refuses more than `maximumPixels`, stopping the read there;
//     4. asks the loader for the size needed (`Size`): JPEG decodes scaled, PNG decodes whole and
//        is scaled once decoded — which is why the pixel cap bounds the memory of a decode.
// - `ImageLoader` runs decodes on worker threads, a bounded number at a time, and delivers textures
//   on the main queue; `Texture(contentsOfFile:)` is the same bounded decode, synchronous.
//
//   ImageFile.decode (any thread) ── DecodedImage (a GdkPixbuf) ──▶ Texture (main actor)
//         ▲
//         └── ImageLoader (OperationQueue, 2 at a time) ── DispatchQueue.main ──▶ completion
//
// Threading rule: `ImageFile` and `DecodedImage` are thread-safe (gdk-pixbuf loaders are); textures
// and everything else stay on the main actor. Deliveries go through DispatchQueue.main, which
// MainQueueBridge drains inside the GLib loop.
import CGtk
import Foundation

/// Bounded, non-blocking reading of image files.
public enum ImageFile {
    /// What a decode may cost. A file beyond either bound is refused before any pixel is decoded.
    public struct Limits: Sendable, Equatable {
        /// Width × height, as the file's header gives them.
        public var maximumPixels: Int
        /// Bytes on disk.
        public var maximumFileSize: Int

        /// Limits of `maximumPixels` pixels and `maximumFileSize` bytes.
        public init(maximumPixels: Int, maximumFileSize: Int = Limits.default.maximumFileSize) {
            self.maximumPixels = maximumPixels
            self.maximumFileSize = maximumFileSize
        }

        /// 50 megapixels (any phone's or most cameras' full resolution; 200 MB decoded at most) and
        /// 256 MB on disk.
        public static let `default` = Limits(maximumPixels: 50_000_000, maximumFileSize: 256 << 20)
    }

    /// The size to decode at. The image is never enlarged and keeps its aspect ratio.
    public enum Size: Sendable, Equatable {
        /// The image's own size.
        case original
        /// The longest side at most this many pixels (a clipboard copy, a preview that shows it whole).
        case fitting(Int)
        /// The shortest side at most this many pixels, so that the image still covers a square of
        /// that size (a round avatar, a cropped thumbnail).
        case filling(Int)
    }

    /// Why a file gave no image.
    public enum Failure: Error, Equatable, Sendable {
        /// A FIFO, a device, a directory, a socket: never opened for reading.
        case notARegularFile
        /// Over `Limits.maximumFileSize` on disk.
        case fileTooBig(bytes: Int)
        /// Over `Limits.maximumPixels`, per its header; nothing was decoded.
        case tooLarge(width: Int, height: Int)
        /// Missing, unreadable, or not an image gdk-pixbuf reads.
        case unreadable
    }

    /// The size `size` asks for an image of `width` × `height`.
    /// - Complexity: O(1).
    public static func targetSize(width: Int, height: Int, for size: Size) -> (width: Int, height: Int) {
        let bound: Int
        switch size {
        case .original: return (width, height)
        case let .fitting(side): bound = max(width, height) > side ? side * 1_000_000 / max(width, height) : 1_000_000
        case let .filling(side): bound = min(width, height) > side ? side * 1_000_000 / min(width, height) : 1_000_000
        }
        // Scale in millionths, rounding to the nearest pixel, never below one.
        return (max(1, (width * bound + 500_000) / 1_000_000), max(1, (height * bound + 500_000) / 1_000_000))
    }
}

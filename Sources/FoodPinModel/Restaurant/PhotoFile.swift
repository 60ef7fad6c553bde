import Foundation
import Localization

/// A photo file as the model accepts it: a readable regular file whose header decodes as an image
/// FoodPin can show. The header alone is read (at most 512 KiB, never the pixels), so the check costs
/// the same for a 14,200 × 14,200 PNG as for a thumbnail, and a FIFO or a device is never opened in a
/// way that blocks.
public struct PhotoFile: Sendable, Equatable {
    /// The formats recognised, by their signatures.
    public enum Format: String, Sendable, CaseIterable {
        case png = "PNG"
        case jpeg = "JPEG"
        case gif = "GIF"
        case webp = "WebP"
        case bmp = "BMP"
    }

    /// The absolute path, with `.` and `..` resolved (symbolic links are kept as links).
    public var path: String
    public var format: Format
    /// Dimensions in pixels, from the header.
    public var width: Int
    public var height: Int

    /// The value to store for a photo the user named: nil for `""` (no photo), else the file's
    /// absolute path once it proves to be a readable image.
    /// - Parameters:
    ///   - path: as typed; a relative path is taken from `directory`.
    ///   - directory: the directory relative paths start from (the process's current directory).
    /// - Throws: `StoreError.badImage` naming the absolute path and why: missing, not a regular
    ///   file, unreadable, or not an image FoodPin knows.
    public static func validatedPath(
        _ path: String,
        relativeTo directory: String = FileManager.default.currentDirectoryPath
    )
        throws(StoreError) -> String?
    {
        guard !path.isEmpty else { return nil }
        return try PhotoFile(path: absolute(path, relativeTo: directory)).path
    }

    /// Reads the header of the image at `path` (absolute or relative to the current directory).
    /// - Throws: `StoreError.badImage` as `validatedPath(_:relativeTo:)` does.
    /// - Complexity: O(1): at most 512 KiB are read.
    public init(path: String) throws(StoreError) {
        var status = stat()
        guard stat(path, &status) == 0 else {
            throw .badImage(
                path: path,
                reason: errno == ENOENT ? localized("there is no such file") : String(cString: strerror(errno)))
        }
        guard (status.st_mode & S_IFMT) == S_IFREG else {
            throw .badImage(path: path, reason: localized("it is not a regular file"))
        }
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else {
            throw .badImage(path: path, reason: Self.unreadable())
        }
        defer { close(descriptor) }
        var bytes = [UInt8](repeating: 0, count: 512 * 1024)
        let count = bytes.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, $0.count, 0) }
        guard count >= 0 else {
            throw .badImage(path: path, reason: Self.unreadable())
        }
        guard let (format, width, height) = ImageHeader.parse(bytes[0..<count]) else {
            let known = Format.allCases.map(\.rawValue).joined(separator: ", ")
            throw .badImage(
                path: path,
                reason: localized("it is not an image in a format FoodPin shows ({formats})", ["formats": known]))
        }
        guard width > 0, height > 0 else {
            throw .badImage(path: path, reason: localized("its header gives it no pixels"))
        }
        self.path = path
        self.format = format
        self.width = width
        self.height = height
    }

    /// "it cannot be read (<the system's reason>)", for the current `errno`.
    private static func unreadable() -> String {
        localized("it cannot be read ({reason})", ["reason": String(cString: strerror(errno))])
    }

    static func absolute(_ path: String, relativeTo directory: String) -> String {
        let joined = path.hasPrefix("/") ? path : directory + "/" + path
        return (joined as NSString).standardizingPath
    }
}

// Why this type exists: tests and benchmarks need photos far larger than any sane photo (14,200 ×
// 14,200: 200 megapixels, 800 MB decoded) to prove the apps never decode one. ImageMagick's Debian
// policy refuses to make such images, and Foundation has no zlib, so the PNG is written by python3's
// zlib + struct: one colour, every row after the first filtered "Up" (all zeros), which compresses
// 605 MB of pixels into about 600 KB on disk in a couple of seconds.
import Foundation

/// A solid-colour PNG of any size, written cheaply.
public enum SolidPNG {
    public struct Failure: Error, CustomStringConvertible {
        public let description: String
    }

    /// Writes a `width` × `height` RGB PNG of one colour to `path`.
    /// - Complexity: O(width × height) bytes compressed by zlib (about 2.5 s for 14,200 × 14,200);
    ///   O(width) memory.
    public static func write(
        width: Int, height: Int, red: UInt8 = 200, green: UInt8 = 80, blue: UInt8 = 40,
        to path: String
    ) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        process.arguments = ["-c", script, "\(width)", "\(height)", "\(red)", "\(green)", "\(blue)", path]
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        do { try process.run() } catch { throw Failure(description: "python3 did not start: \(error)") }
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw Failure(description: "python3 could not write \(path) (status \(process.terminationStatus))")
        }
    }

    private static let script = """
        import sys, zlib, struct
        w, h, r, g, b = (int(a) for a in sys.argv[1:6])
        def chunk(kind, data):
            return struct.pack('>I', len(data)) + kind + data + struct.pack('>I', zlib.crc32(kind + data) & 0xffffffff)
        z = zlib.compressobj(9)
        data = bytearray(z.compress(b'\\x00' + bytes([r, g, b]) * w))
        rest = b'\\x02' + bytes(3 * w)
        for _ in range(h - 1):
            data += z.compress(rest)
        data += z.flush()
        with open(sys.argv[6], 'wb') as f:
            f.write(b'\\x89PNG\\r\\n\\x1a\\n' + chunk(b'IHDR', struct.pack('>IIBBBBB', w, h, 8, 2, 0, 0, 0))
                    + chunk(b'IDAT', bytes(data)) + chunk(b'IEND', b''))
        """
}

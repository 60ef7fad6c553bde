import Foundation

/// Small, valid image files made in memory, for tests that need a real photo (no tool, no asset).
public enum TestImages {
    /// A solid-colour RGB PNG of `width` × `height`, its pixels in stored (uncompressed) deflate blocks.
    /// - Complexity: O(width × height).
    public static func png(width: Int, height: Int, red: UInt8 = 0xE0, green: UInt8 = 0x60, blue: UInt8 = 0x30) -> Data
    {
        var pixels = [UInt8]()
        pixels.reserveCapacity(height * (1 + 3 * width))
        for _ in 0..<height {
            pixels.append(0)  // filter: none
            for _ in 0..<width { pixels += [red, green, blue] }
        }
        var zlib: [UInt8] = [0x78, 0x01]
        var offset = 0
        repeat {
            let count = min(65_535, pixels.count - offset)
            let final: UInt8 = offset + count == pixels.count ? 1 : 0
            zlib += [final, UInt8(count & 0xFF), UInt8(count >> 8), UInt8(~count & 0xFF), UInt8((~count >> 8) & 0xFF)]
            zlib += pixels[offset..<offset + count]
            offset += count
        } while offset < pixels.count
        zlib += bigEndian(adler32(pixels))

        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        png += chunk("IHDR", bigEndian(UInt32(width)) + bigEndian(UInt32(height)) + [8, 2, 0, 0, 0])
        png += chunk("IDAT", zlib)
        png += chunk("IEND", [])
        return Data(png)
    }

    private static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let body = Array(type.utf8) + data
        return bigEndian(UInt32(data.count)) + body + bigEndian(crc32(body))
    }

    private static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)]
    }

    private static func adler32(_ bytes: [UInt8]) -> UInt32 {
        var a: UInt32 = 1, b: UInt32 = 0
        for byte in bytes {
            a = (a + UInt32(byte)) % 65_521
            b = (b + a) % 65_521
        }
        return b << 16 | a
    }

    private static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }
}

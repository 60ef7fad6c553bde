import Foundation

/// What a tile server's answer must be before libshumate decodes it: a PNG or a JPEG no larger than
/// `maximumSide` pixels either way, read from its header. libshumate hands every tile to
/// gdk-pixbuf whole, on the main thread; a server (the user may type any) that answers with text, or
/// with a small file declaring a 50,000-pixel image, must not reach it.
enum TileImage {
    /// The largest side a tile may declare.
    static let maximumSide = 1_024

    /// Whether `data` is a PNG or JPEG whose header declares at most `maximumSide` × `maximumSide`.
    /// - Complexity: O(header): the PNG's first 24 bytes, a JPEG's markers up to its frame header.
    static func isAcceptable(_ data: Data) -> Bool {
        guard let size = size(of: data) else { return false }
        return (1...maximumSide).contains(size.width) && (1...maximumSide).contains(size.height)
    }

    /// The width and height the header declares, or nil when `data` is neither PNG nor JPEG.
    static func size(of data: Data) -> (width: Int, height: Int)? {
        let bytes = [UInt8](data.prefix(64 * 1024))
        if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]), bytes.count >= 24,
            bytes[12..<16].elementsEqual("IHDR".utf8)
        {
            return (bigEndian(bytes, 16, 4), bigEndian(bytes, 20, 4))
        }
        guard bytes.starts(with: [0xFF, 0xD8]) else { return nil }
        var offset = 2
        while offset + 9 < bytes.count {
            guard bytes[offset] == 0xFF else { return nil }
            let marker = bytes[offset + 1]
            if marker == 0xFF { offset += 1; continue }  // fill byte
            // Start-of-frame markers (baseline, progressive, …; not DHT C4, JPG C8 or DAC CC) carry the size.
            if (0xC0...0xCF).contains(marker), ![0xC4, 0xC8, 0xCC].contains(marker) {
                return (bigEndian(bytes, offset + 7, 2), bigEndian(bytes, offset + 5, 2))
            }
            offset += 2 + bigEndian(bytes, offset + 2, 2)
        }
        return nil
    }

    private static func bigEndian(_ bytes: [UInt8], _ offset: Int, _ count: Int) -> Int {
        bytes[offset..<offset + count].reduce(0) { $0 << 8 | Int($1) }
    }
}

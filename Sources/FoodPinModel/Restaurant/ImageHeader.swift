/// Image headers, read by their published layouts: the format and the size in pixels, or nil when
/// the bytes start no image of a known format (or the header is cut short).
enum ImageHeader {
    static func parse(_ bytes: ArraySlice<UInt8>) -> (PhotoFile.Format, width: Int, height: Int)? {
        let b = Array(bytes)
        func starts(_ signature: [UInt8], at offset: Int = 0) -> Bool {
            b.count >= offset + signature.count && Array(b[offset..<offset + signature.count]) == signature
        }
        func big(_ offset: Int, _ length: Int) -> Int? {
            guard b.count >= offset + length else { return nil }
            return b[offset..<offset + length].reduce(0) { $0 << 8 | Int($1) }
        }
        func little(_ offset: Int, _ length: Int) -> Int? {
            guard b.count >= offset + length else { return nil }
            return b[offset..<offset + length].reversed().reduce(0) { $0 << 8 | Int($1) }
        }
        if starts([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]), starts(Array("IHDR".utf8), at: 12),
            let width = big(16, 4), let height = big(20, 4)
        {
            return (.png, width, height)
        }
        if starts(Array("GIF87a".utf8)) || starts(Array("GIF89a".utf8)), let width = little(6, 2),
            let height = little(8, 2)
        {
            return (.gif, width, height)
        }
        if starts([0xFF, 0xD8, 0xFF]) { return jpeg(b).map { (.jpeg, $0.width, $0.height) } }
        if starts(Array("RIFF".utf8)), starts(Array("WEBP".utf8), at: 8) {
            return webp(b).map { (.webp, $0.width, $0.height) }
        }
        if starts(Array("BM".utf8)), let width = little(18, 4), let rawHeight = little(22, 4) {
            // The height is signed: negative for top-down bitmaps.
            let height = Int(Int32(truncatingIfNeeded: rawHeight)).magnitude
            return (.bmp, Int(Int32(truncatingIfNeeded: width)), Int(height))
        }
        return nil
    }

    /// Walks JPEG segments to the first start-of-frame marker (SOF0–SOF15 but DHT, JPG and DAC).
    private static func jpeg(_ b: [UInt8]) -> (width: Int, height: Int)? {
        var offset = 2
        while offset + 9 < b.count {
            guard b[offset] == 0xFF else { return nil }
            let marker = b[offset + 1]
            if marker == 0xFF { offset += 1; continue }  // fill byte
            if marker == 0xD8 || (0xD0...0xD7).contains(marker) { offset += 2; continue }
            let length = Int(b[offset + 2]) << 8 | Int(b[offset + 3])
            if (0xC0...0xCF).contains(marker), ![0xC4, 0xC8, 0xCC].contains(marker) {
                let height = Int(b[offset + 5]) << 8 | Int(b[offset + 6])
                let width = Int(b[offset + 7]) << 8 | Int(b[offset + 8])
                return (width, height)
            }
            guard length >= 2 else { return nil }
            offset += 2 + length
        }
        return nil
    }

    /// The canvas of a lossy (VP8), lossless (VP8L) or extended (VP8X) WebP file.
    private static func webp(_ b: [UInt8]) -> (width: Int, height: Int)? {
        guard b.count >= 30 else { return nil }
        let chunk = String(decoding: b[12..<16], as: UTF8.self)
        switch chunk {
        case "VP8 ":
            guard b[23] == 0x9D, b[24] == 0x01, b[25] == 0x2A else { return nil }
            return ((Int(b[26]) | Int(b[27]) << 8) & 0x3FFF, (Int(b[28]) | Int(b[29]) << 8) & 0x3FFF)
        case "VP8L":
            guard b[20] == 0x2F else { return nil }
            let bits = Int(b[21]) | Int(b[22]) << 8 | Int(b[23]) << 16 | Int(b[24]) << 24
            return ((bits & 0x3FFF) + 1, ((bits >> 14) & 0x3FFF) + 1)
        case "VP8X":
            let width = Int(b[24]) | Int(b[25]) << 8 | Int(b[26]) << 16
            let height = Int(b[27]) | Int(b[28]) << 8 | Int(b[29]) << 16
            return (width + 1, height + 1)
        default:
            return nil
        }
    }
}

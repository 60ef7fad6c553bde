import FoodPinModel
import Foundation

/// Image work the restaurant mapping needs and the Sync library does not do itself (it links no
/// image library): the apps pass GtkKit's bounded decoder and JPEG encoder (`ImageFile`).
public protocol CardPhotoCodec: Sendable {
    /// The photo at `path` as a card carries it: a JPEG whose longer side is at most `maximumSide`
    /// pixels and whose size is at most `maximumBytes`; nil when the file cannot be read as an image.
    func cardJPEG(fromFile path: String, maximumSide: Int, maximumBytes: Int) -> Data?
    /// Whether the image file at `path` decodes within the bounded reader's limits (a received photo,
    /// before it goes into the photo folder).
    func decodes(_ path: String) -> Bool
}

/// The card's photo of a restaurant: what is written (`make`) and how a received one is compared.
///
/// The `photo` field holds the photo's bytes as canonical base64, however the card carries it
/// (vCard 3.0's `ENCODING=b`, 4.0's `data:` URI, folded, padded or not), so that two devices and the
/// server compare photos byte for byte. A photo that is not bytes — a link to elsewhere (never
/// fetched), base64 that does not decode — is a marker (`uri:…`, `unreadable:…`) that only says which
/// one it is: it is never shown, and never written back over the server's copy.
public enum CardPhoto {
    /// A card photo's largest side, in pixels.
    public static let maximumSide = 512
    /// A card photo's largest size, in bytes.
    public static let maximumBytes = 100 * 1024

    /// The `photo` field of a `PHOTO` line.
    static func value(of line: ContentLine) -> String {
        let raw = line.value.filter { !$0.isWhitespace }
        if raw.lowercased().hasPrefix("data:") {
            guard let comma = raw.firstIndex(of: ","), raw[..<comma].lowercased().hasSuffix(";base64") else {
                return "unreadable:" + hash(raw)
            }
            return canonical(String(raw[raw.index(after: comma)...])) ?? "unreadable:" + hash(raw)
        }
        let encoding = line.parameter("ENCODING")?.lowercased()
        let valueType = line.parameter("VALUE")?.lowercased()
        if encoding == "b" || encoding == "base64" || (valueType == nil && !raw.contains(":")) {
            return canonical(raw) ?? "unreadable:" + hash(raw)
        }
        return "uri:" + hash(raw)
    }

    /// The bytes of a `photo` field that holds them.
    static func bytes(_ value: String) -> Data? { Data(base64Encoded: value) }

    /// The `PHOTO` line for `bytes` in a card of `version`.
    static func line(_ bytes: Data, version: String) -> ContentLine {
        let type = format(bytes)
        if version.hasPrefix("4") {
            return ContentLine(
                name: "PHOTO", value: "data:image/\(type.lowercased());base64," + bytes.base64EncodedString())
        }
        return ContentLine(
            name: "PHOTO", parameters: [.init(name: "ENCODING", values: ["b"]), .init(name: "TYPE", values: [type])],
            value: bytes.base64EncodedString())
    }

    /// Base64 as `Data` reads and writes it (padding added when a writer left it off), or nil.
    private static func canonical(_ text: String) -> String? {
        let padded = text.count % 4 == 0 ? text : text + String(repeating: "=", count: 4 - text.count % 4)
        guard !text.isEmpty, let data = Data(base64Encoded: padded) else { return nil }
        return data.base64EncodedString()
    }

    private static func format(_ bytes: Data) -> String {
        if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]) { return "PNG" }
        if bytes.starts(with: Array("GIF8".utf8)) { return "GIF" }
        return "JPEG"
    }

    /// 64-bit FNV-1a, in hexadecimal: a short name for text that is not kept.
    private static func hash(_ text: String) -> String {
        String(text.utf8.reduce(UInt64(0xcbf2_9ce4_8422_2325)) { ($0 ^ UInt64($1)) &* 0x100_0000_01b3 }, radix: 16)
    }
}

import Foundation

/// Reads the X CLIPBOARD selection through xclip (the app stays the owner; nothing is pasted).
public enum Clipboard {
    /// The MIME types and X targets the owner offers (e.g. "text/plain;charset=utf-8", "UTF8_STRING",
    /// "image/png"); empty when nobody owns the clipboard.
    public static func targets() throws -> [String] {
        guard let data = try? read(target: "TARGETS") else { return [] }
        return String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
    }

    /// The clipboard text: `text/plain;charset=utf-8` when offered, else `UTF8_STRING`.
    /// - Throws: `UITestError.tool` when the clipboard holds no text.
    public static func text() throws -> String {
        let offered = try targets()
        let target = offered.contains("text/plain;charset=utf-8") ? "text/plain;charset=utf-8" : "UTF8_STRING"
        return String(decoding: try read(target: target), as: UTF8.self)
    }

    /// The clipboard's `image/png` bytes.
    public static func png() throws -> Data { try read(target: "image/png") }

    /// The raw bytes of `target` (a MIME type or X target name).
    public static func read(target: String) throws -> Data {
        try UITestSession.start()
        return try Subprocess.check("xclip", ["-selection", "clipboard", "-o", "-t", target], timeout: 5).stdout
    }
}

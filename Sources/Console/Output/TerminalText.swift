// Why this exists: names and to-dos are the user's text, and so is what they type on a command line.
// Printed raw, a stored name could move the cursor, clear the screen or retitle the terminal (ESC),
// hide the start of a line (CR), fake a second line of output (LF), or reverse what follows it
// (bidirectional overrides). Human output shows such characters escaped; JSON escapes them itself.

extension Console {
    /// `text` with control characters shown as visible escapes: `\n`, `\r`, `\t`, `\e` for ESC, and
    /// `\u{7F}`-style escapes for other C0 and C1 controls, DEL and the bidirectional overrides and
    /// isolates (U+202A–U+202E, U+2066–U+2069). A backslash stays as it is. Everything else,
    /// right-to-left script and emoji included, is unchanged.
    /// - Complexity: O(n) in the number of Unicode scalars.
    public static func displayed(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: needsEscape) else { return text }
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            guard needsEscape(scalar) else {
                result.append(scalar)
                continue
            }
            let escape =
                switch scalar {
                case "\n": "\\n"
                case "\r": "\\r"
                case "\t": "\\t"
                case "\u{1B}": "\\e"
                default: "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
                }
            result.append(contentsOf: escape.unicodeScalars)
        }
        return String(result)
    }

    private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }
}

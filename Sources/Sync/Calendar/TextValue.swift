import Foundation

/// TEXT values (RFC 5545 §3.3.11): `\\`, `\;`, `\,` and `\n` escaped, and the UTC date-times sync writes.
public enum TextValue {
    /// `text` escaped for a TEXT value.
    /// - Complexity: O(n).
    public static func escape(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for character in text {
            switch character {
            case "\\": result += "\\\\"
            case ";": result += "\\;"
            case ",": result += "\\,"
            case "\n", "\r\n", "\r": result += "\\n"
            default: result.append(character)
            }
        }
        return result
    }

    /// A TEXT value unescaped (`\n` and `\N` become a line break; an unknown escape keeps its character).
    /// - Complexity: O(n).
    public static func unescape(_ value: String) -> String {
        guard value.contains("\\") else { return value }
        var result = ""
        var escaping = false
        for character in value {
            if escaping {
                result.append(character == "n" || character == "N" ? "\n" : character)
                escaping = false
            } else if character == "\\" {
                escaping = true
            } else {
                result.append(character)
            }
        }
        if escaping { result.append("\\") }
        return result
    }

    /// `20261205T224500Z`.
    public static func utcDateTime(_ date: Date) -> String {
        var time = time_t(date.timeIntervalSince1970.rounded(.down))
        var parts = tm()
        gmtime_r(&time, &parts)
        return String(
            format: "%04d%02d%02dT%02d%02d%02dZ", Int(parts.tm_year) + 1900, Int(parts.tm_mon) + 1, Int(parts.tm_mday),
            Int(parts.tm_hour), Int(parts.tm_min), Int(parts.tm_sec))
    }

    /// A DATE-TIME or DATE value (`20261205T224500Z`, `20261205T224500` taken as UTC, `20261205`), or nil.
    public static func date(_ value: String) -> Date? {
        let digits = Array(value.utf8)
        func number(_ range: Range<Int>) -> Int? {
            guard range.upperBound <= digits.count else { return nil }
            var result = 0
            for byte in digits[range] {
                guard byte >= 0x30, byte <= 0x39 else { return nil }
                result = result * 10 + Int(byte - 0x30)
            }
            return result
        }
        guard let year = number(0..<4), let month = number(4..<6), let day = number(6..<8),
            (1...12).contains(month), (1...31).contains(day)
        else { return nil }
        var parts = tm()
        parts.tm_year = Int32(year - 1900)
        parts.tm_mon = Int32(month - 1)
        parts.tm_mday = Int32(day)
        if digits.count >= 15, digits[8] == UInt8(ascii: "T"), let hour = number(9..<11), let minute = number(11..<13),
            let second = number(13..<15)
        {
            parts.tm_hour = Int32(hour)
            parts.tm_min = Int32(minute)
            parts.tm_sec = Int32(second)
        }
        return Date(timeIntervalSince1970: TimeInterval(timegm(&parts)))
    }
}

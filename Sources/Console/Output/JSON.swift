/// A JSON value whose objects keep their keys in the order given, for stable machine output.
public enum JSON: Sendable, Equatable {
    case null
    case bool(Bool)
    case integer(Int)
    /// A finite number, written as Swift's shortest text that reads back the same (`22.28497`);
    /// NaN and infinities, which JSON cannot say, are written as `null`.
    case number(Double)
    case string(String)
    case array([JSON])
    case object([(String, JSON)])

    /// Compact text: no spaces, no line breaks. Strings escape `"`, `\` and control characters only.
    public var text: String {
        var output = ""
        write(to: &output)
        return output
    }

    /// An array with one element per line (`[` and `]` on their own lines; `[]` when empty).
    public static func lines(_ elements: [JSON]) -> String {
        guard !elements.isEmpty else { return "[]" }
        return "[\n" + elements.map { "  " + $0.text }.joined(separator: ",\n") + "\n]"
    }

    /// A string, or null when `value` is nil.
    public static func string(_ value: String?) -> JSON {
        value.map(JSON.string) ?? .null
    }

    private func write(to output: inout String) {
        switch self {
        case .null: output += "null"
        case .bool(let value): output += value ? "true" : "false"
        case .integer(let value): output += String(value)
        case .number(let value): output += value.isFinite ? "\(value)" : "null"
        case .string(let value): Self.quote(value, into: &output)
        case .array(let elements):
            output += "["
            for (index, element) in elements.enumerated() {
                if index > 0 { output += "," }
                element.write(to: &output)
            }
            output += "]"
        case .object(let members):
            output += "{"
            for (index, (key, value)) in members.enumerated() {
                if index > 0 { output += "," }
                Self.quote(key, into: &output)
                output += ":"
                value.write(to: &output)
            }
            output += "}"
        }
    }

    private static func quote(_ value: String, into output: inout String) {
        output += "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            case "\u{08}": output += "\\b"
            case "\u{0C}": output += "\\f"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: output.unicodeScalars.append(scalar)
            }
        }
        output += "\""
    }

    public static func == (lhs: JSON, rhs: JSON) -> Bool { lhs.text == rhs.text }
}

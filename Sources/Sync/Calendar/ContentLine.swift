import Foundation

/// One content line of iCalendar (RFC 5545 §3.1) or vCard (RFC 6350 §3.3): `NAME;PARAM=V:value`.
///
/// A line read from a document keeps the exact text it was read from (`original`: its folded lines
/// and their line breaks); writing it back emits those bytes unchanged. Setting `value` or
/// `parameters` drops the original, and the line is written anew, folded at 75 octets.
public struct ContentLine: Sendable, Hashable {
    /// A parameter as written, `NAME=value,value` (values keep their quotes, if any).
    public struct Parameter: Sendable, Hashable {
        public var name: String
        public var values: [String]

        public init(name: String, values: [String]) {
            self.name = name
            self.values = values
        }
    }

    /// The property name, upper-cased (names are case-insensitive).
    public let name: String
    /// As written, with any group prefix (`item1.TEL`) kept in `group`.
    public let group: String?
    public var parameters: [Parameter] {
        didSet { original = nil }
    }
    /// The raw value, escapes included (see `TextValue`).
    public var value: String {
        didSet { original = nil }
    }
    /// The text this line was read from (folded lines and line breaks), nil once changed.
    public private(set) var original: Substring?

    public init(name: String, group: String? = nil, parameters: [Parameter] = [], value: String) {
        self.name = name.uppercased()
        self.group = group
        self.parameters = parameters
        self.value = value
        self.original = nil
    }

    init(name: String, group: String?, parameters: [Parameter], value: String, original: Substring) {
        self.init(name: name, group: group, parameters: parameters, value: value)
        self.original = original
    }

    /// The first value of parameter `name` (case-insensitive), quotes removed.
    public func parameter(_ name: String) -> String? {
        guard let values = parameters.first(where: { $0.name.caseInsensitiveCompare(name) == .orderedSame })?.values,
            let first = values.first
        else { return nil }
        return first.count >= 2 && first.hasPrefix("\"") && first.hasSuffix("\"")
            ? String(first.dropFirst().dropLast()) : first
    }

    /// The line as written: the original bytes, or the line folded anew with CRLF.
    /// - Complexity: O(length).
    public var text: String {
        if let original { return String(original) }
        var line = group.map { $0 + "." } ?? ""
        line += name
        for parameter in parameters { line += ";" + parameter.name + "=" + parameter.values.joined(separator: ",") }
        line += ":" + value
        return Self.fold(line) + "\r\n"
    }

    /// Folds a logical line into physical lines of at most 75 octets (RFC 5545 §3.1), never inside a
    /// UTF-8 sequence; continuation lines start with one space. No trailing line break.
    /// - Complexity: O(length).
    public static func fold(_ line: String) -> String {
        var utf8 = Array(line.utf8)
        guard utf8.count > 75 else { return line }
        var result: [UInt8] = []
        result.reserveCapacity(utf8.count + utf8.count / 37)
        var start = 0
        var limit = 75
        while start < utf8.count {
            var end = min(start + limit, utf8.count)
            // Back off to the start of a UTF-8 sequence (continuation bytes are 10xxxxxx).
            while end < utf8.count, end > start, utf8[end] & 0xC0 == 0x80 { end -= 1 }
            if start > 0 { result += [0x0D, 0x0A, 0x20] }
            result += utf8[start..<end]
            start = end
            limit = 74
        }
        utf8 = result
        return String(decoding: utf8, as: UTF8.self)
    }
}

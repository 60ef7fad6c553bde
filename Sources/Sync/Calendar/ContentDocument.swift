import Foundation
import Localization

/// A component (`BEGIN:VTODO` … `END:VTODO`): its lines and sub-components, in the order read.
public struct Component: Sendable, Hashable {
    /// A child of a component, in document order.
    public enum Node: Sendable, Hashable {
        case property(ContentLine)
        case component(Component)
    }

    /// Upper-cased (`VTODO`, `VALARM`, `VCARD`).
    public var name: String
    /// The `BEGIN` and `END` lines as read (kept byte for byte).
    var begin: ContentLine
    var end: ContentLine
    public var nodes: [Node]

    public init(name: String, nodes: [Node] = []) {
        self.name = name.uppercased()
        self.begin = ContentLine(name: "BEGIN", value: self.name)
        self.end = ContentLine(name: "END", value: self.name)
        self.nodes = nodes
    }

    /// The properties named `name`, in order.
    public func properties(_ name: String) -> [ContentLine] {
        nodes.compactMap { if case .property(let line) = $0, line.name == name { line } else { nil } }
    }

    /// The first property named `name`.
    public func property(_ name: String) -> ContentLine? {
        for case .property(let line) in nodes where line.name == name { return line }
        return nil
    }

    /// The direct sub-components.
    public var components: [Component] {
        nodes.compactMap { if case .component(let component) = $0 { component } else { nil } }
    }

    /// Replaces the value of the first property `name` (parameters kept), or adds it after the last
    /// property when there is none; removes any further properties of that name.
    /// - Complexity: O(n) in the component's nodes.
    public mutating func setProperty(_ name: String, value: String) {
        var found = false
        nodes = nodes.compactMap { node in
            guard case .property(var line) = node, line.name == name else { return node }
            if found { return nil }
            found = true
            if line.value != value { line.value = value }
            return .property(line)
        }
        if !found {
            let index = nodes.lastIndex { if case .property = $0 { true } else { false } }.map { $0 + 1 } ?? 0
            nodes.insert(.property(ContentLine(name: name, value: value)), at: index)
        }
    }

    /// Removes every property named `name`.
    /// - Complexity: O(n).
    public mutating func removeProperties(_ name: String) {
        nodes.removeAll { if case .property(let line) = $0 { line.name == name } else { false } }
    }

    /// The component as text: every line read and not changed byte for byte.
    public var text: String {
        var text = begin.text
        for node in nodes {
            switch node {
            case .property(let line): text += line.text
            case .component(let component): text += component.text
            }
        }
        return text + end.text
    }
}

/// A whole iCalendar or vCard resource: its top-level components (one `VCALENDAR`, or `VCARD`s).
public struct ContentDocument: Sendable, Hashable {
    public var components: [Component]

    public init(components: [Component]) {
        self.components = components
    }

    /// Why a text is not a document.
    public struct ParseError: Error, Sendable, Equatable, CustomStringConvertible {
        public var reason: String
        public var description: String { reason }
    }

    /// The document as text.
    public var text: String { components.map(\.text).joined() }

    /// Limits that keep a hostile resource from costing more than a few megabytes.
    static let maximumDepth = 8
    static let maximumLines = 200_000

    /// Reads `text`: unfolds, splits each logical line into name, parameters and value, and builds the
    /// component tree.
    /// - Throws: `ParseError` for a line without a colon, `BEGIN`/`END` that do not pair up, text
    ///   outside any component, nesting past 8 levels or more than 200,000 lines.
    /// - Complexity: O(length).
    public init(parsing text: String) throws(ParseError) {
        var stack: [Component] = []
        var top: [Component] = []
        var count = 0
        for raw in Self.logicalLines(text) {
            count += 1
            guard count <= Self.maximumLines else {
                throw ParseError(reason: localized("it has too many lines"))
            }
            if raw.unfolded.allSatisfy({ $0 == " " || $0 == "\t" }) { continue }
            guard let line = Self.parse(raw.unfolded, original: raw.original) else {
                throw ParseError(reason: localized("a line has no value (no colon)"))
            }
            switch line.name {
            case "BEGIN":
                guard stack.count < Self.maximumDepth else {
                    throw ParseError(reason: localized("its components are nested too deep"))
                }
                var component = Component(name: line.value.trimmingCharacters(in: .whitespaces))
                component.begin = line
                stack.append(component)
            case "END":
                guard var component = stack.popLast(),
                    component.name == line.value.trimmingCharacters(in: .whitespaces).uppercased()
                else { throw ParseError(reason: localized("a component ends that did not begin")) }
                component.end = line
                if stack.isEmpty {
                    top.append(component)
                } else {
                    stack[stack.count - 1].nodes.append(.component(component))
                }
            default:
                guard !stack.isEmpty else { throw ParseError(reason: localized("a line stands outside any component")) }
                stack[stack.count - 1].nodes.append(.property(line))
            }
        }
        guard stack.isEmpty else { throw ParseError(reason: localized("a component does not end")) }
        guard !top.isEmpty else { throw ParseError(reason: localized("it holds no component")) }
        components = top
    }

    /// Logical lines: each physical line followed by its continuations (lines starting with a space or
    /// tab), the continuation's first character dropped; `original` is the exact text, breaks included.
    private static func logicalLines(_ text: String) -> [(unfolded: String, original: Substring)] {
        var result: [(String, Substring)] = []
        var index = text.startIndex
        var start = index
        var unfolded = ""
        var pending = false
        while index < text.endIndex {
            // One physical line: up to and including its break ("\r\n" is one Character in Swift).
            var lineEnd = index
            while lineEnd < text.endIndex, text[lineEnd] != "\r\n", text[lineEnd] != "\n", text[lineEnd] != "\r" {
                lineEnd = text.index(after: lineEnd)
            }
            let content = text[index..<lineEnd]
            let next = lineEnd < text.endIndex ? text.index(after: lineEnd) : lineEnd
            if pending, let first = content.first, first == " " || first == "\t" {
                unfolded += content.dropFirst()
            } else {
                if pending { result.append((unfolded, text[start..<index])) }
                start = index
                unfolded = String(content)
                pending = true
            }
            index = next
        }
        if pending { result.append((unfolded, text[start..<index])) }
        return result
    }

    /// Splits `NAME;P=V;P="a:b":value`; nil when there is no colon outside quotes.
    private static func parse(_ line: String, original: Substring) -> ContentLine? {
        var inQuotes = false
        var colon: String.Index?
        var separators: [String.Index] = []
        var index = line.startIndex
        while index < line.endIndex {
            let character = line[index]
            if character == "\"" {
                inQuotes.toggle()
            } else if !inQuotes, character == ";" {
                separators.append(index)
            } else if !inQuotes, character == ":" {
                colon = index
                break
            }
            index = line.index(after: index)
        }
        guard let colon else { return nil }
        let head = line[..<(separators.first ?? colon)]
        guard !head.isEmpty else { return nil }
        let dot = head.lastIndex(of: ".")
        let group = dot.map { String(head[..<$0]) }
        let name = dot.map { String(head[head.index(after: $0)...]) } ?? String(head)
        var parameters: [ContentLine.Parameter] = []
        for (offset, separator) in separators.enumerated() {
            let end = offset + 1 < separators.count ? separators[offset + 1] : colon
            let body = line[line.index(after: separator)..<end]
            let equals = body.firstIndex(of: "=")
            let parameterName = String(body[..<(equals ?? body.endIndex)])
            let values = equals.map { Self.splitValues(body[body.index(after: $0)...]) } ?? []
            parameters.append(.init(name: parameterName, values: values))
        }
        return ContentLine(
            name: name, group: group, parameters: parameters, value: String(line[line.index(after: colon)...]),
            original: original)
    }

    /// `a,"b,c",d` → `a`, `"b,c"`, `d`.
    private static func splitValues(_ text: Substring) -> [String] {
        var values: [String] = []
        var current = ""
        var inQuotes = false
        for character in text {
            if character == "\"" { inQuotes.toggle() }
            if character == ",", !inQuotes {
                values.append(current)
                current = ""
            } else {
                current.append(character)
            }
        }
        values.append(current)
        return values
    }
}

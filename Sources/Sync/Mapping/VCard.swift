import Foundation

/// The parts of vCard (RFC 2426 for 3.0, RFC 6350 for 4.0) the restaurant mapping reads and writes:
/// structured and list values, which of several `TEL` or `ADR` lines is the restaurant's, and the
/// edits that change one line in place and leave every other byte of the card as it was.
enum VCard {
    /// `a;b\;c;d` → `a`, `b;c`, `d` (split on unescaped `;`, each part unescaped).
    static func components(_ value: String) -> [String] {
        split(value, on: ";").map(TextValue.unescape)
    }

    /// `a,b\,c` → `a`, `b,c` (split on unescaped `,`, each part unescaped).
    static func list(_ value: String) -> [String] {
        split(value, on: ",").map(TextValue.unescape)
    }

    /// Splits on `separator` where it is not escaped with a backslash; parts keep their escapes.
    private static func split(_ value: String, on separator: Character) -> [String] {
        var parts: [String] = []
        var current = ""
        var escaping = false
        for character in value {
            if escaping {
                current.append(character)
                escaping = false
            } else if character == "\\" {
                current.append(character)
                escaping = true
            } else if character == separator {
                parts.append(current)
                current = ""
            } else {
                current.append(character)
            }
        }
        parts.append(current)
        return parts
    }

    /// Every `TYPE` a line says, lower-cased: `TYPE=WORK,VOICE`, `TYPE=work;TYPE=voice`, and vCard
    /// 2.1's bare `TEL;WORK;VOICE`.
    static func types(_ line: ContentLine) -> Set<String> {
        var types: Set<String> = []
        for parameter in line.parameters {
            if parameter.name.caseInsensitiveCompare("TYPE") == .orderedSame {
                for value in parameter.values {
                    let unquoted = value.trimmingCharacters(in: CharacterSet(charactersIn: "\""))
                    for part in unquoted.split(separator: ",") { types.insert(part.lowercased()) }
                }
            } else if parameter.values.isEmpty {
                types.insert(parameter.name.lowercased())
            }
        }
        return types
    }

    /// The index in `card.nodes` of the line `name` that is the restaurant's: the first typed `work`,
    /// else the first.
    static func preferredIndex(_ name: String, in card: Component) -> Int? {
        var first: Int?
        for (index, node) in card.nodes.enumerated() {
            guard case .property(let line) = node, line.name == name else { continue }
            if types(line).contains("work") { return index }
            if first == nil { first = index }
        }
        return first
    }

    /// The line at `index` of `card.nodes`.
    static func line(at index: Int, in card: Component) -> ContentLine? {
        if case .property(let line) = card.nodes[index] { line } else { nil }
    }

    /// The card's vCard version (`3.0`, `4.0`); 3.0 when it does not say.
    static func version(_ card: Component) -> String {
        card.property("VERSION")?.value.trimmingCharacters(in: .whitespaces) ?? "3.0"
    }

    /// A REV (or any vCard timestamp): `20261205T224500Z` or `2026-12-05T22:45:00Z`.
    static func date(_ value: String) -> Date? {
        TextValue.date(value.trimmingCharacters(in: .whitespaces).filter { $0 != "-" && $0 != ":" })
    }
}

extension Component {
    /// Replaces the value of the line at `index` (its name, group and parameters kept).
    mutating func setValue(_ value: String, at index: Int) {
        guard case .property(var line) = nodes[index], line.value != value else { return }
        line.value = value
        nodes[index] = .property(line)
    }

    /// Adds `line` after the last property.
    mutating func append(_ line: ContentLine) {
        let index = nodes.lastIndex { if case .property = $0 { true } else { false } }.map { $0 + 1 } ?? 0
        nodes.insert(.property(line), at: index)
    }
}

import Foundation
import Testing

/// No user-visible literal escapes extraction: a string literal handed to an API that shows text
/// (labels, titles, toasts, accessible names, tooltips, menus, help and command-line output, error
/// texts) must be inside a marker (`localized`, `localizedPlural`, `localizedInContext`), which is what
/// `make pot` extracts. What is deliberately English — action names, accelerators, CSS classes, JSON
/// keys — never reaches these APIs; the few exceptions are listed in `allowed` with the reason.
@Suite("Every user-visible string is marked")
struct SourceScanTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    static let modules = ["Console", "FoodPinModel", "GtkKit", "FoodPin", "Todo", "Sync", "SyncUI"]

    /// Text-taking APIs, as they are called with a literal: `Label("`, `title: "`, `.tooltip = "`…
    static let textTaking: [String] = [
        #"Label\(""#, #"Toast\(""#, #"Button\(label: ""#, #"\btitle: ""#, #"\bsubtitle: ""#, #"\bdescription: ""#,
        #"\bheading: ""#, #"\bbody: ""#, #"\bplaceholder: ""#, #"\babstract: ""#, #"\bdiscussion: ""#,
        #"\bhelp: ""#, #"\bmenuTitle: ""#, #"\baccessibleLabel: ""#, #"\bbuttonLabel: ""#, #"\bapplicationName: ""#,
        #"\bdeveloperName: ""#, #"\bcopyright: ""#, #"\blabel: ""#, #"\.item\(""#, #"\.section\(""#,
        #"Shortcut\(""#, #"Group\(""#, #"Section\(""#, #"\baddFilter\(name: ""#, #"\breason: ""#,
        #"(accessibleLabel|tooltip|subtitle|title|comments|errorMessage|buttonLabel|alternativeText|pageDescription|text) = ""#,
        #"\bshowToast\(""#, #"\bwriteOut\(""#, #"\bwriteError\(""#, #"\breport\(""#, #"UsageError\(""#,
        #"CommandFailure\(""#, #"\bthrow \.[a-zA-Z]+\(.*: ""#,
        #"^\s*(case [^:]+: |return |default: )?"[^"]*[A-Za-z]{2}[^"]*"$"#,
    ]

    /// file suffix + a fragment of the line: deliberately not translated, and why.
    static let allowed: [(String, String)] = [
        ("Todo/GUI/App/TodoAction.swift", "case .done: [\"Escape\"]"),  // an accelerator
        ("", "addShortcut(\""),  // an accelerator
        ("Todo/GUI/Support/BenchProbe.swift", "\"A new to-do\""),  // the bench's input, never shown to a user
        ("Todo/GUI/TodoApp.swift", "writeError(\"todo: "),  // the program's name before its error, as Console.run
        ("FoodPinModel/Restaurant/PhotoFile.swift", "case png = \"PNG\""),  // format names
        ("GtkKit/RowActions/Color/Color.swift", "\"system \\("),  // debug description
        ("Sync/Account/SecretStore.swift", "the memory store is set unreachable"),  // unit tests' store only
        ("Sync/Mapping/TodoMapping.swift", "\"-//FoodPin//To-Do//EN\""),  // iCalendar's PRODID
        // GtkBuilder failure, a programming error
        ("GtkKit/Widgets/ShortcutsWindow.swift", "\"no window in the description\""),
    ]

    struct Finding: CustomStringConvertible {
        var file: String, line: Int, text: String
        var description: String { "\(file):\(line): \(text.trimmingCharacters(in: .whitespaces))" }
    }

    static func swiftFiles() -> [URL] {
        modules.flatMap { module -> [URL] in
            let folder = root.appendingPathComponent("Sources/\(module)")
            let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
            return (walker?.allObjects as? [URL] ?? []).filter { $0.pathExtension == "swift" }
        }.sorted { $0.path < $1.path }
    }

    /// Lines calling a text-taking API with a literal that holds words and is not inside a marker.
    static func unmarkedLiterals(in source: String, file: String) -> [Finding] {
        let patterns = textTaking.map { try! NSRegularExpression(pattern: $0) }
        var findings: [Finding] = []
        for (index, code) in logicalLines(of: source) {
            if code.hasPrefix("//") || code.hasPrefix("///") || code.hasPrefix("#") { continue }
            let range = NSRange(code.startIndex..., in: code)
            guard patterns.contains(where: { $0.firstMatch(in: code, range: range) != nil }) else { continue }
            // The literal after the API: the first one on the line that is not a marker's.
            let unmarked = code.replacingOccurrences(
                of:
                    #"localized(Plural|InContext)?\(\s*(one: |other: )?"([^"\\]|\\.)*"(,\s*(other: )?"([^"\\]|\\.)*")?"#,
                with: "MARKED", options: .regularExpression)
            let words = unmarked.matches(of: /"((?:[^"\\]|\\.)*)"/).map { withoutInterpolations(String($0.1)) }
                .filter { $0.range(of: "[A-Za-z]{2}", options: .regularExpression) != nil && !isCodeOnly($0) }
            if words.isEmpty { continue }
            if allowed.contains(where: { file.hasSuffix($0.0) && code.contains($0.1) }) { continue }
            findings.append(Finding(file: file, line: index + 1, text: code))
        }
        return findings
    }

    /// The source's lines, trimmed, each with its 0-based number; a line that starts with a literal
    /// (the formatter puts a long one on a line of its own) is joined to the line before, so that
    /// `localized(` and its literal are read together.
    static func logicalLines(of source: String) -> [(Int, String)] {
        var lines: [(Int, String)] = []
        for (index, line) in source.components(separatedBy: "\n").enumerated() {
            let code = line.trimmingCharacters(in: .whitespaces)
            // Comments are not code (a translator's comment may sit between a marker and its literal).
            if code.hasPrefix("//") { continue }
            if code.hasPrefix("\""), !code.hasPrefix("\"\"\""), let last = lines.last {
                lines[lines.count - 1].1 = last.1 + (last.1.hasSuffix("(") ? "" : " ") + code
            } else {
                lines.append((index, code))
            }
        }
        return lines
    }

    /// A literal that is an identifier, not words: a signal, action, icon or CSS class name, an
    /// accelerator, a MIME type or pattern, an option name, a JSON key, a metavariable such as PATH.
    static func isCodeOnly(_ literal: String) -> Bool {
        literal.range(
            of:
                #"^[a-z0-9_.:/*+;=$#-]*$|^(<[A-Za-z]+>)+[A-Za-z0-9_]*$|^[A-Z0-9_|.]+$|-symbolic$|^[A-Z][a-z]+_[A-Z][a-z]+$"#,
            options: .regularExpression) != nil
    }

    /// `literal` without its `\(…)` interpolations (which hold code, not words).
    static func withoutInterpolations(_ literal: String) -> String {
        var result = "", depth = 0, previous: Character = " "
        for character in literal {
            if depth > 0 {
                if character == "(" { depth += 1 } else if character == ")" { depth -= 1 }
            } else if previous == "\\" && character == "(" {
                result.removeLast()
                depth = 1
            } else {
                result.append(character)
            }
            previous = depth > 0 ? " " : character
        }
        return result
    }

    @Test func noUserVisibleLiteralEscapesTheMarkers() throws {
        let files = Self.swiftFiles()
        #expect(files.count > 100, "the scan found only \(files.count) Swift files under \(Self.root.path)")
        var findings: [Finding] = []
        for file in files {
            let source = try String(contentsOf: file, encoding: .utf8)
            findings += Self.unmarkedLiterals(in: source, file: String(file.path.dropFirst(Self.root.path.count + 1)))
        }
        #expect(
            findings.isEmpty,
            """
            \(findings.count) user-visible literals are not marked; wrap each in localized(…) \
            (or add it to SourceScanTests.allowed with the reason it stays English):
            \(findings.map(\.description).joined(separator: "\n"))
            """)
    }

    @Test func everyAllowanceStillExcusesALine() throws {
        // An allowance whose line is gone would silently excuse the next literal that matches it.
        let sources = try Self.swiftFiles().map {
            (String($0.path.dropFirst(Self.root.path.count + 1)), try String(contentsOf: $0, encoding: .utf8))
        }
        for (suffix, fragment) in Self.allowed {
            #expect(
                sources.contains { $0.0.hasSuffix(suffix) && $0.1.contains(fragment) },
                "SourceScanTests.allowed lists \(suffix) “\(fragment)”, which no source line has any more")
        }
    }

    @Test func markedLiteralsAreSingleLine() throws {
        // xgettext reads Swift as C and silently skips a """ literal: a marker given one would never
        // reach the .pot.
        for file in Self.swiftFiles() {
            let source = try String(contentsOf: file, encoding: .utf8)
            #expect(
                source.range(of: #"localized(Plural|InContext)?\([^)]*""""#, options: .regularExpression) == nil,
                "\(file.lastPathComponent) hands a multi-line literal to a marker")
        }
    }

    @Test func theScanCatchesAnUnmarkedLabel() {
        // The scan itself can fail: these are the shapes a conversion misses.
        let source = """
            let a = Label("Hello there")
            toast.buttonLabel = "Dismiss"
            throw UsageError("unknown thing", commandPath: [])
            case .quit: "Quit"
            let b = Label(localized("Hello there"))
            button.addCSSClass("destructive")
            """
        let lines = Self.unmarkedLiterals(in: source, file: "Example.swift").map(\.line)
        #expect(lines == [1, 2, 3, 4])
    }
}

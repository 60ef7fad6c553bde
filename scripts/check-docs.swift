// check-docs: fails `make docs` when a public symbol has no documentation comment (or one without a
// summary: a comment that is only `- Complexity:` shows as an empty abstract), or when a top-level
// public symbol is in no topic group of its module's documentation catalog.
//
//   swift scripts/check-docs.swift SYMBOL_GRAPH_ROOT MODULE...
//
// Reads SYMBOL_GRAPH_ROOT/MODULE/*.symbols.json (from `swift symbolgraph-extract -minimum-access-level
// public`, as scripts/docs.sh runs it) and the Markdown files of Sources/MODULE/MODULE.docc. Members
// the compiler synthesised (`Equatable`'s `==`, protocol defaults shown on a conforming type) are
// documented where they are declared and are skipped. A member that implements a documented
// requirement inherits its comment in the symbol graph and counts as documented, as DocC shows it.
// Prints one line per problem, `path:line: what`, and exits 1 if there is any.
import Foundation

/// One public symbol as the checker needs it.
struct Symbol {
    /// The symbol's path from the module, e.g. `TableView.ScrollPosition.top`.
    var path: [String]
    /// The declaration's kind as DocC names it (`swift.init`, `swift.class`).
    var kind: String
    /// Whether the symbol graph carries a documentation comment for it that opens with a summary.
    var isDocumented: Bool
    /// Where it is declared, relative to the current directory, with a 1-based line.
    var location: String
}

/// The symbols of every symbol graph file of `module` under `root`.
func symbols(of module: String, under root: URL) throws -> [Symbol] {
    let directory = root.appendingPathComponent(module)
    let files = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        .filter { $0.hasSuffix(".symbols.json") }
        .sorted()
    guard !files.isEmpty else {
        throw CheckError("no symbol graph in \(directory.path): run scripts/docs.sh")
    }
    var result: [Symbol] = []
    for file in files {
        let data = try Data(contentsOf: directory.appendingPathComponent(file))
        guard let graph = try JSONSerialization.jsonObject(with: data) as? [String: Any],
            let entries = graph["symbols"] as? [[String: Any]]
        else {
            throw CheckError("\(file) is not a symbol graph")
        }
        for entry in entries {
            let identifier = (entry["identifier"] as? [String: Any])?["precise"] as? String ?? ""
            if identifier.contains("::SYNTHESIZED::") { continue }
            let kind = (entry["kind"] as? [String: Any])?["identifier"] as? String ?? "?"
            let path = entry["pathComponents"] as? [String] ?? []
            result.append(
                Symbol(
                    path: path,
                    kind: kind,
                    isDocumented: hasSummary(entry),
                    location: location(of: entry)
                )
            )
        }
    }
    return result
}

/// Whether an entry's documentation comment opens with a summary line (not a `- Field:` line).
func hasSummary(_ entry: [String: Any]) -> Bool {
    let lines = (entry["docComment"] as? [String: Any])?["lines"] as? [[String: Any]] ?? []
    let texts = lines.compactMap { $0["text"] as? String }.map { $0.trimmingCharacters(in: .whitespaces) }
    guard let first = texts.first(where: { !$0.isEmpty }) else { return false }
    return !first.hasPrefix("- ")
}

/// `path:line` of a symbol-graph entry, relative to the current directory.
func location(of entry: [String: Any]) -> String {
    guard let place = entry["location"] as? [String: Any], let uri = place["uri"] as? String else {
        return "?"
    }
    let line = ((place["position"] as? [String: Any])?["line"] as? Int ?? 0) + 1
    let current = FileManager.default.currentDirectoryPath + "/"
    var path = uri.hasPrefix("file://") ? String(uri.dropFirst("file://".count)) : uri
    if path.hasPrefix(current) { path = String(path.dropFirst(current.count)) }
    return "\(path):\(line)"
}

/// The symbol links (` ``Name`` `) of every topic list item (`- ``Name```) in the catalog's Markdown.
func curatedLinks(in catalog: URL) throws -> Set<String> {
    guard let walker = FileManager.default.enumerator(atPath: catalog.path) else {
        throw CheckError("no documentation catalog at \(catalog.path)")
    }
    var links: Set<String> = []
    for case let file as String in walker where file.hasSuffix(".md") {
        let text = try String(contentsOf: catalog.appendingPathComponent(file), encoding: .utf8)
        for line in text.split(separator: "\n") {
            let item = line.trimmingCharacters(in: .whitespaces)
            guard item.hasPrefix("- ``"), let end = item.dropFirst(4).range(of: "``") else { continue }
            links.insert(String(item.dropFirst(4)[..<end.lowerBound]))
        }
    }
    return links
}

/// A failure to read the inputs (not a finding).
struct CheckError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

/// Checks each module; returns the number of findings.
func check(modules: [String], root: URL) throws -> Int {
    var findings = 0
    for module in modules {
        let all = try symbols(of: module, under: root)
        let catalog = URL(fileURLWithPath: "Sources/\(module)/\(module).docc")
        let curated = try curatedLinks(in: catalog)
        for symbol in all where !symbol.isDocumented {
            let name = symbol.path.joined(separator: ".")
            print("\(symbol.location): \(name) (\(symbol.kind)) has no documentation comment with a summary")
            findings += 1
        }
        for symbol in all where symbol.path.count == 1 && !curated.contains(symbol.path[0]) {
            print("\(symbol.location): \(symbol.path[0]) is in no topic group of \(catalog.path)")
            findings += 1
        }
        print("\(module): \(all.count) public symbols checked")
    }
    return findings
}

let arguments = Array(CommandLine.arguments.dropFirst())
guard arguments.count >= 2 else {
    FileHandle.standardError.write(Data("usage: check-docs.swift SYMBOL_GRAPH_ROOT MODULE...\n".utf8))
    exit(2)
}
do {
    let findings = try check(modules: Array(arguments.dropFirst()), root: URL(fileURLWithPath: arguments[0]))
    if findings > 0 {
        print("check-docs: \(findings) problems: document each public symbol and list it in a topic group")
        exit(1)
    }
} catch {
    FileHandle.standardError.write(Data("check-docs: \(error)\n".utf8))
    exit(2)
}

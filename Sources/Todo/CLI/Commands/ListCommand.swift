import Console
import FoodPinModel
import Foundation
import Localization

/// `todo list [--json]`
enum ListCommand: Subcommand {
    static let configuration = CommandConfiguration(
        name: "list", abstract: localized("List the items, numbered from 1."),
        discussion: localized(
            // Translators: keep ✓, N, --json and the key names as they are; they are what a script reads.
            "Open items come first, then done ones (marked ✓), as the window shows them; every command taking N numbers them this way. --json prints an array of {\"id\", \"text\", \"createdAt\", \"done\"} objects in the same order (createdAt in ISO 8601, UTC)."
        ))

    struct Arguments: ParsableArguments {
        @Flag(help: localized("Print JSON.")) var json: Bool
    }

    static func run(_ arguments: Arguments, in database: TodoCommandLine.Database) throws {
        // Numbered as the window shows them: open items first, then done ones.
        let items = try database.list().items.inDisplayOrder()
        if arguments.json {
            let formatter = ISO8601DateFormatter()
            formatter.timeZone = TimeZone(identifier: "UTC")
            try Console.writeOut(
                JSON.lines(
                    items.map { item in
                        .object([
                            ("id", .string(item.id.uuidString.lowercased())), ("text", .string(item.text)),
                            ("createdAt", .string(formatter.string(from: item.createdAt))),
                            ("done", .bool(item.isDone)),
                        ])
                    }) + "\n")
        } else if items.isEmpty {
            try Console.writeOut(localized("The list is empty.") + "\n")
        } else {
            try Console.writeOut(
                items.enumerated().map {
                    "\($0.offset + 1). \($0.element.isDone ? "✓ " : "")\(Console.displayed($0.element.text))\n"
                }.joined())
        }
    }
}

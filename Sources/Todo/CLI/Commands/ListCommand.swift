import Console
import FoodPinModel
import Foundation
import Localization

/// `todo list [--json]`
enum ListCommand: Subcommand {
    static let configuration = CommandConfiguration(
        name: "list", abstract: localized("List the items, numbered from 1."),
        discussion: localized(
            // Translators: keep ✓, --json and the key names as they are; they are what a script reads.
            "Done items are marked ✓. --json prints an array of {\"id\", \"text\", \"createdAt\", \"done\"} objects (createdAt in ISO 8601, UTC)."
        ))

    struct Arguments: ParsableArguments {
        @Flag(help: localized("Print JSON.")) var json: Bool
    }

    static func run(_ arguments: Arguments, in database: TodoCommandLine.Database) throws {
        let items = try database.list().items
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

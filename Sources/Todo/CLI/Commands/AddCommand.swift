import Console
import FoodPinModel

/// `todo add TEXT`
enum AddCommand: Subcommand {
    static let command = Command(
        name: "add", abstract: "Add an item at the end of the list.",
        discussion: "Surrounding spaces are trimmed; empty text is refused. Use -- before text that starts with '-'.",
        arguments: [Argument("TEXT", help: "What to do.")])

    static func run(_ invocation: Invocation, context list: () throws -> TodoList) throws {
        let list = try list()
        let item = try list.add(invocation.arguments[0])
        try Console.report("Added item \(try list.count): \(Console.displayed(item.text))\n") {
            try list.remove(id: item.id)
        }
    }
}

import Console
import FoodPinModel

/// `todo remove N`
enum RemoveCommand: Subcommand {
    static let command = Command(
        name: "remove", abstract: "Remove item N (numbered from 1, as `todo list` shows).",
        arguments: [Argument("N", help: "The item's number.")])

    static func run(_ invocation: Invocation, context list: () throws -> TodoList) throws {
        guard let number = Int(invocation.arguments[0]), number >= 1 else {
            throw UsageError("N must be a whole number from 1 (got '\(invocation.arguments[0])')",
                             commandPath: ["todo", "remove"])
        }
        let removed = try list().remove(at: number - 1)
        for item in removed.elements {
            Console.writeOut("Removed item \(number): \(item.text)\n")
        }
    }
}

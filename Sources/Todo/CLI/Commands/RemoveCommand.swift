import Console
import FoodPinModel
import Localization

/// `todo remove N`
enum RemoveCommand: Subcommand {
    static let command = Command(
        name: "remove", abstract: localized("Remove item N (numbered from 1, as `todo list` shows)."),
        arguments: [Argument("N", help: localized("The item's number."))])

    static func run(_ invocation: Invocation, context list: () throws -> TodoList) throws {
        let argument = invocation.arguments[0]
        try ItemNumbers.checkSyntax(argument, command: "remove")
        let list = try list()
        guard let number = Int(argument), number >= 1 else {
            throw TodoError.noItemNumbered(argument, count: try list.count)
        }
        let removed = try list.remove(at: number - 1)
        let lines = removed.elements.map {
            localized("Removed item {number}: {text}", ["number": String(number), "text": Console.displayed($0.text)])
                + "\n"
        }
        try Console.report(lines.joined()) { try list.restore(removed) }
    }
}

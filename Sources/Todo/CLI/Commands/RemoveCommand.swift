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
        // Not a whole number: the command line is wrong (2). A number with no item — 0, past the end,
        // or too large for any list — is a request that cannot be met (1), like any missing item.
        guard !argument.isEmpty, argument.allSatisfy({ $0.isASCII && $0.isWholeNumber }) else {
            throw UsageError(localized("N must be a whole number from 1 (got '{argument}')", ["argument": argument]),
                             commandPath: ["todo", "remove"])
        }
        let list = try list()
        guard let number = Int(argument), number >= 1 else {
            throw TodoError.noItemNumbered(argument, count: try list.count)
        }
        let removed = try list.remove(at: number - 1)
        let lines = removed.elements.map {
            localized("Removed item {number}: {text}", ["number": String(number), "text": Console.displayed($0.text)]) + "\n"
        }
        try Console.report(lines.joined()) { try list.restore(removed) }
    }
}

import Console
import FoodPinModel
import Localization

/// `todo add TEXT`
enum AddCommand: Subcommand {
    static let command = Command(
        name: "add", abstract: localized("Add an item at the end of the list."),
        discussion: localized(
            "Surrounding spaces are trimmed; empty text is refused. Use -- before text that starts with '-'."),
        arguments: [Argument("TEXT", help: localized("What to do."))])

    static func run(_ invocation: Invocation, context list: () throws -> TodoList) throws {
        let list = try list()
        let item = try list.add(invocation.arguments[0])
        let report = localized(
            // Translators: {number} is the item's number in `todo list` (typed back as `todo remove N`: kept in ASCII digits).
            "Added item {number}: {text}", ["number": String(try list.count), "text": Console.displayed(item.text)])
        try Console.report(report + "\n") {
            try list.remove(id: item.id)
        }
    }
}

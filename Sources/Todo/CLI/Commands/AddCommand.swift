import Console
import FoodPinModel
import Localization

/// `todo add TEXT`
enum AddCommand: Subcommand {
    static let configuration = CommandConfiguration(
        name: "add", abstract: localized("Add an item at the end of the list."),
        discussion: localized(
            "Surrounding spaces are trimmed; empty text is refused. Use -- before text that starts with '-'."))

    struct Arguments: ParsableArguments {
        @Argument("TEXT", help: localized("What to do.")) var text: String
    }

    static func run(_ arguments: Arguments, in database: TodoCommandLine.Database) throws {
        let list = try database.list()
        let item = try list.add(arguments.text)
        let report = localized(
            // Translators: {number} is the item's number in `todo list` (typed back as `todo remove N`: kept in ASCII digits).
            "Added item {number}: {text}", ["number": String(try list.count), "text": Console.displayed(item.text)])
        try Console.report(report + "\n") {
            try list.remove(id: item.id)
        }
    }
}

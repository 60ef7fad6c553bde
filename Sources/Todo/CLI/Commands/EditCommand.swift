import Console
import FoodPinModel
import Localization

/// `todo edit N TEXT`: renames an item (the text trimmed; empty text is refused, as for `add`).
enum EditCommand: Subcommand {
    static let configuration = CommandConfiguration(
        name: "edit", abstract: localized("Give item N new text."),
        discussion: localized(
            "Surrounding spaces are trimmed; empty text is refused. Use -- before text that starts with '-'."))

    struct Arguments: ParsableArguments {
        @Argument("N", help: localized("The item's number.")) var number: ItemNumber
        @Argument("TEXT", help: localized("Its new text.")) var text: String
    }

    static func run(_ arguments: Arguments, in database: TodoCommandLine.Database) throws {
        let list = try database.list()
        guard let target = try ItemNumber.resolve([arguments.number], in: try list.items).first,
            let renamed = try list.rename(target.item.id, to: arguments.text)
        else {
            // Removed by someone else between the read and the write.
            throw TodoError.noItemNumbered(arguments.number.text, count: try list.count)
        }
        let line = localized(
            "Item {number} is now: {text}", ["number": String(target.number), "text": Console.displayed(renamed.text)])
        try Console.report(line + "\n") { try list.rename(target.item.id, to: target.item.text) }
    }
}

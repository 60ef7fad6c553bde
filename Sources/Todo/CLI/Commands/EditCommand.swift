import Console
import FoodPinModel
import Localization

/// `todo edit N TEXT`: renames an item (the text trimmed; empty text is refused, as for `add`).
enum EditCommand: Subcommand {
    static let command = Command(
        name: "edit", abstract: localized("Give item N new text."),
        discussion: localized(
            "Surrounding spaces are trimmed; empty text is refused. Use -- before text that starts with '-'."),
        arguments: [
            Argument("N", help: localized("The item's number.")), Argument("TEXT", help: localized("Its new text.")),
        ])

    static func run(_ invocation: Invocation, context list: () throws -> TodoList) throws {
        let list = try list()
        let argument = invocation.arguments[0]
        guard let target = try ItemNumbers.resolve([argument], command: "edit", in: try list.items).first,
            let renamed = try list.rename(target.item.id, to: invocation.arguments[1])
        else {
            // Removed by someone else between the read and the write.
            throw TodoError.noItemNumbered(argument, count: try list.count)
        }
        let line = localized(
            "Item {number} is now: {text}", ["number": String(target.number), "text": Console.displayed(renamed.text)])
        try Console.report(line + "\n") { try list.rename(target.item.id, to: target.item.text) }
    }
}

import Console
import FoodPinModel
import Localization

/// `todo remove N`
enum RemoveCommand: Subcommand {
    static let configuration = CommandConfiguration(
        name: "remove", abstract: localized("Remove item N (numbered from 1, as `todo list` shows)."))

    struct Arguments: ParsableArguments {
        @Argument("N", help: localized("The item's number.")) var number: ItemNumber
    }

    static func run(_ arguments: Arguments, in database: TodoCommandLine.Database) throws {
        let list = try database.list()
        guard let number = arguments.number.value, number >= 1 else {
            throw TodoError.noItemNumbered(arguments.number.text, count: try list.count)
        }
        let removed = try list.remove(at: number - 1)
        let lines = removed.elements.map {
            localized("Removed item {number}: {text}", ["number": String(number), "text": Console.displayed($0.text)])
                + "\n"
        }
        try Console.report(lines.joined()) { try list.restore(removed) }
    }
}

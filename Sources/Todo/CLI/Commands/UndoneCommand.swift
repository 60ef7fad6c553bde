import Console
import FoodPinModel
import Localization

/// `todo undone N...`: puts done items back among the open ones, where they were.
enum UndoneCommand: Subcommand {
    static let configuration = CommandConfiguration(
        name: "undone", abstract: localized("Mark items N... as not done, back where they were."))

    struct Arguments: ParsableArguments {
        @Argument("N", help: localized("An item's number.")) var numbers: [ItemNumber]
    }

    static func run(_ arguments: Arguments, in database: TodoCommandLine.Database) throws {
        try DoneState.set(false, arguments.numbers, list: database.list())
    }
}

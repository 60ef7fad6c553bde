import Console
import FoodPinModel
import Localization

/// `foodpin search TEXT [--favorites] [--json]`: the window's search, in a terminal.
enum SearchCommand: Subcommand {
    static let configuration = CommandConfiguration(
        name: "search",
        abstract: localized("List the restaurants whose name, type or location hold every word of TEXT."),
        discussion: localized(
            "Case and accents are ignored (\"cafe\" finds \"Café\"); the words may come in any order."))

    struct Arguments: ParsableArguments {
        @Flag(help: localized("Only the favourites.")) var favorites: Bool
        @Flag(help: localized("Print JSON.")) var json: Bool
        @Argument("TEXT", help: localized("Words to look for.")) var text: String
    }

    static func run(_ arguments: Arguments, in database: FoodPinCommandLine.Database) throws {
        let found = try database.store().search(arguments.text, favoritesOnly: arguments.favorites)
        if arguments.json {
            try Console.writeOut(JSON.lines(found.map(ListCommand.json)) + "\n")
        } else if found.isEmpty {
            try Console.writeOut(localized("No results.") + "\n")
        } else {
            try Console.writeOut(found.map(ListCommand.line).joined())
        }
    }
}

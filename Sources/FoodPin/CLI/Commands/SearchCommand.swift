import Console
import FoodPinModel
import Localization

/// `foodpin search TEXT [--favorites] [--json]`: the window's search, in a terminal.
enum SearchCommand: Subcommand {
    static let command = Command(
        name: "search",
        abstract: localized("List the restaurants whose name, type or location hold every word of TEXT."),
        discussion: localized(
            "Case and accents are ignored (\"cafe\" finds \"Café\"); the words may come in any order."),
        options: [
            .flag("favorites", help: localized("Only the favourites.")), .flag("json", help: localized("Print JSON.")),
        ],
        arguments: [Argument("TEXT", help: localized("Words to look for."))])

    static func run(_ invocation: Invocation, context store: () throws -> RestaurantStore) throws {
        let found = try store().search(invocation.arguments[0], favoritesOnly: invocation.flag("favorites"))
        if invocation.flag("json") {
            try Console.writeOut(JSON.lines(found.map(ListCommand.json)) + "\n")
        } else if found.isEmpty {
            try Console.writeOut(localized("No results.") + "\n")
        } else {
            try Console.writeOut(found.map(ListCommand.line).joined())
        }
    }
}

import Console
import FoodPinModel
import Localization

/// `foodpin search TEXT [--favorites] [--json]`: the window's search, in a terminal. Streamed like
/// `list`: each match is printed as the scan meets it, and a row that does not match is never decoded
/// beyond its name, type and location (`RestaurantStore.forEachMatch`).
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
        let store = try database.store()
        let text = arguments.text, favorites = arguments.favorites
        try ListCommand.print(json: arguments.json, empty: localized("No results.")) { each in
            try store.forEachMatch(of: text, favoritesOnly: favorites, each)
        }
    }
}

import Console
import FoodPinModel
import Localization

/// `foodpin search TEXT [--favorites] [--json]`: the window's search, in a terminal. Streamed like
/// `list`: each match is printed as the scan meets it, and a row that does not match is never decoded
/// beyond its name, type and location (`RestaurantStore.forEachMatch`).
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
        let store = try store()
        let text = invocation.arguments[0], favorites = invocation.flag("favorites")
        try ListCommand.print(json: invocation.flag("json"), empty: localized("No results.")) { each in
            try store.forEachMatch(of: text, favoritesOnly: favorites, each)
        }
    }
}

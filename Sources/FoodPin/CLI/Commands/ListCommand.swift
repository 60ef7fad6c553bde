import Console
import FoodPinModel
import Localization

/// `foodpin list [--favourites] [--json]` (`--favorites` still works)
///
/// Streamed: each restaurant is printed as it is read (`RestaurantStore.forEachRestaurant`), so the
/// first line of a million appears at once and memory does not grow with the list.
enum ListCommand: Subcommand {
    static let configuration = CommandConfiguration(
        name: "list", abstract: localized("List the restaurants in display order."),
        discussion: localized(
            // Translators: keep --json and the key names (id, name, …) as they are; they are what a script reads.
            "A heart (♥) marks a favourite. --json prints an array of objects with the keys id, name, type,\nlocation, image, isFavorite, phone, summary, latitude, longitude and rating (null when absent)."
        ))

    struct Arguments: ParsableArguments {
        @Flag(name: "favourites", aliases: ["favorites"], help: localized("Only the favourites.")) var favorites: Bool
        @Flag(help: localized("Print JSON.")) var json: Bool
    }

    static func run(_ arguments: Arguments, in database: FoodPinCommandLine.Database) throws {
        let store = try database.store()
        let favorites = arguments.favorites
        let empty = favorites ? localized("No favourites.") : localized("No restaurants.")
        try print(json: arguments.json, empty: empty) { each in
            try store.forEachRestaurant(favoritesOnly: favorites, each)
        }
    }

    /// Prints what `produce` hands over, as JSON lines or as text lines (`empty` when there is none),
    /// as it comes; the first restaurant goes out at once.
    static func print(
        json: Bool, empty: String, _ produce: (_ each: (Restaurant) throws -> Void) throws -> Void
    ) throws {
        var output = BufferedOutput()
        var count = 0
        try produce { restaurant in
            if json {
                try output.write((count == 0 ? "[\n  " : ",\n  ") + Self.json(restaurant).text)
            } else {
                try output.write(line(restaurant))
            }
            count += 1
            if count == 1 { try output.flush() }
        }
        if json {
            try output.write(count == 0 ? "[]\n" : "\n]\n")
        } else if count == 0 {
            try output.write(empty + "\n")
        }
        try output.flush()
    }

    /// One restaurant per line, whatever its text holds (control characters shown escaped).
    static func line(_ restaurant: Restaurant) -> String {
        let fields = [restaurant.name, restaurant.type, restaurant.location].map(Console.displayed)
        return "\(restaurant.isFavorite ? "♥" : " ") \(fields.joined(separator: " — "))\n"
    }

    static func json(_ restaurant: Restaurant) -> JSON {
        .object([
            ("id", .string(restaurant.id.uuidString.lowercased())),
            ("name", .string(restaurant.name)),
            ("type", .string(restaurant.type)),
            ("location", .string(restaurant.location)),
            ("image", .string(restaurant.image)),
            ("isFavorite", .bool(restaurant.isFavorite)),
            ("phone", .string(restaurant.phone)),
            ("summary", .string(restaurant.summary)),
            ("latitude", restaurant.coordinate.map { .number($0.latitude) } ?? .null),
            ("longitude", restaurant.coordinate.map { .number($0.longitude) } ?? .null),
            ("rating", .string(restaurant.rating?.rawValue)),
        ])
    }
}

import Console
import FoodPinModel
import Localization

/// `foodpin list [--favorites] [--json]`
enum ListCommand: Subcommand {
    static let configuration = CommandConfiguration(
        name: "list", abstract: localized("List the restaurants in display order."),
        discussion: localized(
            // Translators: keep --json and the key names (id, name, …) as they are; they are what a script reads.
            "A heart (♥) marks a favourite. --json prints an array of objects with the keys id, name, type,\nlocation, image, isFavorite, phone, summary, latitude and longitude (null when absent)."
        ))

    struct Arguments: ParsableArguments {
        @Flag(help: localized("Only the favourites.")) var favorites: Bool
        @Flag(help: localized("Print JSON.")) var json: Bool
    }

    static func run(_ arguments: Arguments, in database: FoodPinCommandLine.Database) throws {
        let store = try database.store()
        let restaurants = arguments.favorites ? try store.favorites() : try store.all()
        if arguments.json {
            try Console.writeOut(JSON.lines(restaurants.map(json)) + "\n")
        } else if restaurants.isEmpty {
            try Console.writeOut(
                (arguments.favorites ? localized("No favourites.") : localized("No restaurants.")) + "\n")
        } else {
            try Console.writeOut(restaurants.map(line).joined())
        }
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
        ])
    }
}

import Console
import FoodPinModel
import Localization

/// `foodpin show NAME|ID [--json]`: every field of one restaurant, as the details page shows them.
enum ShowCommand: Subcommand {
    static let configuration = CommandConfiguration(
        name: "show", abstract: localized("Show every field of one restaurant."),
        discussion: localized("--json prints one object with the keys of `foodpin list --json`."))

    struct Arguments: ParsableArguments {
        @Flag(help: localized("Print JSON.")) var json: Bool
        @Argument("NAME|ID", help: localized("A name (any case), an id, or an id prefix of 4+ digits."))
        var target: String
    }

    static func run(_ arguments: Arguments, in database: FoodPinCommandLine.Database) throws {
        let restaurant = try database.store().find(nameOrID: arguments.target)
        if arguments.json {
            try Console.writeOut(ListCommand.json(restaurant).text + "\n")
        } else {
            try Console.writeOut(text(restaurant))
        }
    }

    /// The name, then one labelled line per field that has a value, then the summary.
    static func text(_ restaurant: Restaurant) -> String {
        var lines = [Console.displayed(restaurant.name) + (restaurant.isFavorite ? " ♥" : "")]
        lines.append(localized("Type: {type}", ["type": Console.displayed(restaurant.type)]))
        lines.append(localized("Location: {location}", ["location": Console.displayed(restaurant.location)]))
        if let coordinate = restaurant.coordinate {
            // Translators: {coordinates} is latitude,longitude in degrees, e.g. 22.28497,114.14939.
            lines.append(localized("Coordinates: {coordinates}", ["coordinates": coordinate.description]))
        }
        if let phone = restaurant.phone, !phone.isEmpty {
            lines.append(localized("Phone: {phone}", ["phone": Console.displayed(phone)]))
        }
        if let image = restaurant.image, !image.isEmpty {
            lines.append(localized("Photo: {path}", ["path": Console.displayed(image)]))
        }
        if let rating = restaurant.rating {
            // Translators: {mood} is one of Awesome, Good, Okay, Bad, Terrible.
            lines.append(localized("Rating: {mood}", ["mood": rating.title]))
        }
        lines.append(localized("Id: {id}", ["id": restaurant.id.uuidString.lowercased()]))
        if let summary = restaurant.summary, !summary.isEmpty {
            lines.append("")
            lines.append(Console.displayed(summary))
        }
        return lines.joined(separator: "\n") + "\n"
    }
}

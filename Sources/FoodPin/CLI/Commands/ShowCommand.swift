import Console
import FoodPinModel
import Localization

/// `foodpin show NAME|ID [--json]`: every field of one restaurant, as the details page shows them.
enum ShowCommand: Subcommand {
    static let command = Command(
        name: "show", abstract: localized("Show every field of one restaurant."),
        discussion: localized("--json prints one object with the keys of `foodpin list --json`."),
        options: [.flag("json", help: localized("Print JSON."))],
        arguments: [Argument("NAME|ID", help: localized("A name (any case), an id, or an id prefix of 4+ digits."))])

    static func run(_ invocation: Invocation, context store: () throws -> RestaurantStore) throws {
        let restaurant = try store().find(nameOrID: invocation.arguments[0])
        if invocation.flag("json") {
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
        if let phone = restaurant.phone, !phone.isEmpty {
            lines.append(localized("Phone: {phone}", ["phone": Console.displayed(phone)]))
        }
        if let image = restaurant.image, !image.isEmpty {
            lines.append(localized("Photo: {path}", ["path": Console.displayed(image)]))
        }
        lines.append(localized("Id: {id}", ["id": restaurant.id.uuidString.lowercased()]))
        if let summary = restaurant.summary, !summary.isEmpty {
            lines.append("")
            lines.append(Console.displayed(summary))
        }
        return lines.joined(separator: "\n") + "\n"
    }
}

import Console
import FoodPinModel
import Localization

/// `foodpin add --name N --type T --location L [--image PATH] [--phone P] [--summary S]`
enum AddCommand: Subcommand {
    static let configuration = CommandConfiguration(
        name: "add", abstract: localized("Add a restaurant at the end of the list."))

    struct Arguments: ParsableArguments {
        @Option(valueName: "NAME", help: localized("The restaurant's name.")) var name: String
        @Option(valueName: "TYPE", help: localized("The kind of food, e.g. \"Coffee & Tea Shop\".")) var type: String
        @Option(valueName: "LOCATION", help: localized("Where it is, e.g. \"Hong Kong\".")) var location: String
        @Option(
            valueName: "PATH",
            help: localized("A PNG, JPEG, GIF, WebP or BMP file to show with it (stored as an absolute path)."))
        var image: String?
        @Option(valueName: "PHONE", help: localized("Its phone number.")) var phone: String?
        @Option(valueName: "TEXT", help: localized("One line about it.")) var summary: String?
    }

    static func run(_ arguments: Arguments, in database: FoodPinCommandLine.Database) throws {
        // Checked before the store opens: a bad photo path changes nothing.
        let image = try arguments.image.flatMap { try PhotoFile.validatedPath($0) }
        let store = try database.store()
        let restaurant = try store.add(
            name: arguments.name, type: arguments.type, location: arguments.location, image: image,
            phone: arguments.phone, summary: arguments.summary)
        let report = localized(
            // Translators: {name} (its id) of the restaurant just added.
            "Added {name} ({id})",
            [
                "name": Console.displayed(restaurant.name),
                "id": restaurant.id.uuidString.lowercased(),
            ])
        try Console.report(report + "\n") {
            try store.delete(ids: [restaurant.id])
        }
    }
}

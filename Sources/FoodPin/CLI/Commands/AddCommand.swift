import Console
import FoodPinModel
import Localization

/// `foodpin add --name N --type T --location L [--image PATH] [--phone P] [--summary S]`
enum AddCommand: Subcommand {
    static let command = Command(
        name: "add", abstract: localized("Add a restaurant at the end of the list."),
        options: [
            .value("name", "NAME", help: localized("The restaurant's name."), required: true),
            .value("type", "TYPE", help: localized("The kind of food, e.g. \"Coffee & Tea Shop\"."), required: true),
            .value("location", "LOCATION", help: localized("Where it is, e.g. \"Hong Kong\"."), required: true),
            .value(
                "image", "PATH",
                help: localized("A PNG, JPEG, GIF, WebP or BMP file to show with it (stored as an absolute path).")),
            .value("phone", "PHONE", help: localized("Its phone number.")),
            .value("summary", "TEXT", help: localized("One line about it.")),
        ])

    static func run(_ invocation: Invocation, context store: () throws -> RestaurantStore) throws {
        // Checked before the store opens: a bad photo path changes nothing.
        let image = try invocation.value("image").flatMap { try PhotoFile.validatedPath($0) }
        let store = try store()
        let restaurant = try store.add(
            name: invocation.value("name") ?? "", type: invocation.value("type") ?? "",
            location: invocation.value("location") ?? "", image: image,
            phone: invocation.value("phone"), summary: invocation.value("summary"))
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

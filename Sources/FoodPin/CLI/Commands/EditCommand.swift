import Console
import FoodPinModel
import Localization

/// `foodpin edit NAME|ID [--name N] [--type T] [--location L] [--phone P] [--summary S] [--image PATH | --no-image]`
enum EditCommand: Subcommand {
    static let configuration = CommandConfiguration(
        name: "edit", abstract: localized("Change fields of a restaurant; the others stay as they are."),
        discussion: localized("An empty --phone or --summary removes it; name, type and location cannot be blank."))

    struct Arguments: ParsableArguments {
        @Option(valueName: "NAME", help: localized("The new name.")) var name: String?
        @Option(valueName: "TYPE", help: localized("The new kind of food.")) var type: String?
        @Option(valueName: "LOCATION", help: localized("Where it is.")) var location: String?
        @Option(valueName: "PHONE", help: localized("Its phone number (\"\" removes it).")) var phone: String?
        @Option(valueName: "TEXT", help: localized("One line about it (\"\" removes it).")) var summary: String?
        @Option(valueName: "PATH", help: localized("A PNG, JPEG, GIF, WebP or BMP file to show with it."))
        var image: String?
        @Flag(help: localized("Remove the photo.")) var noImage: Bool
        @Argument("NAME|ID", help: localized("A name (any case), an id, or an id prefix of 4+ digits."))
        var target: String

        func validate() throws {
            if image != nil, noImage {
                throw ValidationError(localized("--image and --no-image cannot be used together"))
            }
            guard givesAnyOption else {
                throw ValidationError(
                    localized(
                        "nothing to change: give at least one of --name, --type, --location, --phone, --summary, --image, --no-image"
                    ))
            }
        }
    }

    static func run(_ arguments: Arguments, in database: FoodPinCommandLine.Database) throws {
        // Checked before the store opens: a bad photo path changes nothing.
        let image = try arguments.image.flatMap { try PhotoFile.validatedPath($0) }
        let store = try database.store()
        let original = try store.find(nameOrID: arguments.target)
        var edited = original
        if let name = arguments.name { edited.name = name }
        if let type = arguments.type { edited.type = type }
        if let location = arguments.location { edited.location = location }
        if let phone = arguments.phone { edited.phone = phone.isEmpty ? nil : phone }
        if let summary = arguments.summary { edited.summary = summary.isEmpty ? nil : summary }
        if arguments.image != nil || arguments.noImage { edited.image = image }
        try store.update(edited)
        let message = localized(
            "Updated {name} ({id})",
            [
                "name": Console.displayed(edited.name),
                "id": edited.id.uuidString.lowercased(),
            ])
        try Console.report(message + "\n") { try store.update(original) }
    }
}

import Console
import FoodPinModel
import Localization

/// `foodpin edit NAME|ID [--name N] [--type T] [--location L] [--phone P] [--summary S] [--image PATH | --no-image]`
enum EditCommand: Subcommand {
    static let command = Command(
        name: "edit", abstract: localized("Change fields of a restaurant; the others stay as they are."),
        discussion: localized("An empty --phone or --summary removes it; name, type and location cannot be blank."),
        options: [
            .value("name", "NAME", help: localized("The new name.")),
            .value("type", "TYPE", help: localized("The new kind of food.")),
            .value("location", "LOCATION", help: localized("Where it is.")),
            .value("phone", "PHONE", help: localized("Its phone number (\"\" removes it).")),
            .value("summary", "TEXT", help: localized("One line about it (\"\" removes it).")),
            .value("image", "PATH", help: localized("A PNG, JPEG, GIF, WebP or BMP file to show with it.")),
            .flag("no-image", help: localized("Remove the photo.")),
        ],
        arguments: [Argument("NAME|ID", help: localized("A name (any case), an id, or an id prefix of 4+ digits."))])

    static let fields = ["name", "type", "location", "phone", "summary", "image", "no-image"]

    static func run(_ invocation: Invocation, context store: () throws -> RestaurantStore) throws {
        let path = ["foodpin", "edit"]
        if invocation.value("image") != nil, invocation.flag("no-image") {
            throw UsageError(localized("--image and --no-image cannot be used together"), commandPath: path)
        }
        guard fields.contains(where: { invocation.value($0) != nil || ($0 == "no-image" && invocation.flag($0)) })
        else {
            throw UsageError(
                localized(
                    "nothing to change: give at least one of --name, --type, --location, --phone, --summary, --image, --no-image"
                ),
                commandPath: path)
        }
        // Checked before the store opens: a bad photo path changes nothing.
        let image = try invocation.value("image").flatMap { try PhotoFile.validatedPath($0) }
        let store = try store()
        let original = try store.find(nameOrID: invocation.arguments[0])
        var edited = original
        if let name = invocation.value("name") { edited.name = name }
        if let type = invocation.value("type") { edited.type = type }
        if let location = invocation.value("location") { edited.location = location }
        if let phone = invocation.value("phone") { edited.phone = phone.isEmpty ? nil : phone }
        if let summary = invocation.value("summary") { edited.summary = summary.isEmpty ? nil : summary }
        if invocation.value("image") != nil || invocation.flag("no-image") { edited.image = image }
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

import Console
import FoodPinModel

/// `foodpin add --name N --type T --location L [--image PATH] [--phone P] [--summary S]`
enum AddCommand: Subcommand {
    static let command = Command(
        name: "add", abstract: "Add a restaurant at the end of the list.",
        options: [
            .value("name", "NAME", help: "The restaurant's name.", required: true),
            .value("type", "TYPE", help: "The kind of food, e.g. \"Coffee & Tea Shop\".", required: true),
            .value("location", "LOCATION", help: "Where it is, e.g. \"Hong Kong\".", required: true),
            .value("image", "PATH", help: "An image file to show with it."),
            .value("phone", "PHONE", help: "Its phone number."),
            .value("summary", "TEXT", help: "One line about it."),
        ])

    static func run(_ invocation: Invocation, context store: () throws -> RestaurantStore) throws {
        let restaurant = try store().add(
            name: invocation.value("name") ?? "", type: invocation.value("type") ?? "",
            location: invocation.value("location") ?? "", image: invocation.value("image"),
            phone: invocation.value("phone"), summary: invocation.value("summary"))
        Console.writeOut("Added \(restaurant.name) (\(restaurant.id.uuidString.lowercased()))\n")
    }
}

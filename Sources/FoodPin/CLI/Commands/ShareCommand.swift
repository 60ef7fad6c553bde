import Console
import FoodPinModel
import Foundation
import Localization

/// `foodpin share NAME|ID`: what the Share action would hand over.
enum ShareCommand: Subcommand {
    static let command = Command(
        name: "share",
        abstract: localized("Print the text to share (and the image path, when it is a readable image)."),
        arguments: [Argument("NAME|ID", help: localized("A name (any case), an id, or an id prefix of 4+ digits."))])

    static func run(_ invocation: Invocation, context store: () throws -> RestaurantStore) throws {
        let restaurant = try store().find(nameOrID: invocation.arguments[0])
        var output = Console.displayed(restaurant.shareText) + "\n"
        if let image = restaurant.image, (try? PhotoFile(path: image)) != nil {
            output += Console.displayed(image) + "\n"
        }
        try Console.writeOut(output)
    }
}

import Console
import FoodPinModel
import Foundation
import Localization

/// `foodpin share NAME|ID`: what the Share action would hand over.
enum ShareCommand: Subcommand {
    static let configuration = CommandConfiguration(
        name: "share",
        abstract: localized("Print the text to share (and the image path, when it is a readable image)."))

    struct Arguments: ParsableArguments {
        @Argument("NAME|ID", help: localized("A name (any case), an id, or an id prefix of 4+ digits."))
        var target: String
    }

    static func run(_ arguments: Arguments, in database: FoodPinCommandLine.Database) throws {
        let restaurant = try database.store().find(nameOrID: arguments.target)
        var output = Console.displayed(restaurant.shareText) + "\n"
        if let image = restaurant.image, (try? PhotoFile(path: image)) != nil {
            output += Console.displayed(image) + "\n"
        }
        try Console.writeOut(output)
    }
}

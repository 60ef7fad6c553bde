import Console
import FoodPinModel
import Foundation

/// `foodpin share NAME|ID`: what the Share action would hand over.
enum ShareCommand: Subcommand {
    static let command = Command(
        name: "share", abstract: "Print the text to share (and the image path, when the image file exists).",
        arguments: [Argument("NAME|ID", help: "A name (any case), an id, or an id prefix of 4+ digits.")])

    static func run(_ invocation: Invocation, context store: () throws -> RestaurantStore) throws {
        let restaurant = try store().find(nameOrID: invocation.arguments[0])
        var output = restaurant.shareText + "\n"
        if let image = restaurant.image, FileManager.default.fileExists(atPath: image) {
            output += image + "\n"
        }
        Console.writeOut(output)
    }
}

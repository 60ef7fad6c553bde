import Console
import FoodPinModel

/// `foodpin restore-samples`
enum RestoreSamplesCommand: Subcommand {
    static let command = Command(
        name: "restore-samples", abstract: "Put back the sample restaurants that were deleted.")

    static func run(_ invocation: Invocation, context store: () throws -> RestaurantStore) throws {
        let added = try store().restoreSamples()
        Console.writeOut(added == 0 ? "All samples are present\n"
                                    : "Restored \(added) sample\(added == 1 ? "" : "s")\n")
    }
}

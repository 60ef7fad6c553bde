import Console
import FoodPinModel

/// `foodpin add-synthetic COUNT` (hidden): fills a database for benchmarks and UI tests.
enum AddSyntheticCommand: Subcommand {
    static let command = Command(
        name: "add-synthetic", abstract: "Append COUNT generated restaurants in one transaction.",
        arguments: [Argument("COUNT", help: "How many (1 to 10,000,000).")], isHidden: true)

    static func run(_ invocation: Invocation, context store: () throws -> RestaurantStore) throws {
        guard let count = Int(invocation.arguments[0]), (1...10_000_000).contains(count) else {
            throw UsageError("COUNT must be a number from 1 to 10000000", commandPath: ["foodpin", "add-synthetic"])
        }
        try store().addSynthetic(count: count)
        Console.writeOut("Added \(count) restaurants\n")
    }
}

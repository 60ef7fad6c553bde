import Console
import FoodPinModel
import Localization

/// `foodpin add-synthetic COUNT` (hidden): fills a database for benchmarks and UI tests.
enum AddSyntheticCommand: Subcommand {
    static let configuration = CommandConfiguration(
        name: "add-synthetic", abstract: localized("Append COUNT generated restaurants in one transaction."),
        isHidden: true)

    struct Arguments: ParsableArguments {
        @Argument("COUNT", help: localized("How many (1 to 10,000,000).")) var count: String
    }

    static func run(_ arguments: Arguments, in database: FoodPinCommandLine.Database) throws {
        let argument = arguments.count
        guard let count = Int(argument), (1...10_000_000).contains(count) else {
            guard argument.allSatisfy(\.isASCII), argument.allSatisfy(\.isWholeNumber), !argument.isEmpty else {
                throw UsageError(
                    localized("COUNT must be a number from 1 to 10000000 (got '{argument}')", ["argument": argument]),
                    commandPath: ["foodpin", "add-synthetic"])
            }
            throw CommandFailure(localized("COUNT must be from 1 to 10000000 (got {argument})", ["argument": argument]))
        }
        try database.store().addSynthetic(count: count)
        // A benchmark helper: its rows stay even when this line cannot be written (exit 1 says so).
        try Console.writeOut(
            localizedPlural(one: "Added {count} restaurant", other: "Added {count} restaurants", count: count) + "\n")
    }
}

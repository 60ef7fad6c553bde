import Console
import FoodPinModel
import Localization

/// `foodpin restore-samples`
enum RestoreSamplesCommand: Subcommand {
    static let configuration = CommandConfiguration(
        name: "restore-samples", abstract: localized("Put back the sample restaurants that were deleted."))

    static func run(_: NoArguments, in database: FoodPinCommandLine.Database) throws {
        let store = try database.store()
        let sampleIDs = Restaurant.samples.map(\.id)
        let present = Set(try store.restaurants(withIDs: sampleIDs).keys)
        let added = try store.restoreSamples()
        let report =
            added == 0
            ? localized("All samples are present")
            : localizedPlural(one: "Restored {count} sample", other: "Restored {count} samples", count: added)
        try Console.report(report + "\n") {
            try store.delete(ids: sampleIDs.filter { !present.contains($0) })
        }
    }
}

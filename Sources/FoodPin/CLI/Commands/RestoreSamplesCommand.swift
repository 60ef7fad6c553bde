import Console
import FoodPinModel

/// `foodpin restore-samples`
enum RestoreSamplesCommand: Subcommand {
    static let command = Command(
        name: "restore-samples", abstract: "Put back the sample restaurants that were deleted.")

    static func run(_ invocation: Invocation, context store: () throws -> RestaurantStore) throws {
        let store = try store()
        let sampleIDs = Restaurant.samples.map(\.id)
        let present = Set(try store.restaurants(withIDs: sampleIDs).keys)
        let added = try store.restoreSamples()
        try Console.report(added == 0 ? "All samples are present\n" : "Restored \(added) sample\(added == 1 ? "" : "s")\n") {
            try store.delete(ids: sampleIDs.filter { !present.contains($0) })
        }
    }
}

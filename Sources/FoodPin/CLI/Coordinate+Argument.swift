// Why this file exists: `--coordinates LAT,LON` (add, edit) reads its value as the model's
// `Coordinate`, so a value that is not two numbers in range is a usage error (exit 2) with the
// model's reason, before any database is opened.
import Console
import FoodPinModel

extension Coordinate: ArgumentValue {
    public init(argument text: String) throws {
        do {
            self = try Coordinate.parse(text)
        } catch {
            throw InvalidArgument(error.description)
        }
    }
}

import Console
import FoodPinModel
import Localization

/// `foodpin delete NAME|ID...`
enum DeleteCommand: Subcommand {
    static let configuration = CommandConfiguration(
        name: "delete", abstract: localized("Delete restaurants (all or none: one transaction)."))

    struct Arguments: ParsableArguments {
        @Argument("NAME|ID", help: localized("A name (any case), an id, or an id prefix of 4+ digits."))
        var targets: [String]
    }

    static func run(_ arguments: Arguments, in database: FoodPinCommandLine.Database) throws {
        let store = try database.store()
        // Resolve every argument first, so that one bad name deletes nothing.
        let targets = try arguments.targets.map { try store.find(nameOrID: $0) }
        let deleted = try store.delete(ids: targets.map(\.id))
        let lines = deleted.elements.map {
            localized(
                "Deleted {name} ({id})", ["name": Console.displayed($0.name), "id": $0.id.uuidString.lowercased()])
                + "\n"
        }
        try Console.report(lines.joined()) { try store.restore(deleted) }
    }
}

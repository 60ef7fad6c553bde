import Console
import FoodPinModel
import Localization

/// `foodpin delete NAME|ID...`
enum DeleteCommand: Subcommand {
    static let command = Command(
        name: "delete", abstract: localized("Delete restaurants (all or none: one transaction)."),
        arguments: [
            Argument(
                "NAME|ID", help: localized("A name (any case), an id, or an id prefix of 4+ digits."), arity: .oneOrMore
            )
        ])

    static func run(_ invocation: Invocation, context store: () throws -> RestaurantStore) throws {
        let store = try store()
        // Resolve every argument first, so that one bad name deletes nothing.
        let targets = try invocation.arguments.map { try store.find(nameOrID: $0) }
        let deleted = try store.delete(ids: targets.map(\.id))
        let lines = deleted.elements.map {
            localized(
                "Deleted {name} ({id})", ["name": Console.displayed($0.name), "id": $0.id.uuidString.lowercased()])
                + "\n"
        }
        try Console.report(lines.joined()) { try store.restore(deleted) }
    }
}

import Console
import FoodPinModel

/// `foodpin delete NAME|ID...`
enum DeleteCommand: Subcommand {
    static let command = Command(
        name: "delete", abstract: "Delete restaurants (all or none: one transaction).",
        arguments: [Argument("NAME|ID", help: "A name (any case), an id, or an id prefix of 4+ digits.", arity: .oneOrMore)])

    static func run(_ invocation: Invocation, context store: () throws -> RestaurantStore) throws {
        let store = try store()
        // Resolve every argument first, so that one bad name deletes nothing.
        let targets = try invocation.arguments.map { try store.find(nameOrID: $0) }
        let deleted = try store.delete(ids: targets.map(\.id))
        let lines = deleted.elements.map { "Deleted \(Console.displayed($0.name)) (\($0.id.uuidString.lowercased()))\n" }
        try Console.report(lines.joined()) { try store.restore(deleted) }
    }
}

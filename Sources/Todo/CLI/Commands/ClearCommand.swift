import Console
import FoodPinModel

/// `todo clear`
enum ClearCommand: Subcommand {
    static let command = Command(name: "clear", abstract: "Remove every item.")

    static func run(_ invocation: Invocation, context list: () throws -> TodoList) throws {
        let list = try list()
        let cleared = try list.clear()
        let removed = cleared.elements.count
        try Console.report(removed == 0 ? "The list was already empty.\n"
                                        : "Removed \(removed) item\(removed == 1 ? "" : "s").\n") {
            try list.restore(cleared)
        }
    }
}

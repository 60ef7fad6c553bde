import Console
import FoodPinModel
import Localization

/// `todo clear`
enum ClearCommand: Subcommand {
    static let command = Command(name: "clear", abstract: localized("Remove every item."))

    static func run(_ invocation: Invocation, context list: () throws -> TodoList) throws {
        let list = try list()
        let cleared = try list.clear()
        let removed = cleared.elements.count
        let report = removed == 0 ? localized("The list was already empty.")
            : localizedPlural(one: "Removed {count} item.", other: "Removed {count} items.", count: removed)
        try Console.report(report + "\n") {
            try list.restore(cleared)
        }
    }
}

import Console
import FoodPinModel
import Localization

/// `todo clear [--completed]`
enum ClearCommand: Subcommand {
    static let command = Command(
        name: "clear", abstract: localized("Remove every item."),
        options: [.flag("completed", help: localized("Remove only the items that are done."))])

    static func run(_ invocation: Invocation, context list: () throws -> TodoList) throws {
        let list = try list()
        if invocation.flag("completed") {
            let cleared = try list.clearCompleted()
            let removed = cleared.elements.count
            try Console.report(
                (removed == 0
                    ? localized("No item was done.")
                    : localizedPlural(
                        one: "Removed {count} done item.", other: "Removed {count} done items.", count: removed)) + "\n"
            ) {
                try list.restore(cleared)
            }
            return
        }
        let cleared = try list.clear()
        let removed = cleared.elements.count
        let report =
            removed == 0
            ? localized("The list was already empty.")
            : localizedPlural(one: "Removed {count} item.", other: "Removed {count} items.", count: removed)
        try Console.report(report + "\n") {
            try list.restore(cleared)
        }
    }
}

import Console
import FoodPinModel
import Localization

/// `todo clear [--completed]`
enum ClearCommand: Subcommand {
    static let command = Command(name: "clear", abstract: "Remove every item.",
                                 options: [.flag("completed", help: localized("Remove only the items that are done."))])

    static func run(_ invocation: Invocation, context list: () throws -> TodoList) throws {
        let list = try list()
        if invocation.flag("completed") {
            let cleared = try list.clearCompleted()
            let removed = cleared.elements.count
            try Console.report((removed == 0 ? localized("No item was done.")
                : localizedPlural(one: "Removed {count} done item.", other: "Removed {count} done items.", count: removed)) + "\n") {
                try list.restore(cleared)
            }
            return
        }
        let cleared = try list.clear()
        let removed = cleared.elements.count
        try Console.report(removed == 0 ? "The list was already empty.\n"
                                        : "Removed \(removed) item\(removed == 1 ? "" : "s").\n") {
            try list.restore(cleared)
        }
    }
}

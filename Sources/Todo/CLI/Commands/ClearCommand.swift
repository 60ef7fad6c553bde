import Console
import FoodPinModel
import Localization

/// `todo clear [--completed]`
enum ClearCommand: Subcommand {
    static let configuration = CommandConfiguration(name: "clear", abstract: localized("Remove every item."))

    struct Arguments: ParsableArguments {
        @Flag(help: localized("Remove only the items that are done.")) var completed: Bool
    }

    static func run(_ arguments: Arguments, in database: TodoCommandLine.Database) throws {
        let list = try database.list()
        if arguments.completed {
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

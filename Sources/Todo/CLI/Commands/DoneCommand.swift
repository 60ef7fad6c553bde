import Console
import FoodPinModel
import Localization

/// `todo done N...`: ticks items off (all or none: one number with no item changes nothing).
enum DoneCommand: Subcommand {
    static let configuration = CommandConfiguration(
        name: "done", abstract: localized("Mark items N... as done (numbered from 1, as `todo list` shows)."))

    struct Arguments: ParsableArguments {
        @Argument("N", help: localized("An item's number.")) var numbers: [ItemNumber]
    }

    static func run(_ arguments: Arguments, in database: TodoCommandLine.Database) throws {
        try DoneState.set(true, arguments.numbers, list: database.list())
    }
}

/// What `todo done` and `todo undone` share.
enum DoneState {
    static func set(_ done: Bool, _ numbers: [ItemNumber], list: TodoList) throws {
        let targets = try ItemNumber.resolve(numbers, in: try list.items)
        let changed = Set(try list.setDone(targets.map(\.item.id), done).map(\.id))
        let lines = targets.map { target -> String in
            let values: KeyValuePairs<String, String> = [
                "number": String(target.number), "text": Console.displayed(target.item.text),
            ]
            let line =
                switch (done, changed.contains(target.item.id)) {
                case (true, true): localized("Item {number} is done: {text}", values)
                case (true, false): localized("Item {number} was already done: {text}", values)
                case (false, true): localized("Item {number} is to do again: {text}", values)
                case (false, false): localized("Item {number} was not done: {text}", values)
                }
            return line + "\n"
        }
        try Console.report(lines.joined()) { try list.setDone(Array(changed), !done) }
    }
}

import Console
import FoodPinModel
import Localization

/// Item numbers as typed on the command line (`todo remove 2`, `todo done 1 3`): numbered from 1 in
/// `todo list`'s order. Shared by every command that names items.
enum ItemNumbers {
    /// Checks that `argument` is a whole number; anything else is a wrong command line (exit 2).
    static func checkSyntax(_ argument: String, command: String) throws {
        // Not a whole number: the command line is wrong (2). A number with no item — 0, past the end,
        // or too large for any list — is a request that cannot be met (1), like any missing item.
        guard !argument.isEmpty, argument.allSatisfy({ $0.isASCII && $0.isWholeNumber }) else {
            throw UsageError(
                localized("N must be a whole number from 1 (got '{argument}')", ["argument": argument]),
                commandPath: ["todo", command])
        }
    }

    /// The items numbered by `arguments` in `items` (`todo list`'s order), each once, in the order
    /// given; all or none: one number with no item is an error naming it, and nothing is resolved.
    static func resolve(_ arguments: [String], command: String, in items: [TodoItem]) throws -> [(
        number: Int, item: TodoItem
    )] {
        for argument in arguments { try checkSyntax(argument, command: command) }
        var seen: Set<Int> = []
        var resolved: [(number: Int, item: TodoItem)] = []
        for argument in arguments {
            guard let number = Int(argument), number >= 1, number <= items.count else {
                throw TodoError.noItemNumbered(argument, count: items.count)
            }
            if seen.insert(number).inserted { resolved.append((number, items[number - 1])) }
        }
        return resolved
    }
}

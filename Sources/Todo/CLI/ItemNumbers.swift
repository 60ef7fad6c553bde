import Console
import FoodPinModel
import Localization

/// An item's number as typed on the command line (`todo remove 2`, `todo done 1 3`): numbered from 1
/// in `todo list`'s order. Text that is not a whole number is a wrong command line (exit 2); a number
/// with no item — 0, past the end, or too large for any list — is a request that cannot be met (1),
/// like any missing item, and keeps the text typed for the message.
struct ItemNumber: ArgumentValue {
    /// What was typed.
    let text: String
    /// Its value; nil when too large for an `Int` (no list has such an item).
    let value: Int?

    init(argument text: String) throws {
        guard !text.isEmpty, text.allSatisfy({ $0.isASCII && $0.isWholeNumber }) else {
            throw InvalidArgument(localized("N must be a whole number from 1 (got '{argument}')", ["argument": text]))
        }
        self.text = text
        value = Int(text)
    }

    /// The items numbered by `numbers` in `items` (`todo list`'s order), each once, in the order
    /// given; all or none: one number with no item is an error naming it, and nothing is resolved.
    static func resolve(_ numbers: [ItemNumber], in items: [TodoItem]) throws -> [(number: Int, item: TodoItem)] {
        var seen: Set<Int> = []
        var resolved: [(number: Int, item: TodoItem)] = []
        for number in numbers {
            guard let value = number.value, value >= 1, value <= items.count else {
                throw TodoError.noItemNumbered(number.text, count: items.count)
            }
            if seen.insert(value).inserted { resolved.append((value, items[value - 1])) }
        }
        return resolved
    }
}

import Foundation
import Localization

/// Why the to-do list refused a change. `description` is a sentence to show the user.
public enum TodoError: Error, CustomStringConvertible, Sendable, Equatable {
    /// The text was empty or whitespace only; nothing was stored.
    case emptyText
    /// No item at this index (0-based) in a list of `count` items.
    case noItem(index: Int, count: Int)
    /// No item with this number (as typed: it may be 0 or too large for any list) in a list of
    /// `count` items.
    case noItemNumbered(String, count: Int)

    public var description: String {
        switch self {
        case .emptyText:
            localized("An item needs some text.")
        case let .noItem(index, count):
            Self.missing(String(index + 1), count: count)
        case let .noItemNumbered(number, count):
            Self.missing(number, count: count)
        }
    }

    private static func missing(_ number: String, count: Int) -> String {
        count == 0
            ? localized("There is no item {number}: the list is empty.", ["number": number])
            : localizedPlural(
                one: "There is no item {number}: the list has {count} item.",
                other: "There is no item {number}: the list has {count} items.",
                count: count, ["number": number])
    }
}

import Foundation

/// Why the to-do list refused a change. `description` is a sentence to show the user.
public enum TodoError: Error, CustomStringConvertible, Sendable, Equatable {
    /// The text was empty or whitespace only; nothing was stored.
    case emptyText
    /// No item at this index (0-based) in a list of `count` items.
    case noItem(index: Int, count: Int)

    public var description: String {
        switch self {
        case .emptyText:
            "An item needs some text."
        case let .noItem(index, count):
            count == 0 ? "There is no item \(index + 1): the list is empty."
                : "There is no item \(index + 1): the list has \(count) item\(count == 1 ? "" : "s")."
        }
    }
}

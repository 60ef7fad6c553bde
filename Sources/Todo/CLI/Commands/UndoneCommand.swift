import Console
import FoodPinModel
import Localization

/// `todo undone N...`: puts done items back among the open ones, where they were.
enum UndoneCommand: Subcommand {
    static let command = Command(
        name: "undone", abstract: localized("Mark items N... as not done, back where they were."),
        arguments: [Argument("N", help: localized("An item's number."), arity: .oneOrMore)])

    static func run(_ invocation: Invocation, context list: () throws -> TodoList) throws {
        try DoneState.set(false, invocation, command: "undone", list: list)
    }
}

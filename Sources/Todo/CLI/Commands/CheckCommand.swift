import Console
import FoodPinModel

/// `todo check`: whether the database file is sound, without writing to it.
enum CheckCommand: Subcommand {
    static let command = Command(name: "check", abstract: DatabaseCheck.abstract, discussion: DatabaseCheck.discussion)

    static func run(_ invocation: Invocation, context _: () throws -> TodoList) throws {
        let path = try DatabaseLocation.resolve(explicitPath: invocation.value(DatabaseLocation.optionName))
        try Console.writeOut(Console.displayed(try DatabaseCheck.verify(path: path)) + "\n")
    }
}

// The command-line presentation of the to-do list: the same model as the window, one subcommand per file.
//
// Threading rule: runs on the main thread, synchronously, and exits.
import Console
import FoodPinModel
import Foundation
import Localization

/// The root of `todo`: its configuration and dispatch only.
enum TodoCommandLine {
    static var subcommands: [any Subcommand<TodoList>.Type] {
        [
            ListCommand.self, AddCommand.self, RemoveCommand.self, DoneCommand.self, UndoneCommand.self,
            EditCommand.self,
            ClearCommand.self, CheckCommand.self,
            AccountCommand.self, SyncCommand.self,
        ]
    }

    static let root = Command(
        name: "todo",
        abstract: localized("To-Do: a list of things to do. With no command, opens the window."),
        discussion: DatabaseLocation.optionDiscussion,
        options: [.path(DatabaseLocation.optionName, help: DatabaseLocation.optionHelp)],
        subcommands: subcommands.map { $0.command }, version: FoodPinRelease.version)

    /// Runs a subcommand, or returns `.noSubcommand` for `main` to open the window.
    static func run(_ arguments: [String]) -> Console.Outcome {
        Console.run(root, subcommands: subcommands, arguments: arguments) { invocation in
            try TodoList(path: DatabaseLocation.resolve(explicitPath: invocation.value(DatabaseLocation.optionName)))
        }
    }
}

// The command-line presentation of the to-do list: the same model as the window, one subcommand per file.
//
// Threading rule: runs on the main thread, synchronously, and exits.
import Console
import FoodPinModel
import Foundation
import Localization

/// The root of `todo`: its configuration and dispatch only.
enum TodoCommandLine {
    static var subcommands: [any Subcommand<Database>.Type] {
        [
            ListCommand.self, AddCommand.self, RemoveCommand.self, DoneCommand.self, UndoneCommand.self,
            EditCommand.self,
            ClearCommand.self, CheckCommand.self,
            AccountCommand.self, SyncCommand.self,
        ]
    }

    static let root = CommandConfiguration(
        name: "todo",
        abstract: localized("To-Do: a list of things to do. With no command, opens the window."),
        discussion: DatabaseLocation.optionDiscussion, version: FoodPinRelease.version)

    /// The root's options: `--db` for every command (and the window: `todo --db PATH`), the launcher
    /// action for the window alone.
    struct Globals: ParsableArguments {
        @Option(
            name: DatabaseLocation.optionName, valueName: "PATH", allowsEmpty: false, help: DatabaseLocation.optionHelp)
        var databasePath: String?
        // The desktop file's launcher action (its Exec line): the window opens ready for a new to-do.
        // The root's alone: a command would take it and ignore it.
        @Flag(inherited: false, help: localized("Open the window ready to type a new to-do.")) var newTodo: Bool
    }

    /// The database a command works on, opened only when the command asks for it.
    struct Database {
        /// `--db`, if given.
        let explicitPath: String?

        /// The file the command line names (`--db`, `$FOODPIN_DB`, the default), not opened.
        func path() throws -> String { try DatabaseLocation.resolve(explicitPath: explicitPath) }

        func list() throws -> TodoList { try TodoList(path: path()) }
    }

    /// Runs a subcommand, or returns `.noSubcommand` for `main` to open the window.
    static func run(_ arguments: [String]) -> Console.Outcome<Globals> {
        Console.run(root, globals: Globals.self, subcommands: subcommands, arguments: arguments) { globals in
            Database(explicitPath: globals.databasePath)
        }
    }
}

// The command-line presentation of the to-do list: the same model as the window, one subcommand per file.
//
// Threading rule: runs on the main thread, synchronously, and exits.
import Console
import FoodPinModel
import Foundation

/// The root of `todo`: its configuration and dispatch only.
enum TodoCommandLine {
    /// A subcommand: its specification and what it does.
    protocol Subcommand {
        static var command: Command { get }
        static func run(_ invocation: Invocation, list: () throws -> TodoList) throws
    }

    static var subcommands: [any Subcommand.Type] {
        [ListCommand.self, AddCommand.self, RemoveCommand.self, ClearCommand.self]
    }

    static let root = Command(
        name: "todo",
        abstract: "To-Do: a list of things to do. With no command, opens the window.",
        discussion: "The database is --db PATH, else $FOODPIN_DB, else $XDG_DATA_HOME/foodpin/foodpin.sqlite3.",
        options: [.value("db", "PATH", help: "Use the database at PATH.")],
        subcommands: subcommands.map { $0.command })

    /// What `main` should do after looking at the command line.
    enum Decision {
        case exit(Int32)
        case graphical(databasePath: String?)
    }

    /// Runs a subcommand, or tells `main` to open the window.
    static func main(_ arguments: [String]) -> Decision {
        let outcome = Console.run(root, arguments: arguments) { invocation in
            guard let name = invocation.subcommand,
                  let subcommand = subcommands.first(where: { $0.command.name == name }) else { return }
            try subcommand.run(invocation) {
                try TodoList(path: DatabaseLocation.resolve(explicitPath: invocation.value("db")))
            }
        }
        switch outcome {
        case .exit(let status): return .exit(status)
        case .noSubcommand(let invocation): return .graphical(databasePath: invocation.value("db"))
        }
    }
}

// The `todo` executable: a command-line presentation when given a subcommand, the GNOME app otherwise.
import Console
import FoodPinModel
import Foundation
import Localization

// Before anything can open a file: a closed stdout must not become a database, nor SIGPIPE a signal.
StandardStreams.prepare()
// The user's language, before the first message (and before GTK reads its text direction).
Localization.prepare()

// The arguments as given: one that is not UTF-8 must not become the name of another file.
let arguments: [String]
do { arguments = try ProcessArguments.decoded(for: TodoCommandLine.root) } catch {
    exit(Console.reportUsage(error, of: TodoCommandLine.root.name))
}

switch TodoCommandLine.run(arguments) {
case .exit(let status):
    exit(status)
case .noSubcommand(let globals):
    exit(runGraphicalApp(databasePath: globals.databasePath, newTodo: globals.newTodo))
}

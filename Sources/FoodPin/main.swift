// The `foodpin` executable: a command-line presentation when given a subcommand, the GNOME app otherwise.
import Foundation

switch FoodPinCommandLine.run(Array(CommandLine.arguments.dropFirst())) {
case .exit(let status):
    exit(status)
case .noSubcommand(let invocation):
    exit(runGraphicalApp(databasePath: invocation.value("db")))
}

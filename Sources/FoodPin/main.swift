// The `foodpin` executable: a command-line presentation when given a subcommand, the GNOME app otherwise.
import Foundation

switch FoodPinCommandLine.main(Array(CommandLine.arguments.dropFirst())) {
case .exit(let status):
    exit(status)
case .graphical(let databasePath):
    exit(runGraphicalApp(databasePath: databasePath))
}

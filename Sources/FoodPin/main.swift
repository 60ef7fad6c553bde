// The `foodpin` executable: a command-line presentation when given a subcommand, the GNOME app otherwise.
import Console
import FoodPinModel
import Foundation
import Localization

// Before anything can open a file: a closed stdout must not become a database, nor SIGPIPE a signal.
StandardStreams.prepare()
// The user's language, before the first message (and before GTK reads its text direction).
Localization.prepare()

// Started by D-Bus (the desktop file's DBusActivatable, GNOME Shell's search): the app, with no window yet.
if DBusActivation.isServiceLaunch(CommandLine.arguments.dropFirst()) {
    exit(runGraphicalApp(databasePath: nil, asService: true))
}

// The arguments as given: one that is not UTF-8 must not become the name of another file.
let arguments: [String]
do { arguments = try ProcessArguments.decoded(for: FoodPinCommandLine.root) } catch {
    exit(Console.reportUsage(error, of: FoodPinCommandLine.root.name))
}

switch FoodPinCommandLine.run(arguments) {
case .exit(let status):
    exit(status)
case .noSubcommand(let globals):
    let launchAction: FoodPinAction? = globals.newRestaurant ? .newRestaurant : globals.search ? .search : nil
    exit(runGraphicalApp(databasePath: globals.databasePath, launchAction: launchAction))
}

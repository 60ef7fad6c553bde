// The command-line presentation of FoodPin: the same model as the window, one subcommand per file.
//
// Threading rule: runs on the main thread, synchronously, and exits.
import Console
import FoodPinModel
import Foundation
import Localization

/// The root of `foodpin`: its configuration and dispatch only.
enum FoodPinCommandLine {
    static var subcommands: [any Subcommand<RestaurantStore>.Type] {
        [
            ListCommand.self, AddCommand.self, DeleteCommand.self, FavoriteCommand.self, ShareCommand.self,
            RestoreSamplesCommand.self, CheckCommand.self, AddSyntheticCommand.self,
            ShowCommand.self, EditCommand.self, SearchCommand.self,
        ]
    }

    static let root = Command(
        name: "foodpin",
        abstract: localized("FoodPin: your favourite restaurants. With no command, opens the window."),
        discussion: DatabaseLocation.optionDiscussion,
        options: [.path(DatabaseLocation.optionName, help: DatabaseLocation.optionHelp)],
        subcommands: subcommands.map { $0.command }, version: FoodPinRelease.version)

    /// Runs a subcommand, or returns `.noSubcommand` for `main` to open the window.
    static func run(_ arguments: [String]) -> Console.Outcome {
        Console.run(root, subcommands: subcommands, arguments: arguments) { invocation in
            try RestaurantStore(
                path: DatabaseLocation.resolve(explicitPath: invocation.value(DatabaseLocation.optionName)))
        }
    }
}

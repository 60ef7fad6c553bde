// The command-line presentation of FoodPin: the same model as the window, one subcommand per file.
//
// Threading rule: runs on the main thread, synchronously, and exits.
import Console
import FoodPinModel
import Foundation
import Localization

/// The root of `foodpin`: its configuration and dispatch only.
enum FoodPinCommandLine {
    static var subcommands: [any Subcommand<Database>.Type] {
        [
            ListCommand.self, AddCommand.self, DeleteCommand.self, FavoriteCommand.self, ShareCommand.self,
            RestoreSamplesCommand.self, CheckCommand.self, AddSyntheticCommand.self,
            ShowCommand.self, EditCommand.self, SearchCommand.self, RateCommand.self,
            AccountCommand.self, SyncCommand.self,
        ]
    }

    static let root = CommandConfiguration(
        name: "foodpin",
        abstract: localized("FoodPin: your favourite restaurants. With no command, opens the window."),
        discussion: DatabaseLocation.optionDiscussion, version: FoodPinRelease.version)

    /// The root's options: `--db` for every command (and the window: `foodpin --db PATH`), the launcher
    /// actions for the window alone.
    struct Globals: ParsableArguments {
        @Option(
            name: DatabaseLocation.optionName, valueName: "PATH", allowsEmpty: false, help: DatabaseLocation.optionHelp)
        var databasePath: String?
        // The desktop file's launcher actions (its Exec lines): the window opens in that state. The
        // root's alone: `foodpin list --search` would list everything.
        @Flag(inherited: false, help: localized("Open the window on the New Restaurant form."))
        var newRestaurant: Bool
        @Flag(inherited: false, help: localized("Open the window searching.")) var search: Bool
    }

    /// The database a command works on, opened only when the command asks for it.
    struct Database {
        /// `--db`, if given.
        let explicitPath: String?

        /// The file the command line names (`--db`, `$FOODPIN_DB`, the default), not opened.
        func path() throws -> String { try DatabaseLocation.resolve(explicitPath: explicitPath) }

        func store() throws -> RestaurantStore { try RestaurantStore(path: path()) }
    }

    /// Runs a subcommand, or returns `.noSubcommand` for `main` to open the window.
    static func run(_ arguments: [String]) -> Console.Outcome<Globals> {
        Console.run(root, globals: Globals.self, subcommands: subcommands, arguments: arguments) { globals in
            Database(explicitPath: globals.databasePath)
        }
    }
}

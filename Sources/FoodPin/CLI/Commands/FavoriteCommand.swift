import Console
import FoodPinModel
import Localization

/// `foodpin favorite NAME|ID [--off]`
enum FavoriteCommand: Subcommand {
    static let configuration = CommandConfiguration(
        name: "favorite", abstract: localized("Mark a restaurant as a favourite (or not, with --off)."))

    struct Arguments: ParsableArguments {
        @Flag(help: localized("Remove the mark instead.")) var off: Bool
        @Argument("NAME|ID", help: localized("A name (any case), an id, or an id prefix of 4+ digits."))
        var target: String
    }

    static func run(_ arguments: Arguments, in database: FoodPinCommandLine.Database) throws {
        let store = try database.store()
        let restaurant = try store.find(nameOrID: arguments.target)
        let isFavorite = !arguments.off
        try store.setFavorite(isFavorite, for: restaurant.id)
        let name = Console.displayed(restaurant.name)
        try Console.report(
            (isFavorite
                ? localized("♥ {name} is a favourite", ["name": name])
                : localized("{name} is no longer a favourite", ["name": name])) + "\n"
        ) {
            try store.setFavorite(restaurant.isFavorite, for: restaurant.id)
        }
    }
}

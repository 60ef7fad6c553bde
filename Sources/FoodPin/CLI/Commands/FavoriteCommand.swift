import Console
import FoodPinModel
import Localization

/// `foodpin favorite NAME|ID [--off]`
enum FavoriteCommand: Subcommand {
    static let command = Command(
        name: "favorite", abstract: localized("Mark a restaurant as a favourite (or not, with --off)."),
        options: [.flag("off", help: localized("Remove the mark instead."))],
        arguments: [Argument("NAME|ID", help: localized("A name (any case), an id, or an id prefix of 4+ digits."))])

    static func run(_ invocation: Invocation, context store: () throws -> RestaurantStore) throws {
        let store = try store()
        let restaurant = try store.find(nameOrID: invocation.arguments[0])
        let isFavorite = !invocation.flag("off")
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

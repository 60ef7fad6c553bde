import Console
import FoodPinModel
import Localization

/// `foodpin rate NAME|ID MOOD` / `foodpin rate NAME|ID --clear`: the review screen's rating from a
/// terminal. The mood is one of the stable names (`awesome`, `good`, `okay`, `bad`, `terrible`, any
/// letter case), whatever the language; anything else is a usage error (exit 2).
enum RateCommand: Subcommand {
    static let configuration = CommandConfiguration(
        name: "rate", abstract: localized("Rate a restaurant with a mood (or clear its rating, with --clear)."),
        // Translators: keep the mood names (awesome, good, …) and --clear as they are: a script types them.
        discussion: localized("MOOD is one of awesome, good, okay, bad or terrible."))

    struct Arguments: ParsableArguments {
        @Flag(help: localized("Clear the rating instead.")) var clear: Bool
        @Argument("NAME|ID", help: localized("A name (any case), an id, or an id prefix of 4+ digits."))
        var target: String
        @Argument("MOOD", help: localized("awesome, good, okay, bad or terrible.")) var mood: Rating?

        func validate() throws {
            if clear, mood != nil { throw ValidationError(localized("Give a mood or --clear, not both.")) }
            if !clear, mood == nil {
                throw ValidationError(localized("Give a mood (awesome, good, okay, bad or terrible) or --clear."))
            }
        }
    }

    static func run(_ arguments: Arguments, in database: FoodPinCommandLine.Database) throws {
        let store = try database.store()
        let restaurant = try store.find(nameOrID: arguments.target)
        let rating = arguments.clear ? nil : arguments.mood
        try store.setRating(rating, for: restaurant.id)
        let name = Console.displayed(restaurant.name)
        let message =
            rating.map { localized("{name} is rated {mood}", ["name": name, "mood": $0.title]) }
            ?? localized("{name} is no longer rated", ["name": name])
        try Console.report(message + "\n") {
            try store.setRating(restaurant.rating, for: restaurant.id)
        }
    }
}

extension Rating: ArgumentValue {
    /// A mood's stable name, any letter case; anything else says which names there are.
    public init(argument text: String) throws {
        guard let rating = Rating(name: text) else {
            throw InvalidArgument(
                localized(
                    "“{text}” is not a mood: use awesome, good, okay, bad or terrible.",
                    ["text": Console.displayed(text)]))
        }
        self = rating
    }
}

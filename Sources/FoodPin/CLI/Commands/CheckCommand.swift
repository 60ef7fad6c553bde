import Console
import FoodPinModel

/// `foodpin check`: whether the database file is sound, without writing to it.
enum CheckCommand: Subcommand {
    static let configuration = CommandConfiguration(
        name: "check", abstract: DatabaseCheck.abstract, discussion: DatabaseCheck.discussion)

    static func run(_: NoArguments, in database: FoodPinCommandLine.Database) throws {
        try Console.writeOut(Console.displayed(try DatabaseCheck.verify(path: database.path())) + "\n")
    }
}

import Console
import FoodPinModel
import Foundation
import Localization
import Sync

/// `todo account set|show|remove`: the sync account, shared with FoodPin (one per database). The
/// password is read from standard input and kept in the Secret Service only.
enum AccountCommand: Subcommand {
    static let configuration = CommandConfiguration(
        name: "account", abstract: localized("Set up, show or remove the sync account (CalDAV)."),
        discussion: localized(
            // Translators: keep the commands, --password-stdin and the example as they are.
            "todo account set URL --user NAME --password-stdin [--calendar NAME] signs in to a CalDAV server; todo account show [--json] shows the account; todo account remove forgets it and its password, and your to-dos stay. The password is read from standard input and kept in the Secret Service, never in the database; nothing is stored unless the server accepts it. Example: printf '%s' \"$PASSWORD\" | todo account set https://example.org/dav --user ann --password-stdin"
        ))

    struct Arguments: ParsableArguments {
        // Translators: keep set, show and remove: they are command names.
        @Argument("set|show|remove", help: localized("What to do with the account.")) var action: String
        @Argument("URL", help: localized("The server's address (https://…), for set.")) var server: String?
        @Option(valueName: "NAME", allowsEmpty: false, help: localized("Your user name on the server."))
        var user: String?
        @Flag(name: "password-stdin", help: localized("Read the password from standard input (required for set)."))
        var passwordStdin: Bool
        @Option(
            valueName: "NAME", allowsEmpty: false,
            help: localized("The calendar to sync with (default: To-Do; made when missing)."))
        var calendar: String?
        @Flag(help: localized("Print JSON (show).")) var json: Bool
    }

    static func run(_ arguments: Arguments, in database: TodoCommandLine.Database) throws {
        let path = try database.path()
        switch arguments.action {
        case "set": try signIn(arguments, path: path)
        case "show": try describe(json: arguments.json, path: path)
        case "remove": try signOut(path: path)
        default:
            throw UsageError(
                // Translators: keep set, show and remove: they are command names.
                localized("unknown action '{action}': set, show or remove", ["action": arguments.action]),
                commandPath: ["todo", "account"])
        }
    }

    private static func signIn(_ arguments: Arguments, path: String) throws {
        guard let server = arguments.server, let user = arguments.user else {
            throw UsageError(
                localized("account set needs URL and --user NAME"), commandPath: ["todo", "account"])
        }
        guard arguments.passwordStdin else {
            throw UsageError(
                localized("--password-stdin is required: a password is never taken from the command line"),
                commandPath: ["todo", "account"])
        }
        let password = try Console.readPassword()
        let mapping = TodoMapping()
        let name = arguments.calendar ?? mapping.defaultCollectionName
        let ledger = try SyncLedger(path: path)
        let signedIn = try AccountSetup.signIn(
            server: server, user: user, password: password, mapping: mapping, name: name, ledger: ledger,
            secrets: SecretService())
        let values: KeyValuePairs<String, String> = [
            "user": Console.displayed(user), "server": Console.displayed(server), "calendar": Console.displayed(name),
        ]
        let line =
            signedIn.created
            ? localized("Signed in as {user} on {server}; made the calendar “{calendar}” for your to-dos.", values)
            : localized("Signed in as {user} on {server}; your to-dos sync with the calendar “{calendar}”.", values)
        try Console.writeOut(line + "\n")
    }

    private static func describe(json: Bool, path: String) throws {
        let ledger = try SyncLedger(path: path)
        let account = try ledger.account
        let collection = try ledger.collection(TodoMapping().records.kind)
        let formatter = ISO8601DateFormatter()
        formatter.timeZone = TimeZone(identifier: "UTC")
        if json {
            guard let account else { return try Console.writeOut(JSON.null.text + "\n") }
            let object = JSON.object([
                ("server", .string(account.server)), ("user", .string(account.user)),
                ("calendar", .string(collection?.name)), ("calendarPath", .string(collection?.url)),
                ("lastSync", .string(collection?.lastSync.map(formatter.string(from:)))),
            ])
            return try Console.writeOut(object.text + "\n")
        }
        guard let account else { return try Console.writeOut(localized("No sync account is set up.") + "\n") }
        var lines = [
            localized("Server: {server}", ["server": Console.displayed(account.server)]),
            localized("User: {user}", ["user": Console.displayed(account.user)]),
        ]
        if let collection {
            lines.append(localized("Calendar: {calendar}", ["calendar": Console.displayed(collection.name)]))
            lines.append(
                collection.lastSync.map { localized("Last sync: {date}", ["date": formatter.string(from: $0)]) }
                    ?? localized("Last sync: never"))
        }
        try Console.writeOut(lines.map { $0 + "\n" }.joined())
    }

    private static func signOut(path: String) throws {
        try AccountSetup.signOut(ledger: try SyncLedger(path: path), secrets: SecretService())
        try Console.writeOut(
            localized("Signed out: the account and its password are forgotten; your to-dos stay.") + "\n")
    }
}

import Console
import FoodPinModel
import Foundation
import Localization
import Sync

/// `todo account set|show|remove`: the sync account, shared with FoodPin (one per database). The
/// password is read from standard input and kept in the Secret Service only.
enum AccountCommand: Subcommand {
    static let command = Command(
        name: "account", abstract: localized("Set up, show or remove the sync account (CalDAV)."),
        subcommands: [set, show, remove])

    private static let set = Command(
        name: "set", abstract: localized("Sign in to a CalDAV server and keep the account."),
        discussion: localized(
            // Translators: keep --password-stdin and the command as they are.
            "The password is read from standard input (--password-stdin) and kept in the Secret Service, never in the database. Nothing is stored unless the server accepts it. Example: printf '%s' \"$PASSWORD\" | todo account set https://example.org/dav --user ann --password-stdin"
        ),
        options: [
            .value(
                "user", "NAME", help: localized("Your user name on the server."), required: true, allowsEmpty: false),
            .flag("password-stdin", help: localized("Read the password from standard input (required).")),
            .value(
                "calendar", "NAME", help: localized("The calendar to sync with (default: To-Do; made when missing)."),
                allowsEmpty: false),
        ],
        arguments: [Argument("URL", help: localized("The server's address (https://…)."))])

    private static let show = Command(
        name: "show", abstract: localized("Show the sync account."),
        options: [.flag("json", help: localized("Print JSON."))])

    private static let remove = Command(
        name: "remove", abstract: localized("Forget the account and its password; your to-dos stay."))

    static func run(_ invocation: Invocation, context _: () throws -> TodoList) throws {
        let path = try DatabaseLocation.resolve(explicitPath: invocation.value(DatabaseLocation.optionName))
        switch invocation.path.dropFirst().first {
        case "set": try signIn(invocation, path: path)
        case "show": try describe(invocation, path: path)
        case "remove": try signOut(path: path)
        default:
            throw UsageError(
                // Translators: keep set, show and remove: they are command names.
                localized("missing command: set, show or remove"), commandPath: ["todo", "account"])
        }
    }

    /// The collection's default name.
    static var defaultCalendar: String { "To-Do" }

    private static func signIn(_ invocation: Invocation, path: String) throws {
        guard invocation.flag("password-stdin") else {
            throw UsageError(
                localized("--password-stdin is required: a password is never taken from the command line"),
                commandPath: ["todo", "account", "set"])
        }
        var password = String(decoding: FileHandle.standardInput.readDataToEndOfFile(), as: UTF8.self)
        if password.hasSuffix("\n") { password.removeLast() }
        guard !password.isEmpty else { throw CommandFailure(localized("no password on standard input")) }
        let server = invocation.arguments[0], user = invocation.value("user") ?? ""
        let name = invocation.value("calendar") ?? defaultCalendar
        let ledger = try SyncLedger(path: path)
        let signedIn = try AccountSetup.signIn(
            server: server, user: user, password: password, mapping: TodoMapping(), name: name, ledger: ledger,
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

    private static func describe(_ invocation: Invocation, path: String) throws {
        let ledger = try SyncLedger(path: path)
        let account = try ledger.account
        let collection = try ledger.collection(TodoMapping().records.kind)
        let formatter = ISO8601DateFormatter()
        formatter.timeZone = TimeZone(identifier: "UTC")
        if invocation.flag("json") {
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

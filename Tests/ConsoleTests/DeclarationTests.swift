import Testing

@testable import Console

/// A command's options and arguments declared once, as typed properties: the parser's specification
/// comes from the declarations, the parsed text comes back typed, and a wrong value or a failed check
/// is a usage error naming the command.
@Suite("Typed declarations")
struct DeclarationTests {
    /// A to-do's number, as Todo declares one: text that is not a whole number is refused.
    struct Number: ArgumentValue {
        let value: Int
        init(argument text: String) throws {
            guard let value = Int(text), value >= 1 else { throw InvalidArgument("N must be a number (got '\(text)')") }
            self.value = value
        }
    }

    struct Edit: ParsableArguments {
        @Option(valueName: "NAME", help: "The new name.") var name: String?
        @Option(valueName: "TYPE", help: "The kind of food.") var type: String
        @Option(name: "db-path", valueName: "PATH", allowsEmpty: false, help: "The database.") var database: String?
        @Flag(help: "Remove the photo.") var noImage: Bool
        @Argument("N", help: "An item's number.") var number: Number
        @Argument("TAG", help: "Tags.") var tags: [String]

        func validate() throws {
            if name == "forbidden" { throw ValidationError("that name is forbidden") }
        }
    }

    static let command = Command(
        configuration: CommandConfiguration(name: "edit", abstract: "Edit."), options: Edit.optionSpecs,
        arguments: Edit.argumentSpecs, subcommands: [])
    static let root = Command(
        configuration: CommandConfiguration(name: "tool", abstract: "A tool."), options: [], arguments: [],
        subcommands: [command])

    private func decode(_ arguments: [String]) throws -> Edit {
        guard case .invocation(let invocation) = try Parser(root: Self.root).parse(["edit"] + arguments) else {
            throw UsageError("help", commandPath: [])
        }
        return try Edit.decoded(from: invocation, commandPath: ["tool", "edit"])
    }

    @Test func theSpecificationComesFromTheDeclarationsInTheirOrder() {
        #expect(Edit.optionSpecs.map(\.synopsis) == ["--name NAME", "--type TYPE", "--db-path PATH", "--no-image"])
        #expect(Edit.optionSpecs.map(\.isRequired) == [false, true, false, false])
        #expect(Edit.optionSpecs.map(\.allowsEmptyValue) == [true, true, false, true])
        #expect(Edit.argumentSpecs.map(\.synopsis) == ["N", "TAG..."])
    }

    @Test func parsedTextComesBackTyped() throws {
        let edit = try decode(["--type=Thai", "--no-image", "3", "a", "b"])
        #expect(edit.name == nil)
        #expect(edit.type == "Thai")
        #expect(edit.database == nil)
        #expect(edit.noImage)
        #expect(edit.number.value == 3)
        #expect(edit.tags == ["a", "b"])
        #expect(edit.givesAnyOption)
        let plain = try decode(["--type", "Thai", "--db-path", "/x", "1", "z"])
        #expect(plain.database == "/x")
        #expect(!plain.noImage)
    }

    @Test func aValueOfTheWrongTypeIsAUsageErrorNamingTheCommand() {
        #expect(throws: UsageError("N must be a number (got 'three')", commandPath: ["tool", "edit"])) {
            try decode(["--type", "Thai", "three", "a"])
        }
    }

    @Test func aFailedValidationIsAUsageError() {
        #expect(throws: UsageError("that name is forbidden", commandPath: ["tool", "edit"])) {
            try decode(["--name", "forbidden", "--type", "Thai", "1", "a"])
        }
    }

    @Test func aMissingRequiredOptionIsStillTheParsersError() {
        #expect(throws: UsageError("missing --type TYPE", commandPath: ["tool", "edit"])) {
            try decode(["1", "a"])
        }
    }

    @Test func noOptionGivenIsSaid() throws {
        struct Flags: ParsableArguments {
            @Flag(help: "JSON.") var json: Bool
        }
        let command = Command(
            configuration: CommandConfiguration(name: "tool", abstract: "A tool."), options: Flags.optionSpecs,
            arguments: [], subcommands: [])
        guard case .invocation(let invocation) = try Parser(root: command).parse([]) else { return }
        #expect(try !Flags.decoded(from: invocation, commandPath: ["tool"]).givesAnyOption)
    }

    @Test func kebabCaseNamesFollowTheProperty() {
        #expect(kebabCased("noImage") == "no-image")
        #expect(kebabCased("favorites") == "favorites")
        #expect(kebabCased("dbPathName") == "db-path-name")
    }

    /// Console.run hands a subcommand its typed arguments and the context made of the global options,
    /// and returns the global options when no subcommand is given.
    @Test func runDispatchesWithTypedArgumentsAndTheGlobalsContext() {
        final class Log { var lines: [String] = [] }
        struct Globals: ParsableArguments {
            @Option(valueName: "PATH", help: "The database.") var db: String?
        }
        enum Greet: Subcommand {
            static let configuration = CommandConfiguration(name: "greet", abstract: "Greet.")
            struct Arguments: ParsableArguments {
                @Flag(help: "Loudly.") var loud: Bool
                @Argument("NAME", help: "Whom.") var name: String
            }
            static func run(_ arguments: Arguments, in context: (db: String?, log: Log)) throws {
                context.log.lines.append(
                    "\(arguments.loud ? "HELLO" : "hello") \(arguments.name) at \(context.db ?? "-")")
            }
        }
        let log = Log()
        let root = CommandConfiguration(name: "tool", abstract: "A tool.")
        let ran = Console.run(
            root, globals: Globals.self, subcommands: [Greet.self], arguments: ["greet", "--loud", "Ann", "--db", "x"]
        ) { (db: $0.db, log: log) }
        guard case .exit(let status) = ran else { Issue.record("the subcommand did not run"); return }
        #expect(status == 0)
        #expect(log.lines == ["HELLO Ann at x"])
        let window = Console.run(
            root, globals: Globals.self, subcommands: [Greet.self], arguments: ["--db", "y"]
        ) { (db: $0.db, log: log) }
        guard case .noSubcommand(let globals) = window else { Issue.record("a subcommand ran"); return }
        #expect(globals.db == "y")
    }

    /// A root flag declared `inherited: false` is the root's alone: a subcommand refuses it before or after
    /// its name (it would drop it in silence) and leaves it out of its help; an inherited one stays every
    /// command's.
    @Test func aRootOnlyFlagIsRefusedByASubcommand() throws {
        struct Globals: ParsableArguments {
            @Option(valueName: "PATH", help: "The database.") var db: String?
            @Flag(inherited: false, help: "Open the window searching.") var search: Bool
        }
        let parser = Parser(
            root: Command(
                configuration: CommandConfiguration(name: "tool", abstract: "A tool."), options: Globals.optionSpecs,
                arguments: [], subcommands: [Self.command]))
        #expect(
            try parser.parse(["--search", "--db", "x"])
                == .invocation(Invocation(values: ["db": "x"], flags: ["search"])))
        for arguments in [["edit", "--search"], ["--search", "edit"]] {
            #expect(throws: UsageError("unknown option '--search'", commandPath: ["tool", "edit"])) {
                try parser.parse(arguments + ["--type", "Thai", "--db", "x", "1", "a"])
            }
        }
        guard case .help(let help) = try parser.parse(["edit", "--help"]) else {
            Issue.record("no help")
            return
        }
        #expect(help.contains("[--db PATH]") && !help.contains("--search"))
    }
}

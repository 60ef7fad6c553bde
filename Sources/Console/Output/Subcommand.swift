/// A subcommand of an executable whose commands all work on one context — a database, a list — that
/// the command opens only when it runs (so `--help` and usage errors never touch a file).
public protocol Subcommand<Context> {
    associatedtype Context
    /// Its options and arguments, declared as typed properties.
    associatedtype Arguments: ParsableArguments = NoArguments
    /// Its name and help.
    static var configuration: CommandConfiguration { get }
    /// Does the work with what the command line gave.
    static func run(_ arguments: Arguments, in context: Context) throws
}

extension Console {
    /// What `run` decided.
    public enum Outcome<Globals> {
        /// The command ran (or help was shown, or an error printed): exit with this status.
        case exit(Int32)
        /// No subcommand was given: the caller starts its default mode (the GUI) with these options.
        case noSubcommand(Globals)
    }

    /// Parses `arguments` against `root`, whose options (`Globals`) every subcommand accepts too, but
    /// those declared `inherited: false`; prints help or a usage error, or runs the one of `subcommands`
    /// they name in the context that `context` makes of the global options. With no subcommand, returns
    /// `.noSubcommand`.
    ///
    /// Errors a subcommand throws become one line on stderr, prefixed with the executable's name,
    /// with control characters escaped (`displayed(_:)`): `UsageError` exits 2 (with a hint line),
    /// anything else exits 1 (its `description`) — a failed write to standard output included.
    public static func run<Globals: ParsableArguments, Context>(
        _ root: CommandConfiguration, globals: Globals.Type, subcommands: [any Subcommand<Context>.Type],
        arguments: [String], context: (Globals) -> Context
    ) -> Outcome<Globals> {
        let tree = Command(
            configuration: root, options: Globals.optionSpecs, arguments: Globals.argumentSpecs,
            subcommands: subcommands.map { $0.command })
        var outcome = Outcome<Globals>.exit(ExitStatus.success)
        let status = run(tree, arguments: arguments) { invocation in
            let globals = try Globals.decoded(from: invocation, commandPath: [root.name])
            guard let name = invocation.subcommand,
                let subcommand = subcommands.first(where: { $0.configuration.name == name })
            else {
                outcome = .noSubcommand(globals)
                return
            }
            try subcommand.execute(invocation, path: [root.name, name], context: context(globals))
        }
        if case .noSubcommand = outcome { return outcome }
        return .exit(status)
    }

}

extension Subcommand {
    /// Its node of the parser's tree.
    static var command: Command {
        Command(
            configuration: configuration, options: Arguments.optionSpecs, arguments: Arguments.argumentSpecs,
            subcommands: [])
    }

    /// Decodes its arguments from what was parsed and runs it.
    static func execute(_ invocation: Invocation, path: [String], context: Context) throws {
        try run(Arguments.decoded(from: invocation, commandPath: path), in: context)
    }
}

/// A subcommand of an executable whose commands all work on one context — a store, a list — that
/// the root opens only when a subcommand runs (so `--help` and usage errors never touch a file).
public protocol Subcommand<Context> {
    associatedtype Context
    /// Its name, options, arguments and help.
    static var command: Command { get }
    /// Does the work; `context` opens the context on first call.
    static func run(_ invocation: Invocation, context: () throws -> Context) throws
}

extension Console {
    /// Parses `arguments` against `root` and runs the one of `subcommands` they name, handing it
    /// `openContext`; with no subcommand, returns `.noSubcommand` for the caller's default mode.
    public static func run<Context>(
        _ root: Command, subcommands: [any Subcommand<Context>.Type],
        arguments: [String],
        openContext: @escaping (Invocation) throws -> Context
    ) -> Outcome {
        run(root, arguments: arguments) { invocation in
            // The first name: a command with subcommands of its own (`todo account set`) dispatches them.
            guard let name = invocation.path.first,
                let subcommand = subcommands.first(where: { $0.command.name == name })
            else { return }
            try subcommand.run(invocation) { try openContext(invocation) }
        }
    }
}

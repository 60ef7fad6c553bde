/// What the parser read from argv, as text: the command chosen and the values given to it. Commands
/// never read it: `ParsableArguments` turns it into their typed, declared properties.
struct Invocation: Sendable, Equatable {
    /// Subcommand names after the executable's; empty when no subcommand was given.
    var path: [String] = []
    /// Values of value options, by option name (the last occurrence wins).
    var values: [String: String] = [:]
    /// Flags that were given, by option name.
    var flags: Set<String> = []
    /// Positional arguments, in order.
    var arguments: [String] = []

    /// The subcommand chosen (the last path element), or nil for the root.
    var subcommand: String? { path.last }
}

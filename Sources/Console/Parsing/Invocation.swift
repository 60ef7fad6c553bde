/// What the user asked for: the command chosen and the values given to it.
public struct Invocation: Sendable, Equatable {
    /// Subcommand names after the executable's; empty when no subcommand was given.
    public var path: [String]
    /// Values of value options, by option name (the last occurrence wins).
    public var values: [String: String]
    /// Flags that were given, by option name.
    public var flags: Set<String>
    /// Positional arguments, in order.
    public var arguments: [String]

    public init(path: [String] = [], values: [String: String] = [:], flags: Set<String> = [], arguments: [String] = [])
    {
        self.path = path
        self.values = values
        self.flags = flags
        self.arguments = arguments
    }

    /// The value of option `name`, if given.
    public func value(_ name: String) -> String? { values[name] }

    /// Whether flag `name` was given.
    public func flag(_ name: String) -> Bool { flags.contains(name) }

    /// The subcommand chosen (the last path element), or nil for the root.
    public var subcommand: String? { path.last }
}

/// A node of the command tree the parser walks: the root (the executable) or a subcommand. Built by
/// `Console.run` from `CommandConfiguration`s and the `ParsableArguments` they declare.
struct Command: Sendable {
    var configuration: CommandConfiguration
    var options: [OptionSpec]
    var arguments: [ArgumentSpec]
    var subcommands: [Command]

    var name: String { configuration.name }
    var abstract: String { configuration.abstract }
    var discussion: String? { configuration.discussion }
    var isHidden: Bool { configuration.isHidden }
    var version: String? { configuration.version }

    /// The direct subcommand called `name`.
    func subcommand(named name: String) -> Command? {
        subcommands.first { $0.name == name }
    }
}

/// What a command says about itself: its name and its help. Its options and arguments are declared
/// apart, as the properties of its `ParsableArguments`.
public struct CommandConfiguration: Sendable {
    public var name: String
    /// One line saying what the command does.
    public var abstract: String
    /// Extra help paragraphs, shown after the usage line.
    public var discussion: String?
    /// Left out of help listings (internal commands).
    public var isHidden: Bool
    /// The program's version, printed by `--version` (the root's only; nil: no `--version`).
    public var version: String?

    public init(
        name: String, abstract: String, discussion: String? = nil, isHidden: Bool = false, version: String? = nil
    ) {
        self.name = name
        self.abstract = abstract
        self.discussion = discussion
        self.isHidden = isHidden
        self.version = version
    }
}

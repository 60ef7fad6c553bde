/// A command of the program: the root (the executable) or a subcommand.
public struct Command: Sendable {
    public var name: String
    /// One line saying what the command does.
    public var abstract: String
    /// Extra help paragraphs, shown after the usage line.
    public var discussion: String?
    public var options: [Option]
    public var arguments: [Argument]
    public var subcommands: [Command]
    /// Left out of help listings (internal commands).
    public var isHidden: Bool
    /// The program's version, printed by `--version` (the root's only; nil: no `--version`).
    public var version: String?

    public init(
        name: String, abstract: String, discussion: String? = nil, options: [Option] = [],
        arguments: [Argument] = [], subcommands: [Command] = [], isHidden: Bool = false, version: String? = nil
    ) {
        self.name = name
        self.abstract = abstract
        self.discussion = discussion
        self.options = options
        self.arguments = arguments
        self.subcommands = subcommands
        self.isHidden = isHidden
        self.version = version
    }

    /// The direct subcommand called `name`.
    public func subcommand(named name: String) -> Command? {
        subcommands.first { $0.name == name }
    }
}

/// A switch with no value: `--name`. True when given.
@propertyWrapper
public struct Flag: DeclaredParameter {
    private let name: String?
    private let aliases: [String]
    private let isInherited: Bool
    private let help: String
    private let slot = Slot<Bool>()

    /// - Parameters:
    ///   - name: the long name without dashes; nil: the property's name in kebab case.
    ///   - aliases: other long names it answers to, not shown in help (an old spelling kept working).
    ///   - inherited: for the root's options, whether every subcommand accepts it too; false for a flag
    ///     only the root means (one that opens the window in some state), which a subcommand would
    ///     otherwise take and ignore in silence.
    public init(name: String? = nil, aliases: [String] = [], inherited: Bool = true, help: String) {
        self.name = name
        self.aliases = aliases
        self.isInherited = inherited
        self.help = help
    }

    /// Whether the command line gave the flag.
    public var wrappedValue: Bool { slot.value ?? false }

    func declaration(property: String) -> Declaration {
        var spec = OptionSpec(name: name ?? kebabCased(property), kind: .flag, help: help, aliases: aliases)
        spec.isInherited = isInherited
        return .option(spec)
    }

    func fill(_ parsed: Parsed) throws {
        guard case .flag(let given) = parsed else { return }
        slot.isGiven = given
        slot.value = given
    }

    var isGivenOption: Bool { slot.isGiven }
}

/// A switch with no value: `--name`. True when given.
@propertyWrapper
public struct Flag: DeclaredParameter {
    private let name: String?
    private let help: String
    private let slot = Slot<Bool>()

    /// - Parameter name: the long name without dashes; nil: the property's name in kebab case.
    public init(name: String? = nil, help: String) {
        self.name = name
        self.help = help
    }

    /// Whether the command line gave the flag.
    public var wrappedValue: Bool { slot.value ?? false }

    func declaration(property: String) -> Declaration {
        .option(OptionSpec(name: name ?? kebabCased(property), kind: .flag, help: help))
    }

    func fill(_ parsed: Parsed) throws {
        guard case .flag(let given) = parsed else { return }
        slot.isGiven = given
        slot.value = given
    }

    var isGivenOption: Bool { slot.isGiven }
}

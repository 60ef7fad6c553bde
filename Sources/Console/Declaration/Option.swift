/// An option that takes a value: `--name VALUE` or `--name=VALUE`. Declared `T?`, it may be left out
/// (nil); declared `T`, the command line must give it.
@propertyWrapper
public struct Option<Value>: DeclaredParameter {
    private let name: String?
    private let valueName: String
    private let help: String
    private let isRequired: Bool
    private let allowsEmpty: Bool
    private let convert: (String?) throws -> Value
    private let slot = Slot<Value>()

    /// A required option.
    /// - Parameters:
    ///   - name: the long name without dashes; nil: the property's name in kebab case.
    ///   - valueName: the value's placeholder in help (`NAME`, `PATH`).
    ///   - allowsEmpty: whether `--name ""` is accepted; when not, it is a usage error.
    public init(name: String? = nil, valueName: String, allowsEmpty: Bool = true, help: String)
    where Value: ArgumentValue {
        self.init(name, valueName, help, required: true, allowsEmpty) { text in try Value(argument: text ?? "") }
    }

    /// An option that may be left out (nil).
    public init<Wrapped: ArgumentValue>(
        name: String? = nil, valueName: String, allowsEmpty: Bool = true, help: String
    ) where Value == Wrapped? {
        self.init(name, valueName, help, required: false, allowsEmpty) { text in try text.map(Wrapped.init(argument:)) }
    }

    private init(
        _ name: String?, _ valueName: String, _ help: String, required: Bool, _ allowsEmpty: Bool,
        convert: @escaping (String?) throws -> Value
    ) {
        self.name = name
        self.valueName = valueName
        self.help = help
        self.isRequired = required
        self.allowsEmpty = allowsEmpty
        self.convert = convert
    }

    /// The parsed value.
    public var wrappedValue: Value {
        guard let value = slot.value else { preconditionFailure("an option read before the command line was parsed") }
        return value
    }

    func declaration(property: String) -> Declaration {
        .option(
            OptionSpec(
                name: name ?? kebabCased(property), kind: .value(valueName: valueName), help: help,
                isRequired: isRequired, allowsEmptyValue: allowsEmpty))
    }

    func fill(_ parsed: Parsed) throws {
        guard case .option(let text) = parsed else { return }
        slot.isGiven = text != nil
        slot.value = try convert(text)
    }

    var isGivenOption: Bool { slot.isGiven }
}

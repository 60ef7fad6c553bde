/// A positional argument. Its type says how many values it takes: `T` one, `T?` one or none, `[T]`
/// one or more (the rest of the line).
@propertyWrapper
public struct Argument<Value>: DeclaredParameter {
    private let name: String
    private let help: String
    private let arity: ArgumentSpec.Arity
    private let convert: ([String]) throws -> Value
    private let slot = Slot<Value>()

    /// - Parameter name: its placeholder in usage and help: `TEXT`, `NAME|ID`.
    public init(_ name: String, help: String) where Value: ArgumentValue {
        self.init(name, help, .one) { texts in try Value(argument: texts.first ?? "") }
    }

    public init<Wrapped: ArgumentValue>(_ name: String, help: String) where Value == Wrapped? {
        self.init(name, help, .optional) { texts in try texts.first.map(Wrapped.init(argument:)) }
    }

    public init<Element: ArgumentValue>(_ name: String, help: String) where Value == [Element] {
        self.init(name, help, .oneOrMore) { texts in try texts.map(Element.init(argument:)) }
    }

    private init(
        _ name: String, _ help: String, _ arity: ArgumentSpec.Arity, convert: @escaping ([String]) throws -> Value
    ) {
        self.name = name
        self.help = help
        self.arity = arity
        self.convert = convert
    }

    /// The parsed value.
    public var wrappedValue: Value {
        guard let value = slot.value else { preconditionFailure("an argument read before the command line was parsed") }
        return value
    }

    func declaration(property: String) -> Declaration {
        .argument(ArgumentSpec(name: name, help: help, arity: arity))
    }

    func fill(_ parsed: Parsed) throws {
        guard case .arguments(let texts) = parsed else { return }
        slot.value = try convert(texts)
    }

    var isGivenOption: Bool { false }
}

/// A positional argument.
public struct Argument: Sendable, Hashable {
    /// How many values the argument takes.
    public enum Arity: Sendable, Hashable {
        case one
        case optional
        case oneOrMore
    }

    /// The name shown in usage, e.g. `TEXT` or `NAME|ID`.
    public var name: String
    public var help: String
    public var arity: Arity

    public init(_ name: String, help: String, arity: Arity = .one) {
        self.name = name
        self.help = help
        self.arity = arity
    }

    var synopsis: String {
        switch arity {
        case .one: name
        case .optional: "[\(name)]"
        case .oneOrMore: "\(name)..."
        }
    }
}

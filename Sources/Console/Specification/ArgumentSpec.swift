/// How the parser and the help see a positional argument. Made from an `@Argument` declaration.
struct ArgumentSpec: Sendable, Hashable {
    /// How many values the argument takes (from the declared type: `T`, `T?` or `[T]`).
    enum Arity: Sendable, Hashable {
        case one
        case optional
        case oneOrMore
    }

    /// The name shown in usage, e.g. `TEXT` or `NAME|ID`.
    var name: String
    var help: String
    var arity: Arity

    var synopsis: String {
        switch arity {
        case .one: name
        case .optional: "[\(name)]"
        case .oneOrMore: "\(name)..."
        }
    }
}

/// A type an option's or an argument's text converts to (`String`, or an app's own: a to-do's number).
public protocol ArgumentValue {
    /// The value `text` stands for.
    /// - Throws: `InvalidArgument` with the one line to print when `text` is not one (exit 2).
    init(argument text: String) throws
}

/// Text that is not a value of the declared type: a usage error, whose message says why.
public struct InvalidArgument: Error, Sendable {
    public var message: String

    public init(_ message: String) { self.message = message }
}

extension String: ArgumentValue {
    public init(argument text: String) { self = text }
}
